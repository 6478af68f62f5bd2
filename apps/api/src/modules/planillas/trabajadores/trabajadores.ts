import { schema } from '@kipu/db';
import { asc, ilike, or } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  actualizarFila,
  exigirDeEmpresa,
  type FiltroLista,
  fijarVigencia,
  filtroDeEmpresa,
  insertarFila,
  type Pagina,
  paginar,
  textoDeBusqueda,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type TrabajadorEntrada, validarTrabajador } from './validar-trabajador.ts';

export type Trabajador = typeof schema.trabajadores.$inferSelect;

const DUPLICADO = 'Ya existe un trabajador con ese documento';

function validado(e: TrabajadorEntrada) {
  const v = validarTrabajador(e);
  if ('error' in v) throw entradaInvalida(v.error);
  return v.columnas;
}

export async function crearTrabajador(
  deps: Dependencias,
  sesion: SesionActiva,
  e: TrabajadorEntrada,
): Promise<Trabajador> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return insertarFila(deps, schema.trabajadores, { ...validado(e), empresaId }, DUPLICADO);
}

export async function editarTrabajador(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  e: TrabajadorEntrada,
): Promise<Trabajador> {
  await exigirDeEmpresa(deps, sesion, schema.trabajadores, id);
  return actualizarFila(deps, schema.trabajadores, id, validado(e), DUPLICADO);
}

/** Soft delete: the worker's past payslips keep pointing at the row. */
export async function eliminarTrabajador(deps: Dependencias, sesion: SesionActiva, id: string) {
  await exigirDeEmpresa(deps, sesion, schema.trabajadores, id);
  return fijarVigencia(deps, schema.trabajadores, id, false, DUPLICADO);
}

/** The company's workers by document (prefix) or name (anywhere), in surname order, paged. */
export async function listarTrabajadores(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroLista,
): Promise<Pagina<Trabajador>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const w = schema.trabajadores;
  const texto = textoDeBusqueda(f.param);
  const busqueda = texto
    ? or(
        ilike(w.numeroDocumento, `${texto}%`),
        ilike(w.apellidoPaterno, `%${texto}%`),
        ilike(w.apellidoMaterno, `%${texto}%`),
        ilike(w.nombres, `%${texto}%`),
      )
    : undefined;
  return paginar(deps, w, filtroDeEmpresa(w, empresaId, f.eliminados, busqueda), asc(w.apellidoPaterno), f);
}
