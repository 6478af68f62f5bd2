import { schema } from '@kipu/db';
import { type CursoEntrada, MODULOS_CURSO, type ModuloCurso, validarCurso } from '@kipu/peru/aula/curso';
import { and, asc, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { esUuid } from '../../shared/tablas-de-empresa.ts';

export type Curso = typeof schema.cursos.$inferSelect;
export type CursoInput = CursoEntrada & { descripcion?: string | null };

/** What the rich-text editor writes and the classroom may show: text formatting and https links only. */
const HTML_PERMITIDO: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ol',
    'ul',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The description as it will be stored: scripts, styles, handlers and non-https links are dropped. */
export const descripcionSegura = (html: string | null | undefined) =>
  sanitizeHtml(html ?? '', HTML_PERMITIDO).trim();

function datosDelCurso(input: CursoInput) {
  const errores = validarCurso(input);
  if (errores.length > 0) throw entradaInvalida(errores.join('; '));
  return {
    modulo: input.modulo as ModuloCurso,
    titulo: input.titulo.trim(),
    enlace: input.enlace.trim(),
    orden: input.orden,
    descripcion: descripcionSegura(input.descripcion),
  };
}

export async function crearCurso(deps: Dependencias, input: CursoInput): Promise<Curso> {
  const [curso] = await deps.db.insert(schema.cursos).values(datosDelCurso(input)).returning();
  if (!curso) throw new Error('El curso no se guardó');
  return curso;
}

async function existente(deps: Dependencias, id: string): Promise<Curso> {
  if (!esUuid(id)) throw entradaInvalida('El curso no existe');
  const [curso] = await deps.db.select().from(schema.cursos).where(eq(schema.cursos.id, id));
  if (!curso) throw entradaInvalida('El curso no existe');
  return curso;
}

export async function actualizarCurso(deps: Dependencias, id: string, input: CursoInput): Promise<Curso> {
  await existente(deps, id);
  const [curso] = await deps.db
    .update(schema.cursos)
    .set(datosDelCurso(input))
    .where(eq(schema.cursos.id, id))
    .returning();
  if (!curso) throw entradaInvalida('El curso no existe');
  return curso;
}

/** Hides a course from the classroom (kept, and restorable) or shows it again. */
export async function cambiarVigenciaCurso(deps: Dependencias, id: string, activo: boolean): Promise<Curso> {
  await existente(deps, id);
  const [curso] = await deps.db
    .update(schema.cursos)
    .set({ deletedAt: activo ? null : new Date() })
    .where(eq(schema.cursos.id, id))
    .returning();
  if (!curso) throw entradaInvalida('El curso no existe');
  return curso;
}

/**
 * A tab's courses (`cursoModulo_id`), in their order, optionally those whose title has the text typed.
 * The classroom sees the active ones; the administrator's list may ask for the hidden ones too.
 */
export async function cursosDelModulo(
  deps: Dependencias,
  a: { modulo: string; buscar?: string | null; eliminados?: boolean | null },
): Promise<Curso[]> {
  if (!(MODULOS_CURSO as readonly string[]).includes(a.modulo))
    throw entradaInvalida('Pestaña del aula no válida');
  const c = schema.cursos;
  const texto = a.buscar?.trim();
  return deps.db
    .select()
    .from(c)
    .where(
      and(
        eq(c.modulo, a.modulo as ModuloCurso),
        a.eliminados ? isNotNull(c.deletedAt) : isNull(c.deletedAt),
        texto ? ilike(c.titulo, `%${texto.replace(/[\\%_]/g, (x) => `\\${x}`)}%`) : undefined,
      ),
    )
    .orderBy(asc(c.orden), asc(c.titulo));
}
