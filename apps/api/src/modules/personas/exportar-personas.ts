import { schema } from '@kipu/db';
import { asc } from 'drizzle-orm';
import { type ColumnaExcel, escribirHojaExcel } from '../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../shared/archivo-generado.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { condiciones, type FiltroPersonas } from './personas.ts';

type Fila = typeof schema.personas.$inferSelect;

const COLUMNAS: readonly ColumnaExcel<Fila>[] = [
  { encabezado: 'Tipo doc.', valor: (p) => p.documentoId, ancho: 9 },
  { encabezado: 'Número', valor: (p) => p.numero, ancho: 14 },
  { encabezado: 'Razón social o nombre', valor: (p) => p.razonSocial, ancho: 50 },
  { encabezado: 'Dirección', valor: (p) => p.direccion, ancho: 45 },
  { encabezado: 'Ubigeo', valor: (p) => p.ubigeo, ancho: 8 },
  { encabezado: 'Distrito', valor: (p) => p.distrito, ancho: 18 },
  { encabezado: 'Estado', valor: (p) => p.estado, ancho: 12 },
  { encabezado: 'Condición', valor: (p) => p.condicion, ancho: 12 },
  { encabezado: 'Email', valor: (p) => p.email, ancho: 28 },
  { encabezado: 'Teléfono', valor: (p) => p.telefono, ancho: 12 },
  { encabezado: 'Cuenta de detracciones', valor: (p) => p.cuentaDetraccion, ancho: 20 },
  { encabezado: 'Observación', valor: (p) => p.observacion, ancho: 30 },
  { encabezado: 'Vigente', valor: (p) => !p.deletedAt, tipo: 'si_no', ancho: 8 },
];

/** Clients or suppliers of the session's company, with the list's filter, as an .xlsx. */
export async function exportarPersonas(
  deps: Dependencias,
  sesion: SesionActiva,
  f: Omit<FiltroPersonas, 'limite' | 'desde'>,
): Promise<ArchivoGenerado> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { personas } = schema;
  const filas = await deps.db
    .select()
    .from(personas)
    .where(condiciones(empresaId, f))
    .orderBy(asc(personas.razonSocial));
  const titulo = f.tipo === 'proveedor' ? 'Proveedores' : 'Clientes';
  return archivoExcel(titulo.toLowerCase(), await escribirHojaExcel(titulo, COLUMNAS, filas));
}
