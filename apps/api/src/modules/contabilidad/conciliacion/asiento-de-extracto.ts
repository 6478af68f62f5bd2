import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO, OPERACION_ASIENTO_VARIO } from '../asientos-varios/asientos-varios.ts';
import { validarAsientoVario } from '../asientos-varios/entrada-asiento-vario.ts';
import { registrarOperacion } from '../libro/registrar-operacion.ts';
import { exigirAbierta, type MesDeCuenta, mesDeConciliacion } from './conciliacion-del-mes.ts';
import { bloquearMes } from './emparejar-movimientos.ts';

export type EntradaAsientoExtracto = {
  extracto_linea_id: string;
  /** The counterpart: 6391 gastos bancarios, 6411 ITF, 7721 intereses… */
  cuenta: string;
  glosa?: string | null;
  /** Dollar accounts: the day's rate. */
  tipo_cambio?: string | null;
};

const x = schema.conciliacionExtracto;

/**
 * Posts what the bank charged or credited and the books lack (ITF, commissions, interest) as an
 * asiento vario dated as the statement line — a charge debits the counterpart and credits the 10x
 * account, a credit the reverse — through the ledger service, and matches the line to its 10x line in
 * the same transaction.
 */
export async function registrarAsientoDeExtracto(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaAsientoExtracto,
): Promise<MesDeCuenta> {
  const linea = await exigirDeEmpresa(deps, sesion, x, e.extracto_linea_id);
  const m = await mesDeConciliacion(deps, sesion, linea.conciliacionId);
  exigirAbierta(m.conciliacion);
  if (linea.asientoLineaId) throw entradaInvalida(`La fila ${linea.fila} del extracto ya está conciliada`);
  const cuenta = (e.cuenta ?? '').trim();
  if (cuenta.startsWith('10'))
    throw entradaInvalida(
      'La contrapartida no puede ser otra cuenta de efectivo: use una cuenta de gasto o ingreso',
    );
  const monto = new Decimal(linea.importe).abs().toFixed(2);
  const cargo = new Decimal(linea.importe).isNegative();
  const lado = (debe: boolean) => (debe ? { debe: monto } : { haber: monto });
  const v = await validarAsientoVario(deps.db, m.empresaId, {
    fecha: linea.fecha,
    glosa: (e.glosa ?? '').trim() || linea.descripcion,
    moneda: m.cuenta.monedaId,
    tipo_cambio: e.tipo_cambio,
    lineas: [
      { cuenta, ...lado(cargo) },
      { cuenta: m.cuenta.pcge, ...lado(!cargo) },
    ],
  });
  await deps.db.transaction(async (tx) => {
    await bloquearMes(tx, linea.conciliacionId);
    const operacion = await registrarOperacion(
      tx,
      {
        empresaId: m.empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_ASIENTO_VARIO,
        fechaContable: v.fecha,
        fechaEmision: v.fecha,
        glosa: v.glosa,
        glosaReferencia: linea.numeroOperacion,
        moneda: v.moneda,
        tipoCambio: v.tipoCambio,
        datos: { conciliacion: { extractoLineaId: linea.id } },
        usuarioId: sesion.usuario.id,
      },
      v.movimientos,
    );
    const [efectivo] = await tx
      .select({ id: schema.asientoLineas.id })
      .from(schema.asientoLineas)
      .where(
        and(
          eq(schema.asientoLineas.operacionId, operacion.id),
          eq(schema.asientoLineas.cuenta, m.cuenta.pcge),
        ),
      );
    const [hecho] = await tx
      .update(x)
      .set({ asientoLineaId: efectivo?.id, forma: 'asiento' })
      .where(and(eq(x.id, linea.id), isNull(x.asientoLineaId)))
      .returning({ id: x.id });
    if (!hecho) throw entradaInvalida(`La fila ${linea.fila} del extracto ya está conciliada`);
  });
  return m;
}
