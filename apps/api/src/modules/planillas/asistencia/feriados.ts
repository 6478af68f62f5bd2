import { schema } from '@kipu/db';
import { fechasDelPeriodo, feriadosDelAnio } from '@kipu/peru';
import { esFecha } from '@kipu/peru/ubl/partes';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import {
  actualizarFila,
  exigirDeEmpresa,
  insertarFila,
  recortar,
} from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type FeriadoEmpresaFila = typeof schema.feriadosEmpresa.$inferSelect;
export type FeriadoEntrada = { fecha: string; descripcion: string };

/** A holiday of the year: the national ones (from the dated rules) and the company's own, by date. */
export type FeriadoVista = { id: string | null; fecha: string; descripcion: string; nacional: boolean };

const DUPLICADO = 'Ya existe un feriado de la empresa en esa fecha';

function validado(e: FeriadoEntrada) {
  const fecha = recortar(e.fecha);
  if (!esFecha(fecha)) throw entradaInvalida('La fecha no es válida (AAAA-MM-DD)');
  const descripcion = recortar(e.descripcion);
  if (!descripcion) throw entradaInvalida('Ingrese la descripción del feriado');
  return { fecha, descripcion };
}

export async function crearFeriado(deps: Dependencias, sesion: SesionActiva, e: FeriadoEntrada) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return insertarFila(deps, schema.feriadosEmpresa, { ...validado(e), empresaId }, DUPLICADO);
}

export async function editarFeriado(deps: Dependencias, sesion: SesionActiva, id: string, e: FeriadoEntrada) {
  await exigirDeEmpresa(deps, sesion, schema.feriadosEmpresa, id);
  return actualizarFila(deps, schema.feriadosEmpresa, id, validado(e), DUPLICADO);
}

/** A company holiday is deleted outright: days measured later simply stop being holidays. */
export async function eliminarFeriado(deps: Dependencias, sesion: SesionActiva, id: string) {
  const fila = await exigirDeEmpresa(deps, sesion, schema.feriadosEmpresa, id);
  await deps.db.delete(schema.feriadosEmpresa).where(eq(schema.feriadosEmpresa.id, id));
  return fila;
}

/** The company's own holidays between two dates. */
async function feriadosPropios(deps: Dependencias, empresaId: string, desde: string, hasta: string) {
  const f = schema.feriadosEmpresa;
  return deps.db
    .select()
    .from(f)
    .where(and(eq(f.empresaId, empresaId), gte(f.fecha, desde), lte(f.fecha, hasta)))
    .orderBy(asc(f.fecha));
}

/** Every holiday of the year for the session's company, national and its own, by date. */
export async function feriadosDeEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<FeriadoVista[]> {
  if (!Number.isInteger(anio) || anio < 2000 || anio > 2100) throw entradaInvalida('Año no válido');
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const propios = await feriadosPropios(deps, empresaId, `${anio}-01-01`, `${anio}-12-31`);
  return [
    ...feriadosDelAnio(anio).map((f) => ({
      id: null,
      fecha: f.fecha,
      descripcion: f.nombre,
      nacional: true,
    })),
    ...propios.map((f) => ({ id: f.id, fecha: f.fecha, descripcion: f.descripcion, nacional: false })),
  ].sort((a, b) => a.fecha.localeCompare(b.fecha));
}

/** The holiday dates (national and the company's) of an AAAAMM period. */
export async function fechasFeriadas(deps: Dependencias, empresaId: string, periodo: string) {
  const anio = Number(periodo.slice(0, 4));
  const prefijo = `${periodo.slice(0, 4)}-${periodo.slice(4)}`;
  const fechas = fechasDelPeriodo(periodo);
  const propios = await feriadosPropios(deps, empresaId, fechas[0] ?? '', fechas.at(-1) ?? '');
  return new Set([
    ...feriadosDelAnio(anio)
      .map((f) => f.fecha)
      .filter((f) => f.startsWith(prefijo)),
    ...propios.map((f) => f.fecha),
  ]);
}
