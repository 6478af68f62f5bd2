import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO } from '../../contabilidad/asientos-varios/asientos-varios.ts';
import { anularOperacion } from '../../contabilidad/documentos/operacion-de-empresa.ts';
import { registrarOperacion } from '../../contabilidad/libro/registrar-operacion.ts';
import { OPERACION_PLANILLA } from '../planilla/cerrar-planilla.ts';
import { asientoDePartidas } from './asiento-beneficio.ts';
import { CALCULADORES } from './calculadores.ts';
import {
  type BeneficioVista,
  consultarBeneficio,
  exigirBeneficio,
  tituloBeneficio,
} from './consultar-beneficio.ts';
import { periodoBeneficio } from './periodo-beneficio.ts';

/**
 * Closes a borrador: posts its provision to the libro diario through the ledger service, dated the
 * period's last day, and marks it cerrada, in one transaction (the row is locked, so a second close or
 * a recomputation running at once waits and is then refused).
 */
export async function cerrarBeneficio(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string,
  periodo: string,
): Promise<BeneficioVista | null> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const p = periodoBeneficio(tipo, periodo);
  await deps.db.transaction(async (tx) => {
    const fila = await exigirBeneficio(tx, empresaId, p, true);
    if (fila.estado === 'cerrada') throw entradaInvalida(`${tituloBeneficio(p)} ya está cerrada`);
    const lineas = await tx
      .select()
      .from(schema.beneficioTrabajadores)
      .where(eq(schema.beneficioTrabajadores.beneficioId, fila.id));
    const glosa = tituloBeneficio(p);
    const movimientos = asientoDePartidas(CALCULADORES[p.tipo].partidas(lineas), glosa);
    if (movimientos.length === 0) throw entradaInvalida(`${glosa} no tiene importes que contabilizar`);
    const operacion = await registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_PLANILLA,
        fechaContable: p.fecha,
        fechaEmision: p.fecha,
        glosa,
        moneda: 'PEN',
        tipoCambio: '1',
        usuarioId: sesion.usuario.id,
      },
      movimientos,
    );
    await tx
      .update(schema.beneficios)
      .set({ estado: 'cerrada', operacionId: operacion.id })
      .where(eq(schema.beneficios.id, fila.id));
  });
  return consultarBeneficio(deps, sesion, tipo, periodo);
}

/** Voids the closed run's asiento (only while its accounting period is open) and returns it to borrador. */
export async function revertirBeneficio(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string,
  periodo: string,
): Promise<BeneficioVista | null> {
  const p = periodoBeneficio(tipo, periodo);
  const fila = await exigirBeneficio(deps.db, await empresaDeTrabajo(deps.db, sesion), p);
  if (!fila.operacionId || fila.estado !== 'cerrada')
    throw entradaInvalida(`${tituloBeneficio(p)} no está cerrada`);
  const [operacion] = await deps.db
    .select()
    .from(schema.operaciones)
    .where(eq(schema.operaciones.id, fila.operacionId));
  if (!operacion) throw new Error('El cálculo cerrado no tiene su asiento');
  await anularOperacion(deps, operacion, `El asiento de ${tituloBeneficio(p)} ya está anulado`);
  const b = schema.beneficios;
  await deps.db
    .update(b)
    .set({ estado: 'borrador', operacionId: null })
    .where(and(eq(b.id, fila.id), eq(b.estado, 'cerrada')));
  return consultarBeneficio(deps, sesion, tipo, periodo);
}
