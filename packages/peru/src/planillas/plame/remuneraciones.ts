import Decimal from 'decimal.js';
import type { LineaBoleta } from '../boleta-mensual.ts';
import { camposDocumento, type DocumentoPlame } from './documento.ts';
import { importePlame, lineaPlame } from './formato.ts';
import { CONCEPTOS_NO_ENVIAR, CONCEPTOS_SOLO_PAGADO } from './tablas.ts';

/** A worker's payslip lines as the .rem needs them (the stored BoletaMensual has this shape). */
export type BoletaPlame = DocumentoPlame & {
  ingresos: readonly LineaBoleta[];
  retenciones: readonly LineaBoleta[];
  descuentos: readonly LineaBoleta[];
  aportesEmpleador: readonly LineaBoleta[];
};

export type ArchivoGeneradoPlame = { lineas: string[]; advertencias: string[] };

/**
 * Estructura 18 (.rem), ingresos, tributos y descuentos: one line per worker and Tabla 22 code, the
 * amounts of several payslips of the same worker (two contracts in a month) added. Income carries the
 * same devengado and pagado; the codes that count only what is paid leave devengado empty; the codes the
 * PDT computes (ONP, EsSalud…) and zero amounts are left out. A line without a code is reported, not sent.
 */
export function archivoRemuneraciones(boletas: readonly BoletaPlame[]): ArchivoGeneradoPlame {
  const montos = new Map<string, { documento: DocumentoPlame; codigo: string; importe: Decimal }>();
  const advertencias: string[] = [];
  for (const b of boletas) {
    const lineas = [...b.ingresos, ...b.retenciones, ...b.descuentos, ...b.aportesEmpleador];
    for (const l of lineas) {
      if (new Decimal(l.importe).isZero()) continue;
      if (!l.plame) {
        advertencias.push(`${b.numeroDocumento}: ${l.nombre} no tiene código PLAME y no se exporta`);
        continue;
      }
      if (CONCEPTOS_NO_ENVIAR.has(l.plame)) continue;
      const clave = `${b.tipoDocumento}|${b.numeroDocumento}|${l.plame}`;
      const actual = montos.get(clave);
      if (actual) actual.importe = actual.importe.plus(l.importe);
      else montos.set(clave, { documento: b, codigo: l.plame, importe: new Decimal(l.importe) });
    }
  }
  const lineas = [...montos.values()].map(({ documento, codigo, importe }) => {
    const monto = importePlame(importe.toFixed(2));
    return lineaPlame([
      ...camposDocumento(documento),
      codigo,
      CONCEPTOS_SOLO_PAGADO.has(codigo) ? '' : monto,
      monto,
    ]);
  });
  return { lineas, advertencias };
}
