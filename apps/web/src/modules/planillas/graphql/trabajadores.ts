import { graphql } from '../../../gql';

/** Workers and their contracts (/pla/trabajador). */

export const trabajadorFieldsFragment = graphql(`
  fragment TrabajadorFields on Trabajador {
    id
    tipo_documento
    numero_documento
    apellido_paterno
    apellido_materno
    nombres
    fecha_nacimiento
    sexo
    direccion
    email
    telefono
    banco
    cuenta_bancaria
    fecha_ingreso
    fecha_cese
    motivo_cese
    deleted_at
  }
`);

export const trabajadoresQuery = graphql(`
  query Trabajadores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    listTrabajadores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...TrabajadorFields
      }
    }
  }
`);

export const createEmployeeMutation = graphql(`
  mutation CreateEmployee($input: TrabajadorInput!) {
    createEmployee(input: $input) {
      ...TrabajadorFields
    }
  }
`);

export const editEmployeeMutation = graphql(`
  mutation EditEmployee($id: String!, $input: TrabajadorInput!) {
    editEmployee(id: $id, input: $input) {
      ...TrabajadorFields
    }
  }
`);

export const contratoFieldsFragment = graphql(`
  fragment ContratoFields on Contrato {
    id
    trabajador_id
    fecha_inicio
    fecha_fin
    regimen_laboral
    cargo
    remuneracion_basica
    asignacion_familiar
    sistema_pension
    afp
    cuspp
    comision_afp
    salud
    tasa_sctr_salud
    tasa_sctr_pension
    horas_diarias
    horario_id
  }
`);

export const contratosQuery = graphql(`
  query Contratos($trabajador_id: String) {
    filterContract(trabajador_id: $trabajador_id) {
      ...ContratoFields
    }
  }
`);

export const createContractMutation = graphql(`
  mutation CreateContract($input: ContratoInput!) {
    createContract(input: $input) {
      ...ContratoFields
    }
  }
`);

export const editContractMutation = graphql(`
  mutation EditContract($id: String!, $input: ContratoInput!) {
    editContract(id: $id, input: $input) {
      ...ContratoFields
    }
  }
`);

export const deleteEmployeeMutation = graphql(`
  mutation DeleteEmployee($id: String!) {
    deleteEmployee(id: $id) {
      id
    }
  }
`);
