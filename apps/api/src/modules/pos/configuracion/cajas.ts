import { schema } from '@kipu/db';
import { asc } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { activasDeEmpresa, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa, maestroPos, texto } from '../comun.ts';

export type Caja = typeof schema.posCajas.$inferSelect;
export type CajaEntrada = {
  zona_id: string;
  codigo: string;
  descripcion: string;
  cuenta_financiera_id?: string | null;
  habilitada?: boolean | null;
};

/** The box's cash account, when given: one of the company's cuentas financieras of type caja. */
async function cuentaDeCaja(deps: Dependencias, empresaId: string, id: string | null | undefined) {
  if (!recortar(id)) return null;
  const cuenta = await activaDeEmpresa(deps.db, schema.cuentasFinancieras, empresaId, recortar(id));
  if (cuenta.tipo !== 'caja')
    throw entradaInvalida('La cuenta de la caja debe ser una cuenta financiera de tipo caja');
  return cuenta.id;
}

export const cajas = maestroPos(
  schema.posCajas,
  'Ya existe una caja con ese código',
  async (deps, _sesion, empresaId, e: CajaEntrada) => ({
    zonaId: (await activaDeEmpresa(deps.db, schema.posZonas, empresaId, e.zona_id)).id,
    codigo: texto(e.codigo, 'el código', 20).toUpperCase(),
    descripcion: texto(e.descripcion, 'la descripción', 100),
    cuentaFinancieraId: await cuentaDeCaja(deps, empresaId, e.cuenta_financiera_id),
    habilitada: e.habilitada ?? true,
  }),
);

export async function listarCajas(deps: Dependencias, sesion: SesionActiva): Promise<Caja[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.posCajas;
  return deps.db.select().from(c).where(activasDeEmpresa(c, empresaId)).orderBy(asc(c.codigo));
}
