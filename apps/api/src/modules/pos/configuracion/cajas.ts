import { schema } from '@kipu/db';
import { asc, eq, ne } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { activasDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa, maestroPos, texto } from '../comun.ts';
import { cuentaDeCajaElegida } from './cuenta-de-caja.ts';

export type Caja = typeof schema.posCajas.$inferSelect;
export type CajaEntrada = {
  zona_id: string;
  codigo: string;
  descripcion: string;
  /** One of the company's cuentas financieras in soles… */
  cuenta_financiera_id?: string | null;
  /** …or a cash account of its chart (101, 102), whose cuenta financiera is used or made. */
  cuenta_contable_id?: string | null;
  habilitada?: boolean | null;
};

const DUPLICADA = 'Ya existe una caja con ese código';

/** Cash boxes: their zone, the account their charges are collected in (required) and whether in use. */
export const cajas = maestroPos(
  schema.posCajas,
  DUPLICADA,
  async (deps, _sesion, empresaId, e: CajaEntrada, id) => {
    const c = schema.posCajas;
    const zonaId = (await activaDeEmpresa(deps.db, schema.posZonas, empresaId, e.zona_id)).id;
    const codigo = texto(e.codigo, 'el código', 20).toUpperCase();
    const descripcion = texto(e.descripcion, 'la descripción', 100);
    // The account goes last, as it may make the company's cuenta financiera: a refused box leaves none
    // behind. The unique index still decides two saves at once; the account either made is the one any
    // later save of that account takes.
    const [repetida] = await deps.db
      .select({ id: c.id })
      .from(c)
      .where(activasDeEmpresa(c, empresaId, eq(c.codigo, codigo), id ? ne(c.id, id) : undefined))
      .limit(1);
    if (repetida) throw entradaInvalida(DUPLICADA);
    const cuentaFinancieraId = await cuentaDeCajaElegida(deps, empresaId, e);
    return { zonaId, codigo, descripcion, cuentaFinancieraId, habilitada: e.habilitada ?? true };
  },
);

export async function listarCajas(deps: Dependencias, sesion: SesionActiva): Promise<Caja[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.posCajas;
  return deps.db.select().from(c).where(activasDeEmpresa(c, empresaId)).orderBy(asc(c.codigo));
}
