import { type Db, schema } from '@kipu/db';
import type { ReclamoEntrada } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import type { MarcaFila } from '../plataforma/queries/marca-por-host.ts';
import type { DatosHoja } from './pdf/hoja-reclamacion.ts';

async function nombreCiudad(db: Db, ubigeo: string): Promise<string> {
  const [u] = await db.select().from(schema.ubigeos).where(eq(schema.ubigeos.codigo, ubigeo));
  return u ? `${u.distrito}, ${u.provincia}, ${u.departamento}` : ubigeo;
}

async function nombreDocumento(db: Db, codigo: string): Promise<string> {
  const [d] = await db.select().from(schema.tiposDocumento).where(eq(schema.tiposDocumento.codigo, codigo));
  return d?.nombre ?? codigo;
}

/** What the hoja prints: the supplier behind the brand and the consumer's form, names resolved. */
export async function datosDeHoja(
  db: Db,
  marca: MarcaFila,
  r: ReclamoEntrada,
  extra: { codigo: string | null; fecha: string; fechaLimite: string | null },
): Promise<DatosHoja> {
  const [ciudad, tipoDocumento] = await Promise.all([
    nombreCiudad(db, r.ubicate),
    nombreDocumento(db, r.opcion0),
  ]);
  return {
    proveedor: {
      razonSocial: marca.razonSocial ?? marca.nombre,
      ruc: marca.ruc ?? '',
      direccion: marca.direccion ?? '',
    },
    ...extra,
    consumidor: {
      nombres: r.namefull,
      tipoDocumento,
      numeroDocumento: r.nro.trim(),
      direccion: r.address,
      ciudad,
      telefono: r.phone,
      email: r.email.trim().toLowerCase(),
    },
    bien: r.opcion1,
    tipo: r.option2,
    descripcion: r.description,
    firmaPng: r.firma,
  };
}
