import { graphql } from '../../../gql';

/** Bank reconciliation (/util/conciliacion_bancaria) and the cash and bank books (/repo/lf/caja, /repo/lf/bancos). */

export const conciliacionFragment = graphql(`
  fragment ConciliacionCampos on ConciliacionBancaria {
    id
    cuenta_financiera
    cuenta_contable
    moneda
    periodo
    saldo_inicial
    saldo_final
    archivo
    validada
    extracto {
      id
      fila
      fecha
      descripcion
      numero_operacion
      importe
      saldo
      forma
      movimiento {
        id
        cuo
      }
    }
    movimientos {
      id
      cuo
      libro
      fecha
      glosa
      numero_operacion
      persona_nombre
      importe
      extracto_linea_id
    }
    resumen {
      saldo_libros
      saldo_extracto
      depositos_en_transito
      cheques_no_cobrados
      cargos_no_registrados
      abonos_no_registrados
      saldo_libros_conciliado
      saldo_extracto_conciliado
      diferencia
      conciliado
    }
  }
`);

export const conciliacionQuery = graphql(`
  query ConciliacionBancaria($cuenta: String!, $periodo: String!) {
    conciliacionBancaria(cuenta_financiera_id: $cuenta, periodo: $periodo) {
      ...ConciliacionCampos
    }
  }
`);

export const importarExtractoMutation = graphql(`
  mutation ImportarExtracto($input: ImportarExtractoInput!) {
    importarExtracto(input: $input) {
      ...ConciliacionCampos
    }
  }
`);

export const conciliarAutomaticamenteMutation = graphql(`
  mutation ConciliarAutomaticamente($id: String!) {
    conciliarAutomaticamente(conciliacion_id: $id) {
      ...ConciliacionCampos
    }
  }
`);

export const conciliarMovimientoMutation = graphql(`
  mutation ConciliarMovimiento($extracto: String!, $asiento: String!) {
    conciliarMovimiento(extracto_linea_id: $extracto, asiento_linea_id: $asiento) {
      ...ConciliacionCampos
    }
  }
`);

export const desconciliarMutation = graphql(`
  mutation DesconciliarMovimiento($extracto: String!) {
    desconciliarMovimiento(extracto_linea_id: $extracto) {
      ...ConciliacionCampos
    }
  }
`);

export const asientoExtractoMutation = graphql(`
  mutation RegistrarAsientoExtracto($input: AsientoExtractoInput!) {
    registrarAsientoExtracto(input: $input) {
      ...ConciliacionCampos
    }
  }
`);

export const validarConciliacionMutation = graphql(`
  mutation ValidarConciliacion($id: String!) {
    validarConciliacion(conciliacion_id: $id) {
      ...ConciliacionCampos
    }
  }
`);

export const reabrirConciliacionMutation = graphql(`
  mutation ReabrirConciliacion($id: String!) {
    reabrirConciliacion(conciliacion_id: $id) {
      ...ConciliacionCampos
    }
  }
`);

export const libroCajaBancosFragment = graphql(`
  fragment LibroCajaBancosCampos on LibroCajaBancos {
    cuenta_financiera
    numero_cuenta
    moneda
    mayor {
      cuenta
      denominacion
      saldo_inicial
      total_debe
      total_haber
      saldo_final
      movimientos {
        operacion_id
        linea
        fecha
        cuo
        documento
        glosa
        debe
        haber
        saldo
      }
    }
  }
`);

export const libroBancosQuery = graphql(`
  query LibroBancos($periodo: String!, $cuenta: String!) {
    lFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {
      ...LibroCajaBancosCampos
    }
  }
`);

export const libroCajaQuery = graphql(`
  query LibroCaja($periodo: String!, $cuenta: String!) {
    lFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {
      ...LibroCajaBancosCampos
    }
  }
`);

export const excelBancosQuery = graphql(`
  query ExcelLibroBancos($periodo: String!, $cuenta: String!) {
    excelLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {
      nombre
      mime
      base64
    }
  }
`);

export const excelCajaQuery = graphql(`
  query ExcelLibroCaja($periodo: String!, $cuenta: String!) {
    excelLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfBancosQuery = graphql(`
  query PdfLibroBancos($periodo: String!, $cuenta: String!) {
    pdfLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfCajaQuery = graphql(`
  query PdfLibroCaja($periodo: String!, $cuenta: String!) {
    pdfLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {
      nombre
      mime
      base64
    }
  }
`);
