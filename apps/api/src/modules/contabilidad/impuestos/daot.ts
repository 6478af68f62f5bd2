import { type OperacionDaot, type TerceroDaot, tercerosDaot } from '@kipu/peru/contabilidad/impuestos/daot';
import Decimal from 'decimal.js';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { ReporteTabular } from '../estados-financieros/reporte-tabular.ts';
import { uitDelAnio } from './liquidacion-impuestos.ts';
import { mesesRegistrados } from './meses-registrados.ts';

export type TipoDaot = 'costos' | 'ingresos';

export type Daot = { anio: string; tipo: TipoDaot; uit: string; umbral: string; terceros: TerceroDaot[] };

// Imports (DUA, despacho simplificado) are not operations with a domestic third party.
const IMPORTACIONES = new Set(['50', '52']);

/**
 * getDaot: the year's third parties above 2 UIT — suppliers from the registro de compras 8.1 (costos;
 * the 8.2 of non-domiciled suppliers is left out) or customers from the registro de ventas (ingresos;
 * exports left out) — computed from the registers on every call.
 */
export async function consultarDaot(
  deps: Dependencias,
  sesion: SesionActiva,
  a: { anio: string; tipo: TipoDaot },
): Promise<Daot> {
  if (!/^\d{4}$/.test(a.anio)) throw entradaInvalida('Indique el año de la DAOT (AAAA)');
  const uit = await uitDelAnio(deps, a.anio);
  const [desde, hasta] = [`${a.anio}01`, `${a.anio}12`];
  const meses = (await mesesRegistrados(deps, sesion, desde, hasta)).filter((m) => m.periodo >= desde);
  const operaciones: OperacionDaot[] =
    a.tipo === 'costos'
      ? meses.flatMap((m) =>
          m.compras.filas
            .filter((f) => !IMPORTACIONES.has(f.tipo_comprobante ?? ''))
            .map((f) => ({
              tipoDocumento: f.proveedor_tipo_documento,
              numeroDocumento: f.proveedor_numero_documento,
              nombre: f.proveedor_nombre,
              base: new Decimal(f.base_gravada)
                .plus(f.base_gravada_mixta)
                .plus(f.base_sin_credito)
                .toFixed(2),
              igv: new Decimal(f.igv).plus(f.igv_mixta).plus(f.igv_sin_credito).toFixed(2),
              noGravada: f.no_gravada,
            })),
        )
      : meses.flatMap((m) =>
          m.ventas.filas.map((f) => ({
            tipoDocumento: f.clienteTipoDocumento ?? null,
            numeroDocumento: f.clienteNumeroDocumento ?? null,
            nombre: f.clienteNombre ?? null,
            base: f.baseGravada,
            igv: f.igv,
            noGravada: new Decimal(f.exonerada).plus(f.inafecta).toFixed(2),
          })),
        );
  return {
    anio: a.anio,
    tipo: a.tipo,
    uit,
    umbral: new Decimal(uit).times(2).toFixed(2),
    terceros: tercerosDaot(operaciones, uit),
  };
}

export function reporteDaot(d: Daot): ReporteTabular {
  const monto = (encabezado: string) => ({ encabezado, monto: true });
  return {
    titulo: `DAOT ${d.tipo}`,
    archivo: `daot-${d.tipo}-${d.anio}`,
    columnas: [
      { encabezado: 'Tipo doc.', ancho: 9 },
      { encabezado: 'Número', ancho: 14 },
      { encabezado: 'Nombre o razón social', ancho: 40 },
      { encabezado: 'Documentos', ancho: 11 },
      monto('Base imponible'),
      monto('IGV'),
      monto('No gravado'),
      monto('Monto DAOT'),
      monto('Total'),
    ],
    filas: d.terceros.map((t) => ({
      celdas: [
        t.tipoDocumento,
        t.numeroDocumento,
        t.nombre,
        String(t.documentos),
        t.base,
        t.igv,
        t.noGravada,
        t.monto,
        t.total,
      ],
    })),
  };
}
