import { graphql } from '../../../gql';

/** Companies, locals, series and SUNAT credentials (/app/empresas). */

export const empresasAdminQuery = graphql(`
  query EmpresasAdmin {
    empresasUsuario(eliminados: true) {
      id
      ruc
      razon_social
      direccion
      periodo
      activa
      regimen_planilla
      soporte
      deleted_at
    }
  }
`);

export const createEmpresaMutation = graphql(`
  mutation CreateEmpresa($input: EmpresaInput!) {
    createEmpresa(input: $input) {
      id
    }
  }
`);

export const updateEmpresaMutation = graphql(`
  mutation UpdateEmpresa($id: String!, $input: EmpresaInput!) {
    updateEmpresa(id: $id, input: $input) {
      id
    }
  }
`);

export const deleteEmpresaMutation = graphql(`
  mutation DeleteEmpresa($id: String!) {
    deleteEmpresa(id: $id) {
      id
    }
  }
`);

export const activateEmpresaMutation = graphql(`
  mutation ActivateEmpresa($id: String!) {
    activateEmpresa(id: $id) {
      id
    }
  }
`);

export const empresaDetalleQuery = graphql(`
  query EmpresaDetalle($id: String!) {
    empresa(id: $id) {
      id
      ruc
      razon_social
      nombre_comercial
      direccion
      ubigeo
      estado
      condicion
      email
      telefono
      documento_id
      dni
      representante
      logo
      rubro
      regimen_igv
      regimen_planilla
      periodo
      uit
      locales {
        id
        nombre_corto
        direccion
        activo
        codigo_establecimiento
        codigo_serie
        descripcion
        ubigeo
        correo
        telefono
        codigo_sunat
        enviar_xml
        enviar_email
        formato_pdf
        diseno_pdf
        width_ticket
        descuento_max
        valor_desct_max
        editar_precios
        calcula_por_cantidad
        calculo_comprobante
        incluir_guias_kardex
      }
    }
  }
`);

export const createLocalMutation = graphql(`
  mutation CreateLocal($empresa_id: String!, $input: LocalInput!) {
    createLocal(empresa_id: $empresa_id, input: $input) {
      id
    }
  }
`);

export const updateLocalMutation = graphql(`
  mutation UpdateLocal($id: String!, $input: LocalInput!) {
    updateLocal(id: $id, input: $input) {
      id
    }
  }
`);

export const deleteLocalMutation = graphql(`
  mutation DeleteLocal($id: String!) {
    deleteLocal(id: $id) {
      id
    }
  }
`);

export const seriesQuery = graphql(`
  query Series($local_id: String!) {
    series(local_id: $local_id) {
      id
      tipo_comprobante
      serie
      ultimo
      activa
    }
  }
`);

export const createSerieMutation = graphql(`
  mutation CreateSerie($input: SerieInput!) {
    createSerie(input: $input) {
      id
      tipo_comprobante
      serie
      ultimo
      activa
    }
  }
`);

export const credencialesFieldsFragment = graphql(`
  fragment CredencialesFields on CredencialesSunat {
    usuario_sol
    tiene_password_sol
    tiene_certificado
    certificado_sujeto
    certificado_ruc
    certificado_vence
  }
`);

export const verificacionFieldsFragment = graphql(`
  fragment VerificacionFields on VerificacionCertificado {
    legible
    vigente
    ruc_coincide
    dias_para_vencer
    sujeto
    vence
    mensaje
  }
`);

export const credencialesSunatQuery = graphql(`
  query CredencialesSunat($empresa_id: String!) {
    credencialesSunat(empresa_id: $empresa_id) {
      ...CredencialesFields
    }
  }
`);

export const guardarCredencialesSolMutation = graphql(`
  mutation GuardarCredencialesSol($empresa_id: String!, $usuario_sol: String!, $password_sol: String!) {
    guardarCredencialesSol(empresa_id: $empresa_id, usuario_sol: $usuario_sol, password_sol: $password_sol) {
      ...CredencialesFields
    }
  }
`);

export const subirCertificadoMutation = graphql(`
  mutation SubirCertificado($empresa_id: String!, $pfx_base64: String!, $password: String!) {
    subirCertificado(empresa_id: $empresa_id, pfx_base64: $pfx_base64, password: $password) {
      ...VerificacionFields
    }
  }
`);

export const verificarCertificadoQuery = graphql(`
  query VerificarCertificado($empresa_id: String!) {
    verificarCertificado(empresa_id: $empresa_id) {
      ...VerificacionFields
    }
  }
`);

export const excelEmpresasQuery = graphql(`
  query ExcelEmpresas {
    excelEmpresas(eliminados: true) {
      nombre
      mime
      base64
    }
  }
`);

export const preparacionEmpresaQuery = graphql(`
  query PreparacionEmpresa($empresa_id: String!) {
    preparacionEmpresa(empresa_id: $empresa_id) {
      empresa_id
      modo_pruebas
      puede_emitir
      pasos {
        clave
        titulo
        para
        listo
        detalle
      }
    }
  }
`);

export const usarCertificadoDePruebasMutation = graphql(`
  mutation UsarCertificadoDePruebas($empresa_id: String!) {
    usarCertificadoDePruebas(empresa_id: $empresa_id) {
      legible
      vigente
      ruc_coincide
      mensaje
    }
  }
`);
