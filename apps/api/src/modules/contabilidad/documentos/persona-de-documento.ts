import { type Db, schema, type Tx } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import { type PersonaColumnas, validarPersona } from '../../personas/validar-persona.ts';

type TipoPersona = 'cliente' | 'proveedor';

/** A document's counterpart as the registers name it; `nuevo` when the company does not have it yet. */
export type PersonaDeDocumento = {
  id: string | null;
  tipoDocumento: string;
  numero: string;
  nombre: string;
  nuevo?: PersonaColumnas;
};

/** A counterpart typed on the document: catálogo 06 type and number, name, address. */
export type PersonaDocumentoEntrada = {
  tipo_documento: string;
  numero: string;
  nombre: string;
  direccion?: string | null;
};

/** The company's active client or supplier with this document. */
const estaPersona = (
  empresaId: string,
  tipo: TipoPersona,
  c: Pick<PersonaColumnas, 'documentoId' | 'numero'>,
) =>
  and(
    eq(schema.personas.empresaId, empresaId),
    eq(schema.personas.tipo, tipo),
    eq(schema.personas.documentoId, c.documentoId),
    eq(schema.personas.numero, c.numero),
    isNull(schema.personas.deletedAt),
  );

const ETIQUETA: Record<TipoPersona, string> = { cliente: 'Cliente', proveedor: 'Proveedor' };

/**
 * A document's counterpart: a person of the company by id (another company's is FORBIDDEN), or by its
 * catálogo 06 document — found among the company's clients or suppliers, or else checked to be created
 * with the document, so its receivables or payables can be matched later. Undefined when neither is given.
 */
export async function personaDeDocumento(
  db: Db,
  empresaId: string,
  tipo: TipoPersona,
  id: string | null | undefined,
  entrada: PersonaDocumentoEntrada | null | undefined,
): Promise<PersonaDeDocumento | undefined> {
  const { personas } = schema;
  if (id) {
    if (!esUuid(id)) throw prohibido();
    const [p] = await db.select().from(personas).where(eq(personas.id, id));
    if (!p || p.empresaId !== empresaId) throw prohibido();
    if (p.deletedAt)
      throw entradaInvalida(`El ${tipo} ${p.razonSocial} está eliminado: actívelo o elija otro`);
    return { id: p.id, tipoDocumento: p.documentoId, numero: p.numero, nombre: p.razonSocial };
  }
  if (!entrada) return undefined;
  const v = await validarPersona(db, {
    tipo,
    documento_id: entrada.tipo_documento,
    numero: entrada.numero,
    razon_social: entrada.nombre,
    direccion: entrada.direccion ?? null,
  });
  if ('error' in v) throw entradaInvalida(`${ETIQUETA[tipo]}: ${v.error}`);
  const c = v.columnas;
  const [existente] = await db
    .select({ id: personas.id, nombre: personas.razonSocial })
    .from(personas)
    .where(estaPersona(empresaId, tipo, c));
  const base = { tipoDocumento: c.documentoId, numero: c.numero };
  if (existente) return { ...base, id: existente.id, nombre: existente.nombre };
  return { ...base, id: null, nombre: c.razonSocial, nuevo: c };
}

/**
 * Registers a new client or supplier inside the document's transaction and answers its id; when another
 * document registered it meanwhile, answers that one.
 */
export async function crearPersona(tx: Tx, empresaId: string, columnas: PersonaColumnas): Promise<string> {
  const { personas } = schema;
  const [fila] = await tx
    .insert(personas)
    .values({ ...columnas, empresaId })
    .onConflictDoNothing()
    .returning({ id: personas.id });
  if (fila) return fila.id;
  const [existente] = await tx
    .select({ id: personas.id })
    .from(personas)
    .where(estaPersona(empresaId, columnas.tipo, columnas));
  if (!existente) throw new Error(`No se pudo registrar el ${columnas.tipo}`);
  return existente.id;
}

/** The person id a document's lines carry: the one it has, or the new one registered with it. */
export async function personaRegistrada(
  tx: Tx,
  empresaId: string,
  persona: PersonaDeDocumento | undefined,
): Promise<string | null> {
  if (!persona) return null;
  return persona.id ?? (persona.nuevo ? await crearPersona(tx, empresaId, persona.nuevo) : null);
}
