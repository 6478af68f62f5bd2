import { graphql } from '../../../gql';

/** Contingency documents, resúmenes diarios and comunicaciones de baja, voiding and the sending pause. */

export const registrarContingenciaMutation = graphql(`
  mutation RegistrarContingencia($input: ContingenciaInput!) {
    registrarContingencia(input: $input) {
      ...ComprobanteFields
      contingencia
    }
  }
`);

export const contingenciasQuery = graphql(`
  query Contingencias($tipo: String, $desde: String, $hasta: String, $param: String, $limite: Int, $desde_fila: Int) {
    comprobantes(
      contingencia: true
      tipo: $tipo
      desde: $desde
      hasta: $hasta
      param: $param
      limite: $limite
      desde_fila: $desde_fila
    ) {
      total
      filas {
        ...ComprobanteFields
        motivo_baja
      }
    }
  }
`);

export const anularComprobanteMutation = graphql(`
  mutation AnularComprobante($id: String!, $motivo: String!) {
    anularComprobante(id: $id, motivo: $motivo) {
      ...ComprobanteFields
      motivo_baja
    }
  }
`);

export const resumenFieldsFragment = graphql(`
  fragment ResumenFields on Resumen {
    id
    tipo
    identificador
    fecha_generacion
    fecha_referencia
    estado
    ticket
    codigo_sunat
    descripcion_sunat
    intentos
    ultimo_error
    tiene_cdr
    documentos {
      comprobante_id
      linea
      tipo
      serie
      numero
      importe_total
      condicion
      motivo
      estado
    }
  }
`);

export const resumenesQuery = graphql(`
  query Resumenes($tipo: String, $desde: String, $hasta: String, $limite: Int, $desde_fila: Int) {
    resumenes(tipo: $tipo, desde: $desde, hasta: $hasta, limite: $limite, desde_fila: $desde_fila) {
      total
      filas {
        ...ResumenFields
      }
    }
  }
`);

export const generarResumenDiarioMutation = graphql(`
  mutation GenerarResumenDiario($fecha: String!) {
    generarResumenDiario(fecha: $fecha) {
      ...ResumenFields
    }
  }
`);

export const reenviarResumenMutation = graphql(`
  mutation ReenviarResumen($id: String!) {
    reenviarResumen(id: $id) {
      ...ResumenFields
    }
  }
`);

export const xmlResumenQuery = graphql(`
  query XmlResumen($id: String!) {
    xmlResumen(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

export const cdrResumenQuery = graphql(`
  query CdrResumen($id: String!) {
    cdrResumen(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

export const envioSunatFieldsFragment = graphql(`
  fragment EnvioSunatFields on EnvioSunat {
    soap_envio
    modo_pruebas
    modo_pruebas_desde
    url_ose
    envio_pausado
    envio_boletas
    comprobantes_pendientes
    resumenes_pendientes
  }
`);

export const envioSunatQuery = graphql(`
  query EnvioSunat {
    envioSunat {
      ...EnvioSunatFields
    }
  }
`);

export const pausarEnvioSunatMutation = graphql(`
  mutation PausarEnvioSunat($pausado: Boolean!) {
    pausarEnvioSunat(pausado: $pausado) {
      ...EnvioSunatFields
    }
  }
`);

export const configurarEnvioSunatMutation = graphql(`
  mutation ConfigurarEnvioSunat($input: ConfiguracionEnvioInput!) {
    configurarEnvioSunat(input: $input) {
      ...EnvioSunatFields
    }
  }
`);
