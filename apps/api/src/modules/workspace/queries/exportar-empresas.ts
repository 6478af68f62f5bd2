import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type EmpresaResumen, empresasDelUsuario } from './empresas-usuario.ts';

const COLUMNAS: readonly ColumnaExcel<EmpresaResumen>[] = [
  { encabezado: 'RUC', valor: (e) => e.ruc, ancho: 13 },
  { encabezado: 'Razón social', valor: (e) => e.razon_social, ancho: 50 },
  { encabezado: 'Dirección', valor: (e) => e.direccion, ancho: 45 },
  { encabezado: 'Periodo', valor: (e) => e.periodo, ancho: 10 },
  { encabezado: 'Activa', valor: (e) => e.activa, tipo: 'si_no', ancho: 8 },
  { encabezado: 'Régimen de planilla', valor: (e) => e.regimen_planilla, ancho: 20 },
  { encabezado: 'Estado', valor: (e) => (e.deleted_at ? 'ELIMINADA' : 'VIGENTE'), ancho: 11 },
];

/** The companies screen's list (the user's companies by role) as an .xlsx. */
export async function exportarEmpresas(
  deps: Dependencias,
  sesion: SesionActiva,
  eliminadas: boolean,
): Promise<ArchivoGenerado> {
  const filas = await empresasDelUsuario(deps, sesion, eliminadas);
  return archivoExcel('empresas', await escribirHojaExcel('Empresas', COLUMNAS, filas));
}
