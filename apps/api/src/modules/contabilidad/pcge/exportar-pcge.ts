import { schema } from '@kipu/db';
import { asc } from 'drizzle-orm';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { columnaEstado, todas } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type FiltroPcge, filtroPcge } from './pcge.ts';

type Fila = typeof schema.pcgeCuentas.$inferSelect;

const bandera = (campo: 'esf' | 'ern' | 'erf' | 'efle' | 'ecp' | 'efe' | 'smvn' | 'smve') =>
  ({ encabezado: campo.toUpperCase(), valor: (c: Fila) => c[campo], tipo: 'si_no', ancho: 7 }) as const;

const COLUMNAS: readonly ColumnaExcel<Fila>[] = [
  { encabezado: 'Código', valor: (c) => c.codigo, ancho: 12 },
  { encabezado: 'Denominación', valor: (c) => c.denominacion, ancho: 60 },
  { encabezado: 'Nivel', valor: (c) => c.nivel, ancho: 7 },
  bandera('esf'),
  bandera('ern'),
  bandera('erf'),
  bandera('efle'),
  bandera('ecp'),
  bandera('efe'),
  bandera('smvn'),
  bandera('smve'),
  { encabezado: 'Amarre debe', valor: (c) => c.amarreDebe, ancho: 12 },
  { encabezado: 'Amarre haber', valor: (c) => c.amarreHaber, ancho: 12 },
  columnaEstado((c) => c.deletedAt, 'femenino'),
];

/** excelPCGE: the session company's chart (with the list's filter) as an .xlsx. */
export async function exportarPcge(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroPcge,
): Promise<ArchivoGenerado> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { pcgeCuentas } = schema;
  const filas = await todas(deps, pcgeCuentas, filtroPcge(empresaId, f), asc(pcgeCuentas.codigo));
  return archivoExcel('pcge', await escribirHojaExcel('Plan contable', COLUMNAS, filas));
}
