import { type Db, schema, type Tx } from '@kipu/db';
import type { ReglaComprobanteCompra } from '@kipu/peru/contabilidad/comprobantes-compra';
import { and, eq, isNull } from 'drizzle-orm';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import { type PersonaColumnas, validarPersona } from '../../personas/validar-persona.ts';
import type { EntradaCompra } from './entrada-compra.ts';

/** The supplier as the registers name it; `nuevo` when it is not yet among the company's suppliers. */
export type ProveedorCompra = {
  id: string | null;
  tipoDocumento: string;
  numero: string;
  nombre: string;
  nuevo?: PersonaColumnas;
};

/** The company's active supplier with this document. */
const esteProveedor = (empresaId: string, c: Pick<PersonaColumnas, 'documentoId' | 'numero'>) =>
  and(
    eq(schema.personas.empresaId, empresaId),
    eq(schema.personas.tipo, 'proveedor'),
    eq(schema.personas.documentoId, c.documentoId),
    eq(schema.personas.numero, c.numero),
    isNull(schema.personas.deletedAt),
  );

function exigirDocumento(regla: ReglaComprobanteCompra, tipoDocumento: string) {
  if (regla.conRuc && tipoDocumento !== '6')
    throw entradaInvalida(`${regla.nombre}: el proveedor debe identificarse con su RUC`);
  if (regla.noDomiciliado && (tipoDocumento === '6' || tipoDocumento === '1'))
    throw entradaInvalida(
      'Un proveedor no domiciliado se identifica con su documento del exterior, no con RUC ni DNI',
    );
}

/**
 * The purchase's supplier: a supplier of the company by id (another company's is FORBIDDEN), or by its
 * catálogo 06 document — found among the company's suppliers, or else checked to be created with the
 * purchase, so its payables can be matched later.
 */
export async function proveedorDeCompra(
  db: Db,
  empresaId: string,
  e: EntradaCompra,
  regla: ReglaComprobanteCompra,
): Promise<ProveedorCompra> {
  const { personas } = schema;
  if (e.proveedor_id) {
    if (!esUuid(e.proveedor_id)) throw prohibido();
    const [p] = await db.select().from(personas).where(eq(personas.id, e.proveedor_id));
    if (!p || p.empresaId !== empresaId) throw prohibido();
    if (p.deletedAt)
      throw entradaInvalida(`El proveedor ${p.razonSocial} está eliminado: actívelo o elija otro`);
    exigirDocumento(regla, p.documentoId);
    return { id: p.id, tipoDocumento: p.documentoId, numero: p.numero, nombre: p.razonSocial };
  }
  if (!e.proveedor) throw entradaInvalida('Indique el proveedor');
  const v = await validarPersona(db, {
    tipo: 'proveedor',
    documento_id: e.proveedor.tipo_documento,
    numero: e.proveedor.numero,
    razon_social: e.proveedor.nombre,
    direccion: e.proveedor.direccion ?? null,
  });
  if ('error' in v) throw entradaInvalida(`Proveedor: ${v.error}`);
  const c = v.columnas;
  exigirDocumento(regla, c.documentoId);
  const [existente] = await db
    .select({ id: personas.id, nombre: personas.razonSocial })
    .from(personas)
    .where(esteProveedor(empresaId, c));
  const base = { tipoDocumento: c.documentoId, numero: c.numero };
  if (existente) return { ...base, id: existente.id, nombre: existente.nombre };
  return { ...base, id: null, nombre: c.razonSocial, nuevo: c };
}

/**
 * Registers a new supplier inside the purchase's transaction and answers its id; when another purchase
 * registered it meanwhile, answers that one.
 */
export async function crearProveedor(tx: Tx, empresaId: string, columnas: PersonaColumnas): Promise<string> {
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
    .where(esteProveedor(empresaId, columnas));
  if (!existente) throw new Error('No se pudo registrar el proveedor');
  return existente.id;
}
