import { graphql } from '../../../gql';

/** Schedules, holidays and attendance (/pla/horario, /pla/operation/assistance). */

export const horarioFieldsFragment = graphql(`
  fragment HorarioFields on Horario {
    id
    nombre
    atipico
    dias {
      dia
      nombre
      entrada
      salida
    }
    refrigerio_minutos
    tolerancia_minutos
    predeterminado
    deleted_at
  }
`);

export const horariosQuery = graphql(`
  query Horarios {
    horarios {
      ...HorarioFields
    }
  }
`);

export const createHorarioMutation = graphql(`
  mutation CreateHorario($input: HorarioInput!) {
    createHorario(input: $input) {
      ...HorarioFields
    }
  }
`);

export const editHorarioMutation = graphql(`
  mutation EditHorario($id: String!, $input: HorarioInput!) {
    editHorario(id: $id, input: $input) {
      ...HorarioFields
    }
  }
`);

export const deleteHorarioMutation = graphql(`
  mutation DeleteHorario($id: String!) {
    deleteHorario(id: $id) {
      id
    }
  }
`);

export const feriadosEmpresaQuery = graphql(`
  query FeriadosEmpresa($anio: Int!) {
    feriadosEmpresa(anio: $anio) {
      id
      fecha
      descripcion
      nacional
    }
  }
`);

export const createFeriadoMutation = graphql(`
  mutation CreateFeriado($input: FeriadoInput!) {
    createFeriado(input: $input) {
      id
    }
  }
`);

export const deleteFeriadoMutation = graphql(`
  mutation DeleteFeriado($id: String!) {
    deleteFeriado(id: $id) {
      id
    }
  }
`);

export const resumenAsistenciaQuery = graphql(`
  query ResumenAsistencia($periodo: String!) {
    resumenAsistencia(periodo: $periodo) {
      trabajador_id
      contrato_id
      trabajador
      numero_documento
      horario
      dias_calendario
      dias_laborados
      horas_25
      horas_35
      minutos_tardanza
      dias_tardanza
      faltas
      dias_vacaciones
      dias_subsidiados
      dias_suspension
      feriados_trabajados
      dias {
        fecha
        entrada
        salida
        marca
        origen
        feriado
        minutos_tardanza
        minutos_25
        minutos_35
        feriado_trabajado
      }
    }
  }
`);

export const registrarAsistenciaMutation = graphql(`
  mutation RegistrarAsistencia($trabajador_id: String!, $dia: DiaAsistenciaInput!) {
    registrarAsistencia(trabajador_id: $trabajador_id, dia: $dia) {
      id
    }
  }
`);

export const eliminarAsistenciaMutation = graphql(`
  mutation EliminarAsistencia($trabajador_id: String!, $fecha: String!) {
    eliminarAsistencia(trabajador_id: $trabajador_id, fecha: $fecha)
  }
`);

export const importarAsistenciaMutation = graphql(`
  mutation ImportarAsistencia($periodo: String!, $excel: String!) {
    importarAsistencia(periodo: $periodo, excel: $excel) {
      registros
      trabajadores
    }
  }
`);

export const plantillaAsistenciaQuery = graphql(`
  query PlantillaAsistencia($periodo: String) {
    plantillaAsistencia(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const excelAsistenciaQuery = graphql(`
  query ExcelAsistencia($periodo: String!) {
    excelAsistencia(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfAsistenciaQuery = graphql(`
  query PdfAsistencia($periodo: String!) {
    pdfAsistencia(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);
