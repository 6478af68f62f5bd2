/** GraphQL documents of the payroll tests, as the web client would send them. */
export const CAMPOS_TRABAJADOR = `id tipo_documento numero_documento apellido_paterno apellido_materno nombres
  fecha_nacimiento sexo email cuenta_bancaria fecha_ingreso fecha_cese motivo_cese deleted_at`;
export const CREAR_TRABAJADOR = `mutation($i: TrabajadorInput!) { createEmployee(input: $i) { ${CAMPOS_TRABAJADOR} } }`;
export const EDITAR_TRABAJADOR = `mutation($id: String!, $i: TrabajadorInput!) { editEmployee(id: $id, input: $i) { ${CAMPOS_TRABAJADOR} } }`;
export const ELIMINAR_TRABAJADOR = 'mutation($id: String!) { deleteEmployee(id: $id) { deleted_at } }';
export const TRABAJADORES = `query($p: String, $l: Int, $d: Int, $e: Boolean) {
  listTrabajadores(param: $p, limite: $l, desde: $d, eliminados: $e) { total filas { numero_documento apellido_paterno deleted_at } } }`;
export const CAMPOS_CONTRATO = `id trabajador_id fecha_inicio fecha_fin regimen_laboral cargo remuneracion_basica
  asignacion_familiar sistema_pension afp cuspp comision_afp salud tasa_sctr_salud horas_diarias`;
export const CREAR_CONTRATO = `mutation($i: ContratoInput!) { createContract(input: $i) { ${CAMPOS_CONTRATO} } }`;
export const EDITAR_CONTRATO = `mutation($id: String!, $i: ContratoInput!) { editContract(id: $id, input: $i) { ${CAMPOS_CONTRATO} } }`;
export const CONTRATOS = `query($t: String) { filterContract(trabajador_id: $t) { ${CAMPOS_CONTRATO} } }`;

const LINEAS = 'codigo importe';
export const CAMPOS_PLANILLA = `id periodo estado total_ingresos total_retenciones total_descuentos total_aportes
  total_neto operacion_id boletas { trabajador_id numero_documento dias_vinculo dias_laborados
  remuneracion_mensual ingresos { ${LINEAS} } retenciones { ${LINEAS} } descuentos { ${LINEAS} }
  aportes_empleador { ${LINEAS} } base_quinta total_ingresos total_retenciones total_descuentos total_aportes
  neto advertencias }`;
export const CALCULAR = `mutation($p: String!, $e: [EntradaPlanillaInput!]) { calcularPlanilla(periodo: $p, entradas: $e) { ${CAMPOS_PLANILLA} } }`;
export const PLANILLA = `query($p: String!) { planilla(periodo: $p) { ${CAMPOS_PLANILLA} } }`;
export const CERRAR = `mutation($p: String!) { cerrarPlanilla(periodo: $p) { ${CAMPOS_PLANILLA} } }`;
export const REVERTIR = `mutation($p: String!) { rollbackPlanilla(periodo: $p) { ${CAMPOS_PLANILLA} } }`;

type Linea = { codigo: string; importe: string };
export type BoletaGql = {
  trabajador_id: string;
  numero_documento: string;
  dias_vinculo: number;
  dias_laborados: number;
  remuneracion_mensual: string;
  ingresos: Linea[];
  retenciones: Linea[];
  descuentos: Linea[];
  aportes_empleador: Linea[];
  base_quinta: string;
  total_ingresos: string;
  total_retenciones: string;
  total_descuentos: string;
  total_aportes: string;
  neto: string;
  advertencias: string[];
};
export type PlanillaGql = {
  id: string;
  periodo: string;
  estado: string;
  total_ingresos: string;
  total_retenciones: string;
  total_descuentos: string;
  total_aportes: string;
  total_neto: string;
  operacion_id: string | null;
  boletas: BoletaGql[];
};

/** A worker's input with a valid DNI; tests override what they check. */
export const trabajador = (dni: string, apellido: string, ingreso = '2025-01-01') => ({
  tipo_documento: '1',
  numero_documento: dni,
  apellido_paterno: apellido,
  apellido_materno: 'QUISPE',
  nombres: 'ROSA',
  fecha_ingreso: ingreso,
});
