import { errorDeBaseDatos, schema } from '@kipu/db';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { type PersonaEntrada, validarPersona } from './validar-persona.ts';

type Fila = typeof schema.personas.$inferSelect;

export type PersonaVista = {
  id: string;
  tipo: string;
  documento_id: string;
  numero: string;
  razon_social: string;
  direccion: string | null;
  ubigeo: string | null;
  estado: string | null;
  condicion: string | null;
  email: string | null;
  telefono: string | null;
  observacion: string | null;
  cuenta_detraccion: string | null;
  is_default: boolean;
  deleted_at: string | null;
};

export const vistaPersona = (p: Fila): PersonaVista => ({
  id: p.id,
  tipo: p.tipo,
  documento_id: p.documentoId,
  numero: p.numero,
  razon_social: p.razonSocial,
  direccion: p.direccion,
  ubigeo: p.ubigeo,
  estado: p.estado,
  condicion: p.condicion,
  email: p.email,
  telefono: p.telefono,
  observacion: p.observacion,
  cuenta_detraccion: p.cuentaDetraccion,
  is_default: p.isDefault,
  deleted_at: p.deletedAt?.toISOString() ?? null,
});

const yaExiste = (e: unknown) =>
  errorDeBaseDatos(e).code === '23505' ? entradaInvalida('Ya existe una persona con ese documento') : e;

export async function crearPersona(
  deps: Dependencias,
  sesion: SesionActiva,
  p: PersonaEntrada,
): Promise<PersonaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = await validarPersona(deps.db, p);
  if ('error' in v) throw entradaInvalida(v.error);
  try {
    const [fila] = await deps.db
      .insert(schema.personas)
      .values({ ...v.columnas, empresaId })
      .returning();
    if (!fila) throw new Error('No se pudo crear la persona');
    return vistaPersona(fila);
  } catch (e) {
    throw yaExiste(e);
  }
}

/** A person of the session's company; any other id is FORBIDDEN. */
async function exigirPersona(deps: Dependencias, sesion: SesionActiva, id: string): Promise<Fila> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw prohibido();
  const [fila] = await deps.db.select().from(schema.personas).where(eq(schema.personas.id, id));
  if (!fila || fila.empresaId !== empresaId) throw prohibido();
  return fila;
}

export async function actualizarPersona(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  p: PersonaEntrada,
): Promise<PersonaVista> {
  await exigirPersona(deps, sesion, id);
  const v = await validarPersona(deps.db, p);
  if ('error' in v) throw entradaInvalida(v.error);
  return actualizarFila(deps, id, v.columnas);
}

export async function cambiarVigenciaPersona(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  vigente: boolean,
): Promise<PersonaVista> {
  const actual = await exigirPersona(deps, sesion, id);
  if (actual.isDefault && !vigente) throw entradaInvalida('El cliente por defecto no se puede eliminar');
  return actualizarFila(deps, id, { deletedAt: vigente ? null : new Date() });
}

/** Writes a change to one person; a change that would repeat another's document is refused. */
async function actualizarFila(
  deps: Dependencias,
  id: string,
  cambios: Partial<typeof schema.personas.$inferInsert>,
): Promise<PersonaVista> {
  try {
    const [fila] = await deps.db
      .update(schema.personas)
      .set(cambios)
      .where(eq(schema.personas.id, id))
      .returning();
    if (!fila) throw prohibido();
    return vistaPersona(fila);
  } catch (e) {
    throw yaExiste(e);
  }
}

/**
 * Bulk creation: every row is checked first; one wrong row and nothing is written (the answer names
 * each wrong row). All rows go in one transaction.
 */
export async function crearPersonasMasivo(
  deps: Dependencias,
  sesion: SesionActiva,
  filas: PersonaEntrada[],
): Promise<number> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (filas.length === 0) throw entradaInvalida('No hay filas para registrar');
  if (filas.length > 10_000) throw entradaInvalida('Se pueden registrar hasta 10 000 personas a la vez');
  const errores: string[] = [];
  const columnas: (typeof schema.personas.$inferInsert)[] = [];
  const vistos = new Set<string>();
  for (const [i, fila] of filas.entries()) {
    const v = await validarPersona(deps.db, fila);
    if ('error' in v) {
      errores.push(`Fila ${i + 1}: ${v.error}`);
      continue;
    }
    const clave = `${v.columnas.tipo}|${v.columnas.documentoId}|${v.columnas.numero}`;
    if (vistos.has(clave))
      errores.push(`Fila ${i + 1}: el documento ${v.columnas.numero} está repetido en el archivo`);
    vistos.add(clave);
    columnas.push({ ...v.columnas, empresaId });
  }
  if (errores.length) throw entradaInvalida(errores.slice(0, 20).join('; '));
  try {
    await deps.db.transaction(async (tx) => {
      for (let i = 0; i < columnas.length; i += 500)
        await tx.insert(schema.personas).values(columnas.slice(i, i + 500));
    });
  } catch (e) {
    throw yaExiste(e);
  }
  return columnas.length;
}

export type FiltroPersonas = {
  tipo: string;
  param?: string | null;
  limite?: number | null;
  desde?: number | null;
  eliminados?: boolean | null;
};

/** A company's clients or suppliers by number (prefix) or name (anywhere); deleted ones only when asked. */
export function condiciones(empresaId: string, f: FiltroPersonas): SQL | undefined {
  const { personas } = schema;
  const texto = (f.param ?? '').trim().replace(/[%_\\]/g, '');
  return and(
    eq(personas.empresaId, empresaId),
    eq(personas.tipo, f.tipo as 'cliente' | 'proveedor'),
    f.eliminados ? undefined : isNull(personas.deletedAt),
    texto ? or(ilike(personas.razonSocial, `%${texto}%`), ilike(personas.numero, `${texto}%`)) : undefined,
  );
}

/** Search by number (prefix) or name (anywhere), paged: the lists use `limite` for large companies. */
export async function listarPersonas(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroPersonas,
): Promise<{ total: number; filas: PersonaVista[] }> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { personas } = schema;
  const donde = condiciones(empresaId, f);
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select()
      .from(personas)
      .where(donde)
      .orderBy(asc(personas.razonSocial))
      .limit(Math.min(Math.max(f.limite ?? 10, 1), 500))
      .offset(Math.max(f.desde ?? 0, 0)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(personas).where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas: filas.map(vistaPersona) };
}

export async function personaPorNumero(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string,
  numero: string,
): Promise<PersonaVista | null> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { personas } = schema;
  const [fila] = await deps.db
    .select()
    .from(personas)
    .where(
      and(
        eq(personas.empresaId, empresaId),
        eq(personas.tipo, tipo as 'cliente' | 'proveedor'),
        eq(personas.numero, numero.trim().toUpperCase()),
        isNull(personas.deletedAt),
      ),
    )
    .limit(1);
  return fila ? vistaPersona(fila) : null;
}

/** The anonymous buyer of boletas (SUNAT allows no identification below the threshold). */
export const CLIENTE_VARIOS = {
  tipo: 'cliente' as const,
  documentoId: '0',
  numero: '00000000',
  razonSocial: 'CLIENTES VARIOS',
  isDefault: true,
};
