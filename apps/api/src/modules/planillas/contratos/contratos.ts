import { schema } from '@kipu/db';
import { and, asc, desc, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { actualizarFila, exigirDeEmpresa, insertarFila } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type ContratoEntrada, validarContrato } from './validar-contrato.ts';

export type ContratoFila = typeof schema.contratos.$inferSelect;

const SIN_DUPLICADOS = 'El contrato ya existe';

/**
 * The checked columns of a contract of one of the company's live workers, starting no earlier than the
 * hire and overlapping none of the worker's other contracts (a month pays one contract per worker).
 */
async function validado(deps: Dependencias, sesion: SesionActiva, e: ContratoEntrada, otroQue?: string) {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, e.trabajador_id);
  if (trabajador.deletedAt) throw entradaInvalida('El trabajador está eliminado');
  const v = validarContrato(e);
  if ('error' in v) throw entradaInvalida(v.error);
  const c = v.columnas;
  if (c.horarioId) {
    const horario = await exigirDeEmpresa(deps, sesion, schema.horarios, c.horarioId);
    if (horario.deletedAt) throw entradaInvalida('El horario está eliminado');
  }
  if (c.fechaInicio < trabajador.fechaIngreso)
    throw entradaInvalida(`El contrato no puede empezar antes del ingreso (${trabajador.fechaIngreso})`);
  const k = schema.contratos;
  const [cruce] = await deps.db
    .select({ id: k.id, fechaInicio: k.fechaInicio })
    .from(k)
    .where(
      and(
        eq(k.trabajadorId, trabajador.id),
        otroQue ? ne(k.id, otroQue) : undefined,
        c.fechaFin ? lte(k.fechaInicio, c.fechaFin) : undefined,
        or(isNull(k.fechaFin), gte(k.fechaFin, c.fechaInicio)),
      ),
    )
    .limit(1);
  if (cruce)
    throw entradaInvalida(`Las fechas se cruzan con el contrato del ${cruce.fechaInicio} del trabajador`);
  return { ...c, empresaId: trabajador.empresaId };
}

export async function crearContrato(
  deps: Dependencias,
  sesion: SesionActiva,
  e: ContratoEntrada,
): Promise<ContratoFila> {
  return insertarFila(deps, schema.contratos, await validado(deps, sesion, e), SIN_DUPLICADOS);
}

export async function editarContrato(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  e: ContratoEntrada,
): Promise<ContratoFila> {
  await exigirDeEmpresa(deps, sesion, schema.contratos, id);
  return actualizarFila(deps, schema.contratos, id, await validado(deps, sesion, e, id), SIN_DUPLICADOS);
}

/** The company's contracts, of one worker when given, latest first. */
export async function filtrarContratos(
  deps: Dependencias,
  sesion: SesionActiva,
  trabajadorId?: string | null,
): Promise<ContratoFila[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (trabajadorId) await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  const k = schema.contratos;
  return deps.db
    .select()
    .from(k)
    .where(and(eq(k.empresaId, empresaId), trabajadorId ? eq(k.trabajadorId, trabajadorId) : undefined))
    .orderBy(desc(k.fechaInicio), asc(k.id));
}
