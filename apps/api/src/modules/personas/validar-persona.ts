import { type Db, schema } from '@kipu/db';
import { esEmailValido, validarDocumentoIdentidad } from '@kipu/peru';
import { LIMITES_SUNAT } from '@kipu/peru/texto/limites-sunat';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { eq } from 'drizzle-orm';

export type PersonaEntrada = {
  tipo: string;
  documento_id: string;
  numero: string;
  razon_social: string;
  direccion?: string | null;
  ubigeo?: string | null;
  estado?: string | null;
  condicion?: string | null;
  email?: string | null;
  telefono?: string | null;
  observacion?: string | null;
  cuenta_detraccion?: string | null;
};

export type PersonaColumnas = Omit<typeof schema.personas.$inferInsert, 'empresaId'>;

const t = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Every text of a person, before anything else reads it: the name and address go into the XML of the
 * documents issued to it (SUNAT's single-line rules; the address at SUNAT's 200), and none may carry a
 * character an XML or PostgreSQL cannot take.
 */
function errorDeTextos(p: PersonaEntrada): string | undefined {
  return primerErrorDeTexto([
    [t(p.razon_social), { campo: 'la razón social o el nombre', maximo: 250, unaLinea: true }],
    [t(p.direccion), { campo: 'la dirección', maximo: LIMITES_SUNAT.direccion.maximo, unaLinea: true }],
    [p.numero, { campo: 'el número de documento' }],
    [p.documento_id, { campo: 'el tipo de documento' }],
    [p.ubigeo, { campo: 'el ubigeo' }],
    [p.estado, { campo: 'el estado' }],
    [p.condicion, { campo: 'la condición' }],
    [p.email, { campo: 'el email' }],
    [p.telefono, { campo: 'el teléfono', maximo: 50 }],
    [p.observacion, { campo: 'la observación', maximo: 1000 }],
    [p.cuenta_detraccion, { campo: 'la cuenta de detracciones', maximo: 50 }],
  ]);
}

/** Checks one person (answers the Spanish message of its first problem) and maps it to columns. */
export async function validarPersona(
  db: Db,
  p: PersonaEntrada,
): Promise<{ error: string } | { columnas: PersonaColumnas }> {
  if (p.tipo !== 'cliente' && p.tipo !== 'proveedor') return { error: 'Indique si es cliente o proveedor' };
  const texto = errorDeTextos(p);
  if (texto) return { error: texto };
  if (!t(p.documento_id)) return { error: 'Seleccione el tipo de documento' };
  if (!t(p.numero)) return { error: 'Ingrese el número de documento' };
  if (!t(p.razon_social)) return { error: 'Ingrese la razón social o el nombre' };
  const documento = validarDocumentoIdentidad(t(p.documento_id), t(p.numero));
  if (documento) return { error: documento };
  if (t(p.email) && !esEmailValido(t(p.email)))
    return { error: `La dirección de email "${t(p.email)}" es incorrecta` };
  let lugar: { departamento: string; provincia: string; distrito: string } | undefined;
  if (t(p.ubigeo)) {
    const [u] = await db
      .select()
      .from(schema.ubigeos)
      .where(eq(schema.ubigeos.codigo, t(p.ubigeo)));
    if (!u) return { error: 'Seleccione un ubigeo válido' };
    lugar = u;
  }
  return {
    columnas: {
      tipo: p.tipo,
      documentoId: t(p.documento_id),
      numero: t(p.numero).toUpperCase(),
      razonSocial: t(p.razon_social).toUpperCase(),
      direccion: t(p.direccion) || null,
      ubigeo: t(p.ubigeo) || null,
      departamento: lugar?.departamento ?? null,
      provincia: lugar?.provincia ?? null,
      distrito: lugar?.distrito ?? null,
      estado: t(p.estado).toUpperCase() || null,
      condicion: t(p.condicion).toUpperCase() || null,
      email: t(p.email).toLowerCase() || null,
      telefono: t(p.telefono) || null,
      observacion: t(p.observacion) || null,
      cuentaDetraccion: t(p.cuenta_detraccion) || null,
    },
  };
}
