import { schema } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { libroYPeriodo } from './generar-ple.ts';
import { LIBROS_PLE } from './libros-ple.ts';

export type LibroDelPeriodo = {
  codigo: string;
  numero: string;
  nombre: string;
  /** Lines the file will have (0: an empty book). */
  lineas: number;
  /** When savePeriodAndBook last recorded it (ISO), or null. */
  generado: string | null;
};

const p = schema.periodosContables;

async function generados(deps: Dependencias, empresaId: string, periodo: string) {
  const [fila] = await deps.db
    .select({ libros: p.librosGenerados })
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)));
  return fila?.libros ?? {};
}

/** The books of a period for the PLE screen: lines each would have and when it was recorded. */
export async function librosDelPeriodo(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<LibroDelPeriodo[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const hechos = await generados(deps, empresaId, periodo);
  const libros: LibroDelPeriodo[] = [];
  for (const l of LIBROS_PLE)
    libros.push({
      codigo: l.codigo,
      numero: l.numero,
      nombre: l.nombre,
      lineas: await l.contar(deps.db, empresaId, periodo),
      generado: hechos[l.codigo] ?? null,
    });
  return libros;
}

/**
 * savePeriodAndBook: records that a book of a period was generated (book code → when, in
 * periodos_contables.libros_generados), creating the period row if the company has none yet.
 */
export async function registrarLibroGenerado(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { periodo: string; libro: string },
): Promise<LibroDelPeriodo> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const libro = libroYPeriodo(args.libro, args.periodo);
  const marca = { [libro.codigo]: new Date().toISOString() };
  await deps.db
    .insert(p)
    .values({ empresaId, periodo: args.periodo, librosGenerados: marca })
    .onConflictDoUpdate({
      target: [p.empresaId, p.periodo],
      set: {
        librosGenerados: sql`${p.librosGenerados} || ${JSON.stringify(marca)}::jsonb`,
        updatedAt: new Date(),
      },
    });
  return {
    codigo: libro.codigo,
    numero: libro.numero,
    nombre: libro.nombre,
    lineas: await libro.contar(deps.db, empresaId, args.periodo),
    generado: (await generados(deps, empresaId, args.periodo))[libro.codigo] ?? null,
  };
}
