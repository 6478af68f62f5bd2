import { type Db, schema } from '@kipu/db';
import { asientoVario } from '@kipu/peru/contabilidad/asiento-vario';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { esFecha } from '@kipu/peru/ubl/partes';
import { inArray } from 'drizzle-orm';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import { cuentasDeLineas } from '../compras/cuentas-de-compra.ts';
import { monedaYCambio, numeroNormalizado, texto } from '../documentos/documento-entrada.ts';
import type { MovimientoLibro } from '../libro/registrar-operacion.ts';

/** A line of registrarAsientoVario: amounts in the entry's currency, optional person and document. */
export type LineaAsientoVarioEntrada = {
  cuenta: string;
  debe?: string | null;
  haber?: string | null;
  glosa?: string | null;
  persona_id?: string | null;
  tipo_comprobante?: string | null;
  serie?: string | null;
  numero?: string | null;
  centro_costo_id?: string | null;
};

export type EntradaAsientoVario = {
  fecha: string;
  glosa: string;
  moneda?: string | null;
  tipo_cambio?: string | null;
  lineas: LineaAsientoVarioEntrada[];
};

export type AsientoVarioValidado = {
  fecha: string;
  periodo: string;
  glosa: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  movimientos: MovimientoLibro[];
};

/**
 * The ids the lines point at (people, cost centres; '' where a line has none) must all be the company's:
 * any other is FORBIDDEN.
 */
async function exigirDeLaEmpresa(
  db: Db,
  tabla: typeof schema.personas | typeof schema.centrosCosto,
  empresaId: string,
  ids: readonly string[],
  eliminado: (n: number) => string,
): Promise<void> {
  const unicos = [...new Set(ids.filter(Boolean))];
  if (unicos.length === 0) return;
  if (!unicos.every(esUuid)) throw prohibido();
  const filas = await db
    .select({ id: tabla.id, empresaId: tabla.empresaId, deletedAt: tabla.deletedAt })
    .from(tabla)
    .where(inArray(tabla.id, unicos));
  if (filas.length !== unicos.length || filas.some((f) => f.empresaId !== empresaId)) throw prohibido();
  const borrado = filas.find((f) => f.deletedAt);
  if (borrado) throw entradaInvalida(eliminado(ids.indexOf(borrado.id) + 1));
}

/**
 * Checks a miscellaneous journal entry (spec 02 operation kind 5): date, glosa, currency and rate, and
 * lines of last-level accounts of the company that balance in the entry's currency (the message says by
 * how much they do not); the people and cost centres they name must be the company's. Answers the
 * movements to post, in soles and, for dollars, in dollars too.
 */
export async function validarAsientoVario(
  db: Db,
  empresaId: string,
  e: EntradaAsientoVario,
): Promise<AsientoVarioValidado> {
  const fecha = texto(e.fecha);
  if (!esFecha(fecha)) throw entradaInvalida('La fecha del asiento no es válida');
  const glosa = texto(e.glosa);
  if (!glosa) throw entradaInvalida('Indique la glosa del asiento');
  if (glosa.length > 200) throw entradaInvalida('La glosa tiene hasta 200 caracteres');
  const { moneda, tipoCambio } = monedaYCambio(e.moneda, e.tipo_cambio);
  const lineas = e.lineas.filter((l) => texto(l.cuenta) || texto(l.debe) || texto(l.haber));
  const asiento = asientoVario({
    moneda,
    tipoCambio,
    lineas: lineas.map((l) => ({ ...l, centroCostoId: l.centro_costo_id })),
  });
  if ('error' in asiento) throw entradaInvalida(asiento.error);

  await cuentasDeLineas(
    db,
    empresaId,
    asiento.map((m) => m.cuenta),
  );
  const personas = lineas.map((l) => texto(l.persona_id));
  const centros = lineas.map((l) => texto(l.centro_costo_id));
  await exigirDeLaEmpresa(
    db,
    schema.personas,
    empresaId,
    personas,
    (n) => `Línea ${n}: el cliente o proveedor está eliminado`,
  );
  await exigirDeLaEmpresa(
    db,
    schema.centrosCosto,
    empresaId,
    centros,
    (n) => `Línea ${n}: el centro de costo está eliminado`,
  );
  const movimientos: MovimientoLibro[] = asiento.map((m, i) => {
    const l = lineas[i];
    const numero = numeroNormalizado(l?.numero ?? '');
    return {
      ...m,
      personaId: personas[i] || null,
      tipoComprobante: numero ? texto(l?.tipo_comprobante) || '00' : null,
      serie: numero ? texto(l?.serie).toUpperCase() || null : null,
      numero: numero || null,
    };
  });
  return { fecha, periodo: periodoDeFecha(fecha), glosa, moneda, tipoCambio, movimientos };
}
