import { schema } from '@kipu/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { demasiadosIntentos } from '../../../shared/errores.ts';

export type SeguimientoVista = {
  id: string;
  status: string;
  description: string;
  created_at: string;
  updated_at: string;
};
export type ReclamoResumen = {
  codigo: string;
  namefull: string;
  address: string;
  email: string;
  phone: string;
  nro: string;
  opcion0: string;
  opcion1: string;
  option2: string;
  dates: string;
};

/** The consumer's latest complaint matching BOTH document number and phone; nothing with only one. */
async function reclamoDe(deps: Dependencias, nro: string, phone: string, ip: string) {
  if (!(await deps.limitador.intentar(`seguimiento:ip:${ip}`, deps.config.limites.porIp)))
    throw demasiadosIntentos();
  const numero = nro.trim();
  const telefono = phone.replace(/[\s-]/g, '');
  if (numero.length < 8 || telefono.length < 9) return undefined;
  const { reclamos } = schema;
  const [r] = await deps.db
    .select()
    .from(reclamos)
    .where(and(eq(reclamos.numeroDocumento, numero), eq(reclamos.telefono, telefono)))
    .orderBy(desc(reclamos.createdAt))
    .limit(1);
  return r;
}

/** A complaint's tracking entries, oldest first (the timeline's order). */
export async function seguimientosDe(deps: Dependencias, reclamoId: string): Promise<SeguimientoVista[]> {
  const filas = await deps.db
    .select()
    .from(schema.reclamoSeguimientos)
    .where(eq(schema.reclamoSeguimientos.reclamoId, reclamoId))
    .orderBy(asc(schema.reclamoSeguimientos.createdAt));
  return filas.map((s) => ({
    id: s.id,
    status: s.estado,
    description: s.descripcion,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  }));
}

/** searchReclamation: the tracking entries of the consumer's complaint. */
export async function buscarSeguimiento(
  deps: Dependencias,
  nro: string,
  phone: string,
  ip: string,
): Promise<SeguimientoVista[]> {
  const r = await reclamoDe(deps, nro, phone, ip);
  return r ? seguimientosDe(deps, r.id) : [];
}

/** filterReclamation: the complaint's summary for the tracking screen. */
export async function resumenReclamo(
  deps: Dependencias,
  nro: string,
  phone: string,
  ip: string,
): Promise<ReclamoResumen | null> {
  const r = await reclamoDe(deps, nro, phone, ip);
  if (!r) return null;
  return {
    codigo: r.codigo,
    namefull: r.nombres,
    address: r.direccion,
    email: r.email,
    phone: r.telefono,
    nro: r.numeroDocumento,
    opcion0: r.tipoDocumento,
    opcion1: r.bien,
    option2: r.tipo,
    dates: r.fechaPresentacion,
  };
}
