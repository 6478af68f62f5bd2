import { type Db, schema, type Tx } from '@kipu/db';
import { amarreDeCompraPorDefecto } from '@kipu/peru/contabilidad/asiento-compra';
import {
  asientoCostoVentas,
  type CostoProducto,
  CUENTA_COSTO_VENTAS,
  CUENTA_MERCADERIAS,
} from '@kipu/peru/inventarios/asiento-costo-ventas';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO, OPERACION_ASIENTO_VARIO } from '../asientos-varios/asientos-varios.ts';
import { anularOperacion, bloquearDocumento, lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
import { periodoTexto } from '../estados-financieros/reporte-tabular.ts';
import type { OperacionVista } from '../libro/consultar-operaciones.ts';
import { registrarOperacion } from '../libro/registrar-operacion.ts';
import { type KardexProducto, kardexDelPeriodo } from './kardex.ts';
import {
  OPERACION_DEVOLUCION_RECIBIDA,
  OPERACION_EXPORTACION,
  OPERACION_VENTA,
} from './movimientos-de-comprobante.ts';
import { finDePeriodo } from './movimientos-vivos.ts';
import { exigirPeriodoAbierto } from './saldo-inicial.ts';

const VENTAS = new Set([OPERACION_VENTA, OPERACION_EXPORTACION]);

/** The stock account of a product: its own 20–28 purchase account, the one its 60x account feeds, or 20111. */
const cuentaExistencia = (cuenta: string | null): string =>
  cuenta && /^2[0-8]/.test(cuenta)
    ? cuenta
    : ((cuenta && amarreDeCompraPorDefecto(cuenta)?.debe) ?? CUENTA_MERCADERIAS);

/** What the period's sales of one product cost, less what its customers' returns brought back. */
export function costoDelProducto(k: KardexProducto): CostoProducto {
  const importe = k.lineas.reduce((s, l) => {
    if (VENTAS.has(l.movimiento.tipoOperacion)) return s.plus(l.salida.costoTotal);
    if (l.movimiento.tipoOperacion === OPERACION_DEVOLUCION_RECIBIDA) return s.minus(l.entrada.costoTotal);
    return s;
  }, new Decimal(0));
  return {
    cuentaCosto: CUENTA_COSTO_VENTAS,
    cuentaExistencia: cuentaExistencia(k.producto.comprasPcge),
    importe: importe.toFixed(2),
  };
}

/** The live cost-of-sales entry of a period, if there is one. */
async function asientoDeCostoVentas(db: Db | Tx, empresaId: string, periodo: string) {
  const o = schema.operaciones;
  const [fila] = await db
    .select()
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.libro, LIBRO_DIARIO),
        sql`${o.datos}->>'costoVentas' = ${periodo}`,
        isNull(o.deletedAt),
      ),
    )
    .limit(1);
  return fila ?? null;
}

/**
 * contabilizarCostoVentas: the month's cost of goods sold (salidas of sales at the weighted average,
 * less customers' returns) posted through the ledger as an asiento vario dated on the period's last
 * day — 69111 against each product's stock account. Once per period; anularCostoVentas undoes it.
 */
export async function contabilizarCostoVentas(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<OperacionVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await exigirPeriodoAbierto(deps, empresaId, periodo);
  const movimientos = asientoCostoVentas(
    (await kardexDelPeriodo(deps.db, empresaId, periodo)).map(costoDelProducto),
  );
  const texto = periodoTexto(periodo);
  if (!movimientos.length)
    throw entradaInvalida(`No hay costo de ventas en ${texto}: no hubo salidas por ventas`);
  const operacion = await deps.db.transaction(async (tx) => {
    await bloquearDocumento(tx, [empresaId, 'costo-ventas', periodo]);
    const previo = await asientoDeCostoVentas(tx, empresaId, periodo);
    if (previo)
      throw entradaInvalida(
        `El costo de ventas de ${texto} ya está registrado (CUO ${previo.cuo}): anúlelo para registrarlo de nuevo`,
      );
    return registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_ASIENTO_VARIO,
        periodo,
        fechaContable: finDePeriodo(periodo),
        fechaEmision: finDePeriodo(periodo),
        glosa: `Costo de ventas de ${texto}`,
        datos: { costoVentas: periodo },
        usuarioId: sesion.usuario.id,
      },
      movimientos,
    );
  });
  return { ...operacion, lineas: await lineasDeOperacion(deps.db, operacion.id) };
}

/** anularCostoVentas: voids the period's cost-of-sales entry while the period is open. */
export async function anularCostoVentas(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<OperacionVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const previo = await asientoDeCostoVentas(deps.db, empresaId, periodo);
  if (!previo) throw entradaInvalida(`El costo de ventas de ${periodoTexto(periodo)} no está registrado`);
  const anulada = await anularOperacion(deps, previo, 'El costo de ventas ya está anulado');
  return { ...anulada, lineas: await lineasDeOperacion(deps.db, anulada.id) };
}
