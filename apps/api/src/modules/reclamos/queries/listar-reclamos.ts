import { type EstadoReclamo, schema } from '@kipu/db';
import { diasHabilesEntre } from '@kipu/peru';
import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { prohibido } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';

export type ReclamoAdmin = {
  id: string;
  codigo: string;
  fecha: string;
  nombres: string;
  email: string;
  telefono: string;
  tipo_documento: string;
  numero_documento: string;
  bien: string;
  tipo: string;
  descripcion: string;
  direccion: string;
  ubigeo: string;
  estado: string;
  fecha_limite: string;
  /** Business days left before the legal term; negative when overdue; null once answered. */
  dias_restantes: number | null;
  vencido: boolean;
  respuesta: string | null;
  respondido_at: string | null;
  pdf: string;
  adjunto: string | null;
};

export type FiltroReclamos = {
  estado?: string | null;
  desde?: string | null;
  hasta?: string | null;
  codigo?: string | null;
};

type Fila = typeof schema.reclamos.$inferSelect;

export function vistaAdmin(r: Fila, hoy = hoyEnLima()): ReclamoAdmin {
  const abierto = !r.respondidoAt;
  const dias = abierto ? diasHabilesEntre(hoy, r.fechaLimite) : null;
  return {
    id: r.id,
    codigo: r.codigo,
    fecha: r.fechaPresentacion,
    nombres: r.nombres,
    email: r.email,
    telefono: r.telefono,
    tipo_documento: r.tipoDocumento,
    numero_documento: r.numeroDocumento,
    bien: r.bien,
    tipo: r.tipo,
    descripcion: r.descripcion,
    direccion: r.direccion,
    ubigeo: r.ubigeo,
    estado: r.estado,
    fecha_limite: r.fechaLimite,
    dias_restantes: dias,
    vencido: abierto && hoy > r.fechaLimite,
    respuesta: r.respuesta,
    respondido_at: r.respondidoAt?.toISOString() ?? null,
    pdf: r.pdfArchivo,
    adjunto: r.adjuntoArchivo,
  };
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

export async function listarReclamos(deps: Dependencias, f: FiltroReclamos): Promise<ReclamoAdmin[]> {
  const { reclamos } = schema;
  const condiciones: SQL[] = [];
  if (f.codigo) condiciones.push(eq(reclamos.codigo, f.codigo.trim()));
  if (f.estado) condiciones.push(eq(reclamos.estado, f.estado as EstadoReclamo));
  if (f.desde && FECHA.test(f.desde)) condiciones.push(gte(reclamos.fechaPresentacion, f.desde));
  if (f.hasta && FECHA.test(f.hasta)) condiciones.push(lte(reclamos.fechaPresentacion, f.hasta));
  const filas = await deps.db
    .select()
    .from(reclamos)
    .where(and(...condiciones))
    .orderBy(desc(reclamos.createdAt))
    .limit(1000);
  const hoy = hoyEnLima();
  return filas.map((r) => vistaAdmin(r, hoy));
}

export async function reclamoPorId(deps: Dependencias, id: string): Promise<Fila> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw prohibido();
  const [r] = await deps.db.select().from(schema.reclamos).where(eq(schema.reclamos.id, id));
  if (!r) throw prohibido();
  return r;
}
