/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Refresh($refresh: String!) {\n    refresh(refresh: $refresh) {\n      authentication\n      refresh\n    }\n  }\n": typeof types.RefreshDocument,
    "\n  query Correos($limite: Int) {\n    correos(limite: $limite) {\n      id\n      para\n      asunto\n      transporte\n      created_at\n      enviado_at\n      error\n      texto\n      html\n    }\n  }\n": typeof types.CorreosDocument,
    "\n  fragment ReclamoAdminFields on Reclamo {\n    id\n    codigo\n    fecha\n    nombres\n    email\n    telefono\n    tipo_documento\n    numero_documento\n    bien\n    tipo\n    descripcion\n    direccion\n    ciudad\n    estado\n    fecha_limite\n    dias_restantes\n    vencido\n    respuesta\n    respondido_at\n    pdf\n    adjunto\n  }\n": typeof types.ReclamoAdminFieldsFragmentDoc,
    "\n  query Reclamos($estado: String, $desde: String, $hasta: String, $codigo: String) {\n    reclamos(estado: $estado, desde: $desde, hasta: $hasta, codigo: $codigo) {\n      ...ReclamoAdminFields\n    }\n  }\n": typeof types.ReclamosDocument,
    "\n  mutation AvanzarReclamo($id: String!, $estado: String!, $descripcion: String!) {\n    avanzarReclamo(id: $id, estado: $estado, descripcion: $descripcion) {\n      ...ReclamoAdminFields\n    }\n  }\n": typeof types.AvanzarReclamoDocument,
    "\n  fragment RolMatrizFields on RolMatriz {\n    id\n    nombre\n    descripcion\n    permisos\n  }\n": typeof types.RolMatrizFieldsFragmentDoc,
    "\n  query MatrizPermisos {\n    matrizPermisos {\n      permisos {\n        id\n        nombre\n        padre_id\n        modulo_id\n      }\n      roles {\n        ...RolMatrizFields\n      }\n    }\n  }\n": typeof types.MatrizPermisosDocument,
    "\n  mutation GuardarPermisosRol($rol_id: String!, $permisos: [String!]!) {\n    guardarPermisosRol(rol_id: $rol_id, permisos: $permisos) {\n      ...RolMatrizFields\n    }\n  }\n": typeof types.GuardarPermisosRolDocument,
    "\n  query UsuariosPlataforma($param: String, $rol_id: String, $estado: EstadoUsuario, $limite: Int, $desde: Int) {\n    users(param: $param, rol_id: $rol_id, estado: $estado, limite: $limite, desde: $desde) {\n      total\n      filas {\n        id\n        email\n        nombres\n        apellidos\n        rol_id\n        estado\n        created_at\n      }\n    }\n  }\n": typeof types.UsuariosPlataformaDocument,
    "\n  query RolesPlataforma {\n    matrizPermisos {\n      roles {\n        id\n        nombre\n      }\n    }\n  }\n": typeof types.RolesPlataformaDocument,
    "\n  fragment DetalleUsuarioFields on DetalleUsuarioPlataforma {\n    usuario {\n      id\n      email\n      nombres\n      apellidos\n      telefono\n      rol_id\n      estado\n      created_at\n    }\n    rol\n    email_verificado_at\n    prueba_vence_at\n    desactivado_at\n    debe_cambiar_password\n    sesiones_abiertas\n    ultimo_ingreso\n    concesiones {\n      empresa_id\n      ruc\n      razon_social\n      rol\n      local\n      modulos\n      propietario\n      suspendida_at\n      demo_vence_at\n    }\n    auditoria {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n": typeof types.DetalleUsuarioFieldsFragmentDoc,
    "\n  query UsuarioPlataforma($id: String!) {\n    user(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": typeof types.UsuarioPlataformaDocument,
    "\n  mutation ActivarUsuario($id: String!) {\n    activateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": typeof types.ActivarUsuarioDocument,
    "\n  mutation DesactivarUsuario($id: String!) {\n    deactivateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": typeof types.DesactivarUsuarioDocument,
    "\n  mutation CambiarRolPlataforma($id: String!, $rol_id: String!) {\n    updateUser(id: $id, update: { rol_id: $rol_id }) {\n      ...DetalleUsuarioFields\n    }\n  }\n": typeof types.CambiarRolPlataformaDocument,
    "\n  mutation ReenviarConfirmacion($id: String!) {\n    resendConfirmation(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": typeof types.ReenviarConfirmacionDocument,
    "\n  query ConsultaRucAplicativo($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      fuente\n      advertencia\n    }\n  }\n": typeof types.ConsultaRucAplicativoDocument,
    "\n  query ConsultaDniAplicativo($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombre_completo\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n": typeof types.ConsultaDniAplicativoDocument,
    "\n  fragment CursoFields on Curso {\n    id\n    modulo\n    titulo\n    descripcion\n    enlace\n    orden\n    activo\n  }\n": typeof types.CursoFieldsFragmentDoc,
    "\n  query CursosAula($modulo: String!, $buscar: String) {\n    cursoModulo_id(modulo: $modulo, buscar: $buscar) {\n      ...CursoFields\n    }\n  }\n": typeof types.CursosAulaDocument,
    "\n  query CursosAdmin($modulo: String!, $eliminados: Boolean) {\n    cursos(modulo: $modulo, eliminados: $eliminados) {\n      ...CursoFields\n    }\n  }\n": typeof types.CursosAdminDocument,
    "\n  mutation CreateCurso($input: CursoInput!) {\n    createCurso(input: $input) {\n      ...CursoFields\n    }\n  }\n": typeof types.CreateCursoDocument,
    "\n  mutation UpdateCurso($id: String!, $input: CursoInput!) {\n    updateCurso(id: $id, input: $input) {\n      ...CursoFields\n    }\n  }\n": typeof types.UpdateCursoDocument,
    "\n  mutation DeleteCurso($id: String!) {\n    deleteCurso(id: $id) {\n      id\n      activo\n    }\n  }\n": typeof types.DeleteCursoDocument,
    "\n  mutation ActivateCurso($id: String!) {\n    activateCurso(id: $id) {\n      id\n      activo\n    }\n  }\n": typeof types.ActivateCursoDocument,
    "\n  mutation CreateUser($input: CreateUserInput!, $captcha: String) {\n    createUser(input: $input, captcha: $captcha) {\n      id\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation SendVerific($email: String!) {\n    sendVerific(email: $email) {\n      id\n    }\n  }\n": typeof types.SendVerificDocument,
    "\n  mutation EmailConfirmation($token: String!) {\n    emailConfirmation(token: $token) {\n      ...SesionFields\n    }\n  }\n": typeof types.EmailConfirmationDocument,
    "\n  mutation Verify($token: String!) {\n    verify(token: $token) {\n      email\n    }\n  }\n": typeof types.VerifyDocument,
    "\n  query Modulos {\n    modulos {\n      id\n      codigo\n      descripcion\n      detalle\n    }\n  }\n": typeof types.ModulosDocument,
    "\n  mutation Reset($email: String!) {\n    reset(email: $email) {\n      authentication\n    }\n  }\n": typeof types.ResetDocument,
    "\n  mutation PasswordReset($email: String!, $password: String!, $token: String!) {\n    passwordReset(email: $email, password: $password, token: $token) {\n      ...SesionFields\n    }\n  }\n": typeof types.PasswordResetDocument,
    "\n  fragment SesionFields on LoginResult {\n    authentication\n    authorization\n    refresh\n    modulo_id\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n": typeof types.SesionFieldsFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!, $captcha: String) {\n    login(email: $email, password: $password, captcha: $captcha) {\n      ...SesionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query PasswordPendiente {\n    me {\n      user {\n        id\n      }\n      debe_cambiar_password\n    }\n  }\n": typeof types.PasswordPendienteDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      user {\n        id\n        email\n        nombres\n        role_id\n      }\n      company {\n        id\n        ruc\n        razon_social\n      }\n      local {\n        id\n        nombre_corto\n      }\n      periodo\n      modulo_id\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment CronogramaFields on Cronograma {\n    anio\n    tipo\n    cargado\n    verificado\n    fuente\n    grupos\n    filas {\n      periodo\n      grupo\n      vence\n    }\n  }\n": typeof types.CronogramaFieldsFragmentDoc,
    "\n  query CalendarioTributario($anio: Int!, $tipo: String!) {\n    calendarioTributario(anio: $anio, tipo: $tipo) {\n      ...CronogramaFields\n    }\n  }\n": typeof types.CalendarioTributarioDocument,
    "\n  mutation CargarCronograma($anio: Int!, $tipo: String!, $csv: String!) {\n    cargarCronograma(anio: $anio, tipo: $tipo, csv: $csv) {\n      ...CronogramaFields\n    }\n  }\n": typeof types.CargarCronogramaDocument,
    "\n  fragment AsientoPredisenadoFields on AsientoPredisenado {\n    id nombre glosa deleted_at lineas { cuenta lado porcentaje monto glosa }\n  }\n": typeof types.AsientoPredisenadoFieldsFragmentDoc,
    "\n  query AsientosPredisenados($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    asientosPredisenados(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AsientoPredisenadoFields\n      }\n    }\n  }\n": typeof types.AsientosPredisenadosDocument,
    "\n  query ExcelAsientosPredisenados($param: String, $eliminados: Boolean) {\n    excelAsientosPredisenados(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelAsientosPredisenadosDocument,
    "\n  mutation CreateAsientoPredisenado($input: AsientoPredisenadoInput!) {\n    createAsientoPredisenado(input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": typeof types.CreateAsientoPredisenadoDocument,
    "\n  mutation UpdateAsientoPredisenado($id: String!, $input: AsientoPredisenadoInput!) {\n    updateAsientoPredisenado(id: $id, input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": typeof types.UpdateAsientoPredisenadoDocument,
    "\n  mutation DeleteAsientoPredisenado($id: String!) {\n    deleteAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": typeof types.DeleteAsientoPredisenadoDocument,
    "\n  mutation ActivarAsientoPredisenado($id: String!) {\n    activarAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": typeof types.ActivarAsientoPredisenadoDocument,
    "\n  mutation AplicarAsientoPredisenado($id: String!, $fecha: String!, $importe: String!, $glosa: String) {\n    aplicarAsientoPredisenado(id: $id, fecha: $fecha, importe: $importe, glosa: $glosa) {\n      id\n      cuo\n      periodo\n    }\n  }\n": typeof types.AplicarAsientoPredisenadoDocument,
    "\n  query AsientosVarios($periodo: String!) {\n    asientosVarios(periodo: $periodo, limite: 500) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        moneda\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          debe_me\n          haber_me\n          destino\n        }\n      }\n    }\n  }\n": typeof types.AsientosVariosDocument,
    "\n  mutation RegistrarAsientoVario($input: RegistrarAsientoVarioInput!) {\n    registrarAsientoVario(input: $input) {\n      id\n      cuo\n    }\n  }\n": typeof types.RegistrarAsientoVarioDocument,
    "\n  mutation AnularAsientoVario($id: String!) {\n    anularAsientoVario(id: $id) {\n      id\n    }\n  }\n": typeof types.AnularAsientoVarioDocument,
    "\n  query PeriodosContables($anio: Int!) {\n    periodosContables(anio: $anio) {\n      periodo\n      cerrado\n      libros {\n        libro\n        operaciones\n      }\n      libros_generados\n    }\n  }\n": typeof types.PeriodosContablesDocument,
    "\n  mutation CerrarPeriodo($periodo: String!) {\n    cerrarPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n": typeof types.CerrarPeriodoDocument,
    "\n  mutation ReabrirPeriodo($periodo: String!) {\n    reabrirPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n": typeof types.ReabrirPeriodoDocument,
    "\n  query CierreEjercicio($anio: Int!) {\n    cierreEjercicio(anio: $anio) {\n      id\n      cuo\n      periodo\n      fecha_contable\n      tipo_operacion\n      glosa\n    }\n  }\n": typeof types.CierreEjercicioDocument,
    "\n  query PrevisualizarCierre($anio: Int!) {\n    previsualizarCierre(anio: $anio) {\n      anio\n      resultado\n      revision {\n        resultado_naturaleza\n        resultado_funcion\n        diferencia\n      }\n      asientos {\n        paso\n        glosa\n        tipo_operacion\n        fecha\n        periodo\n        lineas {\n          cuenta\n          debe\n          haber\n          serie\n          numero\n        }\n      }\n    }\n  }\n": typeof types.PrevisualizarCierreDocument,
    "\n  mutation GenerarCierre($anio: Int!) {\n    generarCierre(anio: $anio) {\n      anio\n      resultado\n      operaciones {\n        id\n        cuo\n      }\n    }\n  }\n": typeof types.GenerarCierreDocument,
    "\n  mutation AnularCierre($anio: Int!) {\n    anularCierre(anio: $anio) {\n      id\n    }\n  }\n": typeof types.AnularCierreDocument,
    "\n  query AsientosApertura($anio: Int!) {\n    asientosApertura(anio: $anio) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n  }\n": typeof types.AsientosAperturaDocument,
    "\n  mutation RegistrarApertura($input: RegistrarAperturaInput!) {\n    registrarApertura(input: $input) {\n      id\n      cuo\n    }\n  }\n": typeof types.RegistrarAperturaDocument,
    "\n  mutation AnularApertura($id: String!) {\n    anularApertura(id: $id) {\n      id\n      cuo\n    }\n  }\n": typeof types.AnularAperturaDocument,
    "\n  mutation ReprocesarCuos($periodo: String!) {\n    reProcesarCuos(periodo: $periodo) {\n      periodo\n      libros {\n        libro\n        operaciones\n      }\n    }\n  }\n": typeof types.ReprocesarCuosDocument,
    "\n  fragment ImportesRegistro on ImportesRegistroCompras {\n    base_gravada\n    igv\n    base_gravada_mixta\n    igv_mixta\n    base_sin_credito\n    igv_sin_credito\n    no_gravada\n    isc\n    icbper\n    otros\n    total\n  }\n": typeof types.ImportesRegistroFragmentDoc,
    "\n  query RegistroCompras($periodo: String!, $libro: String) {\n    registroCompras(periodo: $periodo, libro: $libro) {\n      periodo\n      libro\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        anio_dua\n        numero\n        proveedor_numero_documento\n        proveedor_nombre\n        ...ImportesRegistro\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        glosa\n      }\n      totales {\n        ...ImportesRegistro\n      }\n    }\n  }\n": typeof types.RegistroComprasDocument,
    "\n  query Compra($id: String!) {\n    compra(id: $id) {\n      id\n      cuo\n      periodo\n      tipo_comprobante\n      serie\n      numero\n      proveedor_nombre\n      moneda\n      total\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": typeof types.CompraDocument,
    "\n  query PrevisualizarCompra($input: RegistrarCompraInput!) {\n    previsualizarCompra(input: $input) {\n      periodo\n      libro\n      estado_ple\n      proveedor_nombre\n      proveedor_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": typeof types.PrevisualizarCompraDocument,
    "\n  mutation RegistrarCompra($input: RegistrarCompraInput!) {\n    registrarCompra(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      proveedor_nombre\n    }\n  }\n": typeof types.RegistrarCompraDocument,
    "\n  mutation AnularCompra($id: String!) {\n    anularCompra(id: $id) {\n      id\n      anulada\n    }\n  }\n": typeof types.AnularCompraDocument,
    "\n  query CuentasContables($param: String, $ultimo_nivel: Boolean, $compras: Boolean, $ventas: Boolean) {\n    cuentasContables(param: $param, ultimo_nivel: $ultimo_nivel, compras: $compras, ventas: $ventas, limite: 50) {\n      codigo\n      denominacion\n    }\n  }\n": typeof types.CuentasContablesDocument,
    "\n  query CodigosDetraccion {\n    parametricosbytabla(tabla: \"cat54\") {\n      codigo\n      descripcion\n    }\n  }\n": typeof types.CodigosDetraccionDocument,
    "\n  fragment ConciliacionCampos on ConciliacionBancaria {\n    id\n    cuenta_financiera\n    cuenta_contable\n    moneda\n    periodo\n    saldo_inicial\n    saldo_final\n    archivo\n    validada\n    extracto {\n      id\n      fila\n      fecha\n      descripcion\n      numero_operacion\n      importe\n      saldo\n      forma\n      movimiento {\n        id\n        cuo\n      }\n    }\n    movimientos {\n      id\n      cuo\n      libro\n      fecha\n      glosa\n      numero_operacion\n      persona_nombre\n      importe\n      extracto_linea_id\n    }\n    resumen {\n      saldo_libros\n      saldo_extracto\n      depositos_en_transito\n      cheques_no_cobrados\n      cargos_no_registrados\n      abonos_no_registrados\n      saldo_libros_conciliado\n      saldo_extracto_conciliado\n      diferencia\n      conciliado\n    }\n  }\n": typeof types.ConciliacionCamposFragmentDoc,
    "\n  query ConciliacionBancaria($cuenta: String!, $periodo: String!) {\n    conciliacionBancaria(cuenta_financiera_id: $cuenta, periodo: $periodo) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.ConciliacionBancariaDocument,
    "\n  mutation ImportarExtracto($input: ImportarExtractoInput!) {\n    importarExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.ImportarExtractoDocument,
    "\n  mutation ConciliarAutomaticamente($id: String!) {\n    conciliarAutomaticamente(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.ConciliarAutomaticamenteDocument,
    "\n  mutation ConciliarMovimiento($extracto: String!, $asiento: String!) {\n    conciliarMovimiento(extracto_linea_id: $extracto, asiento_linea_id: $asiento) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.ConciliarMovimientoDocument,
    "\n  mutation DesconciliarMovimiento($extracto: String!) {\n    desconciliarMovimiento(extracto_linea_id: $extracto) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.DesconciliarMovimientoDocument,
    "\n  mutation RegistrarAsientoExtracto($input: AsientoExtractoInput!) {\n    registrarAsientoExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.RegistrarAsientoExtractoDocument,
    "\n  mutation ValidarConciliacion($id: String!) {\n    validarConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.ValidarConciliacionDocument,
    "\n  mutation ReabrirConciliacion($id: String!) {\n    reabrirConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n": typeof types.ReabrirConciliacionDocument,
    "\n  fragment LibroCajaBancosCampos on LibroCajaBancos {\n    cuenta_financiera\n    numero_cuenta\n    moneda\n    mayor {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        fecha\n        cuo\n        documento\n        glosa\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n": typeof types.LibroCajaBancosCamposFragmentDoc,
    "\n  query LibroBancos($periodo: String!, $cuenta: String!) {\n    lFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n": typeof types.LibroBancosDocument,
    "\n  query LibroCaja($periodo: String!, $cuenta: String!) {\n    lFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n": typeof types.LibroCajaDocument,
    "\n  query ExcelLibroBancos($periodo: String!, $cuenta: String!) {\n    excelLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelLibroBancosDocument,
    "\n  query ExcelLibroCaja($periodo: String!, $cuenta: String!) {\n    excelLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelLibroCajaDocument,
    "\n  query PdfLibroBancos($periodo: String!, $cuenta: String!) {\n    pdfLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfLibroBancosDocument,
    "\n  query PdfLibroCaja($periodo: String!, $cuenta: String!) {\n    pdfLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfLibroCajaDocument,
    "\n  fragment AntiguedadSaldosCampos on AntiguedadSaldos {\n    no_vencido\n    d1_30\n    d31_60\n    d61_90\n    mas_90\n  }\n": typeof types.AntiguedadSaldosCamposFragmentDoc,
    "\n  query DocumentosCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    operacionesByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      fecha_corte\n      filas {\n        id\n        cuenta\n        persona_id\n        persona_numero\n        persona_nombre\n        documento\n        fecha_emision\n        fecha_vencimiento\n        moneda\n        tipo_cambio\n        importe\n        pagado\n        saldo\n        saldo_soles\n        dias_vencido\n        detraccion_monto\n        detraccion_constancia\n        cuotas {\n          fecha\n          pendiente\n        }\n      }\n      totales {\n        saldo_soles\n        saldo_pen\n        saldo_usd\n        antiguedad {\n          ...AntiguedadSaldosCampos\n        }\n      }\n    }\n  }\n": typeof types.DocumentosCxPxDocument,
    "\n  query PendientesPorPersona($tipo: String!, $buscar: String, $moneda: String, $fecha_corte: String) {\n    cuentasByParamCxPx(tipo: $tipo, buscar: $buscar, moneda: $moneda, fecha_corte: $fecha_corte) {\n      persona_id\n      persona_numero\n      persona_nombre\n      documentos\n      saldo_soles\n      saldo_usd\n      antiguedad {\n        ...AntiguedadSaldosCampos\n      }\n    }\n  }\n": typeof types.PendientesPorPersonaDocument,
    "\n  query ExcelCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n  ) {\n    excelByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n    ) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCxPxDocument,
    "\n  fragment CobroPagoCampos on CobroPago {\n    id\n    tipo\n    cuo\n    fecha\n    glosa\n    moneda\n    tipo_cambio\n    medio_pago\n    numero_operacion\n    cuenta_financiera\n    importe\n    importe_me\n    aplicado\n    aplicado_me\n    detraccion_constancia\n    anulado\n    asiento {\n      cuenta\n      debe\n      haber\n      debe_me\n      haber_me\n      glosa\n      destino\n    }\n  }\n": typeof types.CobroPagoCamposFragmentDoc,
    "\n  query PagosDeDocumento($documento_id: String!) {\n    pagosDeDocumento(documento_id: $documento_id) {\n      ...CobroPagoCampos\n    }\n  }\n": typeof types.PagosDeDocumentoDocument,
    "\n  mutation RegistrarPago($input: RegistrarPagoInput!) {\n    registrarPago(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n": typeof types.RegistrarPagoDocument,
    "\n  mutation RegistrarCobro($input: RegistrarPagoInput!) {\n    registrarCobro(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n": typeof types.RegistrarCobroDocument,
    "\n  mutation AnularPago($id: String!) {\n    anularPago(id: $id) {\n      id\n      anulado\n    }\n  }\n": typeof types.AnularPagoDocument,
    "\n  mutation AnularCobro($id: String!) {\n    anularCobro(id: $id) {\n      id\n      anulado\n    }\n  }\n": typeof types.AnularCobroDocument,
    "\n  query CuentasDePago {\n    cuentasFinancieras(limite: 500) {\n      filas {\n        id\n        codigo\n        tipo\n        moneda_id\n        descripcion\n        detraccion\n      }\n    }\n  }\n": typeof types.CuentasDePagoDocument,
    "\n  query PdfCxPx($tipo: String!, $persona_id: String, $fecha_desde: String, $fecha_hasta: String,\n    $moneda: String, $buscar: String, $fecha_corte: String) {\n    pdfByCxPx(tipo: $tipo, persona_id: $persona_id, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta,\n      moneda: $moneda, buscar: $buscar, fecha_corte: $fecha_corte) { nombre mime base64 }\n  }\n": typeof types.PdfCxPxDocument,
    "\n  query HojaTrabajo($desde: String!, $hasta: String!) {\n    hojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        ...ColumnasHoja\n      }\n      totales {\n        ...ColumnasHoja\n      }\n      resultado {\n        ...ColumnasHoja\n      }\n      sumas_iguales {\n        ...ColumnasHoja\n      }\n      resultado_inventario\n      resultado_naturaleza\n      resultado_funcion\n    }\n  }\n\n  fragment ColumnasHoja on ColumnasHojaTrabajo {\n    debe\n    haber\n    deudor\n    acreedor\n    activo\n    pasivo\n    perdidas_naturaleza\n    ganancias_naturaleza\n    perdidas_funcion\n    ganancias_funcion\n  }\n": typeof types.HojaTrabajoDocument,
    "\n  query BalanceComprobacionRango($desde: String!, $hasta: String!) {\n    balanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        debe\n        haber\n        saldo_deudor\n        saldo_acreedor\n      }\n      total_debe\n      total_haber\n      total_deudor\n      total_acreedor\n    }\n  }\n": typeof types.BalanceComprobacionRangoDocument,
    "\n  fragment LineaSituacionFields on LineaEstadoSituacion {\n    codigo\n    titulo\n    cuentas\n    importe\n  }\n": typeof types.LineaSituacionFieldsFragmentDoc,
    "\n  fragment LineaResultadosFields on LineaEstadoResultados {\n    codigo\n    titulo\n    cuentas\n    subtotal\n    importe\n  }\n": typeof types.LineaResultadosFieldsFragmentDoc,
    "\n  query EstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    estadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      resultado_periodo\n      diferencia\n    }\n  }\n": typeof types.EstadoSituacionFinancieraDocument,
    "\n  query EstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    estadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      tipo\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n": typeof types.EstadoResultadosDocument,
    "\n  query ExcelHojaTrabajo($desde: String!, $hasta: String!) {\n    excelHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelHojaTrabajoDocument,
    "\n  query ExcelBalanceComprobacion($desde: String!, $hasta: String!) {\n    excelBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelBalanceComprobacionDocument,
    "\n  query ExcelEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    excelEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelEstadoSituacionFinancieraDocument,
    "\n  query ExcelEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    excelEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelEstadoResultadosDocument,
    "\n  query PdfHojaTrabajo($desde: String!, $hasta: String!) {\n    pdfHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfHojaTrabajoDocument,
    "\n  query PdfBalanceComprobacion($desde: String!, $hasta: String!) {\n    pdfBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfBalanceComprobacionDocument,
    "\n  query PdfEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    pdfEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfEstadoSituacionFinancieraDocument,
    "\n  query PdfEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    pdfEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfEstadoResultadosDocument,
    "\n  query SituacionSmv($desde: String!, $hasta: String!) {\n    lFsmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      diferencia\n    }\n  }\n": typeof types.SituacionSmvDocument,
    "\n  query ResultadosSmv($desde: String!, $hasta: String!) {\n    lFsmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n": typeof types.ResultadosSmvDocument,
    "\n  query ExcelSmvEsf($desde: String!, $hasta: String!) {\n    excelSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelSmvEsfDocument,
    "\n  query PdfSmvEsf($desde: String!, $hasta: String!) {\n    pdfSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfSmvEsfDocument,
    "\n  query ExcelSmvEdr($desde: String!, $hasta: String!) {\n    excelSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelSmvEdrDocument,
    "\n  query PdfSmvEdr($desde: String!, $hasta: String!) {\n    pdfSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfSmvEdrDocument,
    "\n  query LiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    liquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      periodo\n      regimen\n      igv_a_pagar\n      saldo_siguiente\n      renta_a_pagar\n      total_a_pagar\n      asiento_cuo\n      lineas {\n        seccion\n        codigo\n        concepto\n        importe\n        tipo\n        fuente\n        enfasis\n      }\n    }\n  }\n": typeof types.LiquidacionImpuestosDocument,
    "\n  query ExcelLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    excelLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelLiquidacionImpuestosDocument,
    "\n  query PdfLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    pdfLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfLiquidacionImpuestosDocument,
    "\n  mutation RegistrarLiquidacion($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    registrarLiquidacion(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      id\n      cuo\n    }\n  }\n": typeof types.RegistrarLiquidacionDocument,
    "\n  query Daot($anio: String!, $tipo: TipoDaot!) {\n    getDaot(anio: $anio, tipo: $tipo) {\n      anio\n      tipo\n      uit\n      umbral\n      terceros {\n        tipo_documento\n        numero_documento\n        nombre\n        documentos\n        base\n        igv\n        no_gravada\n        monto\n        total\n      }\n    }\n  }\n": typeof types.DaotDocument,
    "\n  query ExcelDaot($anio: String!, $tipo: TipoDaot!) {\n    excelDaot(anio: $anio, tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelDaotDocument,
    "\n  query PdfDaot($anio: String!, $tipo: TipoDaot!) { pdfDaot(anio: $anio, tipo: $tipo) { nombre mime base64 } }\n": typeof types.PdfDaotDocument,
    "\n  query Kardex13($producto_id: String!, $periodo: String!) {\n    kardex13(producto_id: $producto_id, periodo: $periodo) {\n      codigo\n      descripcion\n      unidad\n      problemas\n      inicial { cantidad costo_unitario costo_total }\n      final { cantidad costo_unitario costo_total }\n      lineas {\n        id\n        fecha\n        tipo_operacion\n        documento\n        glosa\n        entrada { cantidad costo_unitario costo_total }\n        salida { cantidad costo_unitario costo_total }\n        saldo { cantidad costo_unitario costo_total }\n      }\n    }\n  }\n": typeof types.Kardex13Document,
    "\n  query ExcelKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    excelKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n": typeof types.ExcelKardexDocument,
    "\n  query PdfKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    pdfKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n": typeof types.PdfKardexDocument,
    "\n  query LibroDiario($periodo: String!, $limite: Int, $pagina: Int) {\n    operacionesByLibro(periodo: $periodo, limite: $limite, pagina: $pagina) {\n      total\n      filas {\n        id\n        cuo\n        libro\n        fecha_contable\n        glosa\n        moneda\n        tipo_comprobante\n        serie\n        numero\n        persona_nombre\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n    balanceComprobacion(periodo_desde: $periodo, periodo_hasta: $periodo, incluirCierre: true) {\n      total_debe\n      total_haber\n    }\n  }\n": typeof types.LibroDiarioDocument,
    "\n  query LibroMayor($cuenta: String!, $desde: String!, $hasta: String!) {\n    libroMayor(cuenta: $cuenta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        periodo\n        fecha\n        cuo\n        libro\n        cuenta\n        glosa\n        documento\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n": typeof types.LibroMayorDocument,
    "\n  query ExcelLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    excelLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelLibroDiarioDocument,
    "\n  query PdfLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    pdfLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfLibroDiarioDocument,
    "\n  query ExcelLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    excelLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelLibroMayorDocument,
    "\n  query PdfLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    pdfLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfLibroMayorDocument,
    "\n  query ExcelRegistroCompras($periodo: String!) {\n    excelRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelRegistroComprasDocument,
    "\n  query PdfRegistroCompras($periodo: String!) {\n    pdfRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfRegistroComprasDocument,
    "\n  query ExcelRegistroVentas($periodo: String!) {\n    excelRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelRegistroVentasDocument,
    "\n  query PdfRegistroVentas($periodo: String!) {\n    pdfRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfRegistroVentasDocument,
    "\n  query CambiosPatrimonio($anio: Int!) {\n    cambiosPatrimonio(anio: $anio) {\n      columnas {\n        codigo\n        titulo\n        cuentas\n      }\n      filas {\n        codigo\n        titulo\n        total\n        importes {\n          columna\n          importe\n        }\n      }\n    }\n  }\n": typeof types.CambiosPatrimonioDocument,
    "\n  query ExcelCambiosPatrimonio($anio: Int!) {\n    excelCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCambiosPatrimonioDocument,
    "\n  query PdfCambiosPatrimonio($anio: Int!) {\n    pdfCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfCambiosPatrimonioDocument,
    "\n  query ResumenMayor($desde: String!, $hasta: String!) {\n    resumenMayor(periodo_desde: $desde, periodo_hasta: $hasta) {\n      periodo_desde\n      periodo_hasta\n      total_debe\n      total_haber\n      cuentas {\n        cuenta\n        denominacion\n        saldo_inicial\n        debe\n        haber\n        saldo_final\n      }\n    }\n  }\n": typeof types.ResumenMayorDocument,
    "\n  query RegistroVentas($periodo: String!) {\n    registroVentas(periodo: $periodo) {\n      periodo\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        numero\n        numero_final\n        cliente_numero_documento\n        cliente_nombre\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        de_facturacion\n      }\n      totales {\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n      }\n    }\n  }\n": typeof types.RegistroVentasDocument,
    "\n  query Venta($id: String!) {\n    venta(id: $id) {\n      id\n      cuo\n      tipo_comprobante\n      serie\n      numero\n      cliente_nombre\n      moneda\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": typeof types.VentaDocument,
    "\n  query PrevisualizarVenta($input: RegistrarVentaInput!) {\n    previsualizarVenta(input: $input) {\n      periodo\n      libro\n      estado_ple\n      cliente_nombre\n      cliente_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": typeof types.PrevisualizarVentaDocument,
    "\n  mutation RegistrarVenta($input: RegistrarVentaInput!) {\n    registrarVenta(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      numero_final\n      cliente_nombre\n    }\n  }\n": typeof types.RegistrarVentaDocument,
    "\n  mutation AnularVenta($id: String!) {\n    anularVenta(id: $id) {\n      id\n      anulada\n    }\n  }\n": typeof types.AnularVentaDocument,
    "\n  query ConsultarRuc($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      advertencia\n    }\n  }\n": typeof types.ConsultarRucDocument,
    "\n  query ConsultarDni($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n": typeof types.ConsultarDniDocument,
    "\n  query EmpresasAdmin {\n    empresasUsuario(eliminados: true) {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      regimen_planilla\n      soporte\n      deleted_at\n    }\n  }\n": typeof types.EmpresasAdminDocument,
    "\n  mutation CreateEmpresa($input: EmpresaInput!) {\n    createEmpresa(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEmpresaDocument,
    "\n  mutation UpdateEmpresa($id: String!, $input: EmpresaInput!) {\n    updateEmpresa(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateEmpresaDocument,
    "\n  mutation DeleteEmpresa($id: String!) {\n    deleteEmpresa(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteEmpresaDocument,
    "\n  mutation ActivateEmpresa($id: String!) {\n    activateEmpresa(id: $id) {\n      id\n    }\n  }\n": typeof types.ActivateEmpresaDocument,
    "\n  query EmpresaDetalle($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      nombre_comercial\n      direccion\n      ubigeo\n      estado\n      condicion\n      email\n      telefono\n      documento_id\n      dni\n      representante\n      logo\n      rubro\n      regimen_igv\n      regimen_planilla\n      periodo\n      uit\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n        codigo_establecimiento\n        codigo_serie\n        descripcion\n        ubigeo\n        correo\n        telefono\n        codigo_sunat\n        enviar_xml\n        enviar_email\n        formato_pdf\n        diseno_pdf\n        width_ticket\n        descuento_max\n        valor_desct_max\n        editar_precios\n        calcula_por_cantidad\n        calculo_comprobante\n        incluir_guias_kardex\n      }\n    }\n  }\n": typeof types.EmpresaDetalleDocument,
    "\n  mutation CreateLocal($empresa_id: String!, $input: LocalInput!) {\n    createLocal(empresa_id: $empresa_id, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateLocalDocument,
    "\n  mutation UpdateLocal($id: String!, $input: LocalInput!) {\n    updateLocal(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateLocalDocument,
    "\n  mutation DeleteLocal($id: String!) {\n    deleteLocal(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteLocalDocument,
    "\n  query Series($local_id: String!) {\n    series(local_id: $local_id) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n": typeof types.SeriesDocument,
    "\n  mutation CreateSerie($input: SerieInput!) {\n    createSerie(input: $input) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n": typeof types.CreateSerieDocument,
    "\n  fragment CredencialesFields on CredencialesSunat {\n    usuario_sol\n    tiene_password_sol\n    tiene_certificado\n    certificado_sujeto\n    certificado_ruc\n    certificado_vence\n  }\n": typeof types.CredencialesFieldsFragmentDoc,
    "\n  fragment VerificacionFields on VerificacionCertificado {\n    legible\n    vigente\n    ruc_coincide\n    dias_para_vencer\n    sujeto\n    vence\n    mensaje\n  }\n": typeof types.VerificacionFieldsFragmentDoc,
    "\n  query CredencialesSunat($empresa_id: String!) {\n    credencialesSunat(empresa_id: $empresa_id) {\n      ...CredencialesFields\n    }\n  }\n": typeof types.CredencialesSunatDocument,
    "\n  mutation GuardarCredencialesSol($empresa_id: String!, $usuario_sol: String!, $password_sol: String!) {\n    guardarCredencialesSol(empresa_id: $empresa_id, usuario_sol: $usuario_sol, password_sol: $password_sol) {\n      ...CredencialesFields\n    }\n  }\n": typeof types.GuardarCredencialesSolDocument,
    "\n  mutation SubirCertificado($empresa_id: String!, $pfx_base64: String!, $password: String!) {\n    subirCertificado(empresa_id: $empresa_id, pfx_base64: $pfx_base64, password: $password) {\n      ...VerificacionFields\n    }\n  }\n": typeof types.SubirCertificadoDocument,
    "\n  query VerificarCertificado($empresa_id: String!) {\n    verificarCertificado(empresa_id: $empresa_id) {\n      ...VerificacionFields\n    }\n  }\n": typeof types.VerificarCertificadoDocument,
    "\n  query ExcelEmpresas {\n    excelEmpresas(eliminados: true) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelEmpresasDocument,
    "\n  query PreparacionEmpresa($empresa_id: String!) {\n    preparacionEmpresa(empresa_id: $empresa_id) {\n      empresa_id\n      modo_pruebas\n      puede_emitir\n      pasos {\n        clave\n        titulo\n        para\n        listo\n        detalle\n      }\n    }\n  }\n": typeof types.PreparacionEmpresaDocument,
    "\n  mutation UsarCertificadoDePruebas($empresa_id: String!) {\n    usarCertificadoDePruebas(empresa_id: $empresa_id) {\n      legible\n      vigente\n      ruc_coincide\n      mensaje\n    }\n  }\n": typeof types.UsarCertificadoDePruebasDocument,
    "\n  fragment CuentaPcgeFields on CuentaPcge {\n    id\n    codigo\n    denominacion\n    nivel\n    codigo_padre\n    esf\n    ern\n    erf\n    efle\n    ecp\n    efe\n    smvn\n    smve\n    amarre_debe\n    amarre_haber\n    deleted_at\n  }\n": typeof types.CuentaPcgeFieldsFragmentDoc,
    "\n  query Pcge($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    pcge(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaPcgeFields\n      }\n    }\n  }\n": typeof types.PcgeDocument,
    "\n  query PcgeBuscar($param: String!, $limite: Int) {\n    pcge(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n": typeof types.PcgeBuscarDocument,
    "\n  mutation CreateCuentaPcge($input: CuentaPcgeInput!) {\n    createCuentaPcge(input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n": typeof types.CreateCuentaPcgeDocument,
    "\n  mutation UpdateCuentaPcge($id: String!, $input: CuentaPcgeInput!) {\n    updateCuentaPcge(id: $id, input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n": typeof types.UpdateCuentaPcgeDocument,
    "\n  mutation DeleteCuentaPcge($id: String!) {\n    deleteCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n": typeof types.DeleteCuentaPcgeDocument,
    "\n  mutation ActivateCuentaPcge($id: String!) {\n    activateCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n": typeof types.ActivateCuentaPcgeDocument,
    "\n  query ExcelPcge($param: String, $eliminados: Boolean) {\n    excelPCGE(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelPcgeDocument,
    "\n  fragment PersonaFields on Persona {\n    id\n    tipo\n    documento_id\n    numero\n    razon_social\n    direccion\n    ubigeo\n    estado\n    condicion\n    email\n    telefono\n    observacion\n    cuenta_detraccion\n    is_default\n    deleted_at\n  }\n": typeof types.PersonaFieldsFragmentDoc,
    "\n  query Personas($tipo: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    personas(tipo: $tipo, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...PersonaFields\n      }\n    }\n  }\n": typeof types.PersonasDocument,
    "\n  mutation CreatePersona($input: PersonaInput!) {\n    createPersona(input: $input) {\n      ...PersonaFields\n    }\n  }\n": typeof types.CreatePersonaDocument,
    "\n  mutation UpdatePersona($id: String!, $input: PersonaInput!) {\n    updatePersona(id: $id, input: $input) {\n      ...PersonaFields\n    }\n  }\n": typeof types.UpdatePersonaDocument,
    "\n  mutation DeletePersona($id: String!) {\n    deletePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n": typeof types.DeletePersonaDocument,
    "\n  mutation ActivatePersona($id: String!) {\n    activatePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n": typeof types.ActivatePersonaDocument,
    "\n  query ExcelPersonas($tipo: String!, $param: String, $eliminados: Boolean) {\n    excelPersonas(tipo: $tipo, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelPersonasDocument,
    "\n  fragment MiembroFields on Miembro {\n    usuario_id\n    email\n    nombres\n    rol_id\n    rol\n    local_id\n    modulos\n    cocina_id\n    propietario\n    demo_vence_at\n    suspendido\n  }\n": typeof types.MiembroFieldsFragmentDoc,
    "\n  query Equipo {\n    miembrosEmpresa {\n      ...MiembroFields\n    }\n    invitacionesEmpresa {\n      id\n      email\n      rol_id\n      rol\n      local_id\n      expira_at\n    }\n  }\n": typeof types.EquipoDocument,
    "\n  query RolesAsignables {\n    rolesAsignables {\n      id\n      nombre\n      descripcion\n      propio\n    }\n  }\n": typeof types.RolesAsignablesDocument,
    "\n  query AuditoriaAccesos($limite: Int) {\n    auditoriaAccesos(limite: $limite) {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n": typeof types.AuditoriaAccesosDocument,
    "\n  mutation InvitarMiembro($input: InvitacionInput!) {\n    invitarMiembro(input: $input) {\n      id\n      email\n      expira_at\n    }\n  }\n": typeof types.InvitarMiembroDocument,
    "\n  mutation AnularInvitacion($id: String!) {\n    anularInvitacion(id: $id) {\n      id\n    }\n  }\n": typeof types.AnularInvitacionDocument,
    "\n  mutation UpdateMiembro($usuario_id: String!, $input: ConcesionInput!) {\n    updateMiembro(usuario_id: $usuario_id, input: $input) {\n      usuario_id\n    }\n  }\n": typeof types.UpdateMiembroDocument,
    "\n  mutation SuspenderMiembro($usuario_id: String!, $suspendido: Boolean!) {\n    suspenderMiembro(usuario_id: $usuario_id, suspendido: $suspendido) {\n      usuario_id\n    }\n  }\n": typeof types.SuspenderMiembroDocument,
    "\n  mutation QuitarMiembro($usuario_id: String!) {\n    deleteSubAccount(usuario_id: $usuario_id) {\n      usuario_id\n    }\n  }\n": typeof types.QuitarMiembroDocument,
    "\n  query Invitacion($token: String!) {\n    invitacion(token: $token) {\n      email\n      empresa\n      rol\n      invitante\n      cuenta_existente\n      expira_at\n    }\n  }\n": typeof types.InvitacionDocument,
    "\n  mutation RegistrarConInvitacion($token: String!, $nombres: String!, $password: String!) {\n    registrarConInvitacion(token: $token, nombres: $nombres, password: $password) {\n      ...SesionFields\n    }\n  }\n": typeof types.RegistrarConInvitacionDocument,
    "\n  mutation AceptarInvitacion($token: String!) {\n    aceptarInvitacion(token: $token) {\n      empresa_id\n    }\n  }\n": typeof types.AceptarInvitacionDocument,
    "\n  fragment ComprobanteFields on Comprobante {\n    id\n    anulado_por_nota\n    tipo\n    serie\n    numero\n    fecha_emision\n    moneda\n    cliente_tipo_documento\n    cliente_numero_documento\n    cliente_nombre\n    operaciones_gravadas\n    igv\n    importe_total\n    documento_afectado\n    motivo_baja\n    estado\n    codigo_sunat\n    descripcion_sunat\n    notas_sunat {\n      codigo\n      descripcion\n    }\n    intentos\n    ultimo_error\n    tiene_cdr\n  }\n": typeof types.ComprobanteFieldsFragmentDoc,
    "\n  query Comprobante($id: String!) {\n    comprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n": typeof types.ComprobanteDocument,
    "\n  query Comprobantes(\n    $tipo: String\n    $desde: String\n    $hasta: String\n    $param: String\n    $limite: Int\n    $desde_fila: Int\n  ) {\n    comprobantes(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n      }\n    }\n  }\n": typeof types.ComprobantesDocument,
    "\n  mutation EmitirComprobante($input: EmitirComprobanteInput!) {\n    emitirComprobante(input: $input) {\n      ...ComprobanteFields\n    }\n  }\n": typeof types.EmitirComprobanteDocument,
    "\n  mutation ReenviarComprobante($id: String!) {\n    reenviarComprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n": typeof types.ReenviarComprobanteDocument,
    "\n  query XmlComprobante($id: String!) {\n    xmlComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.XmlComprobanteDocument,
    "\n  query CdrComprobante($id: String!) {\n    cdrComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.CdrComprobanteDocument,
    "\n  query CalculoLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      locales {\n        id\n        calculo_comprobante\n      }\n    }\n  }\n": typeof types.CalculoLocalDocument,
    "\n  query PdfComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfComprobanteDocument,
    "\n  query ComprobanteParaNota($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      estado\n      moneda\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      importe_total\n      lineas {\n        numero\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n        valor_unitario\n        precio_unitario\n      }\n    }\n  }\n": typeof types.ComprobanteParaNotaDocument,
    "\n  query ContactoComprobante($id: String!) {\n    contactoComprobante(id: $id) {\n      correo\n      telefono\n      texto_consulta\n    }\n  }\n": typeof types.ContactoComprobanteDocument,
    "\n  mutation EnviarComprobantePorCorreo($id: String!, $correo: String) {\n    enviarComprobantePorCorreo(id: $id, correo: $correo) {\n      para\n      adjuntos\n    }\n  }\n": typeof types.EnviarComprobantePorCorreoDocument,
    "\n  query ExcelComprobantes($filtro: FiltroComprobantesInput) {\n    excelComprobantes(filtro: $filtro) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelComprobantesDocument,
    "\n  query DescargaMasivaComprobantes($filtro: FiltroComprobantesInput, $archivos: [ArchivoComprobante!]!) {\n    descargaMasivaComprobantes(filtro: $filtro, archivos: $archivos) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.DescargaMasivaComprobantesDocument,
    "\n  query VistaPreviaComprobante($input: EmitirComprobanteInput!) {\n    preViewPdfSinValidez(input: $input) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.VistaPreviaComprobanteDocument,
    "\n  mutation RegistrarContingencia($input: ContingenciaInput!) {\n    registrarContingencia(input: $input) {\n      ...ComprobanteFields\n      contingencia\n    }\n  }\n": typeof types.RegistrarContingenciaDocument,
    "\n  query Contingencias($tipo: String, $desde: String, $hasta: String, $param: String, $limite: Int, $desde_fila: Int) {\n    comprobantes(\n      contingencia: true\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n        motivo_baja\n      }\n    }\n  }\n": typeof types.ContingenciasDocument,
    "\n  mutation AnularComprobante($id: String!, $motivo: String!) {\n    anularComprobante(id: $id, motivo: $motivo) {\n      ...ComprobanteFields\n      motivo_baja\n    }\n  }\n": typeof types.AnularComprobanteDocument,
    "\n  fragment ResumenFields on Resumen {\n    id\n    tipo\n    identificador\n    fecha_generacion\n    fecha_referencia\n    estado\n    ticket\n    codigo_sunat\n    descripcion_sunat\n    intentos\n    ultimo_error\n    tiene_cdr\n    documentos {\n      comprobante_id\n      linea\n      tipo\n      serie\n      numero\n      importe_total\n      condicion\n      motivo\n      estado\n    }\n  }\n": typeof types.ResumenFieldsFragmentDoc,
    "\n  query Resumenes($tipo: String, $desde: String, $hasta: String, $limite: Int, $desde_fila: Int) {\n    resumenes(tipo: $tipo, desde: $desde, hasta: $hasta, limite: $limite, desde_fila: $desde_fila) {\n      total\n      filas {\n        ...ResumenFields\n      }\n    }\n  }\n": typeof types.ResumenesDocument,
    "\n  mutation GenerarResumenDiario($fecha: String!) {\n    generarResumenDiario(fecha: $fecha) {\n      ...ResumenFields\n    }\n  }\n": typeof types.GenerarResumenDiarioDocument,
    "\n  mutation ReenviarResumen($id: String!) {\n    reenviarResumen(id: $id) {\n      ...ResumenFields\n    }\n  }\n": typeof types.ReenviarResumenDocument,
    "\n  query XmlResumen($id: String!) {\n    xmlResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.XmlResumenDocument,
    "\n  query CdrResumen($id: String!) {\n    cdrResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.CdrResumenDocument,
    "\n  fragment EnvioSunatFields on EnvioSunat {\n    soap_envio\n    modo_pruebas\n    modo_pruebas_desde\n    url_ose\n    envio_pausado\n    envio_boletas\n    comprobantes_pendientes\n    resumenes_pendientes\n  }\n": typeof types.EnvioSunatFieldsFragmentDoc,
    "\n  query EnvioSunat {\n    envioSunat {\n      ...EnvioSunatFields\n    }\n  }\n": typeof types.EnvioSunatDocument,
    "\n  mutation PausarEnvioSunat($pausado: Boolean!) {\n    pausarEnvioSunat(pausado: $pausado) {\n      ...EnvioSunatFields\n    }\n  }\n": typeof types.PausarEnvioSunatDocument,
    "\n  mutation ConfigurarEnvioSunat($input: ConfiguracionEnvioInput!) {\n    configurarEnvioSunat(input: $input) {\n      ...EnvioSunatFields\n    }\n  }\n": typeof types.ConfigurarEnvioSunatDocument,
    "\n  fragment DocumentoInternoFields on DocumentoInterno {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_vencimiento\n    moneda\n    persona_tipo_documento\n    persona_numero_documento\n    persona_nombre\n    importe_total\n    estado\n    vencida\n    motivo_anulacion\n    comprobante {\n      id\n      tipo\n      serie\n      numero\n      estado\n    }\n  }\n": typeof types.DocumentoInternoFieldsFragmentDoc,
    "\n  query DocumentosInternos(\n    $tipo: String!\n    $desde: String\n    $hasta: String\n    $buscar: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    documentosInternos(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      buscar: $buscar\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      filas {\n        ...DocumentoInternoFields\n      }\n    }\n  }\n": typeof types.DocumentosInternosDocument,
    "\n  mutation EmitirDocumentoInterno($input: EmitirDocumentoInternoInput!) {\n    emitirDocumentoInterno(input: $input) {\n      ...DocumentoInternoFields\n    }\n  }\n": typeof types.EmitirDocumentoInternoDocument,
    "\n  mutation AnularDocumentoInterno($id: String!, $motivo: String!) {\n    anularDocumentoInterno(id: $id, motivo: $motivo) {\n      ...DocumentoInternoFields\n    }\n  }\n": typeof types.AnularDocumentoInternoDocument,
    "\n  mutation ConvertirProforma($id: String!, $tipo: String!, $serie: String) {\n    convertirProforma(id: $id, tipo: $tipo, serie: $serie) {\n      ...DocumentoInternoFields\n    }\n  }\n": typeof types.ConvertirProformaDocument,
    "\n  query PdfDocumentoInterno($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfDocumentoInternoDocument,
    "\n  query TipoCambio($fecha: String!) {\n    tipoCambio(fecha: $fecha) {\n      fecha\n      venta\n    }\n  }\n": typeof types.TipoCambioDocument,
    "\n  fragment ConductorFields on Conductor {\n    id tipo_documento numero_documento nombres apellidos licencia\n    transportista_id transportista_razon_social deleted_at\n  }\n": typeof types.ConductorFieldsFragmentDoc,
    "\n  query Conductores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    conductores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ConductorFields\n      }\n    }\n  }\n": typeof types.ConductoresDocument,
    "\n  query ExcelConductores($param: String, $eliminados: Boolean) {\n    excelConductores(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelConductoresDocument,
    "\n  mutation CreateConductor($input: ConductorInput!) {\n    createConductor(input: $input) {\n      ...ConductorFields\n    }\n  }\n": typeof types.CreateConductorDocument,
    "\n  mutation UpdateConductor($id: String!, $input: ConductorInput!) {\n    updateConductor(id: $id, input: $input) {\n      ...ConductorFields\n    }\n  }\n": typeof types.UpdateConductorDocument,
    "\n  mutation DeleteConductor($id: String!) {\n    deleteConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n": typeof types.DeleteConductorDocument,
    "\n  mutation ActivateConductor($id: String!) {\n    activateConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n": typeof types.ActivateConductorDocument,
    "\n  fragment GuiaFields on Guia {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_inicio_traslado\n    motivo\n    modalidad\n    destinatario {\n      tipo_documento\n      numero_documento\n      nombre\n    }\n    peso {\n      bruto\n      unidad\n    }\n    comprobante_id\n    estado\n    codigo_sunat\n    descripcion_sunat\n    ultimo_error\n  }\n": typeof types.GuiaFieldsFragmentDoc,
    "\n  mutation CreateGuiaIndividual($input: GuiaIndividualInput!) {\n    createGuiaIndividual(input: $input) {\n      ...GuiaFields\n    }\n  }\n": typeof types.CreateGuiaIndividualDocument,
    "\n  query Guias($limite: Int, $fecha_desde: String, $fecha_hasta: String) {\n    guias(limite: $limite, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {\n      ...GuiaFields\n    }\n    contarGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta)\n  }\n": typeof types.GuiasDocument,
    "\n  query GuiasByParam($param: String!, $limite: Int) {\n    guiasByParam(param: $param, limite: $limite) {\n      ...GuiaFields\n    }\n  }\n": typeof types.GuiasByParamDocument,
    "\n  query XmlGuia($id: String!) {\n    guia(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      xml\n    }\n  }\n": typeof types.XmlGuiaDocument,
    "\n  query PdfGuia($id: String!) {\n    pdfGuia(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfGuiaDocument,
    "\n  query ExcelGuias($fecha_desde: String, $fecha_hasta: String, $param: String) {\n    excelGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta, param: $param) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelGuiasDocument,
    "\n  mutation ConsultarCdrGuia($id: String!) {\n    consultarCDRGuia(id_guia: $id) {\n      id\n      serie\n      numero\n      estado\n      codigo_sunat\n      descripcion_sunat\n      ultimo_error\n    }\n  }\n": typeof types.ConsultarCdrGuiaDocument,
    "\n  mutation DarBajaGuia($id: String!, $motivo: String!) {\n    darBajaGuia(id: $id, motivo: $motivo) {\n      ...GuiaFields\n    }\n  }\n": typeof types.DarBajaGuiaDocument,
    "\n  mutation ReconstruirGuia($id: String!) {\n    reconstruirGuia(id: $id) {\n      ...GuiaFields\n    }\n  }\n": typeof types.ReconstruirGuiaDocument,
    "\n  query ComprobanteParaGuia($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      lineas {\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n      }\n    }\n  }\n": typeof types.ComprobanteParaGuiaDocument,
    "\n  query PartidaLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      direccion\n      ubigeo\n      locales {\n        id\n        direccion\n        ubigeo\n        codigo_establecimiento\n      }\n    }\n  }\n": typeof types.PartidaLocalDocument,
    "\n  query CredencialesGre($empresa_id: String!) {\n    credencialesGre(empresa_id: $empresa_id) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n": typeof types.CredencialesGreDocument,
    "\n  mutation GuardarCredencialesGre($empresa_id: String!, $client_id: String!, $client_secret: String!) {\n    guardarCredencialesGre(empresa_id: $empresa_id, client_id: $client_id, client_secret: $client_secret) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n": typeof types.GuardarCredencialesGreDocument,
    "\n  fragment TransportistaFields on Transportista {\n    id ruc razon_social registro_mtc activo deleted_at\n  }\n": typeof types.TransportistaFieldsFragmentDoc,
    "\n  query Transportistas($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    transportistas(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TransportistaFields\n      }\n    }\n  }\n": typeof types.TransportistasDocument,
    "\n  query ExcelTransportistas($param: String, $eliminados: Boolean) {\n    excelTransportistas(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelTransportistasDocument,
    "\n  mutation CreateTransportista($input: TransportistaInput!) {\n    createTransportista(input: $input) {\n      ...TransportistaFields\n    }\n  }\n": typeof types.CreateTransportistaDocument,
    "\n  mutation UpdateTransportista($id: String!, $input: TransportistaInput!) {\n    updateTransportista(id: $id, input: $input) {\n      ...TransportistaFields\n    }\n  }\n": typeof types.UpdateTransportistaDocument,
    "\n  mutation DeleteTransportista($id: String!) {\n    deleteTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n": typeof types.DeleteTransportistaDocument,
    "\n  mutation ActivateTransportista($id: String!) {\n    activateTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n": typeof types.ActivateTransportistaDocument,
    "\n  fragment VehiculoFields on Vehiculo {\n    id placa tuce entidad_autorizadora numero_autorizacion marca descripcion\n    transportista_id transportista_razon_social deleted_at\n  }\n": typeof types.VehiculoFieldsFragmentDoc,
    "\n  query Vehiculos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    vehiculos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...VehiculoFields\n      }\n    }\n  }\n": typeof types.VehiculosDocument,
    "\n  query ExcelVehiculos($param: String, $eliminados: Boolean) {\n    excelVehiculos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelVehiculosDocument,
    "\n  mutation CreateVehiculo($input: VehiculoInput!) {\n    createVehiculo(input: $input) {\n      ...VehiculoFields\n    }\n  }\n": typeof types.CreateVehiculoDocument,
    "\n  mutation UpdateVehiculo($id: String!, $input: VehiculoInput!) {\n    updateVehiculo(id: $id, input: $input) {\n      ...VehiculoFields\n    }\n  }\n": typeof types.UpdateVehiculoDocument,
    "\n  mutation DeleteVehiculo($id: String!) {\n    deleteVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n": typeof types.DeleteVehiculoDocument,
    "\n  mutation ActivateVehiculo($id: String!) {\n    activateVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n": typeof types.ActivateVehiculoDocument,
    "\n  query ComprasVentasByMonths($include_notes: Boolean, $anio: Int) {\n    comprasVentasByMonths(include_notes: $include_notes, anio: $anio) {\n      anio\n      labels\n      series {\n        nombre\n        datos\n      }\n    }\n  }\n": typeof types.ComprasVentasByMonthsDocument,
    "\n  query RankingProductos($fecha_Inicio: String!, $fecha_Fin: String!, $tipo: String!) {\n    rankingProductos(fecha_Inicio: $fecha_Inicio, fecha_Fin: $fecha_Fin, tipo: $tipo) {\n      labels\n      series\n    }\n  }\n": typeof types.RankingProductosDocument,
    "\n  fragment ImportacionFields on Importacion {\n    id\n    tipo\n    estado\n    total_filas\n    filas\n    filas_validas\n    solo_validas\n    progreso\n    error\n    created_at\n    errores {\n      fila\n      mensaje\n    }\n    documentos {\n      documento\n      fila\n      emitido\n      comprobante\n      comprobante_id\n      estado\n      mensaje\n    }\n  }\n": typeof types.ImportacionFieldsFragmentDoc,
    "\n  query Importacion($id: String!) {\n    importacion(id: $id) {\n      ...ImportacionFields\n    }\n  }\n": typeof types.ImportacionDocument,
    "\n  query Importaciones($tipo: String) {\n    importaciones(tipo: $tipo) {\n      ...ImportacionFields\n    }\n  }\n": typeof types.ImportacionesDocument,
    "\n  query PlantillaImportacion($tipo: String!) {\n    plantillaImportacion(tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PlantillaImportacionDocument,
    "\n  query Documentoslist {\n    documentoslist {\n      id\n      codigo\n      nombre\n    }\n  }\n": typeof types.DocumentoslistDocument,
    "\n  query UbigeoByParam($param: String!) {\n    ubigeoByParam(param: $param) {\n      value\n      label\n    }\n  }\n": typeof types.UbigeoByParamDocument,
    "\n  query GetGmail($email: String!) {\n    getGmail(email: $email)\n  }\n": typeof types.GetGmailDocument,
    "\n  mutation CreatePdfReclamation($input: ReclamoInput!) {\n    createPdfReclamation(input: $input)\n  }\n": typeof types.CreatePdfReclamationDocument,
    "\n  mutation CreateReclamation($input: ReclamoInput!, $pdf: String, $captcha: String) {\n    createReclamation(input: $input, pdf: $pdf, captcha: $captcha) {\n      id\n      codigo\n    }\n  }\n": typeof types.CreateReclamationDocument,
    "\n  query SearchReclamation($nro: String!, $phone: String!) {\n    searchReclamation(nro: $nro, phone: $phone) {\n      id\n      status\n      description\n      created_at\n      updated_at\n    }\n  }\n": typeof types.SearchReclamationDocument,
    "\n  query FilterReclamation($nro: String!, $phone: String!) {\n    filterReclamation(nro: $nro, phone: $phone) {\n      codigo\n      namefull\n      nro\n      opcion0\n      opcion1\n      option2\n      dates\n    }\n  }\n": typeof types.FilterReclamationDocument,
    "\n  fragment AmarreCentroCostoFields on AmarreCentroCosto {\n    id codigo nombre deleted_at detalle { centro_costo_id codigo nombre porcentaje }\n  }\n": typeof types.AmarreCentroCostoFieldsFragmentDoc,
    "\n  query AmarresCentroCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    amarresCentroCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AmarreCentroCostoFields\n      }\n    }\n  }\n": typeof types.AmarresCentroCostoDocument,
    "\n  query ExcelAmarresCentroCosto($param: String, $eliminados: Boolean) {\n    excelAmarresCentroCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelAmarresCentroCostoDocument,
    "\n  mutation CreateAmarreCentroCosto($input: AmarreCentroCostoInput!) {\n    createAmarreCentroCosto(input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": typeof types.CreateAmarreCentroCostoDocument,
    "\n  mutation UpdateAmarreCentroCosto($id: String!, $input: AmarreCentroCostoInput!) {\n    updateAmarreCentroCosto(id: $id, input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": typeof types.UpdateAmarreCentroCostoDocument,
    "\n  mutation DeleteAmarreCentroCosto($id: String!) {\n    deleteAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": typeof types.DeleteAmarreCentroCostoDocument,
    "\n  mutation ActivateAmarreCentroCosto($id: String!) {\n    activateAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": typeof types.ActivateAmarreCentroCostoDocument,
    "\n  fragment CentroCostoFields on CentroCosto {\n    id codigo nombre tipo tipo_nombre deleted_at\n  }\n": typeof types.CentroCostoFieldsFragmentDoc,
    "\n  query CentrosCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    centrosCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CentroCostoFields\n      }\n    }\n  }\n": typeof types.CentrosCostoDocument,
    "\n  query ExcelCentrosCosto($param: String, $eliminados: Boolean) {\n    excelCentrosCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCentrosCostoDocument,
    "\n  mutation CreateCentroCosto($input: CentroCostoInput!) {\n    createCentroCosto(input: $input) {\n      ...CentroCostoFields\n    }\n  }\n": typeof types.CreateCentroCostoDocument,
    "\n  mutation UpdateCentroCosto($id: String!, $input: CentroCostoInput!) {\n    updateCentroCosto(id: $id, input: $input) {\n      ...CentroCostoFields\n    }\n  }\n": typeof types.UpdateCentroCostoDocument,
    "\n  mutation DeleteCentroCosto($id: String!) {\n    deleteCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n": typeof types.DeleteCentroCostoDocument,
    "\n  mutation ActivateCentroCosto($id: String!) {\n    activateCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n": typeof types.ActivateCentroCostoDocument,
    "\n  fragment CuentaFinancieraFields on CuentaFinanciera {\n    id codigo tipo moneda_id descripcion banco_id banco_nombre cuenta detraccion pcge_id pcge_codigo pcge_denominacion control deleted_at\n  }\n": typeof types.CuentaFinancieraFieldsFragmentDoc,
    "\n  query CuentasFinancieras($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    cuentasFinancieras(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaFinancieraFields\n      }\n    }\n  }\n": typeof types.CuentasFinancierasDocument,
    "\n  query ExcelCuentasFinancieras($param: String, $eliminados: Boolean) {\n    excelCuentasFinancieras(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCuentasFinancierasDocument,
    "\n  mutation CreateCuentaFinanciera($input: CuentaFinancieraInput!) {\n    createCuentaFinanciera(input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n": typeof types.CreateCuentaFinancieraDocument,
    "\n  mutation UpdateCuentaFinanciera($id: String!, $input: CuentaFinancieraInput!) {\n    updateCuentaFinanciera(id: $id, input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n": typeof types.UpdateCuentaFinancieraDocument,
    "\n  mutation DeleteCuentaFinanciera($id: String!) {\n    deleteCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n": typeof types.DeleteCuentaFinancieraDocument,
    "\n  mutation ActivateCuentaFinanciera($id: String!) {\n    activateCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n": typeof types.ActivateCuentaFinancieraDocument,
    "\n  query OpcionesMaestros {\n    tiposCentroCosto {\n      value\n      label\n    }\n    operacionesTipoAdjunto {\n      value\n      label\n    }\n  }\n": typeof types.OpcionesMaestrosDocument,
    "\n  query PcgeOpciones($param: String!) {\n    pcge(param: $param, limite: 50) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n": typeof types.PcgeOpcionesDocument,
    "\n  query CentrosActivos {\n    centrosCosto(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n  }\n": typeof types.CentrosActivosDocument,
    "\n  fragment ResponsableFields on Responsable {\n    id documento_id numero nombres cargo email telefono deleted_at\n  }\n": typeof types.ResponsableFieldsFragmentDoc,
    "\n  query Responsables($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    responsables(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ResponsableFields\n      }\n    }\n  }\n": typeof types.ResponsablesDocument,
    "\n  query ExcelResponsables($param: String, $eliminados: Boolean) {\n    excelResponsables(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelResponsablesDocument,
    "\n  mutation CreateResponsable($input: ResponsableInput!) {\n    createResponsable(input: $input) {\n      ...ResponsableFields\n    }\n  }\n": typeof types.CreateResponsableDocument,
    "\n  mutation UpdateResponsable($id: String!, $input: ResponsableInput!) {\n    updateResponsable(id: $id, input: $input) {\n      ...ResponsableFields\n    }\n  }\n": typeof types.UpdateResponsableDocument,
    "\n  mutation DeleteResponsable($id: String!) {\n    deleteResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n": typeof types.DeleteResponsableDocument,
    "\n  mutation ActivateResponsable($id: String!) {\n    activateResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n": typeof types.ActivateResponsableDocument,
    "\n  fragment TipoAdjuntoFields on TipoAdjunto {\n    id codigo descripcion tipo_operacion deleted_at\n  }\n": typeof types.TipoAdjuntoFieldsFragmentDoc,
    "\n  query TiposAdjunto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tiposAdjunto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TipoAdjuntoFields\n      }\n    }\n  }\n": typeof types.TiposAdjuntoDocument,
    "\n  query ExcelTiposAdjunto($param: String, $eliminados: Boolean) {\n    excelTiposAdjunto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelTiposAdjuntoDocument,
    "\n  mutation CreateTipoAdjunto($input: TipoAdjuntoInput!) {\n    createTipoAdjunto(input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n": typeof types.CreateTipoAdjuntoDocument,
    "\n  mutation UpdateTipoAdjunto($id: String!, $input: TipoAdjuntoInput!) {\n    updateTipoAdjunto(id: $id, input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n": typeof types.UpdateTipoAdjuntoDocument,
    "\n  mutation DeleteTipoAdjunto($id: String!) {\n    deleteTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n": typeof types.DeleteTipoAdjuntoDocument,
    "\n  mutation ActivateTipoAdjunto($id: String!) {\n    activateTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n": typeof types.ActivateTipoAdjuntoDocument,
    "\n  fragment TributoFields on Tributo {\n    id tributo_codigo tributo_nombre tributo_descripcion cuenta_id cuenta_codigo cuenta_denominacion deleted_at\n  }\n": typeof types.TributoFieldsFragmentDoc,
    "\n  query Tributos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tributos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TributoFields\n      }\n    }\n  }\n": typeof types.TributosDocument,
    "\n  query ExcelTributos($param: String, $eliminados: Boolean) {\n    excelTributos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelTributosDocument,
    "\n  mutation CreateTributo($input: TributoInput!) {\n    createTributo(input: $input) {\n      ...TributoFields\n    }\n  }\n": typeof types.CreateTributoDocument,
    "\n  mutation UpdateTributo($id: String!, $input: TributoInput!) {\n    updateTributo(id: $id, input: $input) {\n      ...TributoFields\n    }\n  }\n": typeof types.UpdateTributoDocument,
    "\n  mutation DeleteTributo($id: String!) {\n    deleteTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n": typeof types.DeleteTributoDocument,
    "\n  mutation ActivateTributo($id: String!) {\n    activateTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n": typeof types.ActivateTributoDocument,
    "\n  mutation TributosPorDefecto {\n    tributosPorDefecto {\n      ...TributoFields\n    }\n  }\n": typeof types.TributosPorDefectoDocument,
    "\n  fragment PerfilFields on Perfil {\n    id\n    email\n    nombres\n    a_paterno\n    a_materno\n    telefono\n    avatar\n    avatar_url\n    rol\n    empresas\n  }\n": typeof types.PerfilFieldsFragmentDoc,
    "\n  query MiPerfil {\n    miPerfil {\n      ...PerfilFields\n    }\n  }\n": typeof types.MiPerfilDocument,
    "\n  mutation ActualizarMiPerfil($input: DatosPersonalesInput!) {\n    actualizarMiPerfil(input: $input) {\n      ...PerfilFields\n    }\n  }\n": typeof types.ActualizarMiPerfilDocument,
    "\n  mutation CambiarMiAvatar($avatar: String) {\n    cambiarMiAvatar(avatar: $avatar) {\n      ...PerfilFields\n    }\n  }\n": typeof types.CambiarMiAvatarDocument,
    "\n  mutation CambiarMiPassword($actual: String!, $nueva: String!) {\n    cambiarMiPassword(actual: $actual, nueva: $nueva)\n  }\n": typeof types.CambiarMiPasswordDocument,
    "\n  mutation SolicitarCambioEmail($email: String!, $password: String!) {\n    solicitarCambioEmail(email: $email, password: $password) {\n      email\n    }\n  }\n": typeof types.SolicitarCambioEmailDocument,
    "\n  mutation ConfirmarCambioEmail($token: String!) {\n    confirmarCambioEmail(token: $token) {\n      email\n    }\n  }\n": typeof types.ConfirmarCambioEmailDocument,
    "\n  fragment HorarioFields on Horario {\n    id\n    nombre\n    atipico\n    dias {\n      dia\n      nombre\n      entrada\n      salida\n    }\n    refrigerio_minutos\n    tolerancia_minutos\n    predeterminado\n    deleted_at\n  }\n": typeof types.HorarioFieldsFragmentDoc,
    "\n  query Horarios {\n    horarios {\n      ...HorarioFields\n    }\n  }\n": typeof types.HorariosDocument,
    "\n  mutation CreateHorario($input: HorarioInput!) {\n    createHorario(input: $input) {\n      ...HorarioFields\n    }\n  }\n": typeof types.CreateHorarioDocument,
    "\n  mutation EditHorario($id: String!, $input: HorarioInput!) {\n    editHorario(id: $id, input: $input) {\n      ...HorarioFields\n    }\n  }\n": typeof types.EditHorarioDocument,
    "\n  mutation DeleteHorario($id: String!) {\n    deleteHorario(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteHorarioDocument,
    "\n  query FeriadosEmpresa($anio: Int!) {\n    feriadosEmpresa(anio: $anio) {\n      id\n      fecha\n      descripcion\n      nacional\n    }\n  }\n": typeof types.FeriadosEmpresaDocument,
    "\n  mutation CreateFeriado($input: FeriadoInput!) {\n    createFeriado(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFeriadoDocument,
    "\n  mutation DeleteFeriado($id: String!) {\n    deleteFeriado(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteFeriadoDocument,
    "\n  query ResumenAsistencia($periodo: String!) {\n    resumenAsistencia(periodo: $periodo) {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      horario\n      dias_calendario\n      dias_laborados\n      horas_25\n      horas_35\n      minutos_tardanza\n      dias_tardanza\n      faltas\n      dias_vacaciones\n      dias_subsidiados\n      dias_suspension\n      feriados_trabajados\n      dias {\n        fecha\n        entrada\n        salida\n        marca\n        origen\n        feriado\n        minutos_tardanza\n        minutos_25\n        minutos_35\n        feriado_trabajado\n      }\n    }\n  }\n": typeof types.ResumenAsistenciaDocument,
    "\n  mutation RegistrarAsistencia($trabajador_id: String!, $dia: DiaAsistenciaInput!) {\n    registrarAsistencia(trabajador_id: $trabajador_id, dia: $dia) {\n      id\n    }\n  }\n": typeof types.RegistrarAsistenciaDocument,
    "\n  mutation EliminarAsistencia($trabajador_id: String!, $fecha: String!) {\n    eliminarAsistencia(trabajador_id: $trabajador_id, fecha: $fecha)\n  }\n": typeof types.EliminarAsistenciaDocument,
    "\n  mutation ImportarAsistencia($periodo: String!, $excel: String!) {\n    importarAsistencia(periodo: $periodo, excel: $excel) {\n      registros\n      trabajadores\n    }\n  }\n": typeof types.ImportarAsistenciaDocument,
    "\n  query PlantillaAsistencia($periodo: String) {\n    plantillaAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PlantillaAsistenciaDocument,
    "\n  query ExcelAsistencia($periodo: String!) {\n    excelAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelAsistenciaDocument,
    "\n  query PdfAsistencia($periodo: String!) {\n    pdfAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfAsistenciaDocument,
    "\n  fragment BeneficioFields on Beneficio {\n    id\n    tipo\n    periodo\n    estado\n    total\n    operacion_id\n    parametros\n    columnas {\n      encabezado\n      tipo\n      total\n    }\n    totales\n    lineas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      importe\n      valores\n    }\n  }\n": typeof types.BeneficioFieldsFragmentDoc,
    "\n  query Beneficio($tipo: String!, $periodo: String!) {\n    beneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n": typeof types.BeneficioDocument,
    "\n  mutation CalcularBeneficio($tipo: String!, $periodo: String!, $opciones: OpcionesBeneficioInput) {\n    calcularBeneficio(tipo: $tipo, periodo: $periodo, opciones: $opciones) {\n      ...BeneficioFields\n    }\n  }\n": typeof types.CalcularBeneficioDocument,
    "\n  mutation CerrarBeneficio($tipo: String!, $periodo: String!) {\n    cerrarBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n": typeof types.CerrarBeneficioDocument,
    "\n  mutation RollbackBeneficio($tipo: String!, $periodo: String!) {\n    rollbackBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n": typeof types.RollbackBeneficioDocument,
    "\n  query ExcelBeneficio($tipo: String!, $periodo: String!) {\n    excelBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelBeneficioDocument,
    "\n  query PdfBeneficio($tipo: String!, $periodo: String!) {\n    pdfBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfBeneficioDocument,
    "\n  query PdfLiquidacion($periodo: String!, $trabajador_id: String!) {\n    pdfLiquidacion(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfLiquidacionDocument,
    "\n  query RecordVacacional($trabajador_id: String!, $fecha: String!) {\n    recordVacacional(trabajador_id: $trabajador_id, fecha: $fecha) {\n      fecha\n      remuneracion_computable\n      dias_adelantados\n      inicio_record_actual\n      truncas_meses\n      truncas_dias\n      truncas_importe\n      periodos {\n        desde\n        hasta\n        dias_ganados\n        dias_gozados\n        pendientes\n        vencido\n      }\n      goces {\n        id\n        desde\n        hasta\n        dias\n      }\n    }\n  }\n": typeof types.RecordVacacionalDocument,
    "\n  mutation RegistrarVacaciones($trabajador_id: String!, $desde: String!, $hasta: String!) {\n    registrarVacaciones(trabajador_id: $trabajador_id, desde: $desde, hasta: $hasta) {\n      id\n      dias\n    }\n  }\n": typeof types.RegistrarVacacionesDocument,
    "\n  mutation EliminarVacaciones($id: String!) {\n    eliminarVacaciones(id: $id) {\n      id\n    }\n  }\n": typeof types.EliminarVacacionesDocument,
    "\n  fragment IngresoOtroEmpleadorFields on IngresoOtroEmpleador {\n    id\n    periodo\n    ruc\n    razon_social\n    ingresos\n    retenciones\n  }\n": typeof types.IngresoOtroEmpleadorFieldsFragmentDoc,
    "\n  query IngresosOtrosEmpleadores($trabajador_id: String!, $anio: String!) {\n    ingresosOtrosEmpleadores(trabajador_id: $trabajador_id, anio: $anio) {\n      ...IngresoOtroEmpleadorFields\n    }\n  }\n": typeof types.IngresosOtrosEmpleadoresDocument,
    "\n  mutation CreateIngresoOtroEmpleador($input: IngresoOtroEmpleadorInput!) {\n    createIngresoOtroEmpleador(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateIngresoOtroEmpleadorDocument,
    "\n  mutation DeleteIngresoOtroEmpleador($id: String!) {\n    deleteIngresoOtroEmpleador(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteIngresoOtroEmpleadorDocument,
    "\n  query ComisionesAfp($periodo: String!) {\n    comisionesAfp(periodo: $periodo) {\n      afp\n      desde\n      flujo\n      mixta_flujo\n      mixta_saldo\n      aporte\n      prima\n      rma\n      fuente\n      por_verificar\n    }\n  }\n": typeof types.ComisionesAfpDocument,
    "\n  mutation GuardarComisionAfp($input: ComisionAfpInput!) {\n    guardarComisionAfp(input: $input) {\n      afp\n      desde\n      flujo\n    }\n  }\n": typeof types.GuardarComisionAfpDocument,
    "\n  query ParametrosPlanilla {\n    parametrosPlanilla {\n      concepto\n      nombre\n      unidad\n      desde\n      valor\n      fuente\n      confianza\n      por_verificar\n    }\n  }\n": typeof types.ParametrosPlanillaDocument,
    "\n  mutation GuardarParametroPlanilla($input: ParametroPlanillaInput!) {\n    guardarParametroPlanilla(input: $input) {\n      concepto\n      desde\n      valor\n    }\n  }\n": typeof types.GuardarParametroPlanillaDocument,
    "\n  query GenerarEstructurasPlame($periodo: String!) {\n    generarEstructurasPlame(periodo: $periodo) {\n      periodo\n      valido\n      advertencias\n      zip {\n        nombre\n        mime\n        base64\n      }\n      archivos {\n        extension\n        estructura\n        lineas\n        valido\n        hallazgos {\n          linea\n          campo\n          mensaje\n        }\n        archivo {\n          nombre\n          mime\n          base64\n        }\n      }\n    }\n  }\n": typeof types.GenerarEstructurasPlameDocument,
    "\n  query PrestadoresServicios($periodo: String!) {\n    prestadoresServicios(periodo: $periodo) {\n      tipo_documento\n      numero_documento\n      nombre\n      serie\n      numero\n      fecha_emision\n      fecha_pago\n      monto\n      retencion_renta\n    }\n  }\n": typeof types.PrestadoresServiciosDocument,
    "\n  fragment PlanillaFields on Planilla {\n    id\n    periodo\n    estado\n    total_ingresos\n    total_retenciones\n    total_descuentos\n    total_aportes\n    total_neto\n    operacion_id\n    boletas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      dias_laborados\n      total_ingresos\n      total_retenciones\n      total_descuentos\n      total_aportes\n      neto\n      advertencias\n      retenciones {\n        codigo\n        plame\n        importe\n      }\n      aportes_empleador {\n        codigo\n        plame\n        importe\n      }\n    }\n  }\n": typeof types.PlanillaFieldsFragmentDoc,
    "\n  query Planilla($periodo: String!) {\n    planilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n": typeof types.PlanillaDocument,
    "\n  mutation CalcularPlanilla($periodo: String!, $entradas: [EntradaPlanillaInput!]) {\n    calcularPlanilla(periodo: $periodo, entradas: $entradas) {\n      ...PlanillaFields\n    }\n  }\n": typeof types.CalcularPlanillaDocument,
    "\n  mutation CerrarPlanilla($periodo: String!) {\n    cerrarPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n": typeof types.CerrarPlanillaDocument,
    "\n  mutation RollbackPlanilla($periodo: String!) {\n    rollbackPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n": typeof types.RollbackPlanillaDocument,
    "\n  query PdfBoletaPago($periodo: String!, $trabajador_id: String!) {\n    pdfBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfBoletaPagoDocument,
    "\n  query PdfBoletasPago($periodo: String!) {\n    pdfBoletasPago(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfBoletasPagoDocument,
    "\n  mutation EnviarBoletaPago($periodo: String!, $trabajador_id: String!) {\n    enviarBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      trabajador\n      para\n    }\n  }\n": typeof types.EnviarBoletaPagoDocument,
    "\n  mutation EnviarBoletasPago($periodo: String!) {\n    enviarBoletasPago(periodo: $periodo) {\n      enviados\n      omitidos {\n        trabajador\n        motivo\n      }\n    }\n  }\n": typeof types.EnviarBoletasPagoDocument,
    "\n  query EnlaceWhatsappBoleta($periodo: String!, $trabajador_id: String!) {\n    enlaceWhatsappBoleta(periodo: $periodo, trabajador_id: $trabajador_id) {\n      enlace\n    }\n  }\n": typeof types.EnlaceWhatsappBoletaDocument,
    "\n  query ReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    reportePlanilla(tipo: $tipo, periodo: $periodo) {\n      titulo\n      columnas {\n        encabezado\n        monto\n      }\n      filas {\n        celdas\n        enfasis\n      }\n    }\n  }\n": typeof types.ReportePlanillaDocument,
    "\n  query ExcelReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    excelReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelReportePlanillaDocument,
    "\n  query PdfReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    pdfReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfReportePlanillaDocument,
    "\n  fragment TrabajadorFields on Trabajador {\n    id\n    tipo_documento\n    numero_documento\n    apellido_paterno\n    apellido_materno\n    nombres\n    fecha_nacimiento\n    sexo\n    direccion\n    email\n    telefono\n    banco\n    cuenta_bancaria\n    fecha_ingreso\n    fecha_cese\n    motivo_cese\n    deleted_at\n  }\n": typeof types.TrabajadorFieldsFragmentDoc,
    "\n  query Trabajadores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    listTrabajadores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TrabajadorFields\n      }\n    }\n  }\n": typeof types.TrabajadoresDocument,
    "\n  mutation CreateEmployee($input: TrabajadorInput!) {\n    createEmployee(input: $input) {\n      ...TrabajadorFields\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation EditEmployee($id: String!, $input: TrabajadorInput!) {\n    editEmployee(id: $id, input: $input) {\n      ...TrabajadorFields\n    }\n  }\n": typeof types.EditEmployeeDocument,
    "\n  fragment ContratoFields on Contrato {\n    id\n    trabajador_id\n    fecha_inicio\n    fecha_fin\n    regimen_laboral\n    cargo\n    remuneracion_basica\n    asignacion_familiar\n    sistema_pension\n    afp\n    cuspp\n    comision_afp\n    salud\n    tasa_sctr_salud\n    tasa_sctr_pension\n    horas_diarias\n    horario_id\n  }\n": typeof types.ContratoFieldsFragmentDoc,
    "\n  query Contratos($trabajador_id: String) {\n    filterContract(trabajador_id: $trabajador_id) {\n      ...ContratoFields\n    }\n  }\n": typeof types.ContratosDocument,
    "\n  mutation CreateContract($input: ContratoInput!) {\n    createContract(input: $input) {\n      ...ContratoFields\n    }\n  }\n": typeof types.CreateContractDocument,
    "\n  mutation EditContract($id: String!, $input: ContratoInput!) {\n    editContract(id: $id, input: $input) {\n      ...ContratoFields\n    }\n  }\n": typeof types.EditContractDocument,
    "\n  mutation DeleteEmployee($id: String!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  query LibrosPle($periodo: String!) {\n    librosPle(periodo: $periodo) { codigo numero nombre lineas generado }\n  }\n": typeof types.LibrosPleDocument,
    "\n  query GenerarPle($libro: String!, $periodo: String!) {\n    generarPle(libro: $libro, periodo: $periodo) {\n      archivo { nombre mime base64 }\n      lineas\n      valido\n      omitidos\n      hallazgos { linea campo mensaje }\n    }\n  }\n": typeof types.GenerarPleDocument,
    "\n  mutation SavePeriodAndBook($periodo: String!, $libro: String!) {\n    savePeriodAndBook(periodo: $periodo, libro: $libro) { codigo generado }\n  }\n": typeof types.SavePeriodAndBookDocument,
    "\n  fragment PosLineaArqueoFields on PosLineaArqueo {\n    medio\n    esperado\n    contado\n    diferencia\n  }\n": typeof types.PosLineaArqueoFieldsFragmentDoc,
    "\n  fragment PosSesionCajaFields on PosSesionCaja {\n    id\n    caja_id\n    saldo_inicial\n    abierta_at\n    cerrada_at\n    arqueo {\n      ...PosLineaArqueoFields\n    }\n  }\n": typeof types.PosSesionCajaFieldsFragmentDoc,
    "\n  query PosReporteCajas($caja_id: String, $cerradas: Boolean) {\n    reporteCajas(caja_id: $caja_id, cerradas: $cerradas) {\n      id\n      caja_id\n      caja_codigo\n      usuario\n      abierta_at\n      cerrada_at\n      saldo_inicial\n      esperado\n      contado\n      diferencia\n      pedidos\n      arqueo {\n        ...PosLineaArqueoFields\n      }\n    }\n  }\n": typeof types.PosReporteCajasDocument,
    "\n  mutation AbrirPosCaja($caja_id: String!, $saldo_inicial: String!) {\n    abrirCaja(caja_id: $caja_id, saldo_inicial: $saldo_inicial) {\n      ...PosSesionCajaFields\n    }\n  }\n": typeof types.AbrirPosCajaDocument,
    "\n  mutation CerrarPosCaja($sesion_caja_id: String!, $contado: [PosContadoInput!]!) {\n    cerrarCaja(sesion_caja_id: $sesion_caja_id, contado: $contado) {\n      ...PosSesionCajaFields\n    }\n  }\n": typeof types.CerrarPosCajaDocument,
    "\n  mutation CobrarPosPedido($pedido_id: String!, $input: PosCobrarInput!) {\n    cobrarPedido(pedido_id: $pedido_id, input: $input) {\n      vuelto\n      documento {\n        id\n        tipo\n        serie\n        numero\n        importe_total\n      }\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n": typeof types.CobrarPosPedidoDocument,
    "\n  mutation LiberarPosCobro($pedido_id: String!) {\n    liberarCobro(pedido_id: $pedido_id) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.LiberarPosCobroDocument,
    "\n  query PdfTicketComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfTicketComprobanteDocument,
    "\n  query PdfTicketNotaVenta($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PdfTicketNotaVentaDocument,
    "\n  fragment ProductoPosFields on Producto {\n    id\n    codigo\n    codigo_barras\n    descripcion\n    categoria_id\n    precio_unitario\n    imagen\n    es_combo\n  }\n": typeof types.ProductoPosFieldsFragmentDoc,
    "\n  query CatalogoPos {\n    categorias(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n    productos(limite: 500, incluir_combos: true) {\n      filas {\n        ...ProductoPosFields\n      }\n    }\n  }\n": typeof types.CatalogoPosDocument,
    "\n  fragment PosComandaFields on PosComanda {\n    id\n    cocina_id\n    pedido_id\n    mesa_codigo\n    estado\n    created_at\n    en_preparacion_at\n    listo_at\n    lineas {\n      descripcion\n      cantidad\n      nota\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n": typeof types.PosComandaFieldsFragmentDoc,
    "\n  query PosComandasCocina($cocina_id: String!) {\n    comandasCocina(cocina_id: $cocina_id, incluir_listas: true) {\n      ...PosComandaFields\n    }\n  }\n": typeof types.PosComandasCocinaDocument,
    "\n  subscription PosComandasCocinaCambio($cocina_id: String!) {\n    comandasCocinaCambio(cocina_id: $cocina_id) {\n      ...PosComandaFields\n    }\n  }\n": typeof types.PosComandasCocinaCambioDocument,
    "\n  mutation CambiarEstadoPosComanda($id: String!, $estado: String!) {\n    cambiarEstadoComanda(id: $id, estado: $estado) {\n      ...PosComandaFields\n    }\n  }\n": typeof types.CambiarEstadoPosComandaDocument,
    "\n  fragment PosZonaFields on PosZona {\n    id\n    local_id\n    codigo\n    descripcion\n    control_mesa\n  }\n": typeof types.PosZonaFieldsFragmentDoc,
    "\n  query PosZonas {\n    zonas {\n      ...PosZonaFields\n    }\n  }\n": typeof types.PosZonasDocument,
    "\n  mutation CreatePosZona($input: PosZonaInput!) {\n    createZona(input: $input) {\n      ...PosZonaFields\n    }\n  }\n": typeof types.CreatePosZonaDocument,
    "\n  mutation UpdatePosZona($id: String!, $input: PosZonaInput!) {\n    updateZona(id: $id, input: $input) {\n      ...PosZonaFields\n    }\n  }\n": typeof types.UpdatePosZonaDocument,
    "\n  mutation DeletePosZona($id: String!) {\n    deleteZona(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePosZonaDocument,
    "\n  fragment PosMesaFields on PosMesa {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n  }\n": typeof types.PosMesaFieldsFragmentDoc,
    "\n  query PosMesas($zona_id: String!) {\n    mesasByZona(zona_id: $zona_id) {\n      ...PosMesaFields\n    }\n  }\n": typeof types.PosMesasDocument,
    "\n  mutation CreatePosMesa($input: PosMesaInput!) {\n    createMesa(input: $input) {\n      ...PosMesaFields\n    }\n  }\n": typeof types.CreatePosMesaDocument,
    "\n  mutation UpdatePosMesa($id: String!, $input: PosMesaInput!) {\n    updateMesa(id: $id, input: $input) {\n      ...PosMesaFields\n    }\n  }\n": typeof types.UpdatePosMesaDocument,
    "\n  mutation DeletePosMesa($id: String!) {\n    deleteMesa(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePosMesaDocument,
    "\n  mutation MoverPosMesas($posiciones: [PosPosicionMesaInput!]!) {\n    moverMesas(posiciones: $posiciones) {\n      ...PosMesaFields\n    }\n  }\n": typeof types.MoverPosMesasDocument,
    "\n  fragment PosCajaFields on PosCaja {\n    id\n    zona_id\n    codigo\n    descripcion\n    cuenta_financiera_id\n    habilitada\n  }\n": typeof types.PosCajaFieldsFragmentDoc,
    "\n  query PosCajas {\n    cajas {\n      ...PosCajaFields\n    }\n  }\n": typeof types.PosCajasDocument,
    "\n  mutation CreatePosCaja($input: PosCajaInput!) {\n    createCaja(input: $input) {\n      ...PosCajaFields\n    }\n  }\n": typeof types.CreatePosCajaDocument,
    "\n  mutation UpdatePosCaja($id: String!, $input: PosCajaInput!) {\n    updateCaja(id: $id, input: $input) {\n      ...PosCajaFields\n    }\n  }\n": typeof types.UpdatePosCajaDocument,
    "\n  mutation DeletePosCaja($id: String!) {\n    deleteCaja(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePosCajaDocument,
    "\n  query PosCuentasCaja {\n    cuentasParaCaja {\n      cuenta_financiera_id\n      pcge_id\n      pcge_codigo\n      descripcion\n      tipo\n    }\n  }\n": typeof types.PosCuentasCajaDocument,
    "\n  fragment PosCocinaFields on PosCocina {\n    id\n    local_id\n    codigo\n    nombre\n  }\n": typeof types.PosCocinaFieldsFragmentDoc,
    "\n  query PosCocinas {\n    cocinasByLocalId {\n      ...PosCocinaFields\n    }\n  }\n": typeof types.PosCocinasDocument,
    "\n  mutation CreatePosCocina($input: PosCocinaInput!) {\n    createCocina(input: $input) {\n      ...PosCocinaFields\n    }\n  }\n": typeof types.CreatePosCocinaDocument,
    "\n  mutation UpdatePosCocina($id: String!, $input: PosCocinaInput!) {\n    updateCocina(id: $id, input: $input) {\n      ...PosCocinaFields\n    }\n  }\n": typeof types.UpdatePosCocinaDocument,
    "\n  mutation DeletePosCocina($id: String!) {\n    deleteCocina(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePosCocinaDocument,
    "\n  query PosRutasCocina {\n    rutasCocina {\n      id\n      cocina_id\n      categoria_id\n      producto_id\n    }\n  }\n": typeof types.PosRutasCocinaDocument,
    "\n  mutation AsignarPosRutaCocina($input: PosRutaCocinaInput!) {\n    asignarRutaCocina(input: $input) {\n      id\n    }\n  }\n": typeof types.AsignarPosRutaCocinaDocument,
    "\n  mutation QuitarPosRutaCocina($id: String!) {\n    quitarRutaCocina(id: $id)\n  }\n": typeof types.QuitarPosRutaCocinaDocument,
    "\n  fragment PosStaffFields on PosStaff {\n    id\n    usuario_id\n    nombres\n    email\n    rol\n    local_id\n    cocina_id\n    deleted_at\n  }\n": typeof types.PosStaffFieldsFragmentDoc,
    "\n  query PosStaff {\n    staff {\n      ...PosStaffFields\n    }\n  }\n": typeof types.PosStaffDocument,
    "\n  mutation CreatePosStaff($input: PosStaffInput!) {\n    createStaff(input: $input) {\n      ...PosStaffFields\n    }\n  }\n": typeof types.CreatePosStaffDocument,
    "\n  mutation UpdatePosStaff($id: String!, $input: PosStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      ...PosStaffFields\n    }\n  }\n": typeof types.UpdatePosStaffDocument,
    "\n  mutation DeletePosStaff($id: String!) {\n    deleteStaff(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePosStaffDocument,
    "\n  query PosUsuariosEmpresa {\n    usuariosEmpresa {\n      id\n      nombres\n      email\n      rol\n    }\n  }\n": typeof types.PosUsuariosEmpresaDocument,
    "\n  fragment PosDeliveryFields on PosDelivery {\n    id\n    estado\n    nombres\n    telefono\n    direccion\n    referencia\n    nota\n    repartidor_id\n    en_camino_at\n    entregado_at\n    pedido {\n      id\n      estado\n      total\n      created_at\n      lineas {\n        id\n        descripcion\n        cantidad\n      }\n    }\n  }\n": typeof types.PosDeliveryFieldsFragmentDoc,
    "\n  query PosDeliveries {\n    getAllDelivery {\n      ...PosDeliveryFields\n    }\n  }\n": typeof types.PosDeliveriesDocument,
    "\n  subscription PosDeliveriesCambio {\n    deliveriesCambio {\n      ...PosDeliveryFields\n    }\n  }\n": typeof types.PosDeliveriesCambioDocument,
    "\n  mutation UpdatePosDelivery($pedido_id: String!, $estado: String, $repartidor_id: String) {\n    updateDelivery(pedido_id: $pedido_id, estado: $estado, repartidor_id: $repartidor_id) {\n      ...PosDeliveryFields\n    }\n  }\n": typeof types.UpdatePosDeliveryDocument,
    "\n  query PosClientesDelivery($param: String) {\n    clientesDelivery(param: $param) {\n      id\n      tipo_documento\n      numero\n      razon_social\n      telefono\n      direccion\n    }\n  }\n": typeof types.PosClientesDeliveryDocument,
    "\n  mutation CreatePosClienteDelivery($input: PosClienteDeliveryInput!) {\n    createClienteDelivery(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePosClienteDeliveryDocument,
    "\n  mutation CreatePosPedidoDelivery($input: PosDeliveryInput!) {\n    createPedidoDelivery(input: $input) {\n      ...PosDeliveryFields\n    }\n  }\n": typeof types.CreatePosPedidoDeliveryDocument,
    "\n  fragment PosVentaAgrupadaFields on PosVentaAgrupada {\n    id\n    nombre\n    pedidos\n    total\n  }\n": typeof types.PosVentaAgrupadaFieldsFragmentDoc,
    "\n  query PosReporteVendedor($desde: String!, $hasta: String!) {\n    reporteVendedor(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n": typeof types.PosReporteVendedorDocument,
    "\n  query PosReporteVentasCaja($desde: String!, $hasta: String!) {\n    reporteVentasCaja(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n": typeof types.PosReporteVentasCajaDocument,
    "\n  query PosRankingProductos($desde: String!, $hasta: String!) {\n    rankingProductosPos(desde: $desde, hasta: $hasta) {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      importe\n    }\n  }\n": typeof types.PosRankingProductosDocument,
    "\n  query PosExcelPedidos($desde: String!, $hasta: String!) {\n    excelPedidos(desde: $desde, hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.PosExcelPedidosDocument,
    "\n  fragment PosMesaEstadoFields on PosMesaEstado {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n    estado\n    pedido_id\n    total\n  }\n": typeof types.PosMesaEstadoFieldsFragmentDoc,
    "\n  query PosMesasZona($zona_id: String!) {\n    mesasZona(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n": typeof types.PosMesasZonaDocument,
    "\n  subscription PosMesasZonaCambio($zona_id: String!) {\n    mesasZonaCambio(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n": typeof types.PosMesasZonaCambioDocument,
    "\n  fragment PosPedidoFields on PosPedido {\n    id\n    estado\n    zona_id\n    mesa_id\n    total\n    cobrado\n    pendiente\n    cobrando_desde\n    lineas {\n      id\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      precio_unitario\n      afectacion\n      importe\n      cantidad_cobrada\n      cantidad_pendiente\n      importe_pendiente\n      nota\n      enviada\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n": typeof types.PosPedidoFieldsFragmentDoc,
    "\n  query PosPedido($id: String!) {\n    pedido(id: $id) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.PosPedidoDocument,
    "\n  mutation AbrirPosPedido($mesa_id: String) {\n    abrirPedido(mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.AbrirPosPedidoDocument,
    "\n  mutation AgregarPosLineas($pedido_id: String!, $lineas: [PosLineaPedidoInput!]!) {\n    agregarLineasPedido(pedido_id: $pedido_id, lineas: $lineas) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.AgregarPosLineasDocument,
    "\n  mutation QuitarPosLinea($pedido_id: String!, $linea_id: String!) {\n    quitarLineaPedido(pedido_id: $pedido_id, linea_id: $linea_id) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.QuitarPosLineaDocument,
    "\n  mutation EnviarPosACocina($pedido_id: String!) {\n    enviarACocina(pedido_id: $pedido_id) {\n      id\n    }\n  }\n": typeof types.EnviarPosACocinaDocument,
    "\n  mutation MoverPosPedido($pedido_id: String!, $mesa_id: String!) {\n    moverPedido(pedido_id: $pedido_id, mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.MoverPosPedidoDocument,
    "\n  mutation UnirPosPedidos($origen_id: String!, $destino_id: String!) {\n    unirPedidos(origen_id: $origen_id, destino_id: $destino_id) {\n      ...PosPedidoFields\n    }\n  }\n": typeof types.UnirPosPedidosDocument,
    "\n  query PosPrecuenta($pedido_id: String!) {\n    precuenta(pedido_id: $pedido_id) {\n      razon_social\n      ruc\n      local\n      direccion\n      zona\n      mesa\n      mozo\n      fecha\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n": typeof types.PosPrecuentaDocument,
    "\n  query ParametricaBuscar($tabla: String!, $param: String!, $limite: Int) {\n    parametricaByParam(tabla: $tabla, param: $param, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n": typeof types.ParametricaBuscarDocument,
    "\n  fragment CategoriaPrecioFields on CategoriaPrecio {\n    id\n    local_id\n    codigo\n    descripcion\n    valor_condicion\n    oferta\n    deleted_at\n  }\n": typeof types.CategoriaPrecioFieldsFragmentDoc,
    "\n  query CategoriasPrecio($local_id: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categoriasPrecio(local_id: $local_id, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaPrecioFields\n      }\n    }\n  }\n": typeof types.CategoriasPrecioDocument,
    "\n  mutation CreateCategoriaPrecio($input: CategoriaPrecioInput!) {\n    createCategoriaPrecio(input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n": typeof types.CreateCategoriaPrecioDocument,
    "\n  mutation UpdateCategoriaPrecio($id: String!, $input: CategoriaPrecioInput!) {\n    updateCategoriaPrecio(id: $id, input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n": typeof types.UpdateCategoriaPrecioDocument,
    "\n  mutation DeleteCategoriaPrecio($id: String!) {\n    deleteCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCategoriaPrecioDocument,
    "\n  mutation ActivateCategoriaPrecio($id: String!) {\n    activateCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n": typeof types.ActivateCategoriaPrecioDocument,
    "\n  query ExcelCategoriasPrecio($local_id: String!, $param: String, $eliminados: Boolean) {\n    excelCategoriasPrecio(local_id: $local_id, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCategoriasPrecioDocument,
    "\n  fragment CategoriaFields on Categoria {\n    id\n    codigo\n    nombre\n    local_id\n    deleted_at\n  }\n": typeof types.CategoriaFieldsFragmentDoc,
    "\n  query Categorias($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categorias(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaFields\n      }\n    }\n  }\n": typeof types.CategoriasDocument,
    "\n  mutation CreateCategoria($input: CategoriaInput!) {\n    createCategoria(input: $input) {\n      ...CategoriaFields\n    }\n  }\n": typeof types.CreateCategoriaDocument,
    "\n  mutation UpdateCategoria($id: String!, $input: CategoriaInput!) {\n    updateCategoria(id: $id, input: $input) {\n      ...CategoriaFields\n    }\n  }\n": typeof types.UpdateCategoriaDocument,
    "\n  mutation DeleteCategoria($id: String!) {\n    deleteCategoria(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCategoriaDocument,
    "\n  mutation ActivateCategoria($id: String!) {\n    activateCategoria(id: $id) {\n      id\n    }\n  }\n": typeof types.ActivateCategoriaDocument,
    "\n  query ExcelCategorias($param: String, $eliminados: Boolean) {\n    excelCategorias(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCategoriasDocument,
    "\n  fragment ProductoFields on Producto {\n    id\n    codigo\n    codigo_barras\n    codigo_sunat\n    descripcion\n    detalle\n    medida_id\n    categoria_id\n    categoria_nombre\n    inventario_id\n    tipo_igv\n    valor_unitario\n    precio_unitario\n    imagen\n    icbper\n    compras_pcge\n    ventas_pcge\n    stock\n    stock_minimo\n    margen_utilidad\n    utilidad\n    tipo_utilidad\n    adquisicion\n    es_combo\n    deleted_at\n    propiedades {\n      codigo\n      nombre\n      valor\n    }\n    precios {\n      categoria_precio_id\n      codigo\n      descripcion\n      precio\n    }\n    productos_combos {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n    }\n  }\n": typeof types.ProductoFieldsFragmentDoc,
    "\n  query Productos(\n    $param: String\n    $limite: Int\n    $desde: Int\n    $eliminados: Boolean\n    $categoria_id: String\n    $solo_stock: Boolean\n  ) {\n    productos(\n      param: $param\n      limite: $limite\n      desde: $desde\n      eliminados: $eliminados\n      categoria_id: $categoria_id\n      solo_stock: $solo_stock\n    ) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n": typeof types.ProductosDocument,
    "\n  query ProductosBuscar($param: String!, $limite: Int) {\n    productos(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        descripcion\n        precio_unitario\n      }\n    }\n  }\n": typeof types.ProductosBuscarDocument,
    "\n  query ProductoByCodigo($codigo: String, $codigo_barras: String) {\n    productoByCodigo(codigo: $codigo, codigo_barras: $codigo_barras) {\n      ...ProductoFields\n    }\n  }\n": typeof types.ProductoByCodigoDocument,
    "\n  mutation CreateProducto($input: ProductoInput!) {\n    createProducto(input: $input) {\n      ...ProductoFields\n    }\n  }\n": typeof types.CreateProductoDocument,
    "\n  mutation UpdateProducto($id: String!, $input: ProductoInput!) {\n    updateProducto(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n": typeof types.UpdateProductoDocument,
    "\n  mutation DeletedProducto($id: String!) {\n    deletedProducto(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletedProductoDocument,
    "\n  mutation ActivarProducto($id: String!) {\n    activarProducto(id: $id) {\n      id\n    }\n  }\n": typeof types.ActivarProductoDocument,
    "\n  query ExcelProductos($param: String, $categoria_id: String, $eliminados: Boolean) {\n    excelproductoslist(param: $param, categoria_id: $categoria_id, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelProductosDocument,
    "\n  query Combos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    combos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n": typeof types.CombosDocument,
    "\n  mutation CreateCombo($input: ComboInput!) {\n    createCombo(input: $input) {\n      ...ProductoFields\n    }\n  }\n": typeof types.CreateComboDocument,
    "\n  mutation UpdateCombo($id: String!, $input: ComboInput!) {\n    updateCombo(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n": typeof types.UpdateComboDocument,
    "\n  query ExcelCombos($param: String, $eliminados: Boolean) {\n    excelCombos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": typeof types.ExcelCombosDocument,
    "\n  mutation UpdateStockMinimo($filas: [StockMinimoInput!]!) {\n    updateStockMinimo(filas: $filas)\n  }\n": typeof types.UpdateStockMinimoDocument,
    "\n  query PropiedadesProducto($param: String) {\n    propiedadesProducto(param: $param) {\n      id\n      codigo\n      nombre\n    }\n  }\n": typeof types.PropiedadesProductoDocument,
    "\n  mutation CreatePropiedadProducto($input: PropiedadProductoInput!) {\n    createPropiedadProducto(input: $input) {\n      id\n      codigo\n      nombre\n    }\n  }\n": typeof types.CreatePropiedadProductoDocument,
    "\n  mutation DeleteCombo($id: String!) {\n    deleteCombo(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteComboDocument,
    "\n  mutation ActivateCombo($id: String!) {\n    activateCombo(id: $id) {\n      id\n    }\n  }\n": typeof types.ActivateComboDocument,
    "\n  fragment PreferenciasFields on PreferenciasTema {\n    headerFijo\n    sidebarFijo\n    sidebarCerrado\n    footer\n    sombras\n    esquemaColor\n    imagenFondo\n    opacidad\n    menuMovil\n  }\n": typeof types.PreferenciasFieldsFragmentDoc,
    "\n  query Preferencias {\n    preferencias {\n      ...PreferenciasFields\n    }\n  }\n": typeof types.PreferenciasDocument,
    "\n  mutation GuardarPreferencias($input: PreferenciasTemaInput!) {\n    guardarPreferencias(input: $input) {\n      ...PreferenciasFields\n    }\n  }\n": typeof types.GuardarPreferenciasDocument,
    "\n  fragment NotificacionFields on Notificacion {\n    id\n    titulo\n    mensaje\n    link\n    created_at\n    readed_at\n  }\n": typeof types.NotificacionFieldsFragmentDoc,
    "\n  query Notificaciones($limite: Int) {\n    notificaciones(limite: $limite) {\n      ...NotificacionFields\n    }\n  }\n": typeof types.NotificacionesDocument,
    "\n  query NotificacionesNoLeidas {\n    notificacionesNoLeidas\n  }\n": typeof types.NotificacionesNoLeidasDocument,
    "\n  subscription NotificacionNueva {\n    notificacionNueva {\n      ...NotificacionFields\n    }\n  }\n": typeof types.NotificacionNuevaDocument,
    "\n  mutation MarcarNotificacionLeida($id: String!) {\n    marcarNotificacionLeida(id: $id) {\n      ...NotificacionFields\n    }\n  }\n": typeof types.MarcarNotificacionLeidaDocument,
    "\n  query FotoCabecera {\n    miPerfil {\n      id\n      avatar_url\n    }\n  }\n": typeof types.FotoCabeceraDocument,
    "\n  query CredencialesSire {\n    credencialesSire { tiene_sire tiene_sol }\n  }\n": typeof types.CredencialesSireDocument,
    "\n  mutation GuardarCredencialesSire($client_id: String!, $client_secret: String!) {\n    guardarCredencialesSire(client_id: $client_id, client_secret: $client_secret) { tiene_sire tiene_sol }\n  }\n": typeof types.GuardarCredencialesSireDocument,
    "\n  fragment PropuestaSireResumen on PropuestaSire {\n    registro periodo ticket archivo descargada filas\n    errores { linea mensaje }\n    totales { campo importe }\n    aceptacion_ticket aceptacion_estado aceptada\n  }\n": typeof types.PropuestaSireResumenFragmentDoc,
    "\n  query PropuestaSire($periodo: String!, $registro: String!) {\n    propuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n": typeof types.PropuestaSireDocument,
    "\n  mutation DescargarPropuestaSire($periodo: String!, $registro: String!) {\n    descargarPropuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n": typeof types.DescargarPropuestaSireDocument,
    "\n  mutation AceptarPropuestaSire($periodo: String!) {\n    aceptarPropuestaSire(periodo: $periodo) { ...PropuestaSireResumen }\n  }\n": typeof types.AceptarPropuestaSireDocument,
    "\n  query ComparacionSire($periodo: String!, $registro: String!, $tolerancia: String) {\n    comparacionSire(periodo: $periodo, registro: $registro, tolerancia: $tolerancia) {\n      registro periodo ticket descargada\n      totales { categoria cantidad sunat { campo importe } libros { campo importe } }\n      resultados {\n        categoria tipo serie numero numero_final numero_documento cuos cars\n        diferencias { campo sunat libros }\n      }\n    }\n  }\n": typeof types.ComparacionSireDocument,
    "\n  query ArchivoReemplazoSire($periodo: String!) {\n    archivoReemplazoSire(periodo: $periodo) { archivo { nombre mime base64 } lineas }\n  }\n": typeof types.ArchivoReemplazoSireDocument,
    "\n  fragment SeleccionFields on SeleccionResult {\n    authorization\n    modulo_id\n    periodo\n    status\n    permisos {\n      id\n      otherlocal\n    }\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n": typeof types.SeleccionFieldsFragmentDoc,
    "\n  query EmpresasUsuario {\n    empresasUsuario {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      soporte\n    }\n  }\n": typeof types.EmpresasUsuarioDocument,
    "\n  query EmpresaLocales($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      periodo\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n      }\n    }\n  }\n": typeof types.EmpresaLocalesDocument,
    "\n  mutation GetPermission($modulo: String!) {\n    getPermission(modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n": typeof types.GetPermissionDocument,
    "\n  mutation SeleccionarEmpresa($empresa_id: String!, $local_id: String!, $periodo: String!, $modulo: String) {\n    seleccionarEmpresa(empresa_id: $empresa_id, local_id: $local_id, periodo: $periodo, modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n": typeof types.SeleccionarEmpresaDocument,
    "\n  query ConfiguracionPublica {\n    configuracionPublica {\n      version\n      chatScriptUrl\n      marca {\n        nombre\n        logo\n        favicon\n        slider\n      }\n      captcha {\n        provider\n        siteKey\n        challengeUrl\n      }\n    }\n  }\n": typeof types.ConfiguracionPublicaDocument,
    "\n  query ParametricosTabla($tabla: String!, $limite: Int) {\n    parametricosbytabla(tabla: $tabla, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n": typeof types.ParametricosTablaDocument,
};
const documents: Documents = {
    "\n  mutation Refresh($refresh: String!) {\n    refresh(refresh: $refresh) {\n      authentication\n      refresh\n    }\n  }\n": types.RefreshDocument,
    "\n  query Correos($limite: Int) {\n    correos(limite: $limite) {\n      id\n      para\n      asunto\n      transporte\n      created_at\n      enviado_at\n      error\n      texto\n      html\n    }\n  }\n": types.CorreosDocument,
    "\n  fragment ReclamoAdminFields on Reclamo {\n    id\n    codigo\n    fecha\n    nombres\n    email\n    telefono\n    tipo_documento\n    numero_documento\n    bien\n    tipo\n    descripcion\n    direccion\n    ciudad\n    estado\n    fecha_limite\n    dias_restantes\n    vencido\n    respuesta\n    respondido_at\n    pdf\n    adjunto\n  }\n": types.ReclamoAdminFieldsFragmentDoc,
    "\n  query Reclamos($estado: String, $desde: String, $hasta: String, $codigo: String) {\n    reclamos(estado: $estado, desde: $desde, hasta: $hasta, codigo: $codigo) {\n      ...ReclamoAdminFields\n    }\n  }\n": types.ReclamosDocument,
    "\n  mutation AvanzarReclamo($id: String!, $estado: String!, $descripcion: String!) {\n    avanzarReclamo(id: $id, estado: $estado, descripcion: $descripcion) {\n      ...ReclamoAdminFields\n    }\n  }\n": types.AvanzarReclamoDocument,
    "\n  fragment RolMatrizFields on RolMatriz {\n    id\n    nombre\n    descripcion\n    permisos\n  }\n": types.RolMatrizFieldsFragmentDoc,
    "\n  query MatrizPermisos {\n    matrizPermisos {\n      permisos {\n        id\n        nombre\n        padre_id\n        modulo_id\n      }\n      roles {\n        ...RolMatrizFields\n      }\n    }\n  }\n": types.MatrizPermisosDocument,
    "\n  mutation GuardarPermisosRol($rol_id: String!, $permisos: [String!]!) {\n    guardarPermisosRol(rol_id: $rol_id, permisos: $permisos) {\n      ...RolMatrizFields\n    }\n  }\n": types.GuardarPermisosRolDocument,
    "\n  query UsuariosPlataforma($param: String, $rol_id: String, $estado: EstadoUsuario, $limite: Int, $desde: Int) {\n    users(param: $param, rol_id: $rol_id, estado: $estado, limite: $limite, desde: $desde) {\n      total\n      filas {\n        id\n        email\n        nombres\n        apellidos\n        rol_id\n        estado\n        created_at\n      }\n    }\n  }\n": types.UsuariosPlataformaDocument,
    "\n  query RolesPlataforma {\n    matrizPermisos {\n      roles {\n        id\n        nombre\n      }\n    }\n  }\n": types.RolesPlataformaDocument,
    "\n  fragment DetalleUsuarioFields on DetalleUsuarioPlataforma {\n    usuario {\n      id\n      email\n      nombres\n      apellidos\n      telefono\n      rol_id\n      estado\n      created_at\n    }\n    rol\n    email_verificado_at\n    prueba_vence_at\n    desactivado_at\n    debe_cambiar_password\n    sesiones_abiertas\n    ultimo_ingreso\n    concesiones {\n      empresa_id\n      ruc\n      razon_social\n      rol\n      local\n      modulos\n      propietario\n      suspendida_at\n      demo_vence_at\n    }\n    auditoria {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n": types.DetalleUsuarioFieldsFragmentDoc,
    "\n  query UsuarioPlataforma($id: String!) {\n    user(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": types.UsuarioPlataformaDocument,
    "\n  mutation ActivarUsuario($id: String!) {\n    activateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": types.ActivarUsuarioDocument,
    "\n  mutation DesactivarUsuario($id: String!) {\n    deactivateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": types.DesactivarUsuarioDocument,
    "\n  mutation CambiarRolPlataforma($id: String!, $rol_id: String!) {\n    updateUser(id: $id, update: { rol_id: $rol_id }) {\n      ...DetalleUsuarioFields\n    }\n  }\n": types.CambiarRolPlataformaDocument,
    "\n  mutation ReenviarConfirmacion($id: String!) {\n    resendConfirmation(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n": types.ReenviarConfirmacionDocument,
    "\n  query ConsultaRucAplicativo($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      fuente\n      advertencia\n    }\n  }\n": types.ConsultaRucAplicativoDocument,
    "\n  query ConsultaDniAplicativo($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombre_completo\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n": types.ConsultaDniAplicativoDocument,
    "\n  fragment CursoFields on Curso {\n    id\n    modulo\n    titulo\n    descripcion\n    enlace\n    orden\n    activo\n  }\n": types.CursoFieldsFragmentDoc,
    "\n  query CursosAula($modulo: String!, $buscar: String) {\n    cursoModulo_id(modulo: $modulo, buscar: $buscar) {\n      ...CursoFields\n    }\n  }\n": types.CursosAulaDocument,
    "\n  query CursosAdmin($modulo: String!, $eliminados: Boolean) {\n    cursos(modulo: $modulo, eliminados: $eliminados) {\n      ...CursoFields\n    }\n  }\n": types.CursosAdminDocument,
    "\n  mutation CreateCurso($input: CursoInput!) {\n    createCurso(input: $input) {\n      ...CursoFields\n    }\n  }\n": types.CreateCursoDocument,
    "\n  mutation UpdateCurso($id: String!, $input: CursoInput!) {\n    updateCurso(id: $id, input: $input) {\n      ...CursoFields\n    }\n  }\n": types.UpdateCursoDocument,
    "\n  mutation DeleteCurso($id: String!) {\n    deleteCurso(id: $id) {\n      id\n      activo\n    }\n  }\n": types.DeleteCursoDocument,
    "\n  mutation ActivateCurso($id: String!) {\n    activateCurso(id: $id) {\n      id\n      activo\n    }\n  }\n": types.ActivateCursoDocument,
    "\n  mutation CreateUser($input: CreateUserInput!, $captcha: String) {\n    createUser(input: $input, captcha: $captcha) {\n      id\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation SendVerific($email: String!) {\n    sendVerific(email: $email) {\n      id\n    }\n  }\n": types.SendVerificDocument,
    "\n  mutation EmailConfirmation($token: String!) {\n    emailConfirmation(token: $token) {\n      ...SesionFields\n    }\n  }\n": types.EmailConfirmationDocument,
    "\n  mutation Verify($token: String!) {\n    verify(token: $token) {\n      email\n    }\n  }\n": types.VerifyDocument,
    "\n  query Modulos {\n    modulos {\n      id\n      codigo\n      descripcion\n      detalle\n    }\n  }\n": types.ModulosDocument,
    "\n  mutation Reset($email: String!) {\n    reset(email: $email) {\n      authentication\n    }\n  }\n": types.ResetDocument,
    "\n  mutation PasswordReset($email: String!, $password: String!, $token: String!) {\n    passwordReset(email: $email, password: $password, token: $token) {\n      ...SesionFields\n    }\n  }\n": types.PasswordResetDocument,
    "\n  fragment SesionFields on LoginResult {\n    authentication\n    authorization\n    refresh\n    modulo_id\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n": types.SesionFieldsFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!, $captcha: String) {\n    login(email: $email, password: $password, captcha: $captcha) {\n      ...SesionFields\n    }\n  }\n": types.LoginDocument,
    "\n  query PasswordPendiente {\n    me {\n      user {\n        id\n      }\n      debe_cambiar_password\n    }\n  }\n": types.PasswordPendienteDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      user {\n        id\n        email\n        nombres\n        role_id\n      }\n      company {\n        id\n        ruc\n        razon_social\n      }\n      local {\n        id\n        nombre_corto\n      }\n      periodo\n      modulo_id\n    }\n  }\n": types.MeDocument,
    "\n  fragment CronogramaFields on Cronograma {\n    anio\n    tipo\n    cargado\n    verificado\n    fuente\n    grupos\n    filas {\n      periodo\n      grupo\n      vence\n    }\n  }\n": types.CronogramaFieldsFragmentDoc,
    "\n  query CalendarioTributario($anio: Int!, $tipo: String!) {\n    calendarioTributario(anio: $anio, tipo: $tipo) {\n      ...CronogramaFields\n    }\n  }\n": types.CalendarioTributarioDocument,
    "\n  mutation CargarCronograma($anio: Int!, $tipo: String!, $csv: String!) {\n    cargarCronograma(anio: $anio, tipo: $tipo, csv: $csv) {\n      ...CronogramaFields\n    }\n  }\n": types.CargarCronogramaDocument,
    "\n  fragment AsientoPredisenadoFields on AsientoPredisenado {\n    id nombre glosa deleted_at lineas { cuenta lado porcentaje monto glosa }\n  }\n": types.AsientoPredisenadoFieldsFragmentDoc,
    "\n  query AsientosPredisenados($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    asientosPredisenados(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AsientoPredisenadoFields\n      }\n    }\n  }\n": types.AsientosPredisenadosDocument,
    "\n  query ExcelAsientosPredisenados($param: String, $eliminados: Boolean) {\n    excelAsientosPredisenados(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelAsientosPredisenadosDocument,
    "\n  mutation CreateAsientoPredisenado($input: AsientoPredisenadoInput!) {\n    createAsientoPredisenado(input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": types.CreateAsientoPredisenadoDocument,
    "\n  mutation UpdateAsientoPredisenado($id: String!, $input: AsientoPredisenadoInput!) {\n    updateAsientoPredisenado(id: $id, input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": types.UpdateAsientoPredisenadoDocument,
    "\n  mutation DeleteAsientoPredisenado($id: String!) {\n    deleteAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": types.DeleteAsientoPredisenadoDocument,
    "\n  mutation ActivarAsientoPredisenado($id: String!) {\n    activarAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n": types.ActivarAsientoPredisenadoDocument,
    "\n  mutation AplicarAsientoPredisenado($id: String!, $fecha: String!, $importe: String!, $glosa: String) {\n    aplicarAsientoPredisenado(id: $id, fecha: $fecha, importe: $importe, glosa: $glosa) {\n      id\n      cuo\n      periodo\n    }\n  }\n": types.AplicarAsientoPredisenadoDocument,
    "\n  query AsientosVarios($periodo: String!) {\n    asientosVarios(periodo: $periodo, limite: 500) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        moneda\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          debe_me\n          haber_me\n          destino\n        }\n      }\n    }\n  }\n": types.AsientosVariosDocument,
    "\n  mutation RegistrarAsientoVario($input: RegistrarAsientoVarioInput!) {\n    registrarAsientoVario(input: $input) {\n      id\n      cuo\n    }\n  }\n": types.RegistrarAsientoVarioDocument,
    "\n  mutation AnularAsientoVario($id: String!) {\n    anularAsientoVario(id: $id) {\n      id\n    }\n  }\n": types.AnularAsientoVarioDocument,
    "\n  query PeriodosContables($anio: Int!) {\n    periodosContables(anio: $anio) {\n      periodo\n      cerrado\n      libros {\n        libro\n        operaciones\n      }\n      libros_generados\n    }\n  }\n": types.PeriodosContablesDocument,
    "\n  mutation CerrarPeriodo($periodo: String!) {\n    cerrarPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n": types.CerrarPeriodoDocument,
    "\n  mutation ReabrirPeriodo($periodo: String!) {\n    reabrirPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n": types.ReabrirPeriodoDocument,
    "\n  query CierreEjercicio($anio: Int!) {\n    cierreEjercicio(anio: $anio) {\n      id\n      cuo\n      periodo\n      fecha_contable\n      tipo_operacion\n      glosa\n    }\n  }\n": types.CierreEjercicioDocument,
    "\n  query PrevisualizarCierre($anio: Int!) {\n    previsualizarCierre(anio: $anio) {\n      anio\n      resultado\n      revision {\n        resultado_naturaleza\n        resultado_funcion\n        diferencia\n      }\n      asientos {\n        paso\n        glosa\n        tipo_operacion\n        fecha\n        periodo\n        lineas {\n          cuenta\n          debe\n          haber\n          serie\n          numero\n        }\n      }\n    }\n  }\n": types.PrevisualizarCierreDocument,
    "\n  mutation GenerarCierre($anio: Int!) {\n    generarCierre(anio: $anio) {\n      anio\n      resultado\n      operaciones {\n        id\n        cuo\n      }\n    }\n  }\n": types.GenerarCierreDocument,
    "\n  mutation AnularCierre($anio: Int!) {\n    anularCierre(anio: $anio) {\n      id\n    }\n  }\n": types.AnularCierreDocument,
    "\n  query AsientosApertura($anio: Int!) {\n    asientosApertura(anio: $anio) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n  }\n": types.AsientosAperturaDocument,
    "\n  mutation RegistrarApertura($input: RegistrarAperturaInput!) {\n    registrarApertura(input: $input) {\n      id\n      cuo\n    }\n  }\n": types.RegistrarAperturaDocument,
    "\n  mutation AnularApertura($id: String!) {\n    anularApertura(id: $id) {\n      id\n      cuo\n    }\n  }\n": types.AnularAperturaDocument,
    "\n  mutation ReprocesarCuos($periodo: String!) {\n    reProcesarCuos(periodo: $periodo) {\n      periodo\n      libros {\n        libro\n        operaciones\n      }\n    }\n  }\n": types.ReprocesarCuosDocument,
    "\n  fragment ImportesRegistro on ImportesRegistroCompras {\n    base_gravada\n    igv\n    base_gravada_mixta\n    igv_mixta\n    base_sin_credito\n    igv_sin_credito\n    no_gravada\n    isc\n    icbper\n    otros\n    total\n  }\n": types.ImportesRegistroFragmentDoc,
    "\n  query RegistroCompras($periodo: String!, $libro: String) {\n    registroCompras(periodo: $periodo, libro: $libro) {\n      periodo\n      libro\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        anio_dua\n        numero\n        proveedor_numero_documento\n        proveedor_nombre\n        ...ImportesRegistro\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        glosa\n      }\n      totales {\n        ...ImportesRegistro\n      }\n    }\n  }\n": types.RegistroComprasDocument,
    "\n  query Compra($id: String!) {\n    compra(id: $id) {\n      id\n      cuo\n      periodo\n      tipo_comprobante\n      serie\n      numero\n      proveedor_nombre\n      moneda\n      total\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": types.CompraDocument,
    "\n  query PrevisualizarCompra($input: RegistrarCompraInput!) {\n    previsualizarCompra(input: $input) {\n      periodo\n      libro\n      estado_ple\n      proveedor_nombre\n      proveedor_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": types.PrevisualizarCompraDocument,
    "\n  mutation RegistrarCompra($input: RegistrarCompraInput!) {\n    registrarCompra(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      proveedor_nombre\n    }\n  }\n": types.RegistrarCompraDocument,
    "\n  mutation AnularCompra($id: String!) {\n    anularCompra(id: $id) {\n      id\n      anulada\n    }\n  }\n": types.AnularCompraDocument,
    "\n  query CuentasContables($param: String, $ultimo_nivel: Boolean, $compras: Boolean, $ventas: Boolean) {\n    cuentasContables(param: $param, ultimo_nivel: $ultimo_nivel, compras: $compras, ventas: $ventas, limite: 50) {\n      codigo\n      denominacion\n    }\n  }\n": types.CuentasContablesDocument,
    "\n  query CodigosDetraccion {\n    parametricosbytabla(tabla: \"cat54\") {\n      codigo\n      descripcion\n    }\n  }\n": types.CodigosDetraccionDocument,
    "\n  fragment ConciliacionCampos on ConciliacionBancaria {\n    id\n    cuenta_financiera\n    cuenta_contable\n    moneda\n    periodo\n    saldo_inicial\n    saldo_final\n    archivo\n    validada\n    extracto {\n      id\n      fila\n      fecha\n      descripcion\n      numero_operacion\n      importe\n      saldo\n      forma\n      movimiento {\n        id\n        cuo\n      }\n    }\n    movimientos {\n      id\n      cuo\n      libro\n      fecha\n      glosa\n      numero_operacion\n      persona_nombre\n      importe\n      extracto_linea_id\n    }\n    resumen {\n      saldo_libros\n      saldo_extracto\n      depositos_en_transito\n      cheques_no_cobrados\n      cargos_no_registrados\n      abonos_no_registrados\n      saldo_libros_conciliado\n      saldo_extracto_conciliado\n      diferencia\n      conciliado\n    }\n  }\n": types.ConciliacionCamposFragmentDoc,
    "\n  query ConciliacionBancaria($cuenta: String!, $periodo: String!) {\n    conciliacionBancaria(cuenta_financiera_id: $cuenta, periodo: $periodo) {\n      ...ConciliacionCampos\n    }\n  }\n": types.ConciliacionBancariaDocument,
    "\n  mutation ImportarExtracto($input: ImportarExtractoInput!) {\n    importarExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n": types.ImportarExtractoDocument,
    "\n  mutation ConciliarAutomaticamente($id: String!) {\n    conciliarAutomaticamente(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n": types.ConciliarAutomaticamenteDocument,
    "\n  mutation ConciliarMovimiento($extracto: String!, $asiento: String!) {\n    conciliarMovimiento(extracto_linea_id: $extracto, asiento_linea_id: $asiento) {\n      ...ConciliacionCampos\n    }\n  }\n": types.ConciliarMovimientoDocument,
    "\n  mutation DesconciliarMovimiento($extracto: String!) {\n    desconciliarMovimiento(extracto_linea_id: $extracto) {\n      ...ConciliacionCampos\n    }\n  }\n": types.DesconciliarMovimientoDocument,
    "\n  mutation RegistrarAsientoExtracto($input: AsientoExtractoInput!) {\n    registrarAsientoExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n": types.RegistrarAsientoExtractoDocument,
    "\n  mutation ValidarConciliacion($id: String!) {\n    validarConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n": types.ValidarConciliacionDocument,
    "\n  mutation ReabrirConciliacion($id: String!) {\n    reabrirConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n": types.ReabrirConciliacionDocument,
    "\n  fragment LibroCajaBancosCampos on LibroCajaBancos {\n    cuenta_financiera\n    numero_cuenta\n    moneda\n    mayor {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        fecha\n        cuo\n        documento\n        glosa\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n": types.LibroCajaBancosCamposFragmentDoc,
    "\n  query LibroBancos($periodo: String!, $cuenta: String!) {\n    lFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n": types.LibroBancosDocument,
    "\n  query LibroCaja($periodo: String!, $cuenta: String!) {\n    lFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n": types.LibroCajaDocument,
    "\n  query ExcelLibroBancos($periodo: String!, $cuenta: String!) {\n    excelLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelLibroBancosDocument,
    "\n  query ExcelLibroCaja($periodo: String!, $cuenta: String!) {\n    excelLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelLibroCajaDocument,
    "\n  query PdfLibroBancos($periodo: String!, $cuenta: String!) {\n    pdfLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfLibroBancosDocument,
    "\n  query PdfLibroCaja($periodo: String!, $cuenta: String!) {\n    pdfLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfLibroCajaDocument,
    "\n  fragment AntiguedadSaldosCampos on AntiguedadSaldos {\n    no_vencido\n    d1_30\n    d31_60\n    d61_90\n    mas_90\n  }\n": types.AntiguedadSaldosCamposFragmentDoc,
    "\n  query DocumentosCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    operacionesByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      fecha_corte\n      filas {\n        id\n        cuenta\n        persona_id\n        persona_numero\n        persona_nombre\n        documento\n        fecha_emision\n        fecha_vencimiento\n        moneda\n        tipo_cambio\n        importe\n        pagado\n        saldo\n        saldo_soles\n        dias_vencido\n        detraccion_monto\n        detraccion_constancia\n        cuotas {\n          fecha\n          pendiente\n        }\n      }\n      totales {\n        saldo_soles\n        saldo_pen\n        saldo_usd\n        antiguedad {\n          ...AntiguedadSaldosCampos\n        }\n      }\n    }\n  }\n": types.DocumentosCxPxDocument,
    "\n  query PendientesPorPersona($tipo: String!, $buscar: String, $moneda: String, $fecha_corte: String) {\n    cuentasByParamCxPx(tipo: $tipo, buscar: $buscar, moneda: $moneda, fecha_corte: $fecha_corte) {\n      persona_id\n      persona_numero\n      persona_nombre\n      documentos\n      saldo_soles\n      saldo_usd\n      antiguedad {\n        ...AntiguedadSaldosCampos\n      }\n    }\n  }\n": types.PendientesPorPersonaDocument,
    "\n  query ExcelCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n  ) {\n    excelByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n    ) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCxPxDocument,
    "\n  fragment CobroPagoCampos on CobroPago {\n    id\n    tipo\n    cuo\n    fecha\n    glosa\n    moneda\n    tipo_cambio\n    medio_pago\n    numero_operacion\n    cuenta_financiera\n    importe\n    importe_me\n    aplicado\n    aplicado_me\n    detraccion_constancia\n    anulado\n    asiento {\n      cuenta\n      debe\n      haber\n      debe_me\n      haber_me\n      glosa\n      destino\n    }\n  }\n": types.CobroPagoCamposFragmentDoc,
    "\n  query PagosDeDocumento($documento_id: String!) {\n    pagosDeDocumento(documento_id: $documento_id) {\n      ...CobroPagoCampos\n    }\n  }\n": types.PagosDeDocumentoDocument,
    "\n  mutation RegistrarPago($input: RegistrarPagoInput!) {\n    registrarPago(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n": types.RegistrarPagoDocument,
    "\n  mutation RegistrarCobro($input: RegistrarPagoInput!) {\n    registrarCobro(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n": types.RegistrarCobroDocument,
    "\n  mutation AnularPago($id: String!) {\n    anularPago(id: $id) {\n      id\n      anulado\n    }\n  }\n": types.AnularPagoDocument,
    "\n  mutation AnularCobro($id: String!) {\n    anularCobro(id: $id) {\n      id\n      anulado\n    }\n  }\n": types.AnularCobroDocument,
    "\n  query CuentasDePago {\n    cuentasFinancieras(limite: 500) {\n      filas {\n        id\n        codigo\n        tipo\n        moneda_id\n        descripcion\n        detraccion\n      }\n    }\n  }\n": types.CuentasDePagoDocument,
    "\n  query PdfCxPx($tipo: String!, $persona_id: String, $fecha_desde: String, $fecha_hasta: String,\n    $moneda: String, $buscar: String, $fecha_corte: String) {\n    pdfByCxPx(tipo: $tipo, persona_id: $persona_id, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta,\n      moneda: $moneda, buscar: $buscar, fecha_corte: $fecha_corte) { nombre mime base64 }\n  }\n": types.PdfCxPxDocument,
    "\n  query HojaTrabajo($desde: String!, $hasta: String!) {\n    hojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        ...ColumnasHoja\n      }\n      totales {\n        ...ColumnasHoja\n      }\n      resultado {\n        ...ColumnasHoja\n      }\n      sumas_iguales {\n        ...ColumnasHoja\n      }\n      resultado_inventario\n      resultado_naturaleza\n      resultado_funcion\n    }\n  }\n\n  fragment ColumnasHoja on ColumnasHojaTrabajo {\n    debe\n    haber\n    deudor\n    acreedor\n    activo\n    pasivo\n    perdidas_naturaleza\n    ganancias_naturaleza\n    perdidas_funcion\n    ganancias_funcion\n  }\n": types.HojaTrabajoDocument,
    "\n  query BalanceComprobacionRango($desde: String!, $hasta: String!) {\n    balanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        debe\n        haber\n        saldo_deudor\n        saldo_acreedor\n      }\n      total_debe\n      total_haber\n      total_deudor\n      total_acreedor\n    }\n  }\n": types.BalanceComprobacionRangoDocument,
    "\n  fragment LineaSituacionFields on LineaEstadoSituacion {\n    codigo\n    titulo\n    cuentas\n    importe\n  }\n": types.LineaSituacionFieldsFragmentDoc,
    "\n  fragment LineaResultadosFields on LineaEstadoResultados {\n    codigo\n    titulo\n    cuentas\n    subtotal\n    importe\n  }\n": types.LineaResultadosFieldsFragmentDoc,
    "\n  query EstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    estadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      resultado_periodo\n      diferencia\n    }\n  }\n": types.EstadoSituacionFinancieraDocument,
    "\n  query EstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    estadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      tipo\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n": types.EstadoResultadosDocument,
    "\n  query ExcelHojaTrabajo($desde: String!, $hasta: String!) {\n    excelHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelHojaTrabajoDocument,
    "\n  query ExcelBalanceComprobacion($desde: String!, $hasta: String!) {\n    excelBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelBalanceComprobacionDocument,
    "\n  query ExcelEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    excelEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelEstadoSituacionFinancieraDocument,
    "\n  query ExcelEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    excelEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelEstadoResultadosDocument,
    "\n  query PdfHojaTrabajo($desde: String!, $hasta: String!) {\n    pdfHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfHojaTrabajoDocument,
    "\n  query PdfBalanceComprobacion($desde: String!, $hasta: String!) {\n    pdfBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfBalanceComprobacionDocument,
    "\n  query PdfEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    pdfEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfEstadoSituacionFinancieraDocument,
    "\n  query PdfEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    pdfEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfEstadoResultadosDocument,
    "\n  query SituacionSmv($desde: String!, $hasta: String!) {\n    lFsmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      diferencia\n    }\n  }\n": types.SituacionSmvDocument,
    "\n  query ResultadosSmv($desde: String!, $hasta: String!) {\n    lFsmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n": types.ResultadosSmvDocument,
    "\n  query ExcelSmvEsf($desde: String!, $hasta: String!) {\n    excelSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelSmvEsfDocument,
    "\n  query PdfSmvEsf($desde: String!, $hasta: String!) {\n    pdfSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfSmvEsfDocument,
    "\n  query ExcelSmvEdr($desde: String!, $hasta: String!) {\n    excelSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelSmvEdrDocument,
    "\n  query PdfSmvEdr($desde: String!, $hasta: String!) {\n    pdfSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfSmvEdrDocument,
    "\n  query LiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    liquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      periodo\n      regimen\n      igv_a_pagar\n      saldo_siguiente\n      renta_a_pagar\n      total_a_pagar\n      asiento_cuo\n      lineas {\n        seccion\n        codigo\n        concepto\n        importe\n        tipo\n        fuente\n        enfasis\n      }\n    }\n  }\n": types.LiquidacionImpuestosDocument,
    "\n  query ExcelLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    excelLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelLiquidacionImpuestosDocument,
    "\n  query PdfLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    pdfLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfLiquidacionImpuestosDocument,
    "\n  mutation RegistrarLiquidacion($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    registrarLiquidacion(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      id\n      cuo\n    }\n  }\n": types.RegistrarLiquidacionDocument,
    "\n  query Daot($anio: String!, $tipo: TipoDaot!) {\n    getDaot(anio: $anio, tipo: $tipo) {\n      anio\n      tipo\n      uit\n      umbral\n      terceros {\n        tipo_documento\n        numero_documento\n        nombre\n        documentos\n        base\n        igv\n        no_gravada\n        monto\n        total\n      }\n    }\n  }\n": types.DaotDocument,
    "\n  query ExcelDaot($anio: String!, $tipo: TipoDaot!) {\n    excelDaot(anio: $anio, tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelDaotDocument,
    "\n  query PdfDaot($anio: String!, $tipo: TipoDaot!) { pdfDaot(anio: $anio, tipo: $tipo) { nombre mime base64 } }\n": types.PdfDaotDocument,
    "\n  query Kardex13($producto_id: String!, $periodo: String!) {\n    kardex13(producto_id: $producto_id, periodo: $periodo) {\n      codigo\n      descripcion\n      unidad\n      problemas\n      inicial { cantidad costo_unitario costo_total }\n      final { cantidad costo_unitario costo_total }\n      lineas {\n        id\n        fecha\n        tipo_operacion\n        documento\n        glosa\n        entrada { cantidad costo_unitario costo_total }\n        salida { cantidad costo_unitario costo_total }\n        saldo { cantidad costo_unitario costo_total }\n      }\n    }\n  }\n": types.Kardex13Document,
    "\n  query ExcelKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    excelKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n": types.ExcelKardexDocument,
    "\n  query PdfKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    pdfKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n": types.PdfKardexDocument,
    "\n  query LibroDiario($periodo: String!, $limite: Int, $pagina: Int) {\n    operacionesByLibro(periodo: $periodo, limite: $limite, pagina: $pagina) {\n      total\n      filas {\n        id\n        cuo\n        libro\n        fecha_contable\n        glosa\n        moneda\n        tipo_comprobante\n        serie\n        numero\n        persona_nombre\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n    balanceComprobacion(periodo_desde: $periodo, periodo_hasta: $periodo, incluirCierre: true) {\n      total_debe\n      total_haber\n    }\n  }\n": types.LibroDiarioDocument,
    "\n  query LibroMayor($cuenta: String!, $desde: String!, $hasta: String!) {\n    libroMayor(cuenta: $cuenta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        periodo\n        fecha\n        cuo\n        libro\n        cuenta\n        glosa\n        documento\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n": types.LibroMayorDocument,
    "\n  query ExcelLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    excelLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelLibroDiarioDocument,
    "\n  query PdfLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    pdfLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfLibroDiarioDocument,
    "\n  query ExcelLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    excelLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelLibroMayorDocument,
    "\n  query PdfLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    pdfLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfLibroMayorDocument,
    "\n  query ExcelRegistroCompras($periodo: String!) {\n    excelRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelRegistroComprasDocument,
    "\n  query PdfRegistroCompras($periodo: String!) {\n    pdfRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfRegistroComprasDocument,
    "\n  query ExcelRegistroVentas($periodo: String!) {\n    excelRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelRegistroVentasDocument,
    "\n  query PdfRegistroVentas($periodo: String!) {\n    pdfRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfRegistroVentasDocument,
    "\n  query CambiosPatrimonio($anio: Int!) {\n    cambiosPatrimonio(anio: $anio) {\n      columnas {\n        codigo\n        titulo\n        cuentas\n      }\n      filas {\n        codigo\n        titulo\n        total\n        importes {\n          columna\n          importe\n        }\n      }\n    }\n  }\n": types.CambiosPatrimonioDocument,
    "\n  query ExcelCambiosPatrimonio($anio: Int!) {\n    excelCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCambiosPatrimonioDocument,
    "\n  query PdfCambiosPatrimonio($anio: Int!) {\n    pdfCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfCambiosPatrimonioDocument,
    "\n  query ResumenMayor($desde: String!, $hasta: String!) {\n    resumenMayor(periodo_desde: $desde, periodo_hasta: $hasta) {\n      periodo_desde\n      periodo_hasta\n      total_debe\n      total_haber\n      cuentas {\n        cuenta\n        denominacion\n        saldo_inicial\n        debe\n        haber\n        saldo_final\n      }\n    }\n  }\n": types.ResumenMayorDocument,
    "\n  query RegistroVentas($periodo: String!) {\n    registroVentas(periodo: $periodo) {\n      periodo\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        numero\n        numero_final\n        cliente_numero_documento\n        cliente_nombre\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        de_facturacion\n      }\n      totales {\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n      }\n    }\n  }\n": types.RegistroVentasDocument,
    "\n  query Venta($id: String!) {\n    venta(id: $id) {\n      id\n      cuo\n      tipo_comprobante\n      serie\n      numero\n      cliente_nombre\n      moneda\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": types.VentaDocument,
    "\n  query PrevisualizarVenta($input: RegistrarVentaInput!) {\n    previsualizarVenta(input: $input) {\n      periodo\n      libro\n      estado_ple\n      cliente_nombre\n      cliente_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n": types.PrevisualizarVentaDocument,
    "\n  mutation RegistrarVenta($input: RegistrarVentaInput!) {\n    registrarVenta(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      numero_final\n      cliente_nombre\n    }\n  }\n": types.RegistrarVentaDocument,
    "\n  mutation AnularVenta($id: String!) {\n    anularVenta(id: $id) {\n      id\n      anulada\n    }\n  }\n": types.AnularVentaDocument,
    "\n  query ConsultarRuc($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      advertencia\n    }\n  }\n": types.ConsultarRucDocument,
    "\n  query ConsultarDni($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n": types.ConsultarDniDocument,
    "\n  query EmpresasAdmin {\n    empresasUsuario(eliminados: true) {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      regimen_planilla\n      soporte\n      deleted_at\n    }\n  }\n": types.EmpresasAdminDocument,
    "\n  mutation CreateEmpresa($input: EmpresaInput!) {\n    createEmpresa(input: $input) {\n      id\n    }\n  }\n": types.CreateEmpresaDocument,
    "\n  mutation UpdateEmpresa($id: String!, $input: EmpresaInput!) {\n    updateEmpresa(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateEmpresaDocument,
    "\n  mutation DeleteEmpresa($id: String!) {\n    deleteEmpresa(id: $id) {\n      id\n    }\n  }\n": types.DeleteEmpresaDocument,
    "\n  mutation ActivateEmpresa($id: String!) {\n    activateEmpresa(id: $id) {\n      id\n    }\n  }\n": types.ActivateEmpresaDocument,
    "\n  query EmpresaDetalle($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      nombre_comercial\n      direccion\n      ubigeo\n      estado\n      condicion\n      email\n      telefono\n      documento_id\n      dni\n      representante\n      logo\n      rubro\n      regimen_igv\n      regimen_planilla\n      periodo\n      uit\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n        codigo_establecimiento\n        codigo_serie\n        descripcion\n        ubigeo\n        correo\n        telefono\n        codigo_sunat\n        enviar_xml\n        enviar_email\n        formato_pdf\n        diseno_pdf\n        width_ticket\n        descuento_max\n        valor_desct_max\n        editar_precios\n        calcula_por_cantidad\n        calculo_comprobante\n        incluir_guias_kardex\n      }\n    }\n  }\n": types.EmpresaDetalleDocument,
    "\n  mutation CreateLocal($empresa_id: String!, $input: LocalInput!) {\n    createLocal(empresa_id: $empresa_id, input: $input) {\n      id\n    }\n  }\n": types.CreateLocalDocument,
    "\n  mutation UpdateLocal($id: String!, $input: LocalInput!) {\n    updateLocal(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateLocalDocument,
    "\n  mutation DeleteLocal($id: String!) {\n    deleteLocal(id: $id) {\n      id\n    }\n  }\n": types.DeleteLocalDocument,
    "\n  query Series($local_id: String!) {\n    series(local_id: $local_id) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n": types.SeriesDocument,
    "\n  mutation CreateSerie($input: SerieInput!) {\n    createSerie(input: $input) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n": types.CreateSerieDocument,
    "\n  fragment CredencialesFields on CredencialesSunat {\n    usuario_sol\n    tiene_password_sol\n    tiene_certificado\n    certificado_sujeto\n    certificado_ruc\n    certificado_vence\n  }\n": types.CredencialesFieldsFragmentDoc,
    "\n  fragment VerificacionFields on VerificacionCertificado {\n    legible\n    vigente\n    ruc_coincide\n    dias_para_vencer\n    sujeto\n    vence\n    mensaje\n  }\n": types.VerificacionFieldsFragmentDoc,
    "\n  query CredencialesSunat($empresa_id: String!) {\n    credencialesSunat(empresa_id: $empresa_id) {\n      ...CredencialesFields\n    }\n  }\n": types.CredencialesSunatDocument,
    "\n  mutation GuardarCredencialesSol($empresa_id: String!, $usuario_sol: String!, $password_sol: String!) {\n    guardarCredencialesSol(empresa_id: $empresa_id, usuario_sol: $usuario_sol, password_sol: $password_sol) {\n      ...CredencialesFields\n    }\n  }\n": types.GuardarCredencialesSolDocument,
    "\n  mutation SubirCertificado($empresa_id: String!, $pfx_base64: String!, $password: String!) {\n    subirCertificado(empresa_id: $empresa_id, pfx_base64: $pfx_base64, password: $password) {\n      ...VerificacionFields\n    }\n  }\n": types.SubirCertificadoDocument,
    "\n  query VerificarCertificado($empresa_id: String!) {\n    verificarCertificado(empresa_id: $empresa_id) {\n      ...VerificacionFields\n    }\n  }\n": types.VerificarCertificadoDocument,
    "\n  query ExcelEmpresas {\n    excelEmpresas(eliminados: true) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelEmpresasDocument,
    "\n  query PreparacionEmpresa($empresa_id: String!) {\n    preparacionEmpresa(empresa_id: $empresa_id) {\n      empresa_id\n      modo_pruebas\n      puede_emitir\n      pasos {\n        clave\n        titulo\n        para\n        listo\n        detalle\n      }\n    }\n  }\n": types.PreparacionEmpresaDocument,
    "\n  mutation UsarCertificadoDePruebas($empresa_id: String!) {\n    usarCertificadoDePruebas(empresa_id: $empresa_id) {\n      legible\n      vigente\n      ruc_coincide\n      mensaje\n    }\n  }\n": types.UsarCertificadoDePruebasDocument,
    "\n  fragment CuentaPcgeFields on CuentaPcge {\n    id\n    codigo\n    denominacion\n    nivel\n    codigo_padre\n    esf\n    ern\n    erf\n    efle\n    ecp\n    efe\n    smvn\n    smve\n    amarre_debe\n    amarre_haber\n    deleted_at\n  }\n": types.CuentaPcgeFieldsFragmentDoc,
    "\n  query Pcge($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    pcge(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaPcgeFields\n      }\n    }\n  }\n": types.PcgeDocument,
    "\n  query PcgeBuscar($param: String!, $limite: Int) {\n    pcge(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n": types.PcgeBuscarDocument,
    "\n  mutation CreateCuentaPcge($input: CuentaPcgeInput!) {\n    createCuentaPcge(input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n": types.CreateCuentaPcgeDocument,
    "\n  mutation UpdateCuentaPcge($id: String!, $input: CuentaPcgeInput!) {\n    updateCuentaPcge(id: $id, input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n": types.UpdateCuentaPcgeDocument,
    "\n  mutation DeleteCuentaPcge($id: String!) {\n    deleteCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n": types.DeleteCuentaPcgeDocument,
    "\n  mutation ActivateCuentaPcge($id: String!) {\n    activateCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n": types.ActivateCuentaPcgeDocument,
    "\n  query ExcelPcge($param: String, $eliminados: Boolean) {\n    excelPCGE(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelPcgeDocument,
    "\n  fragment PersonaFields on Persona {\n    id\n    tipo\n    documento_id\n    numero\n    razon_social\n    direccion\n    ubigeo\n    estado\n    condicion\n    email\n    telefono\n    observacion\n    cuenta_detraccion\n    is_default\n    deleted_at\n  }\n": types.PersonaFieldsFragmentDoc,
    "\n  query Personas($tipo: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    personas(tipo: $tipo, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...PersonaFields\n      }\n    }\n  }\n": types.PersonasDocument,
    "\n  mutation CreatePersona($input: PersonaInput!) {\n    createPersona(input: $input) {\n      ...PersonaFields\n    }\n  }\n": types.CreatePersonaDocument,
    "\n  mutation UpdatePersona($id: String!, $input: PersonaInput!) {\n    updatePersona(id: $id, input: $input) {\n      ...PersonaFields\n    }\n  }\n": types.UpdatePersonaDocument,
    "\n  mutation DeletePersona($id: String!) {\n    deletePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n": types.DeletePersonaDocument,
    "\n  mutation ActivatePersona($id: String!) {\n    activatePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n": types.ActivatePersonaDocument,
    "\n  query ExcelPersonas($tipo: String!, $param: String, $eliminados: Boolean) {\n    excelPersonas(tipo: $tipo, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelPersonasDocument,
    "\n  fragment MiembroFields on Miembro {\n    usuario_id\n    email\n    nombres\n    rol_id\n    rol\n    local_id\n    modulos\n    cocina_id\n    propietario\n    demo_vence_at\n    suspendido\n  }\n": types.MiembroFieldsFragmentDoc,
    "\n  query Equipo {\n    miembrosEmpresa {\n      ...MiembroFields\n    }\n    invitacionesEmpresa {\n      id\n      email\n      rol_id\n      rol\n      local_id\n      expira_at\n    }\n  }\n": types.EquipoDocument,
    "\n  query RolesAsignables {\n    rolesAsignables {\n      id\n      nombre\n      descripcion\n      propio\n    }\n  }\n": types.RolesAsignablesDocument,
    "\n  query AuditoriaAccesos($limite: Int) {\n    auditoriaAccesos(limite: $limite) {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n": types.AuditoriaAccesosDocument,
    "\n  mutation InvitarMiembro($input: InvitacionInput!) {\n    invitarMiembro(input: $input) {\n      id\n      email\n      expira_at\n    }\n  }\n": types.InvitarMiembroDocument,
    "\n  mutation AnularInvitacion($id: String!) {\n    anularInvitacion(id: $id) {\n      id\n    }\n  }\n": types.AnularInvitacionDocument,
    "\n  mutation UpdateMiembro($usuario_id: String!, $input: ConcesionInput!) {\n    updateMiembro(usuario_id: $usuario_id, input: $input) {\n      usuario_id\n    }\n  }\n": types.UpdateMiembroDocument,
    "\n  mutation SuspenderMiembro($usuario_id: String!, $suspendido: Boolean!) {\n    suspenderMiembro(usuario_id: $usuario_id, suspendido: $suspendido) {\n      usuario_id\n    }\n  }\n": types.SuspenderMiembroDocument,
    "\n  mutation QuitarMiembro($usuario_id: String!) {\n    deleteSubAccount(usuario_id: $usuario_id) {\n      usuario_id\n    }\n  }\n": types.QuitarMiembroDocument,
    "\n  query Invitacion($token: String!) {\n    invitacion(token: $token) {\n      email\n      empresa\n      rol\n      invitante\n      cuenta_existente\n      expira_at\n    }\n  }\n": types.InvitacionDocument,
    "\n  mutation RegistrarConInvitacion($token: String!, $nombres: String!, $password: String!) {\n    registrarConInvitacion(token: $token, nombres: $nombres, password: $password) {\n      ...SesionFields\n    }\n  }\n": types.RegistrarConInvitacionDocument,
    "\n  mutation AceptarInvitacion($token: String!) {\n    aceptarInvitacion(token: $token) {\n      empresa_id\n    }\n  }\n": types.AceptarInvitacionDocument,
    "\n  fragment ComprobanteFields on Comprobante {\n    id\n    anulado_por_nota\n    tipo\n    serie\n    numero\n    fecha_emision\n    moneda\n    cliente_tipo_documento\n    cliente_numero_documento\n    cliente_nombre\n    operaciones_gravadas\n    igv\n    importe_total\n    documento_afectado\n    motivo_baja\n    estado\n    codigo_sunat\n    descripcion_sunat\n    notas_sunat {\n      codigo\n      descripcion\n    }\n    intentos\n    ultimo_error\n    tiene_cdr\n  }\n": types.ComprobanteFieldsFragmentDoc,
    "\n  query Comprobante($id: String!) {\n    comprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n": types.ComprobanteDocument,
    "\n  query Comprobantes(\n    $tipo: String\n    $desde: String\n    $hasta: String\n    $param: String\n    $limite: Int\n    $desde_fila: Int\n  ) {\n    comprobantes(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n      }\n    }\n  }\n": types.ComprobantesDocument,
    "\n  mutation EmitirComprobante($input: EmitirComprobanteInput!) {\n    emitirComprobante(input: $input) {\n      ...ComprobanteFields\n    }\n  }\n": types.EmitirComprobanteDocument,
    "\n  mutation ReenviarComprobante($id: String!) {\n    reenviarComprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n": types.ReenviarComprobanteDocument,
    "\n  query XmlComprobante($id: String!) {\n    xmlComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.XmlComprobanteDocument,
    "\n  query CdrComprobante($id: String!) {\n    cdrComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.CdrComprobanteDocument,
    "\n  query CalculoLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      locales {\n        id\n        calculo_comprobante\n      }\n    }\n  }\n": types.CalculoLocalDocument,
    "\n  query PdfComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfComprobanteDocument,
    "\n  query ComprobanteParaNota($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      estado\n      moneda\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      importe_total\n      lineas {\n        numero\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n        valor_unitario\n        precio_unitario\n      }\n    }\n  }\n": types.ComprobanteParaNotaDocument,
    "\n  query ContactoComprobante($id: String!) {\n    contactoComprobante(id: $id) {\n      correo\n      telefono\n      texto_consulta\n    }\n  }\n": types.ContactoComprobanteDocument,
    "\n  mutation EnviarComprobantePorCorreo($id: String!, $correo: String) {\n    enviarComprobantePorCorreo(id: $id, correo: $correo) {\n      para\n      adjuntos\n    }\n  }\n": types.EnviarComprobantePorCorreoDocument,
    "\n  query ExcelComprobantes($filtro: FiltroComprobantesInput) {\n    excelComprobantes(filtro: $filtro) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelComprobantesDocument,
    "\n  query DescargaMasivaComprobantes($filtro: FiltroComprobantesInput, $archivos: [ArchivoComprobante!]!) {\n    descargaMasivaComprobantes(filtro: $filtro, archivos: $archivos) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.DescargaMasivaComprobantesDocument,
    "\n  query VistaPreviaComprobante($input: EmitirComprobanteInput!) {\n    preViewPdfSinValidez(input: $input) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.VistaPreviaComprobanteDocument,
    "\n  mutation RegistrarContingencia($input: ContingenciaInput!) {\n    registrarContingencia(input: $input) {\n      ...ComprobanteFields\n      contingencia\n    }\n  }\n": types.RegistrarContingenciaDocument,
    "\n  query Contingencias($tipo: String, $desde: String, $hasta: String, $param: String, $limite: Int, $desde_fila: Int) {\n    comprobantes(\n      contingencia: true\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n        motivo_baja\n      }\n    }\n  }\n": types.ContingenciasDocument,
    "\n  mutation AnularComprobante($id: String!, $motivo: String!) {\n    anularComprobante(id: $id, motivo: $motivo) {\n      ...ComprobanteFields\n      motivo_baja\n    }\n  }\n": types.AnularComprobanteDocument,
    "\n  fragment ResumenFields on Resumen {\n    id\n    tipo\n    identificador\n    fecha_generacion\n    fecha_referencia\n    estado\n    ticket\n    codigo_sunat\n    descripcion_sunat\n    intentos\n    ultimo_error\n    tiene_cdr\n    documentos {\n      comprobante_id\n      linea\n      tipo\n      serie\n      numero\n      importe_total\n      condicion\n      motivo\n      estado\n    }\n  }\n": types.ResumenFieldsFragmentDoc,
    "\n  query Resumenes($tipo: String, $desde: String, $hasta: String, $limite: Int, $desde_fila: Int) {\n    resumenes(tipo: $tipo, desde: $desde, hasta: $hasta, limite: $limite, desde_fila: $desde_fila) {\n      total\n      filas {\n        ...ResumenFields\n      }\n    }\n  }\n": types.ResumenesDocument,
    "\n  mutation GenerarResumenDiario($fecha: String!) {\n    generarResumenDiario(fecha: $fecha) {\n      ...ResumenFields\n    }\n  }\n": types.GenerarResumenDiarioDocument,
    "\n  mutation ReenviarResumen($id: String!) {\n    reenviarResumen(id: $id) {\n      ...ResumenFields\n    }\n  }\n": types.ReenviarResumenDocument,
    "\n  query XmlResumen($id: String!) {\n    xmlResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.XmlResumenDocument,
    "\n  query CdrResumen($id: String!) {\n    cdrResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.CdrResumenDocument,
    "\n  fragment EnvioSunatFields on EnvioSunat {\n    soap_envio\n    modo_pruebas\n    modo_pruebas_desde\n    url_ose\n    envio_pausado\n    envio_boletas\n    comprobantes_pendientes\n    resumenes_pendientes\n  }\n": types.EnvioSunatFieldsFragmentDoc,
    "\n  query EnvioSunat {\n    envioSunat {\n      ...EnvioSunatFields\n    }\n  }\n": types.EnvioSunatDocument,
    "\n  mutation PausarEnvioSunat($pausado: Boolean!) {\n    pausarEnvioSunat(pausado: $pausado) {\n      ...EnvioSunatFields\n    }\n  }\n": types.PausarEnvioSunatDocument,
    "\n  mutation ConfigurarEnvioSunat($input: ConfiguracionEnvioInput!) {\n    configurarEnvioSunat(input: $input) {\n      ...EnvioSunatFields\n    }\n  }\n": types.ConfigurarEnvioSunatDocument,
    "\n  fragment DocumentoInternoFields on DocumentoInterno {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_vencimiento\n    moneda\n    persona_tipo_documento\n    persona_numero_documento\n    persona_nombre\n    importe_total\n    estado\n    vencida\n    motivo_anulacion\n    comprobante {\n      id\n      tipo\n      serie\n      numero\n      estado\n    }\n  }\n": types.DocumentoInternoFieldsFragmentDoc,
    "\n  query DocumentosInternos(\n    $tipo: String!\n    $desde: String\n    $hasta: String\n    $buscar: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    documentosInternos(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      buscar: $buscar\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      filas {\n        ...DocumentoInternoFields\n      }\n    }\n  }\n": types.DocumentosInternosDocument,
    "\n  mutation EmitirDocumentoInterno($input: EmitirDocumentoInternoInput!) {\n    emitirDocumentoInterno(input: $input) {\n      ...DocumentoInternoFields\n    }\n  }\n": types.EmitirDocumentoInternoDocument,
    "\n  mutation AnularDocumentoInterno($id: String!, $motivo: String!) {\n    anularDocumentoInterno(id: $id, motivo: $motivo) {\n      ...DocumentoInternoFields\n    }\n  }\n": types.AnularDocumentoInternoDocument,
    "\n  mutation ConvertirProforma($id: String!, $tipo: String!, $serie: String) {\n    convertirProforma(id: $id, tipo: $tipo, serie: $serie) {\n      ...DocumentoInternoFields\n    }\n  }\n": types.ConvertirProformaDocument,
    "\n  query PdfDocumentoInterno($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfDocumentoInternoDocument,
    "\n  query TipoCambio($fecha: String!) {\n    tipoCambio(fecha: $fecha) {\n      fecha\n      venta\n    }\n  }\n": types.TipoCambioDocument,
    "\n  fragment ConductorFields on Conductor {\n    id tipo_documento numero_documento nombres apellidos licencia\n    transportista_id transportista_razon_social deleted_at\n  }\n": types.ConductorFieldsFragmentDoc,
    "\n  query Conductores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    conductores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ConductorFields\n      }\n    }\n  }\n": types.ConductoresDocument,
    "\n  query ExcelConductores($param: String, $eliminados: Boolean) {\n    excelConductores(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelConductoresDocument,
    "\n  mutation CreateConductor($input: ConductorInput!) {\n    createConductor(input: $input) {\n      ...ConductorFields\n    }\n  }\n": types.CreateConductorDocument,
    "\n  mutation UpdateConductor($id: String!, $input: ConductorInput!) {\n    updateConductor(id: $id, input: $input) {\n      ...ConductorFields\n    }\n  }\n": types.UpdateConductorDocument,
    "\n  mutation DeleteConductor($id: String!) {\n    deleteConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n": types.DeleteConductorDocument,
    "\n  mutation ActivateConductor($id: String!) {\n    activateConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n": types.ActivateConductorDocument,
    "\n  fragment GuiaFields on Guia {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_inicio_traslado\n    motivo\n    modalidad\n    destinatario {\n      tipo_documento\n      numero_documento\n      nombre\n    }\n    peso {\n      bruto\n      unidad\n    }\n    comprobante_id\n    estado\n    codigo_sunat\n    descripcion_sunat\n    ultimo_error\n  }\n": types.GuiaFieldsFragmentDoc,
    "\n  mutation CreateGuiaIndividual($input: GuiaIndividualInput!) {\n    createGuiaIndividual(input: $input) {\n      ...GuiaFields\n    }\n  }\n": types.CreateGuiaIndividualDocument,
    "\n  query Guias($limite: Int, $fecha_desde: String, $fecha_hasta: String) {\n    guias(limite: $limite, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {\n      ...GuiaFields\n    }\n    contarGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta)\n  }\n": types.GuiasDocument,
    "\n  query GuiasByParam($param: String!, $limite: Int) {\n    guiasByParam(param: $param, limite: $limite) {\n      ...GuiaFields\n    }\n  }\n": types.GuiasByParamDocument,
    "\n  query XmlGuia($id: String!) {\n    guia(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      xml\n    }\n  }\n": types.XmlGuiaDocument,
    "\n  query PdfGuia($id: String!) {\n    pdfGuia(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfGuiaDocument,
    "\n  query ExcelGuias($fecha_desde: String, $fecha_hasta: String, $param: String) {\n    excelGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta, param: $param) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelGuiasDocument,
    "\n  mutation ConsultarCdrGuia($id: String!) {\n    consultarCDRGuia(id_guia: $id) {\n      id\n      serie\n      numero\n      estado\n      codigo_sunat\n      descripcion_sunat\n      ultimo_error\n    }\n  }\n": types.ConsultarCdrGuiaDocument,
    "\n  mutation DarBajaGuia($id: String!, $motivo: String!) {\n    darBajaGuia(id: $id, motivo: $motivo) {\n      ...GuiaFields\n    }\n  }\n": types.DarBajaGuiaDocument,
    "\n  mutation ReconstruirGuia($id: String!) {\n    reconstruirGuia(id: $id) {\n      ...GuiaFields\n    }\n  }\n": types.ReconstruirGuiaDocument,
    "\n  query ComprobanteParaGuia($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      lineas {\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n      }\n    }\n  }\n": types.ComprobanteParaGuiaDocument,
    "\n  query PartidaLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      direccion\n      ubigeo\n      locales {\n        id\n        direccion\n        ubigeo\n        codigo_establecimiento\n      }\n    }\n  }\n": types.PartidaLocalDocument,
    "\n  query CredencialesGre($empresa_id: String!) {\n    credencialesGre(empresa_id: $empresa_id) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n": types.CredencialesGreDocument,
    "\n  mutation GuardarCredencialesGre($empresa_id: String!, $client_id: String!, $client_secret: String!) {\n    guardarCredencialesGre(empresa_id: $empresa_id, client_id: $client_id, client_secret: $client_secret) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n": types.GuardarCredencialesGreDocument,
    "\n  fragment TransportistaFields on Transportista {\n    id ruc razon_social registro_mtc activo deleted_at\n  }\n": types.TransportistaFieldsFragmentDoc,
    "\n  query Transportistas($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    transportistas(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TransportistaFields\n      }\n    }\n  }\n": types.TransportistasDocument,
    "\n  query ExcelTransportistas($param: String, $eliminados: Boolean) {\n    excelTransportistas(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelTransportistasDocument,
    "\n  mutation CreateTransportista($input: TransportistaInput!) {\n    createTransportista(input: $input) {\n      ...TransportistaFields\n    }\n  }\n": types.CreateTransportistaDocument,
    "\n  mutation UpdateTransportista($id: String!, $input: TransportistaInput!) {\n    updateTransportista(id: $id, input: $input) {\n      ...TransportistaFields\n    }\n  }\n": types.UpdateTransportistaDocument,
    "\n  mutation DeleteTransportista($id: String!) {\n    deleteTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n": types.DeleteTransportistaDocument,
    "\n  mutation ActivateTransportista($id: String!) {\n    activateTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n": types.ActivateTransportistaDocument,
    "\n  fragment VehiculoFields on Vehiculo {\n    id placa tuce entidad_autorizadora numero_autorizacion marca descripcion\n    transportista_id transportista_razon_social deleted_at\n  }\n": types.VehiculoFieldsFragmentDoc,
    "\n  query Vehiculos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    vehiculos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...VehiculoFields\n      }\n    }\n  }\n": types.VehiculosDocument,
    "\n  query ExcelVehiculos($param: String, $eliminados: Boolean) {\n    excelVehiculos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelVehiculosDocument,
    "\n  mutation CreateVehiculo($input: VehiculoInput!) {\n    createVehiculo(input: $input) {\n      ...VehiculoFields\n    }\n  }\n": types.CreateVehiculoDocument,
    "\n  mutation UpdateVehiculo($id: String!, $input: VehiculoInput!) {\n    updateVehiculo(id: $id, input: $input) {\n      ...VehiculoFields\n    }\n  }\n": types.UpdateVehiculoDocument,
    "\n  mutation DeleteVehiculo($id: String!) {\n    deleteVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n": types.DeleteVehiculoDocument,
    "\n  mutation ActivateVehiculo($id: String!) {\n    activateVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n": types.ActivateVehiculoDocument,
    "\n  query ComprasVentasByMonths($include_notes: Boolean, $anio: Int) {\n    comprasVentasByMonths(include_notes: $include_notes, anio: $anio) {\n      anio\n      labels\n      series {\n        nombre\n        datos\n      }\n    }\n  }\n": types.ComprasVentasByMonthsDocument,
    "\n  query RankingProductos($fecha_Inicio: String!, $fecha_Fin: String!, $tipo: String!) {\n    rankingProductos(fecha_Inicio: $fecha_Inicio, fecha_Fin: $fecha_Fin, tipo: $tipo) {\n      labels\n      series\n    }\n  }\n": types.RankingProductosDocument,
    "\n  fragment ImportacionFields on Importacion {\n    id\n    tipo\n    estado\n    total_filas\n    filas\n    filas_validas\n    solo_validas\n    progreso\n    error\n    created_at\n    errores {\n      fila\n      mensaje\n    }\n    documentos {\n      documento\n      fila\n      emitido\n      comprobante\n      comprobante_id\n      estado\n      mensaje\n    }\n  }\n": types.ImportacionFieldsFragmentDoc,
    "\n  query Importacion($id: String!) {\n    importacion(id: $id) {\n      ...ImportacionFields\n    }\n  }\n": types.ImportacionDocument,
    "\n  query Importaciones($tipo: String) {\n    importaciones(tipo: $tipo) {\n      ...ImportacionFields\n    }\n  }\n": types.ImportacionesDocument,
    "\n  query PlantillaImportacion($tipo: String!) {\n    plantillaImportacion(tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PlantillaImportacionDocument,
    "\n  query Documentoslist {\n    documentoslist {\n      id\n      codigo\n      nombre\n    }\n  }\n": types.DocumentoslistDocument,
    "\n  query UbigeoByParam($param: String!) {\n    ubigeoByParam(param: $param) {\n      value\n      label\n    }\n  }\n": types.UbigeoByParamDocument,
    "\n  query GetGmail($email: String!) {\n    getGmail(email: $email)\n  }\n": types.GetGmailDocument,
    "\n  mutation CreatePdfReclamation($input: ReclamoInput!) {\n    createPdfReclamation(input: $input)\n  }\n": types.CreatePdfReclamationDocument,
    "\n  mutation CreateReclamation($input: ReclamoInput!, $pdf: String, $captcha: String) {\n    createReclamation(input: $input, pdf: $pdf, captcha: $captcha) {\n      id\n      codigo\n    }\n  }\n": types.CreateReclamationDocument,
    "\n  query SearchReclamation($nro: String!, $phone: String!) {\n    searchReclamation(nro: $nro, phone: $phone) {\n      id\n      status\n      description\n      created_at\n      updated_at\n    }\n  }\n": types.SearchReclamationDocument,
    "\n  query FilterReclamation($nro: String!, $phone: String!) {\n    filterReclamation(nro: $nro, phone: $phone) {\n      codigo\n      namefull\n      nro\n      opcion0\n      opcion1\n      option2\n      dates\n    }\n  }\n": types.FilterReclamationDocument,
    "\n  fragment AmarreCentroCostoFields on AmarreCentroCosto {\n    id codigo nombre deleted_at detalle { centro_costo_id codigo nombre porcentaje }\n  }\n": types.AmarreCentroCostoFieldsFragmentDoc,
    "\n  query AmarresCentroCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    amarresCentroCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AmarreCentroCostoFields\n      }\n    }\n  }\n": types.AmarresCentroCostoDocument,
    "\n  query ExcelAmarresCentroCosto($param: String, $eliminados: Boolean) {\n    excelAmarresCentroCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelAmarresCentroCostoDocument,
    "\n  mutation CreateAmarreCentroCosto($input: AmarreCentroCostoInput!) {\n    createAmarreCentroCosto(input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": types.CreateAmarreCentroCostoDocument,
    "\n  mutation UpdateAmarreCentroCosto($id: String!, $input: AmarreCentroCostoInput!) {\n    updateAmarreCentroCosto(id: $id, input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": types.UpdateAmarreCentroCostoDocument,
    "\n  mutation DeleteAmarreCentroCosto($id: String!) {\n    deleteAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": types.DeleteAmarreCentroCostoDocument,
    "\n  mutation ActivateAmarreCentroCosto($id: String!) {\n    activateAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n": types.ActivateAmarreCentroCostoDocument,
    "\n  fragment CentroCostoFields on CentroCosto {\n    id codigo nombre tipo tipo_nombre deleted_at\n  }\n": types.CentroCostoFieldsFragmentDoc,
    "\n  query CentrosCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    centrosCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CentroCostoFields\n      }\n    }\n  }\n": types.CentrosCostoDocument,
    "\n  query ExcelCentrosCosto($param: String, $eliminados: Boolean) {\n    excelCentrosCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCentrosCostoDocument,
    "\n  mutation CreateCentroCosto($input: CentroCostoInput!) {\n    createCentroCosto(input: $input) {\n      ...CentroCostoFields\n    }\n  }\n": types.CreateCentroCostoDocument,
    "\n  mutation UpdateCentroCosto($id: String!, $input: CentroCostoInput!) {\n    updateCentroCosto(id: $id, input: $input) {\n      ...CentroCostoFields\n    }\n  }\n": types.UpdateCentroCostoDocument,
    "\n  mutation DeleteCentroCosto($id: String!) {\n    deleteCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n": types.DeleteCentroCostoDocument,
    "\n  mutation ActivateCentroCosto($id: String!) {\n    activateCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n": types.ActivateCentroCostoDocument,
    "\n  fragment CuentaFinancieraFields on CuentaFinanciera {\n    id codigo tipo moneda_id descripcion banco_id banco_nombre cuenta detraccion pcge_id pcge_codigo pcge_denominacion control deleted_at\n  }\n": types.CuentaFinancieraFieldsFragmentDoc,
    "\n  query CuentasFinancieras($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    cuentasFinancieras(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaFinancieraFields\n      }\n    }\n  }\n": types.CuentasFinancierasDocument,
    "\n  query ExcelCuentasFinancieras($param: String, $eliminados: Boolean) {\n    excelCuentasFinancieras(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCuentasFinancierasDocument,
    "\n  mutation CreateCuentaFinanciera($input: CuentaFinancieraInput!) {\n    createCuentaFinanciera(input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n": types.CreateCuentaFinancieraDocument,
    "\n  mutation UpdateCuentaFinanciera($id: String!, $input: CuentaFinancieraInput!) {\n    updateCuentaFinanciera(id: $id, input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n": types.UpdateCuentaFinancieraDocument,
    "\n  mutation DeleteCuentaFinanciera($id: String!) {\n    deleteCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n": types.DeleteCuentaFinancieraDocument,
    "\n  mutation ActivateCuentaFinanciera($id: String!) {\n    activateCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n": types.ActivateCuentaFinancieraDocument,
    "\n  query OpcionesMaestros {\n    tiposCentroCosto {\n      value\n      label\n    }\n    operacionesTipoAdjunto {\n      value\n      label\n    }\n  }\n": types.OpcionesMaestrosDocument,
    "\n  query PcgeOpciones($param: String!) {\n    pcge(param: $param, limite: 50) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n": types.PcgeOpcionesDocument,
    "\n  query CentrosActivos {\n    centrosCosto(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n  }\n": types.CentrosActivosDocument,
    "\n  fragment ResponsableFields on Responsable {\n    id documento_id numero nombres cargo email telefono deleted_at\n  }\n": types.ResponsableFieldsFragmentDoc,
    "\n  query Responsables($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    responsables(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ResponsableFields\n      }\n    }\n  }\n": types.ResponsablesDocument,
    "\n  query ExcelResponsables($param: String, $eliminados: Boolean) {\n    excelResponsables(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelResponsablesDocument,
    "\n  mutation CreateResponsable($input: ResponsableInput!) {\n    createResponsable(input: $input) {\n      ...ResponsableFields\n    }\n  }\n": types.CreateResponsableDocument,
    "\n  mutation UpdateResponsable($id: String!, $input: ResponsableInput!) {\n    updateResponsable(id: $id, input: $input) {\n      ...ResponsableFields\n    }\n  }\n": types.UpdateResponsableDocument,
    "\n  mutation DeleteResponsable($id: String!) {\n    deleteResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n": types.DeleteResponsableDocument,
    "\n  mutation ActivateResponsable($id: String!) {\n    activateResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n": types.ActivateResponsableDocument,
    "\n  fragment TipoAdjuntoFields on TipoAdjunto {\n    id codigo descripcion tipo_operacion deleted_at\n  }\n": types.TipoAdjuntoFieldsFragmentDoc,
    "\n  query TiposAdjunto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tiposAdjunto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TipoAdjuntoFields\n      }\n    }\n  }\n": types.TiposAdjuntoDocument,
    "\n  query ExcelTiposAdjunto($param: String, $eliminados: Boolean) {\n    excelTiposAdjunto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelTiposAdjuntoDocument,
    "\n  mutation CreateTipoAdjunto($input: TipoAdjuntoInput!) {\n    createTipoAdjunto(input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n": types.CreateTipoAdjuntoDocument,
    "\n  mutation UpdateTipoAdjunto($id: String!, $input: TipoAdjuntoInput!) {\n    updateTipoAdjunto(id: $id, input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n": types.UpdateTipoAdjuntoDocument,
    "\n  mutation DeleteTipoAdjunto($id: String!) {\n    deleteTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n": types.DeleteTipoAdjuntoDocument,
    "\n  mutation ActivateTipoAdjunto($id: String!) {\n    activateTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n": types.ActivateTipoAdjuntoDocument,
    "\n  fragment TributoFields on Tributo {\n    id tributo_codigo tributo_nombre tributo_descripcion cuenta_id cuenta_codigo cuenta_denominacion deleted_at\n  }\n": types.TributoFieldsFragmentDoc,
    "\n  query Tributos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tributos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TributoFields\n      }\n    }\n  }\n": types.TributosDocument,
    "\n  query ExcelTributos($param: String, $eliminados: Boolean) {\n    excelTributos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelTributosDocument,
    "\n  mutation CreateTributo($input: TributoInput!) {\n    createTributo(input: $input) {\n      ...TributoFields\n    }\n  }\n": types.CreateTributoDocument,
    "\n  mutation UpdateTributo($id: String!, $input: TributoInput!) {\n    updateTributo(id: $id, input: $input) {\n      ...TributoFields\n    }\n  }\n": types.UpdateTributoDocument,
    "\n  mutation DeleteTributo($id: String!) {\n    deleteTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n": types.DeleteTributoDocument,
    "\n  mutation ActivateTributo($id: String!) {\n    activateTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n": types.ActivateTributoDocument,
    "\n  mutation TributosPorDefecto {\n    tributosPorDefecto {\n      ...TributoFields\n    }\n  }\n": types.TributosPorDefectoDocument,
    "\n  fragment PerfilFields on Perfil {\n    id\n    email\n    nombres\n    a_paterno\n    a_materno\n    telefono\n    avatar\n    avatar_url\n    rol\n    empresas\n  }\n": types.PerfilFieldsFragmentDoc,
    "\n  query MiPerfil {\n    miPerfil {\n      ...PerfilFields\n    }\n  }\n": types.MiPerfilDocument,
    "\n  mutation ActualizarMiPerfil($input: DatosPersonalesInput!) {\n    actualizarMiPerfil(input: $input) {\n      ...PerfilFields\n    }\n  }\n": types.ActualizarMiPerfilDocument,
    "\n  mutation CambiarMiAvatar($avatar: String) {\n    cambiarMiAvatar(avatar: $avatar) {\n      ...PerfilFields\n    }\n  }\n": types.CambiarMiAvatarDocument,
    "\n  mutation CambiarMiPassword($actual: String!, $nueva: String!) {\n    cambiarMiPassword(actual: $actual, nueva: $nueva)\n  }\n": types.CambiarMiPasswordDocument,
    "\n  mutation SolicitarCambioEmail($email: String!, $password: String!) {\n    solicitarCambioEmail(email: $email, password: $password) {\n      email\n    }\n  }\n": types.SolicitarCambioEmailDocument,
    "\n  mutation ConfirmarCambioEmail($token: String!) {\n    confirmarCambioEmail(token: $token) {\n      email\n    }\n  }\n": types.ConfirmarCambioEmailDocument,
    "\n  fragment HorarioFields on Horario {\n    id\n    nombre\n    atipico\n    dias {\n      dia\n      nombre\n      entrada\n      salida\n    }\n    refrigerio_minutos\n    tolerancia_minutos\n    predeterminado\n    deleted_at\n  }\n": types.HorarioFieldsFragmentDoc,
    "\n  query Horarios {\n    horarios {\n      ...HorarioFields\n    }\n  }\n": types.HorariosDocument,
    "\n  mutation CreateHorario($input: HorarioInput!) {\n    createHorario(input: $input) {\n      ...HorarioFields\n    }\n  }\n": types.CreateHorarioDocument,
    "\n  mutation EditHorario($id: String!, $input: HorarioInput!) {\n    editHorario(id: $id, input: $input) {\n      ...HorarioFields\n    }\n  }\n": types.EditHorarioDocument,
    "\n  mutation DeleteHorario($id: String!) {\n    deleteHorario(id: $id) {\n      id\n    }\n  }\n": types.DeleteHorarioDocument,
    "\n  query FeriadosEmpresa($anio: Int!) {\n    feriadosEmpresa(anio: $anio) {\n      id\n      fecha\n      descripcion\n      nacional\n    }\n  }\n": types.FeriadosEmpresaDocument,
    "\n  mutation CreateFeriado($input: FeriadoInput!) {\n    createFeriado(input: $input) {\n      id\n    }\n  }\n": types.CreateFeriadoDocument,
    "\n  mutation DeleteFeriado($id: String!) {\n    deleteFeriado(id: $id) {\n      id\n    }\n  }\n": types.DeleteFeriadoDocument,
    "\n  query ResumenAsistencia($periodo: String!) {\n    resumenAsistencia(periodo: $periodo) {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      horario\n      dias_calendario\n      dias_laborados\n      horas_25\n      horas_35\n      minutos_tardanza\n      dias_tardanza\n      faltas\n      dias_vacaciones\n      dias_subsidiados\n      dias_suspension\n      feriados_trabajados\n      dias {\n        fecha\n        entrada\n        salida\n        marca\n        origen\n        feriado\n        minutos_tardanza\n        minutos_25\n        minutos_35\n        feriado_trabajado\n      }\n    }\n  }\n": types.ResumenAsistenciaDocument,
    "\n  mutation RegistrarAsistencia($trabajador_id: String!, $dia: DiaAsistenciaInput!) {\n    registrarAsistencia(trabajador_id: $trabajador_id, dia: $dia) {\n      id\n    }\n  }\n": types.RegistrarAsistenciaDocument,
    "\n  mutation EliminarAsistencia($trabajador_id: String!, $fecha: String!) {\n    eliminarAsistencia(trabajador_id: $trabajador_id, fecha: $fecha)\n  }\n": types.EliminarAsistenciaDocument,
    "\n  mutation ImportarAsistencia($periodo: String!, $excel: String!) {\n    importarAsistencia(periodo: $periodo, excel: $excel) {\n      registros\n      trabajadores\n    }\n  }\n": types.ImportarAsistenciaDocument,
    "\n  query PlantillaAsistencia($periodo: String) {\n    plantillaAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PlantillaAsistenciaDocument,
    "\n  query ExcelAsistencia($periodo: String!) {\n    excelAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelAsistenciaDocument,
    "\n  query PdfAsistencia($periodo: String!) {\n    pdfAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfAsistenciaDocument,
    "\n  fragment BeneficioFields on Beneficio {\n    id\n    tipo\n    periodo\n    estado\n    total\n    operacion_id\n    parametros\n    columnas {\n      encabezado\n      tipo\n      total\n    }\n    totales\n    lineas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      importe\n      valores\n    }\n  }\n": types.BeneficioFieldsFragmentDoc,
    "\n  query Beneficio($tipo: String!, $periodo: String!) {\n    beneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n": types.BeneficioDocument,
    "\n  mutation CalcularBeneficio($tipo: String!, $periodo: String!, $opciones: OpcionesBeneficioInput) {\n    calcularBeneficio(tipo: $tipo, periodo: $periodo, opciones: $opciones) {\n      ...BeneficioFields\n    }\n  }\n": types.CalcularBeneficioDocument,
    "\n  mutation CerrarBeneficio($tipo: String!, $periodo: String!) {\n    cerrarBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n": types.CerrarBeneficioDocument,
    "\n  mutation RollbackBeneficio($tipo: String!, $periodo: String!) {\n    rollbackBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n": types.RollbackBeneficioDocument,
    "\n  query ExcelBeneficio($tipo: String!, $periodo: String!) {\n    excelBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelBeneficioDocument,
    "\n  query PdfBeneficio($tipo: String!, $periodo: String!) {\n    pdfBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfBeneficioDocument,
    "\n  query PdfLiquidacion($periodo: String!, $trabajador_id: String!) {\n    pdfLiquidacion(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfLiquidacionDocument,
    "\n  query RecordVacacional($trabajador_id: String!, $fecha: String!) {\n    recordVacacional(trabajador_id: $trabajador_id, fecha: $fecha) {\n      fecha\n      remuneracion_computable\n      dias_adelantados\n      inicio_record_actual\n      truncas_meses\n      truncas_dias\n      truncas_importe\n      periodos {\n        desde\n        hasta\n        dias_ganados\n        dias_gozados\n        pendientes\n        vencido\n      }\n      goces {\n        id\n        desde\n        hasta\n        dias\n      }\n    }\n  }\n": types.RecordVacacionalDocument,
    "\n  mutation RegistrarVacaciones($trabajador_id: String!, $desde: String!, $hasta: String!) {\n    registrarVacaciones(trabajador_id: $trabajador_id, desde: $desde, hasta: $hasta) {\n      id\n      dias\n    }\n  }\n": types.RegistrarVacacionesDocument,
    "\n  mutation EliminarVacaciones($id: String!) {\n    eliminarVacaciones(id: $id) {\n      id\n    }\n  }\n": types.EliminarVacacionesDocument,
    "\n  fragment IngresoOtroEmpleadorFields on IngresoOtroEmpleador {\n    id\n    periodo\n    ruc\n    razon_social\n    ingresos\n    retenciones\n  }\n": types.IngresoOtroEmpleadorFieldsFragmentDoc,
    "\n  query IngresosOtrosEmpleadores($trabajador_id: String!, $anio: String!) {\n    ingresosOtrosEmpleadores(trabajador_id: $trabajador_id, anio: $anio) {\n      ...IngresoOtroEmpleadorFields\n    }\n  }\n": types.IngresosOtrosEmpleadoresDocument,
    "\n  mutation CreateIngresoOtroEmpleador($input: IngresoOtroEmpleadorInput!) {\n    createIngresoOtroEmpleador(input: $input) {\n      id\n    }\n  }\n": types.CreateIngresoOtroEmpleadorDocument,
    "\n  mutation DeleteIngresoOtroEmpleador($id: String!) {\n    deleteIngresoOtroEmpleador(id: $id) {\n      id\n    }\n  }\n": types.DeleteIngresoOtroEmpleadorDocument,
    "\n  query ComisionesAfp($periodo: String!) {\n    comisionesAfp(periodo: $periodo) {\n      afp\n      desde\n      flujo\n      mixta_flujo\n      mixta_saldo\n      aporte\n      prima\n      rma\n      fuente\n      por_verificar\n    }\n  }\n": types.ComisionesAfpDocument,
    "\n  mutation GuardarComisionAfp($input: ComisionAfpInput!) {\n    guardarComisionAfp(input: $input) {\n      afp\n      desde\n      flujo\n    }\n  }\n": types.GuardarComisionAfpDocument,
    "\n  query ParametrosPlanilla {\n    parametrosPlanilla {\n      concepto\n      nombre\n      unidad\n      desde\n      valor\n      fuente\n      confianza\n      por_verificar\n    }\n  }\n": types.ParametrosPlanillaDocument,
    "\n  mutation GuardarParametroPlanilla($input: ParametroPlanillaInput!) {\n    guardarParametroPlanilla(input: $input) {\n      concepto\n      desde\n      valor\n    }\n  }\n": types.GuardarParametroPlanillaDocument,
    "\n  query GenerarEstructurasPlame($periodo: String!) {\n    generarEstructurasPlame(periodo: $periodo) {\n      periodo\n      valido\n      advertencias\n      zip {\n        nombre\n        mime\n        base64\n      }\n      archivos {\n        extension\n        estructura\n        lineas\n        valido\n        hallazgos {\n          linea\n          campo\n          mensaje\n        }\n        archivo {\n          nombre\n          mime\n          base64\n        }\n      }\n    }\n  }\n": types.GenerarEstructurasPlameDocument,
    "\n  query PrestadoresServicios($periodo: String!) {\n    prestadoresServicios(periodo: $periodo) {\n      tipo_documento\n      numero_documento\n      nombre\n      serie\n      numero\n      fecha_emision\n      fecha_pago\n      monto\n      retencion_renta\n    }\n  }\n": types.PrestadoresServiciosDocument,
    "\n  fragment PlanillaFields on Planilla {\n    id\n    periodo\n    estado\n    total_ingresos\n    total_retenciones\n    total_descuentos\n    total_aportes\n    total_neto\n    operacion_id\n    boletas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      dias_laborados\n      total_ingresos\n      total_retenciones\n      total_descuentos\n      total_aportes\n      neto\n      advertencias\n      retenciones {\n        codigo\n        plame\n        importe\n      }\n      aportes_empleador {\n        codigo\n        plame\n        importe\n      }\n    }\n  }\n": types.PlanillaFieldsFragmentDoc,
    "\n  query Planilla($periodo: String!) {\n    planilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n": types.PlanillaDocument,
    "\n  mutation CalcularPlanilla($periodo: String!, $entradas: [EntradaPlanillaInput!]) {\n    calcularPlanilla(periodo: $periodo, entradas: $entradas) {\n      ...PlanillaFields\n    }\n  }\n": types.CalcularPlanillaDocument,
    "\n  mutation CerrarPlanilla($periodo: String!) {\n    cerrarPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n": types.CerrarPlanillaDocument,
    "\n  mutation RollbackPlanilla($periodo: String!) {\n    rollbackPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n": types.RollbackPlanillaDocument,
    "\n  query PdfBoletaPago($periodo: String!, $trabajador_id: String!) {\n    pdfBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfBoletaPagoDocument,
    "\n  query PdfBoletasPago($periodo: String!) {\n    pdfBoletasPago(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfBoletasPagoDocument,
    "\n  mutation EnviarBoletaPago($periodo: String!, $trabajador_id: String!) {\n    enviarBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      trabajador\n      para\n    }\n  }\n": types.EnviarBoletaPagoDocument,
    "\n  mutation EnviarBoletasPago($periodo: String!) {\n    enviarBoletasPago(periodo: $periodo) {\n      enviados\n      omitidos {\n        trabajador\n        motivo\n      }\n    }\n  }\n": types.EnviarBoletasPagoDocument,
    "\n  query EnlaceWhatsappBoleta($periodo: String!, $trabajador_id: String!) {\n    enlaceWhatsappBoleta(periodo: $periodo, trabajador_id: $trabajador_id) {\n      enlace\n    }\n  }\n": types.EnlaceWhatsappBoletaDocument,
    "\n  query ReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    reportePlanilla(tipo: $tipo, periodo: $periodo) {\n      titulo\n      columnas {\n        encabezado\n        monto\n      }\n      filas {\n        celdas\n        enfasis\n      }\n    }\n  }\n": types.ReportePlanillaDocument,
    "\n  query ExcelReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    excelReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelReportePlanillaDocument,
    "\n  query PdfReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    pdfReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfReportePlanillaDocument,
    "\n  fragment TrabajadorFields on Trabajador {\n    id\n    tipo_documento\n    numero_documento\n    apellido_paterno\n    apellido_materno\n    nombres\n    fecha_nacimiento\n    sexo\n    direccion\n    email\n    telefono\n    banco\n    cuenta_bancaria\n    fecha_ingreso\n    fecha_cese\n    motivo_cese\n    deleted_at\n  }\n": types.TrabajadorFieldsFragmentDoc,
    "\n  query Trabajadores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    listTrabajadores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TrabajadorFields\n      }\n    }\n  }\n": types.TrabajadoresDocument,
    "\n  mutation CreateEmployee($input: TrabajadorInput!) {\n    createEmployee(input: $input) {\n      ...TrabajadorFields\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation EditEmployee($id: String!, $input: TrabajadorInput!) {\n    editEmployee(id: $id, input: $input) {\n      ...TrabajadorFields\n    }\n  }\n": types.EditEmployeeDocument,
    "\n  fragment ContratoFields on Contrato {\n    id\n    trabajador_id\n    fecha_inicio\n    fecha_fin\n    regimen_laboral\n    cargo\n    remuneracion_basica\n    asignacion_familiar\n    sistema_pension\n    afp\n    cuspp\n    comision_afp\n    salud\n    tasa_sctr_salud\n    tasa_sctr_pension\n    horas_diarias\n    horario_id\n  }\n": types.ContratoFieldsFragmentDoc,
    "\n  query Contratos($trabajador_id: String) {\n    filterContract(trabajador_id: $trabajador_id) {\n      ...ContratoFields\n    }\n  }\n": types.ContratosDocument,
    "\n  mutation CreateContract($input: ContratoInput!) {\n    createContract(input: $input) {\n      ...ContratoFields\n    }\n  }\n": types.CreateContractDocument,
    "\n  mutation EditContract($id: String!, $input: ContratoInput!) {\n    editContract(id: $id, input: $input) {\n      ...ContratoFields\n    }\n  }\n": types.EditContractDocument,
    "\n  mutation DeleteEmployee($id: String!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n": types.DeleteEmployeeDocument,
    "\n  query LibrosPle($periodo: String!) {\n    librosPle(periodo: $periodo) { codigo numero nombre lineas generado }\n  }\n": types.LibrosPleDocument,
    "\n  query GenerarPle($libro: String!, $periodo: String!) {\n    generarPle(libro: $libro, periodo: $periodo) {\n      archivo { nombre mime base64 }\n      lineas\n      valido\n      omitidos\n      hallazgos { linea campo mensaje }\n    }\n  }\n": types.GenerarPleDocument,
    "\n  mutation SavePeriodAndBook($periodo: String!, $libro: String!) {\n    savePeriodAndBook(periodo: $periodo, libro: $libro) { codigo generado }\n  }\n": types.SavePeriodAndBookDocument,
    "\n  fragment PosLineaArqueoFields on PosLineaArqueo {\n    medio\n    esperado\n    contado\n    diferencia\n  }\n": types.PosLineaArqueoFieldsFragmentDoc,
    "\n  fragment PosSesionCajaFields on PosSesionCaja {\n    id\n    caja_id\n    saldo_inicial\n    abierta_at\n    cerrada_at\n    arqueo {\n      ...PosLineaArqueoFields\n    }\n  }\n": types.PosSesionCajaFieldsFragmentDoc,
    "\n  query PosReporteCajas($caja_id: String, $cerradas: Boolean) {\n    reporteCajas(caja_id: $caja_id, cerradas: $cerradas) {\n      id\n      caja_id\n      caja_codigo\n      usuario\n      abierta_at\n      cerrada_at\n      saldo_inicial\n      esperado\n      contado\n      diferencia\n      pedidos\n      arqueo {\n        ...PosLineaArqueoFields\n      }\n    }\n  }\n": types.PosReporteCajasDocument,
    "\n  mutation AbrirPosCaja($caja_id: String!, $saldo_inicial: String!) {\n    abrirCaja(caja_id: $caja_id, saldo_inicial: $saldo_inicial) {\n      ...PosSesionCajaFields\n    }\n  }\n": types.AbrirPosCajaDocument,
    "\n  mutation CerrarPosCaja($sesion_caja_id: String!, $contado: [PosContadoInput!]!) {\n    cerrarCaja(sesion_caja_id: $sesion_caja_id, contado: $contado) {\n      ...PosSesionCajaFields\n    }\n  }\n": types.CerrarPosCajaDocument,
    "\n  mutation CobrarPosPedido($pedido_id: String!, $input: PosCobrarInput!) {\n    cobrarPedido(pedido_id: $pedido_id, input: $input) {\n      vuelto\n      documento {\n        id\n        tipo\n        serie\n        numero\n        importe_total\n      }\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n": types.CobrarPosPedidoDocument,
    "\n  mutation LiberarPosCobro($pedido_id: String!) {\n    liberarCobro(pedido_id: $pedido_id) {\n      ...PosPedidoFields\n    }\n  }\n": types.LiberarPosCobroDocument,
    "\n  query PdfTicketComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfTicketComprobanteDocument,
    "\n  query PdfTicketNotaVenta($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PdfTicketNotaVentaDocument,
    "\n  fragment ProductoPosFields on Producto {\n    id\n    codigo\n    codigo_barras\n    descripcion\n    categoria_id\n    precio_unitario\n    imagen\n    es_combo\n  }\n": types.ProductoPosFieldsFragmentDoc,
    "\n  query CatalogoPos {\n    categorias(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n    productos(limite: 500, incluir_combos: true) {\n      filas {\n        ...ProductoPosFields\n      }\n    }\n  }\n": types.CatalogoPosDocument,
    "\n  fragment PosComandaFields on PosComanda {\n    id\n    cocina_id\n    pedido_id\n    mesa_codigo\n    estado\n    created_at\n    en_preparacion_at\n    listo_at\n    lineas {\n      descripcion\n      cantidad\n      nota\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n": types.PosComandaFieldsFragmentDoc,
    "\n  query PosComandasCocina($cocina_id: String!) {\n    comandasCocina(cocina_id: $cocina_id, incluir_listas: true) {\n      ...PosComandaFields\n    }\n  }\n": types.PosComandasCocinaDocument,
    "\n  subscription PosComandasCocinaCambio($cocina_id: String!) {\n    comandasCocinaCambio(cocina_id: $cocina_id) {\n      ...PosComandaFields\n    }\n  }\n": types.PosComandasCocinaCambioDocument,
    "\n  mutation CambiarEstadoPosComanda($id: String!, $estado: String!) {\n    cambiarEstadoComanda(id: $id, estado: $estado) {\n      ...PosComandaFields\n    }\n  }\n": types.CambiarEstadoPosComandaDocument,
    "\n  fragment PosZonaFields on PosZona {\n    id\n    local_id\n    codigo\n    descripcion\n    control_mesa\n  }\n": types.PosZonaFieldsFragmentDoc,
    "\n  query PosZonas {\n    zonas {\n      ...PosZonaFields\n    }\n  }\n": types.PosZonasDocument,
    "\n  mutation CreatePosZona($input: PosZonaInput!) {\n    createZona(input: $input) {\n      ...PosZonaFields\n    }\n  }\n": types.CreatePosZonaDocument,
    "\n  mutation UpdatePosZona($id: String!, $input: PosZonaInput!) {\n    updateZona(id: $id, input: $input) {\n      ...PosZonaFields\n    }\n  }\n": types.UpdatePosZonaDocument,
    "\n  mutation DeletePosZona($id: String!) {\n    deleteZona(id: $id) {\n      id\n    }\n  }\n": types.DeletePosZonaDocument,
    "\n  fragment PosMesaFields on PosMesa {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n  }\n": types.PosMesaFieldsFragmentDoc,
    "\n  query PosMesas($zona_id: String!) {\n    mesasByZona(zona_id: $zona_id) {\n      ...PosMesaFields\n    }\n  }\n": types.PosMesasDocument,
    "\n  mutation CreatePosMesa($input: PosMesaInput!) {\n    createMesa(input: $input) {\n      ...PosMesaFields\n    }\n  }\n": types.CreatePosMesaDocument,
    "\n  mutation UpdatePosMesa($id: String!, $input: PosMesaInput!) {\n    updateMesa(id: $id, input: $input) {\n      ...PosMesaFields\n    }\n  }\n": types.UpdatePosMesaDocument,
    "\n  mutation DeletePosMesa($id: String!) {\n    deleteMesa(id: $id) {\n      id\n    }\n  }\n": types.DeletePosMesaDocument,
    "\n  mutation MoverPosMesas($posiciones: [PosPosicionMesaInput!]!) {\n    moverMesas(posiciones: $posiciones) {\n      ...PosMesaFields\n    }\n  }\n": types.MoverPosMesasDocument,
    "\n  fragment PosCajaFields on PosCaja {\n    id\n    zona_id\n    codigo\n    descripcion\n    cuenta_financiera_id\n    habilitada\n  }\n": types.PosCajaFieldsFragmentDoc,
    "\n  query PosCajas {\n    cajas {\n      ...PosCajaFields\n    }\n  }\n": types.PosCajasDocument,
    "\n  mutation CreatePosCaja($input: PosCajaInput!) {\n    createCaja(input: $input) {\n      ...PosCajaFields\n    }\n  }\n": types.CreatePosCajaDocument,
    "\n  mutation UpdatePosCaja($id: String!, $input: PosCajaInput!) {\n    updateCaja(id: $id, input: $input) {\n      ...PosCajaFields\n    }\n  }\n": types.UpdatePosCajaDocument,
    "\n  mutation DeletePosCaja($id: String!) {\n    deleteCaja(id: $id) {\n      id\n    }\n  }\n": types.DeletePosCajaDocument,
    "\n  query PosCuentasCaja {\n    cuentasParaCaja {\n      cuenta_financiera_id\n      pcge_id\n      pcge_codigo\n      descripcion\n      tipo\n    }\n  }\n": types.PosCuentasCajaDocument,
    "\n  fragment PosCocinaFields on PosCocina {\n    id\n    local_id\n    codigo\n    nombre\n  }\n": types.PosCocinaFieldsFragmentDoc,
    "\n  query PosCocinas {\n    cocinasByLocalId {\n      ...PosCocinaFields\n    }\n  }\n": types.PosCocinasDocument,
    "\n  mutation CreatePosCocina($input: PosCocinaInput!) {\n    createCocina(input: $input) {\n      ...PosCocinaFields\n    }\n  }\n": types.CreatePosCocinaDocument,
    "\n  mutation UpdatePosCocina($id: String!, $input: PosCocinaInput!) {\n    updateCocina(id: $id, input: $input) {\n      ...PosCocinaFields\n    }\n  }\n": types.UpdatePosCocinaDocument,
    "\n  mutation DeletePosCocina($id: String!) {\n    deleteCocina(id: $id) {\n      id\n    }\n  }\n": types.DeletePosCocinaDocument,
    "\n  query PosRutasCocina {\n    rutasCocina {\n      id\n      cocina_id\n      categoria_id\n      producto_id\n    }\n  }\n": types.PosRutasCocinaDocument,
    "\n  mutation AsignarPosRutaCocina($input: PosRutaCocinaInput!) {\n    asignarRutaCocina(input: $input) {\n      id\n    }\n  }\n": types.AsignarPosRutaCocinaDocument,
    "\n  mutation QuitarPosRutaCocina($id: String!) {\n    quitarRutaCocina(id: $id)\n  }\n": types.QuitarPosRutaCocinaDocument,
    "\n  fragment PosStaffFields on PosStaff {\n    id\n    usuario_id\n    nombres\n    email\n    rol\n    local_id\n    cocina_id\n    deleted_at\n  }\n": types.PosStaffFieldsFragmentDoc,
    "\n  query PosStaff {\n    staff {\n      ...PosStaffFields\n    }\n  }\n": types.PosStaffDocument,
    "\n  mutation CreatePosStaff($input: PosStaffInput!) {\n    createStaff(input: $input) {\n      ...PosStaffFields\n    }\n  }\n": types.CreatePosStaffDocument,
    "\n  mutation UpdatePosStaff($id: String!, $input: PosStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      ...PosStaffFields\n    }\n  }\n": types.UpdatePosStaffDocument,
    "\n  mutation DeletePosStaff($id: String!) {\n    deleteStaff(id: $id) {\n      id\n    }\n  }\n": types.DeletePosStaffDocument,
    "\n  query PosUsuariosEmpresa {\n    usuariosEmpresa {\n      id\n      nombres\n      email\n      rol\n    }\n  }\n": types.PosUsuariosEmpresaDocument,
    "\n  fragment PosDeliveryFields on PosDelivery {\n    id\n    estado\n    nombres\n    telefono\n    direccion\n    referencia\n    nota\n    repartidor_id\n    en_camino_at\n    entregado_at\n    pedido {\n      id\n      estado\n      total\n      created_at\n      lineas {\n        id\n        descripcion\n        cantidad\n      }\n    }\n  }\n": types.PosDeliveryFieldsFragmentDoc,
    "\n  query PosDeliveries {\n    getAllDelivery {\n      ...PosDeliveryFields\n    }\n  }\n": types.PosDeliveriesDocument,
    "\n  subscription PosDeliveriesCambio {\n    deliveriesCambio {\n      ...PosDeliveryFields\n    }\n  }\n": types.PosDeliveriesCambioDocument,
    "\n  mutation UpdatePosDelivery($pedido_id: String!, $estado: String, $repartidor_id: String) {\n    updateDelivery(pedido_id: $pedido_id, estado: $estado, repartidor_id: $repartidor_id) {\n      ...PosDeliveryFields\n    }\n  }\n": types.UpdatePosDeliveryDocument,
    "\n  query PosClientesDelivery($param: String) {\n    clientesDelivery(param: $param) {\n      id\n      tipo_documento\n      numero\n      razon_social\n      telefono\n      direccion\n    }\n  }\n": types.PosClientesDeliveryDocument,
    "\n  mutation CreatePosClienteDelivery($input: PosClienteDeliveryInput!) {\n    createClienteDelivery(input: $input) {\n      id\n    }\n  }\n": types.CreatePosClienteDeliveryDocument,
    "\n  mutation CreatePosPedidoDelivery($input: PosDeliveryInput!) {\n    createPedidoDelivery(input: $input) {\n      ...PosDeliveryFields\n    }\n  }\n": types.CreatePosPedidoDeliveryDocument,
    "\n  fragment PosVentaAgrupadaFields on PosVentaAgrupada {\n    id\n    nombre\n    pedidos\n    total\n  }\n": types.PosVentaAgrupadaFieldsFragmentDoc,
    "\n  query PosReporteVendedor($desde: String!, $hasta: String!) {\n    reporteVendedor(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n": types.PosReporteVendedorDocument,
    "\n  query PosReporteVentasCaja($desde: String!, $hasta: String!) {\n    reporteVentasCaja(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n": types.PosReporteVentasCajaDocument,
    "\n  query PosRankingProductos($desde: String!, $hasta: String!) {\n    rankingProductosPos(desde: $desde, hasta: $hasta) {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      importe\n    }\n  }\n": types.PosRankingProductosDocument,
    "\n  query PosExcelPedidos($desde: String!, $hasta: String!) {\n    excelPedidos(desde: $desde, hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.PosExcelPedidosDocument,
    "\n  fragment PosMesaEstadoFields on PosMesaEstado {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n    estado\n    pedido_id\n    total\n  }\n": types.PosMesaEstadoFieldsFragmentDoc,
    "\n  query PosMesasZona($zona_id: String!) {\n    mesasZona(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n": types.PosMesasZonaDocument,
    "\n  subscription PosMesasZonaCambio($zona_id: String!) {\n    mesasZonaCambio(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n": types.PosMesasZonaCambioDocument,
    "\n  fragment PosPedidoFields on PosPedido {\n    id\n    estado\n    zona_id\n    mesa_id\n    total\n    cobrado\n    pendiente\n    cobrando_desde\n    lineas {\n      id\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      precio_unitario\n      afectacion\n      importe\n      cantidad_cobrada\n      cantidad_pendiente\n      importe_pendiente\n      nota\n      enviada\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n": types.PosPedidoFieldsFragmentDoc,
    "\n  query PosPedido($id: String!) {\n    pedido(id: $id) {\n      ...PosPedidoFields\n    }\n  }\n": types.PosPedidoDocument,
    "\n  mutation AbrirPosPedido($mesa_id: String) {\n    abrirPedido(mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n": types.AbrirPosPedidoDocument,
    "\n  mutation AgregarPosLineas($pedido_id: String!, $lineas: [PosLineaPedidoInput!]!) {\n    agregarLineasPedido(pedido_id: $pedido_id, lineas: $lineas) {\n      ...PosPedidoFields\n    }\n  }\n": types.AgregarPosLineasDocument,
    "\n  mutation QuitarPosLinea($pedido_id: String!, $linea_id: String!) {\n    quitarLineaPedido(pedido_id: $pedido_id, linea_id: $linea_id) {\n      ...PosPedidoFields\n    }\n  }\n": types.QuitarPosLineaDocument,
    "\n  mutation EnviarPosACocina($pedido_id: String!) {\n    enviarACocina(pedido_id: $pedido_id) {\n      id\n    }\n  }\n": types.EnviarPosACocinaDocument,
    "\n  mutation MoverPosPedido($pedido_id: String!, $mesa_id: String!) {\n    moverPedido(pedido_id: $pedido_id, mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n": types.MoverPosPedidoDocument,
    "\n  mutation UnirPosPedidos($origen_id: String!, $destino_id: String!) {\n    unirPedidos(origen_id: $origen_id, destino_id: $destino_id) {\n      ...PosPedidoFields\n    }\n  }\n": types.UnirPosPedidosDocument,
    "\n  query PosPrecuenta($pedido_id: String!) {\n    precuenta(pedido_id: $pedido_id) {\n      razon_social\n      ruc\n      local\n      direccion\n      zona\n      mesa\n      mozo\n      fecha\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n": types.PosPrecuentaDocument,
    "\n  query ParametricaBuscar($tabla: String!, $param: String!, $limite: Int) {\n    parametricaByParam(tabla: $tabla, param: $param, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n": types.ParametricaBuscarDocument,
    "\n  fragment CategoriaPrecioFields on CategoriaPrecio {\n    id\n    local_id\n    codigo\n    descripcion\n    valor_condicion\n    oferta\n    deleted_at\n  }\n": types.CategoriaPrecioFieldsFragmentDoc,
    "\n  query CategoriasPrecio($local_id: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categoriasPrecio(local_id: $local_id, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaPrecioFields\n      }\n    }\n  }\n": types.CategoriasPrecioDocument,
    "\n  mutation CreateCategoriaPrecio($input: CategoriaPrecioInput!) {\n    createCategoriaPrecio(input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n": types.CreateCategoriaPrecioDocument,
    "\n  mutation UpdateCategoriaPrecio($id: String!, $input: CategoriaPrecioInput!) {\n    updateCategoriaPrecio(id: $id, input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n": types.UpdateCategoriaPrecioDocument,
    "\n  mutation DeleteCategoriaPrecio($id: String!) {\n    deleteCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n": types.DeleteCategoriaPrecioDocument,
    "\n  mutation ActivateCategoriaPrecio($id: String!) {\n    activateCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n": types.ActivateCategoriaPrecioDocument,
    "\n  query ExcelCategoriasPrecio($local_id: String!, $param: String, $eliminados: Boolean) {\n    excelCategoriasPrecio(local_id: $local_id, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCategoriasPrecioDocument,
    "\n  fragment CategoriaFields on Categoria {\n    id\n    codigo\n    nombre\n    local_id\n    deleted_at\n  }\n": types.CategoriaFieldsFragmentDoc,
    "\n  query Categorias($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categorias(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaFields\n      }\n    }\n  }\n": types.CategoriasDocument,
    "\n  mutation CreateCategoria($input: CategoriaInput!) {\n    createCategoria(input: $input) {\n      ...CategoriaFields\n    }\n  }\n": types.CreateCategoriaDocument,
    "\n  mutation UpdateCategoria($id: String!, $input: CategoriaInput!) {\n    updateCategoria(id: $id, input: $input) {\n      ...CategoriaFields\n    }\n  }\n": types.UpdateCategoriaDocument,
    "\n  mutation DeleteCategoria($id: String!) {\n    deleteCategoria(id: $id) {\n      id\n    }\n  }\n": types.DeleteCategoriaDocument,
    "\n  mutation ActivateCategoria($id: String!) {\n    activateCategoria(id: $id) {\n      id\n    }\n  }\n": types.ActivateCategoriaDocument,
    "\n  query ExcelCategorias($param: String, $eliminados: Boolean) {\n    excelCategorias(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCategoriasDocument,
    "\n  fragment ProductoFields on Producto {\n    id\n    codigo\n    codigo_barras\n    codigo_sunat\n    descripcion\n    detalle\n    medida_id\n    categoria_id\n    categoria_nombre\n    inventario_id\n    tipo_igv\n    valor_unitario\n    precio_unitario\n    imagen\n    icbper\n    compras_pcge\n    ventas_pcge\n    stock\n    stock_minimo\n    margen_utilidad\n    utilidad\n    tipo_utilidad\n    adquisicion\n    es_combo\n    deleted_at\n    propiedades {\n      codigo\n      nombre\n      valor\n    }\n    precios {\n      categoria_precio_id\n      codigo\n      descripcion\n      precio\n    }\n    productos_combos {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n    }\n  }\n": types.ProductoFieldsFragmentDoc,
    "\n  query Productos(\n    $param: String\n    $limite: Int\n    $desde: Int\n    $eliminados: Boolean\n    $categoria_id: String\n    $solo_stock: Boolean\n  ) {\n    productos(\n      param: $param\n      limite: $limite\n      desde: $desde\n      eliminados: $eliminados\n      categoria_id: $categoria_id\n      solo_stock: $solo_stock\n    ) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n": types.ProductosDocument,
    "\n  query ProductosBuscar($param: String!, $limite: Int) {\n    productos(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        descripcion\n        precio_unitario\n      }\n    }\n  }\n": types.ProductosBuscarDocument,
    "\n  query ProductoByCodigo($codigo: String, $codigo_barras: String) {\n    productoByCodigo(codigo: $codigo, codigo_barras: $codigo_barras) {\n      ...ProductoFields\n    }\n  }\n": types.ProductoByCodigoDocument,
    "\n  mutation CreateProducto($input: ProductoInput!) {\n    createProducto(input: $input) {\n      ...ProductoFields\n    }\n  }\n": types.CreateProductoDocument,
    "\n  mutation UpdateProducto($id: String!, $input: ProductoInput!) {\n    updateProducto(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n": types.UpdateProductoDocument,
    "\n  mutation DeletedProducto($id: String!) {\n    deletedProducto(id: $id) {\n      id\n    }\n  }\n": types.DeletedProductoDocument,
    "\n  mutation ActivarProducto($id: String!) {\n    activarProducto(id: $id) {\n      id\n    }\n  }\n": types.ActivarProductoDocument,
    "\n  query ExcelProductos($param: String, $categoria_id: String, $eliminados: Boolean) {\n    excelproductoslist(param: $param, categoria_id: $categoria_id, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelProductosDocument,
    "\n  query Combos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    combos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n": types.CombosDocument,
    "\n  mutation CreateCombo($input: ComboInput!) {\n    createCombo(input: $input) {\n      ...ProductoFields\n    }\n  }\n": types.CreateComboDocument,
    "\n  mutation UpdateCombo($id: String!, $input: ComboInput!) {\n    updateCombo(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n": types.UpdateComboDocument,
    "\n  query ExcelCombos($param: String, $eliminados: Boolean) {\n    excelCombos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n": types.ExcelCombosDocument,
    "\n  mutation UpdateStockMinimo($filas: [StockMinimoInput!]!) {\n    updateStockMinimo(filas: $filas)\n  }\n": types.UpdateStockMinimoDocument,
    "\n  query PropiedadesProducto($param: String) {\n    propiedadesProducto(param: $param) {\n      id\n      codigo\n      nombre\n    }\n  }\n": types.PropiedadesProductoDocument,
    "\n  mutation CreatePropiedadProducto($input: PropiedadProductoInput!) {\n    createPropiedadProducto(input: $input) {\n      id\n      codigo\n      nombre\n    }\n  }\n": types.CreatePropiedadProductoDocument,
    "\n  mutation DeleteCombo($id: String!) {\n    deleteCombo(id: $id) {\n      id\n    }\n  }\n": types.DeleteComboDocument,
    "\n  mutation ActivateCombo($id: String!) {\n    activateCombo(id: $id) {\n      id\n    }\n  }\n": types.ActivateComboDocument,
    "\n  fragment PreferenciasFields on PreferenciasTema {\n    headerFijo\n    sidebarFijo\n    sidebarCerrado\n    footer\n    sombras\n    esquemaColor\n    imagenFondo\n    opacidad\n    menuMovil\n  }\n": types.PreferenciasFieldsFragmentDoc,
    "\n  query Preferencias {\n    preferencias {\n      ...PreferenciasFields\n    }\n  }\n": types.PreferenciasDocument,
    "\n  mutation GuardarPreferencias($input: PreferenciasTemaInput!) {\n    guardarPreferencias(input: $input) {\n      ...PreferenciasFields\n    }\n  }\n": types.GuardarPreferenciasDocument,
    "\n  fragment NotificacionFields on Notificacion {\n    id\n    titulo\n    mensaje\n    link\n    created_at\n    readed_at\n  }\n": types.NotificacionFieldsFragmentDoc,
    "\n  query Notificaciones($limite: Int) {\n    notificaciones(limite: $limite) {\n      ...NotificacionFields\n    }\n  }\n": types.NotificacionesDocument,
    "\n  query NotificacionesNoLeidas {\n    notificacionesNoLeidas\n  }\n": types.NotificacionesNoLeidasDocument,
    "\n  subscription NotificacionNueva {\n    notificacionNueva {\n      ...NotificacionFields\n    }\n  }\n": types.NotificacionNuevaDocument,
    "\n  mutation MarcarNotificacionLeida($id: String!) {\n    marcarNotificacionLeida(id: $id) {\n      ...NotificacionFields\n    }\n  }\n": types.MarcarNotificacionLeidaDocument,
    "\n  query FotoCabecera {\n    miPerfil {\n      id\n      avatar_url\n    }\n  }\n": types.FotoCabeceraDocument,
    "\n  query CredencialesSire {\n    credencialesSire { tiene_sire tiene_sol }\n  }\n": types.CredencialesSireDocument,
    "\n  mutation GuardarCredencialesSire($client_id: String!, $client_secret: String!) {\n    guardarCredencialesSire(client_id: $client_id, client_secret: $client_secret) { tiene_sire tiene_sol }\n  }\n": types.GuardarCredencialesSireDocument,
    "\n  fragment PropuestaSireResumen on PropuestaSire {\n    registro periodo ticket archivo descargada filas\n    errores { linea mensaje }\n    totales { campo importe }\n    aceptacion_ticket aceptacion_estado aceptada\n  }\n": types.PropuestaSireResumenFragmentDoc,
    "\n  query PropuestaSire($periodo: String!, $registro: String!) {\n    propuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n": types.PropuestaSireDocument,
    "\n  mutation DescargarPropuestaSire($periodo: String!, $registro: String!) {\n    descargarPropuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n": types.DescargarPropuestaSireDocument,
    "\n  mutation AceptarPropuestaSire($periodo: String!) {\n    aceptarPropuestaSire(periodo: $periodo) { ...PropuestaSireResumen }\n  }\n": types.AceptarPropuestaSireDocument,
    "\n  query ComparacionSire($periodo: String!, $registro: String!, $tolerancia: String) {\n    comparacionSire(periodo: $periodo, registro: $registro, tolerancia: $tolerancia) {\n      registro periodo ticket descargada\n      totales { categoria cantidad sunat { campo importe } libros { campo importe } }\n      resultados {\n        categoria tipo serie numero numero_final numero_documento cuos cars\n        diferencias { campo sunat libros }\n      }\n    }\n  }\n": types.ComparacionSireDocument,
    "\n  query ArchivoReemplazoSire($periodo: String!) {\n    archivoReemplazoSire(periodo: $periodo) { archivo { nombre mime base64 } lineas }\n  }\n": types.ArchivoReemplazoSireDocument,
    "\n  fragment SeleccionFields on SeleccionResult {\n    authorization\n    modulo_id\n    periodo\n    status\n    permisos {\n      id\n      otherlocal\n    }\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n": types.SeleccionFieldsFragmentDoc,
    "\n  query EmpresasUsuario {\n    empresasUsuario {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      soporte\n    }\n  }\n": types.EmpresasUsuarioDocument,
    "\n  query EmpresaLocales($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      periodo\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n      }\n    }\n  }\n": types.EmpresaLocalesDocument,
    "\n  mutation GetPermission($modulo: String!) {\n    getPermission(modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n": types.GetPermissionDocument,
    "\n  mutation SeleccionarEmpresa($empresa_id: String!, $local_id: String!, $periodo: String!, $modulo: String) {\n    seleccionarEmpresa(empresa_id: $empresa_id, local_id: $local_id, periodo: $periodo, modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n": types.SeleccionarEmpresaDocument,
    "\n  query ConfiguracionPublica {\n    configuracionPublica {\n      version\n      chatScriptUrl\n      marca {\n        nombre\n        logo\n        favicon\n        slider\n      }\n      captcha {\n        provider\n        siteKey\n        challengeUrl\n      }\n    }\n  }\n": types.ConfiguracionPublicaDocument,
    "\n  query ParametricosTabla($tabla: String!, $limite: Int) {\n    parametricosbytabla(tabla: $tabla, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n": types.ParametricosTablaDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Refresh($refresh: String!) {\n    refresh(refresh: $refresh) {\n      authentication\n      refresh\n    }\n  }\n"): (typeof documents)["\n  mutation Refresh($refresh: String!) {\n    refresh(refresh: $refresh) {\n      authentication\n      refresh\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Correos($limite: Int) {\n    correos(limite: $limite) {\n      id\n      para\n      asunto\n      transporte\n      created_at\n      enviado_at\n      error\n      texto\n      html\n    }\n  }\n"): (typeof documents)["\n  query Correos($limite: Int) {\n    correos(limite: $limite) {\n      id\n      para\n      asunto\n      transporte\n      created_at\n      enviado_at\n      error\n      texto\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReclamoAdminFields on Reclamo {\n    id\n    codigo\n    fecha\n    nombres\n    email\n    telefono\n    tipo_documento\n    numero_documento\n    bien\n    tipo\n    descripcion\n    direccion\n    ciudad\n    estado\n    fecha_limite\n    dias_restantes\n    vencido\n    respuesta\n    respondido_at\n    pdf\n    adjunto\n  }\n"): (typeof documents)["\n  fragment ReclamoAdminFields on Reclamo {\n    id\n    codigo\n    fecha\n    nombres\n    email\n    telefono\n    tipo_documento\n    numero_documento\n    bien\n    tipo\n    descripcion\n    direccion\n    ciudad\n    estado\n    fecha_limite\n    dias_restantes\n    vencido\n    respuesta\n    respondido_at\n    pdf\n    adjunto\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reclamos($estado: String, $desde: String, $hasta: String, $codigo: String) {\n    reclamos(estado: $estado, desde: $desde, hasta: $hasta, codigo: $codigo) {\n      ...ReclamoAdminFields\n    }\n  }\n"): (typeof documents)["\n  query Reclamos($estado: String, $desde: String, $hasta: String, $codigo: String) {\n    reclamos(estado: $estado, desde: $desde, hasta: $hasta, codigo: $codigo) {\n      ...ReclamoAdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AvanzarReclamo($id: String!, $estado: String!, $descripcion: String!) {\n    avanzarReclamo(id: $id, estado: $estado, descripcion: $descripcion) {\n      ...ReclamoAdminFields\n    }\n  }\n"): (typeof documents)["\n  mutation AvanzarReclamo($id: String!, $estado: String!, $descripcion: String!) {\n    avanzarReclamo(id: $id, estado: $estado, descripcion: $descripcion) {\n      ...ReclamoAdminFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RolMatrizFields on RolMatriz {\n    id\n    nombre\n    descripcion\n    permisos\n  }\n"): (typeof documents)["\n  fragment RolMatrizFields on RolMatriz {\n    id\n    nombre\n    descripcion\n    permisos\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatrizPermisos {\n    matrizPermisos {\n      permisos {\n        id\n        nombre\n        padre_id\n        modulo_id\n      }\n      roles {\n        ...RolMatrizFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatrizPermisos {\n    matrizPermisos {\n      permisos {\n        id\n        nombre\n        padre_id\n        modulo_id\n      }\n      roles {\n        ...RolMatrizFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarPermisosRol($rol_id: String!, $permisos: [String!]!) {\n    guardarPermisosRol(rol_id: $rol_id, permisos: $permisos) {\n      ...RolMatrizFields\n    }\n  }\n"): (typeof documents)["\n  mutation GuardarPermisosRol($rol_id: String!, $permisos: [String!]!) {\n    guardarPermisosRol(rol_id: $rol_id, permisos: $permisos) {\n      ...RolMatrizFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuariosPlataforma($param: String, $rol_id: String, $estado: EstadoUsuario, $limite: Int, $desde: Int) {\n    users(param: $param, rol_id: $rol_id, estado: $estado, limite: $limite, desde: $desde) {\n      total\n      filas {\n        id\n        email\n        nombres\n        apellidos\n        rol_id\n        estado\n        created_at\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuariosPlataforma($param: String, $rol_id: String, $estado: EstadoUsuario, $limite: Int, $desde: Int) {\n    users(param: $param, rol_id: $rol_id, estado: $estado, limite: $limite, desde: $desde) {\n      total\n      filas {\n        id\n        email\n        nombres\n        apellidos\n        rol_id\n        estado\n        created_at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesPlataforma {\n    matrizPermisos {\n      roles {\n        id\n        nombre\n      }\n    }\n  }\n"): (typeof documents)["\n  query RolesPlataforma {\n    matrizPermisos {\n      roles {\n        id\n        nombre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DetalleUsuarioFields on DetalleUsuarioPlataforma {\n    usuario {\n      id\n      email\n      nombres\n      apellidos\n      telefono\n      rol_id\n      estado\n      created_at\n    }\n    rol\n    email_verificado_at\n    prueba_vence_at\n    desactivado_at\n    debe_cambiar_password\n    sesiones_abiertas\n    ultimo_ingreso\n    concesiones {\n      empresa_id\n      ruc\n      razon_social\n      rol\n      local\n      modulos\n      propietario\n      suspendida_at\n      demo_vence_at\n    }\n    auditoria {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n"): (typeof documents)["\n  fragment DetalleUsuarioFields on DetalleUsuarioPlataforma {\n    usuario {\n      id\n      email\n      nombres\n      apellidos\n      telefono\n      rol_id\n      estado\n      created_at\n    }\n    rol\n    email_verificado_at\n    prueba_vence_at\n    desactivado_at\n    debe_cambiar_password\n    sesiones_abiertas\n    ultimo_ingreso\n    concesiones {\n      empresa_id\n      ruc\n      razon_social\n      rol\n      local\n      modulos\n      propietario\n      suspendida_at\n      demo_vence_at\n    }\n    auditoria {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioPlataforma($id: String!) {\n    user(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"): (typeof documents)["\n  query UsuarioPlataforma($id: String!) {\n    user(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivarUsuario($id: String!) {\n    activateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivarUsuario($id: String!) {\n    activateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesactivarUsuario($id: String!) {\n    deactivateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"): (typeof documents)["\n  mutation DesactivarUsuario($id: String!) {\n    deactivateUser(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CambiarRolPlataforma($id: String!, $rol_id: String!) {\n    updateUser(id: $id, update: { rol_id: $rol_id }) {\n      ...DetalleUsuarioFields\n    }\n  }\n"): (typeof documents)["\n  mutation CambiarRolPlataforma($id: String!, $rol_id: String!) {\n    updateUser(id: $id, update: { rol_id: $rol_id }) {\n      ...DetalleUsuarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReenviarConfirmacion($id: String!) {\n    resendConfirmation(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReenviarConfirmacion($id: String!) {\n    resendConfirmation(id: $id) {\n      ...DetalleUsuarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultaRucAplicativo($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      fuente\n      advertencia\n    }\n  }\n"): (typeof documents)["\n  query ConsultaRucAplicativo($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      fuente\n      advertencia\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultaDniAplicativo($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombre_completo\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n"): (typeof documents)["\n  query ConsultaDniAplicativo($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombre_completo\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CursoFields on Curso {\n    id\n    modulo\n    titulo\n    descripcion\n    enlace\n    orden\n    activo\n  }\n"): (typeof documents)["\n  fragment CursoFields on Curso {\n    id\n    modulo\n    titulo\n    descripcion\n    enlace\n    orden\n    activo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CursosAula($modulo: String!, $buscar: String) {\n    cursoModulo_id(modulo: $modulo, buscar: $buscar) {\n      ...CursoFields\n    }\n  }\n"): (typeof documents)["\n  query CursosAula($modulo: String!, $buscar: String) {\n    cursoModulo_id(modulo: $modulo, buscar: $buscar) {\n      ...CursoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CursosAdmin($modulo: String!, $eliminados: Boolean) {\n    cursos(modulo: $modulo, eliminados: $eliminados) {\n      ...CursoFields\n    }\n  }\n"): (typeof documents)["\n  query CursosAdmin($modulo: String!, $eliminados: Boolean) {\n    cursos(modulo: $modulo, eliminados: $eliminados) {\n      ...CursoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCurso($input: CursoInput!) {\n    createCurso(input: $input) {\n      ...CursoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCurso($input: CursoInput!) {\n    createCurso(input: $input) {\n      ...CursoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurso($id: String!, $input: CursoInput!) {\n    updateCurso(id: $id, input: $input) {\n      ...CursoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCurso($id: String!, $input: CursoInput!) {\n    updateCurso(id: $id, input: $input) {\n      ...CursoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCurso($id: String!) {\n    deleteCurso(id: $id) {\n      id\n      activo\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCurso($id: String!) {\n    deleteCurso(id: $id) {\n      id\n      activo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCurso($id: String!) {\n    activateCurso(id: $id) {\n      id\n      activo\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCurso($id: String!) {\n    activateCurso(id: $id) {\n      id\n      activo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!, $captcha: String) {\n    createUser(input: $input, captcha: $captcha) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!, $captcha: String) {\n    createUser(input: $input, captcha: $captcha) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerific($email: String!) {\n    sendVerific(email: $email) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendVerific($email: String!) {\n    sendVerific(email: $email) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailConfirmation($token: String!) {\n    emailConfirmation(token: $token) {\n      ...SesionFields\n    }\n  }\n"): (typeof documents)["\n  mutation EmailConfirmation($token: String!) {\n    emailConfirmation(token: $token) {\n      ...SesionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Verify($token: String!) {\n    verify(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Verify($token: String!) {\n    verify(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Modulos {\n    modulos {\n      id\n      codigo\n      descripcion\n      detalle\n    }\n  }\n"): (typeof documents)["\n  query Modulos {\n    modulos {\n      id\n      codigo\n      descripcion\n      detalle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reset($email: String!) {\n    reset(email: $email) {\n      authentication\n    }\n  }\n"): (typeof documents)["\n  mutation Reset($email: String!) {\n    reset(email: $email) {\n      authentication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordReset($email: String!, $password: String!, $token: String!) {\n    passwordReset(email: $email, password: $password, token: $token) {\n      ...SesionFields\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordReset($email: String!, $password: String!, $token: String!) {\n    passwordReset(email: $email, password: $password, token: $token) {\n      ...SesionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SesionFields on LoginResult {\n    authentication\n    authorization\n    refresh\n    modulo_id\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n"): (typeof documents)["\n  fragment SesionFields on LoginResult {\n    authentication\n    authorization\n    refresh\n    modulo_id\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!, $captcha: String) {\n    login(email: $email, password: $password, captcha: $captcha) {\n      ...SesionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!, $captcha: String) {\n    login(email: $email, password: $password, captcha: $captcha) {\n      ...SesionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordPendiente {\n    me {\n      user {\n        id\n      }\n      debe_cambiar_password\n    }\n  }\n"): (typeof documents)["\n  query PasswordPendiente {\n    me {\n      user {\n        id\n      }\n      debe_cambiar_password\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      user {\n        id\n        email\n        nombres\n        role_id\n      }\n      company {\n        id\n        ruc\n        razon_social\n      }\n      local {\n        id\n        nombre_corto\n      }\n      periodo\n      modulo_id\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      user {\n        id\n        email\n        nombres\n        role_id\n      }\n      company {\n        id\n        ruc\n        razon_social\n      }\n      local {\n        id\n        nombre_corto\n      }\n      periodo\n      modulo_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CronogramaFields on Cronograma {\n    anio\n    tipo\n    cargado\n    verificado\n    fuente\n    grupos\n    filas {\n      periodo\n      grupo\n      vence\n    }\n  }\n"): (typeof documents)["\n  fragment CronogramaFields on Cronograma {\n    anio\n    tipo\n    cargado\n    verificado\n    fuente\n    grupos\n    filas {\n      periodo\n      grupo\n      vence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarioTributario($anio: Int!, $tipo: String!) {\n    calendarioTributario(anio: $anio, tipo: $tipo) {\n      ...CronogramaFields\n    }\n  }\n"): (typeof documents)["\n  query CalendarioTributario($anio: Int!, $tipo: String!) {\n    calendarioTributario(anio: $anio, tipo: $tipo) {\n      ...CronogramaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CargarCronograma($anio: Int!, $tipo: String!, $csv: String!) {\n    cargarCronograma(anio: $anio, tipo: $tipo, csv: $csv) {\n      ...CronogramaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CargarCronograma($anio: Int!, $tipo: String!, $csv: String!) {\n    cargarCronograma(anio: $anio, tipo: $tipo, csv: $csv) {\n      ...CronogramaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AsientoPredisenadoFields on AsientoPredisenado {\n    id nombre glosa deleted_at lineas { cuenta lado porcentaje monto glosa }\n  }\n"): (typeof documents)["\n  fragment AsientoPredisenadoFields on AsientoPredisenado {\n    id nombre glosa deleted_at lineas { cuenta lado porcentaje monto glosa }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AsientosPredisenados($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    asientosPredisenados(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AsientoPredisenadoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AsientosPredisenados($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    asientosPredisenados(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AsientoPredisenadoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelAsientosPredisenados($param: String, $eliminados: Boolean) {\n    excelAsientosPredisenados(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelAsientosPredisenados($param: String, $eliminados: Boolean) {\n    excelAsientosPredisenados(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAsientoPredisenado($input: AsientoPredisenadoInput!) {\n    createAsientoPredisenado(input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAsientoPredisenado($input: AsientoPredisenadoInput!) {\n    createAsientoPredisenado(input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAsientoPredisenado($id: String!, $input: AsientoPredisenadoInput!) {\n    updateAsientoPredisenado(id: $id, input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAsientoPredisenado($id: String!, $input: AsientoPredisenadoInput!) {\n    updateAsientoPredisenado(id: $id, input: $input) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAsientoPredisenado($id: String!) {\n    deleteAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAsientoPredisenado($id: String!) {\n    deleteAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivarAsientoPredisenado($id: String!) {\n    activarAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivarAsientoPredisenado($id: String!) {\n    activarAsientoPredisenado(id: $id) {\n      ...AsientoPredisenadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AplicarAsientoPredisenado($id: String!, $fecha: String!, $importe: String!, $glosa: String) {\n    aplicarAsientoPredisenado(id: $id, fecha: $fecha, importe: $importe, glosa: $glosa) {\n      id\n      cuo\n      periodo\n    }\n  }\n"): (typeof documents)["\n  mutation AplicarAsientoPredisenado($id: String!, $fecha: String!, $importe: String!, $glosa: String) {\n    aplicarAsientoPredisenado(id: $id, fecha: $fecha, importe: $importe, glosa: $glosa) {\n      id\n      cuo\n      periodo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AsientosVarios($periodo: String!) {\n    asientosVarios(periodo: $periodo, limite: 500) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        moneda\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          debe_me\n          haber_me\n          destino\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AsientosVarios($periodo: String!) {\n    asientosVarios(periodo: $periodo, limite: 500) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        moneda\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          debe_me\n          haber_me\n          destino\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarAsientoVario($input: RegistrarAsientoVarioInput!) {\n    registrarAsientoVario(input: $input) {\n      id\n      cuo\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarAsientoVario($input: RegistrarAsientoVarioInput!) {\n    registrarAsientoVario(input: $input) {\n      id\n      cuo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularAsientoVario($id: String!) {\n    anularAsientoVario(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AnularAsientoVario($id: String!) {\n    anularAsientoVario(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeriodosContables($anio: Int!) {\n    periodosContables(anio: $anio) {\n      periodo\n      cerrado\n      libros {\n        libro\n        operaciones\n      }\n      libros_generados\n    }\n  }\n"): (typeof documents)["\n  query PeriodosContables($anio: Int!) {\n    periodosContables(anio: $anio) {\n      periodo\n      cerrado\n      libros {\n        libro\n        operaciones\n      }\n      libros_generados\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CerrarPeriodo($periodo: String!) {\n    cerrarPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n"): (typeof documents)["\n  mutation CerrarPeriodo($periodo: String!) {\n    cerrarPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReabrirPeriodo($periodo: String!) {\n    reabrirPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n"): (typeof documents)["\n  mutation ReabrirPeriodo($periodo: String!) {\n    reabrirPeriodo(periodo: $periodo) {\n      periodo\n      cerrado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CierreEjercicio($anio: Int!) {\n    cierreEjercicio(anio: $anio) {\n      id\n      cuo\n      periodo\n      fecha_contable\n      tipo_operacion\n      glosa\n    }\n  }\n"): (typeof documents)["\n  query CierreEjercicio($anio: Int!) {\n    cierreEjercicio(anio: $anio) {\n      id\n      cuo\n      periodo\n      fecha_contable\n      tipo_operacion\n      glosa\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrevisualizarCierre($anio: Int!) {\n    previsualizarCierre(anio: $anio) {\n      anio\n      resultado\n      revision {\n        resultado_naturaleza\n        resultado_funcion\n        diferencia\n      }\n      asientos {\n        paso\n        glosa\n        tipo_operacion\n        fecha\n        periodo\n        lineas {\n          cuenta\n          debe\n          haber\n          serie\n          numero\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrevisualizarCierre($anio: Int!) {\n    previsualizarCierre(anio: $anio) {\n      anio\n      resultado\n      revision {\n        resultado_naturaleza\n        resultado_funcion\n        diferencia\n      }\n      asientos {\n        paso\n        glosa\n        tipo_operacion\n        fecha\n        periodo\n        lineas {\n          cuenta\n          debe\n          haber\n          serie\n          numero\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerarCierre($anio: Int!) {\n    generarCierre(anio: $anio) {\n      anio\n      resultado\n      operaciones {\n        id\n        cuo\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerarCierre($anio: Int!) {\n    generarCierre(anio: $anio) {\n      anio\n      resultado\n      operaciones {\n        id\n        cuo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularCierre($anio: Int!) {\n    anularCierre(anio: $anio) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AnularCierre($anio: Int!) {\n    anularCierre(anio: $anio) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AsientosApertura($anio: Int!) {\n    asientosApertura(anio: $anio) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AsientosApertura($anio: Int!) {\n    asientosApertura(anio: $anio) {\n      total\n      filas {\n        id\n        cuo\n        fecha_contable\n        glosa\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarApertura($input: RegistrarAperturaInput!) {\n    registrarApertura(input: $input) {\n      id\n      cuo\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarApertura($input: RegistrarAperturaInput!) {\n    registrarApertura(input: $input) {\n      id\n      cuo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularApertura($id: String!) {\n    anularApertura(id: $id) {\n      id\n      cuo\n    }\n  }\n"): (typeof documents)["\n  mutation AnularApertura($id: String!) {\n    anularApertura(id: $id) {\n      id\n      cuo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReprocesarCuos($periodo: String!) {\n    reProcesarCuos(periodo: $periodo) {\n      periodo\n      libros {\n        libro\n        operaciones\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReprocesarCuos($periodo: String!) {\n    reProcesarCuos(periodo: $periodo) {\n      periodo\n      libros {\n        libro\n        operaciones\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportesRegistro on ImportesRegistroCompras {\n    base_gravada\n    igv\n    base_gravada_mixta\n    igv_mixta\n    base_sin_credito\n    igv_sin_credito\n    no_gravada\n    isc\n    icbper\n    otros\n    total\n  }\n"): (typeof documents)["\n  fragment ImportesRegistro on ImportesRegistroCompras {\n    base_gravada\n    igv\n    base_gravada_mixta\n    igv_mixta\n    base_sin_credito\n    igv_sin_credito\n    no_gravada\n    isc\n    icbper\n    otros\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistroCompras($periodo: String!, $libro: String) {\n    registroCompras(periodo: $periodo, libro: $libro) {\n      periodo\n      libro\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        anio_dua\n        numero\n        proveedor_numero_documento\n        proveedor_nombre\n        ...ImportesRegistro\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        glosa\n      }\n      totales {\n        ...ImportesRegistro\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistroCompras($periodo: String!, $libro: String) {\n    registroCompras(periodo: $periodo, libro: $libro) {\n      periodo\n      libro\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        anio_dua\n        numero\n        proveedor_numero_documento\n        proveedor_nombre\n        ...ImportesRegistro\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        glosa\n      }\n      totales {\n        ...ImportesRegistro\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Compra($id: String!) {\n    compra(id: $id) {\n      id\n      cuo\n      periodo\n      tipo_comprobante\n      serie\n      numero\n      proveedor_nombre\n      moneda\n      total\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"): (typeof documents)["\n  query Compra($id: String!) {\n    compra(id: $id) {\n      id\n      cuo\n      periodo\n      tipo_comprobante\n      serie\n      numero\n      proveedor_nombre\n      moneda\n      total\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrevisualizarCompra($input: RegistrarCompraInput!) {\n    previsualizarCompra(input: $input) {\n      periodo\n      libro\n      estado_ple\n      proveedor_nombre\n      proveedor_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrevisualizarCompra($input: RegistrarCompraInput!) {\n    previsualizarCompra(input: $input) {\n      periodo\n      libro\n      estado_ple\n      proveedor_nombre\n      proveedor_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarCompra($input: RegistrarCompraInput!) {\n    registrarCompra(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      proveedor_nombre\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarCompra($input: RegistrarCompraInput!) {\n    registrarCompra(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      proveedor_nombre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularCompra($id: String!) {\n    anularCompra(id: $id) {\n      id\n      anulada\n    }\n  }\n"): (typeof documents)["\n  mutation AnularCompra($id: String!) {\n    anularCompra(id: $id) {\n      id\n      anulada\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CuentasContables($param: String, $ultimo_nivel: Boolean, $compras: Boolean, $ventas: Boolean) {\n    cuentasContables(param: $param, ultimo_nivel: $ultimo_nivel, compras: $compras, ventas: $ventas, limite: 50) {\n      codigo\n      denominacion\n    }\n  }\n"): (typeof documents)["\n  query CuentasContables($param: String, $ultimo_nivel: Boolean, $compras: Boolean, $ventas: Boolean) {\n    cuentasContables(param: $param, ultimo_nivel: $ultimo_nivel, compras: $compras, ventas: $ventas, limite: 50) {\n      codigo\n      denominacion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodigosDetraccion {\n    parametricosbytabla(tabla: \"cat54\") {\n      codigo\n      descripcion\n    }\n  }\n"): (typeof documents)["\n  query CodigosDetraccion {\n    parametricosbytabla(tabla: \"cat54\") {\n      codigo\n      descripcion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConciliacionCampos on ConciliacionBancaria {\n    id\n    cuenta_financiera\n    cuenta_contable\n    moneda\n    periodo\n    saldo_inicial\n    saldo_final\n    archivo\n    validada\n    extracto {\n      id\n      fila\n      fecha\n      descripcion\n      numero_operacion\n      importe\n      saldo\n      forma\n      movimiento {\n        id\n        cuo\n      }\n    }\n    movimientos {\n      id\n      cuo\n      libro\n      fecha\n      glosa\n      numero_operacion\n      persona_nombre\n      importe\n      extracto_linea_id\n    }\n    resumen {\n      saldo_libros\n      saldo_extracto\n      depositos_en_transito\n      cheques_no_cobrados\n      cargos_no_registrados\n      abonos_no_registrados\n      saldo_libros_conciliado\n      saldo_extracto_conciliado\n      diferencia\n      conciliado\n    }\n  }\n"): (typeof documents)["\n  fragment ConciliacionCampos on ConciliacionBancaria {\n    id\n    cuenta_financiera\n    cuenta_contable\n    moneda\n    periodo\n    saldo_inicial\n    saldo_final\n    archivo\n    validada\n    extracto {\n      id\n      fila\n      fecha\n      descripcion\n      numero_operacion\n      importe\n      saldo\n      forma\n      movimiento {\n        id\n        cuo\n      }\n    }\n    movimientos {\n      id\n      cuo\n      libro\n      fecha\n      glosa\n      numero_operacion\n      persona_nombre\n      importe\n      extracto_linea_id\n    }\n    resumen {\n      saldo_libros\n      saldo_extracto\n      depositos_en_transito\n      cheques_no_cobrados\n      cargos_no_registrados\n      abonos_no_registrados\n      saldo_libros_conciliado\n      saldo_extracto_conciliado\n      diferencia\n      conciliado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConciliacionBancaria($cuenta: String!, $periodo: String!) {\n    conciliacionBancaria(cuenta_financiera_id: $cuenta, periodo: $periodo) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  query ConciliacionBancaria($cuenta: String!, $periodo: String!) {\n    conciliacionBancaria(cuenta_financiera_id: $cuenta, periodo: $periodo) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportarExtracto($input: ImportarExtractoInput!) {\n    importarExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation ImportarExtracto($input: ImportarExtractoInput!) {\n    importarExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConciliarAutomaticamente($id: String!) {\n    conciliarAutomaticamente(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation ConciliarAutomaticamente($id: String!) {\n    conciliarAutomaticamente(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConciliarMovimiento($extracto: String!, $asiento: String!) {\n    conciliarMovimiento(extracto_linea_id: $extracto, asiento_linea_id: $asiento) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation ConciliarMovimiento($extracto: String!, $asiento: String!) {\n    conciliarMovimiento(extracto_linea_id: $extracto, asiento_linea_id: $asiento) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DesconciliarMovimiento($extracto: String!) {\n    desconciliarMovimiento(extracto_linea_id: $extracto) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation DesconciliarMovimiento($extracto: String!) {\n    desconciliarMovimiento(extracto_linea_id: $extracto) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarAsientoExtracto($input: AsientoExtractoInput!) {\n    registrarAsientoExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarAsientoExtracto($input: AsientoExtractoInput!) {\n    registrarAsientoExtracto(input: $input) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidarConciliacion($id: String!) {\n    validarConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation ValidarConciliacion($id: String!) {\n    validarConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReabrirConciliacion($id: String!) {\n    reabrirConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n"): (typeof documents)["\n  mutation ReabrirConciliacion($id: String!) {\n    reabrirConciliacion(conciliacion_id: $id) {\n      ...ConciliacionCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibroCajaBancosCampos on LibroCajaBancos {\n    cuenta_financiera\n    numero_cuenta\n    moneda\n    mayor {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        fecha\n        cuo\n        documento\n        glosa\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LibroCajaBancosCampos on LibroCajaBancos {\n    cuenta_financiera\n    numero_cuenta\n    moneda\n    mayor {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        fecha\n        cuo\n        documento\n        glosa\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibroBancos($periodo: String!, $cuenta: String!) {\n    lFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n"): (typeof documents)["\n  query LibroBancos($periodo: String!, $cuenta: String!) {\n    lFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibroCaja($periodo: String!, $cuenta: String!) {\n    lFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n"): (typeof documents)["\n  query LibroCaja($periodo: String!, $cuenta: String!) {\n    lFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      ...LibroCajaBancosCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelLibroBancos($periodo: String!, $cuenta: String!) {\n    excelLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelLibroBancos($periodo: String!, $cuenta: String!) {\n    excelLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelLibroCaja($periodo: String!, $cuenta: String!) {\n    excelLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelLibroCaja($periodo: String!, $cuenta: String!) {\n    excelLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfLibroBancos($periodo: String!, $cuenta: String!) {\n    pdfLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfLibroBancos($periodo: String!, $cuenta: String!) {\n    pdfLFbancos(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfLibroCaja($periodo: String!, $cuenta: String!) {\n    pdfLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfLibroCaja($periodo: String!, $cuenta: String!) {\n    pdfLFcaja(periodo: $periodo, cuenta_financiera_id: $cuenta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AntiguedadSaldosCampos on AntiguedadSaldos {\n    no_vencido\n    d1_30\n    d31_60\n    d61_90\n    mas_90\n  }\n"): (typeof documents)["\n  fragment AntiguedadSaldosCampos on AntiguedadSaldos {\n    no_vencido\n    d1_30\n    d31_60\n    d61_90\n    mas_90\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentosCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    operacionesByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      fecha_corte\n      filas {\n        id\n        cuenta\n        persona_id\n        persona_numero\n        persona_nombre\n        documento\n        fecha_emision\n        fecha_vencimiento\n        moneda\n        tipo_cambio\n        importe\n        pagado\n        saldo\n        saldo_soles\n        dias_vencido\n        detraccion_monto\n        detraccion_constancia\n        cuotas {\n          fecha\n          pendiente\n        }\n      }\n      totales {\n        saldo_soles\n        saldo_pen\n        saldo_usd\n        antiguedad {\n          ...AntiguedadSaldosCampos\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentosCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    operacionesByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      fecha_corte\n      filas {\n        id\n        cuenta\n        persona_id\n        persona_numero\n        persona_nombre\n        documento\n        fecha_emision\n        fecha_vencimiento\n        moneda\n        tipo_cambio\n        importe\n        pagado\n        saldo\n        saldo_soles\n        dias_vencido\n        detraccion_monto\n        detraccion_constancia\n        cuotas {\n          fecha\n          pendiente\n        }\n      }\n      totales {\n        saldo_soles\n        saldo_pen\n        saldo_usd\n        antiguedad {\n          ...AntiguedadSaldosCampos\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendientesPorPersona($tipo: String!, $buscar: String, $moneda: String, $fecha_corte: String) {\n    cuentasByParamCxPx(tipo: $tipo, buscar: $buscar, moneda: $moneda, fecha_corte: $fecha_corte) {\n      persona_id\n      persona_numero\n      persona_nombre\n      documentos\n      saldo_soles\n      saldo_usd\n      antiguedad {\n        ...AntiguedadSaldosCampos\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendientesPorPersona($tipo: String!, $buscar: String, $moneda: String, $fecha_corte: String) {\n    cuentasByParamCxPx(tipo: $tipo, buscar: $buscar, moneda: $moneda, fecha_corte: $fecha_corte) {\n      persona_id\n      persona_numero\n      persona_nombre\n      documentos\n      saldo_soles\n      saldo_usd\n      antiguedad {\n        ...AntiguedadSaldosCampos\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n  ) {\n    excelByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n    ) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCxPx(\n    $tipo: String!\n    $persona_id: String\n    $fecha_desde: String\n    $fecha_hasta: String\n    $moneda: String\n    $buscar: String\n    $fecha_corte: String\n  ) {\n    excelByCxPx(\n      tipo: $tipo\n      persona_id: $persona_id\n      fecha_desde: $fecha_desde\n      fecha_hasta: $fecha_hasta\n      moneda: $moneda\n      buscar: $buscar\n      fecha_corte: $fecha_corte\n    ) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CobroPagoCampos on CobroPago {\n    id\n    tipo\n    cuo\n    fecha\n    glosa\n    moneda\n    tipo_cambio\n    medio_pago\n    numero_operacion\n    cuenta_financiera\n    importe\n    importe_me\n    aplicado\n    aplicado_me\n    detraccion_constancia\n    anulado\n    asiento {\n      cuenta\n      debe\n      haber\n      debe_me\n      haber_me\n      glosa\n      destino\n    }\n  }\n"): (typeof documents)["\n  fragment CobroPagoCampos on CobroPago {\n    id\n    tipo\n    cuo\n    fecha\n    glosa\n    moneda\n    tipo_cambio\n    medio_pago\n    numero_operacion\n    cuenta_financiera\n    importe\n    importe_me\n    aplicado\n    aplicado_me\n    detraccion_constancia\n    anulado\n    asiento {\n      cuenta\n      debe\n      haber\n      debe_me\n      haber_me\n      glosa\n      destino\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagosDeDocumento($documento_id: String!) {\n    pagosDeDocumento(documento_id: $documento_id) {\n      ...CobroPagoCampos\n    }\n  }\n"): (typeof documents)["\n  query PagosDeDocumento($documento_id: String!) {\n    pagosDeDocumento(documento_id: $documento_id) {\n      ...CobroPagoCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarPago($input: RegistrarPagoInput!) {\n    registrarPago(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarPago($input: RegistrarPagoInput!) {\n    registrarPago(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarCobro($input: RegistrarPagoInput!) {\n    registrarCobro(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarCobro($input: RegistrarPagoInput!) {\n    registrarCobro(input: $input) {\n      ...CobroPagoCampos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularPago($id: String!) {\n    anularPago(id: $id) {\n      id\n      anulado\n    }\n  }\n"): (typeof documents)["\n  mutation AnularPago($id: String!) {\n    anularPago(id: $id) {\n      id\n      anulado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularCobro($id: String!) {\n    anularCobro(id: $id) {\n      id\n      anulado\n    }\n  }\n"): (typeof documents)["\n  mutation AnularCobro($id: String!) {\n    anularCobro(id: $id) {\n      id\n      anulado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CuentasDePago {\n    cuentasFinancieras(limite: 500) {\n      filas {\n        id\n        codigo\n        tipo\n        moneda_id\n        descripcion\n        detraccion\n      }\n    }\n  }\n"): (typeof documents)["\n  query CuentasDePago {\n    cuentasFinancieras(limite: 500) {\n      filas {\n        id\n        codigo\n        tipo\n        moneda_id\n        descripcion\n        detraccion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfCxPx($tipo: String!, $persona_id: String, $fecha_desde: String, $fecha_hasta: String,\n    $moneda: String, $buscar: String, $fecha_corte: String) {\n    pdfByCxPx(tipo: $tipo, persona_id: $persona_id, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta,\n      moneda: $moneda, buscar: $buscar, fecha_corte: $fecha_corte) { nombre mime base64 }\n  }\n"): (typeof documents)["\n  query PdfCxPx($tipo: String!, $persona_id: String, $fecha_desde: String, $fecha_hasta: String,\n    $moneda: String, $buscar: String, $fecha_corte: String) {\n    pdfByCxPx(tipo: $tipo, persona_id: $persona_id, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta,\n      moneda: $moneda, buscar: $buscar, fecha_corte: $fecha_corte) { nombre mime base64 }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HojaTrabajo($desde: String!, $hasta: String!) {\n    hojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        ...ColumnasHoja\n      }\n      totales {\n        ...ColumnasHoja\n      }\n      resultado {\n        ...ColumnasHoja\n      }\n      sumas_iguales {\n        ...ColumnasHoja\n      }\n      resultado_inventario\n      resultado_naturaleza\n      resultado_funcion\n    }\n  }\n\n  fragment ColumnasHoja on ColumnasHojaTrabajo {\n    debe\n    haber\n    deudor\n    acreedor\n    activo\n    pasivo\n    perdidas_naturaleza\n    ganancias_naturaleza\n    perdidas_funcion\n    ganancias_funcion\n  }\n"): (typeof documents)["\n  query HojaTrabajo($desde: String!, $hasta: String!) {\n    hojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        ...ColumnasHoja\n      }\n      totales {\n        ...ColumnasHoja\n      }\n      resultado {\n        ...ColumnasHoja\n      }\n      sumas_iguales {\n        ...ColumnasHoja\n      }\n      resultado_inventario\n      resultado_naturaleza\n      resultado_funcion\n    }\n  }\n\n  fragment ColumnasHoja on ColumnasHojaTrabajo {\n    debe\n    haber\n    deudor\n    acreedor\n    activo\n    pasivo\n    perdidas_naturaleza\n    ganancias_naturaleza\n    perdidas_funcion\n    ganancias_funcion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BalanceComprobacionRango($desde: String!, $hasta: String!) {\n    balanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        debe\n        haber\n        saldo_deudor\n        saldo_acreedor\n      }\n      total_debe\n      total_haber\n      total_deudor\n      total_acreedor\n    }\n  }\n"): (typeof documents)["\n  query BalanceComprobacionRango($desde: String!, $hasta: String!) {\n    balanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      filas {\n        cuenta\n        denominacion\n        debe\n        haber\n        saldo_deudor\n        saldo_acreedor\n      }\n      total_debe\n      total_haber\n      total_deudor\n      total_acreedor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LineaSituacionFields on LineaEstadoSituacion {\n    codigo\n    titulo\n    cuentas\n    importe\n  }\n"): (typeof documents)["\n  fragment LineaSituacionFields on LineaEstadoSituacion {\n    codigo\n    titulo\n    cuentas\n    importe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LineaResultadosFields on LineaEstadoResultados {\n    codigo\n    titulo\n    cuentas\n    subtotal\n    importe\n  }\n"): (typeof documents)["\n  fragment LineaResultadosFields on LineaEstadoResultados {\n    codigo\n    titulo\n    cuentas\n    subtotal\n    importe\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    estadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      resultado_periodo\n      diferencia\n    }\n  }\n"): (typeof documents)["\n  query EstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    estadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      resultado_periodo\n      diferencia\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    estadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      tipo\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query EstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    estadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      tipo\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelHojaTrabajo($desde: String!, $hasta: String!) {\n    excelHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelHojaTrabajo($desde: String!, $hasta: String!) {\n    excelHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelBalanceComprobacion($desde: String!, $hasta: String!) {\n    excelBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelBalanceComprobacion($desde: String!, $hasta: String!) {\n    excelBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    excelEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    excelEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    excelEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    excelEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfHojaTrabajo($desde: String!, $hasta: String!) {\n    pdfHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfHojaTrabajo($desde: String!, $hasta: String!) {\n    pdfHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfBalanceComprobacion($desde: String!, $hasta: String!) {\n    pdfBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfBalanceComprobacion($desde: String!, $hasta: String!) {\n    pdfBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    pdfEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfEstadoSituacionFinanciera($desde: String!, $hasta: String!) {\n    pdfEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    pdfEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {\n    pdfEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SituacionSmv($desde: String!, $hasta: String!) {\n    lFsmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      diferencia\n    }\n  }\n"): (typeof documents)["\n  query SituacionSmv($desde: String!, $hasta: String!) {\n    lFsmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      secciones {\n        codigo\n        titulo\n        total\n        lineas {\n          ...LineaSituacionFields\n        }\n      }\n      total_activo\n      total_pasivo\n      total_patrimonio\n      total_pasivo_patrimonio\n      diferencia\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultadosSmv($desde: String!, $hasta: String!) {\n    lFsmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResultadosSmv($desde: String!, $hasta: String!) {\n    lFsmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      resultado\n      lineas {\n        ...LineaResultadosFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelSmvEsf($desde: String!, $hasta: String!) {\n    excelSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelSmvEsf($desde: String!, $hasta: String!) {\n    excelSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfSmvEsf($desde: String!, $hasta: String!) {\n    pdfSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfSmvEsf($desde: String!, $hasta: String!) {\n    pdfSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelSmvEdr($desde: String!, $hasta: String!) {\n    excelSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelSmvEdr($desde: String!, $hasta: String!) {\n    excelSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfSmvEdr($desde: String!, $hasta: String!) {\n    pdfSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfSmvEdr($desde: String!, $hasta: String!) {\n    pdfSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    liquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      periodo\n      regimen\n      igv_a_pagar\n      saldo_siguiente\n      renta_a_pagar\n      total_a_pagar\n      asiento_cuo\n      lineas {\n        seccion\n        codigo\n        concepto\n        importe\n        tipo\n        fuente\n        enfasis\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    liquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      periodo\n      regimen\n      igv_a_pagar\n      saldo_siguiente\n      renta_a_pagar\n      total_a_pagar\n      asiento_cuo\n      lineas {\n        seccion\n        codigo\n        concepto\n        importe\n        tipo\n        fuente\n        enfasis\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    excelLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    excelLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    pdfLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    pdfLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarLiquidacion($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    registrarLiquidacion(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      id\n      cuo\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarLiquidacion($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {\n    registrarLiquidacion(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {\n      id\n      cuo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Daot($anio: String!, $tipo: TipoDaot!) {\n    getDaot(anio: $anio, tipo: $tipo) {\n      anio\n      tipo\n      uit\n      umbral\n      terceros {\n        tipo_documento\n        numero_documento\n        nombre\n        documentos\n        base\n        igv\n        no_gravada\n        monto\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query Daot($anio: String!, $tipo: TipoDaot!) {\n    getDaot(anio: $anio, tipo: $tipo) {\n      anio\n      tipo\n      uit\n      umbral\n      terceros {\n        tipo_documento\n        numero_documento\n        nombre\n        documentos\n        base\n        igv\n        no_gravada\n        monto\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelDaot($anio: String!, $tipo: TipoDaot!) {\n    excelDaot(anio: $anio, tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelDaot($anio: String!, $tipo: TipoDaot!) {\n    excelDaot(anio: $anio, tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfDaot($anio: String!, $tipo: TipoDaot!) { pdfDaot(anio: $anio, tipo: $tipo) { nombre mime base64 } }\n"): (typeof documents)["\n  query PdfDaot($anio: String!, $tipo: TipoDaot!) { pdfDaot(anio: $anio, tipo: $tipo) { nombre mime base64 } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Kardex13($producto_id: String!, $periodo: String!) {\n    kardex13(producto_id: $producto_id, periodo: $periodo) {\n      codigo\n      descripcion\n      unidad\n      problemas\n      inicial { cantidad costo_unitario costo_total }\n      final { cantidad costo_unitario costo_total }\n      lineas {\n        id\n        fecha\n        tipo_operacion\n        documento\n        glosa\n        entrada { cantidad costo_unitario costo_total }\n        salida { cantidad costo_unitario costo_total }\n        saldo { cantidad costo_unitario costo_total }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Kardex13($producto_id: String!, $periodo: String!) {\n    kardex13(producto_id: $producto_id, periodo: $periodo) {\n      codigo\n      descripcion\n      unidad\n      problemas\n      inicial { cantidad costo_unitario costo_total }\n      final { cantidad costo_unitario costo_total }\n      lineas {\n        id\n        fecha\n        tipo_operacion\n        documento\n        glosa\n        entrada { cantidad costo_unitario costo_total }\n        salida { cantidad costo_unitario costo_total }\n        saldo { cantidad costo_unitario costo_total }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    excelKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n"): (typeof documents)["\n  query ExcelKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    excelKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    pdfKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n"): (typeof documents)["\n  query PdfKardex($producto_id: String!, $periodo: String!, $valorizado: Boolean) {\n    pdfKardex(producto_id: $producto_id, periodo: $periodo, valorizado: $valorizado) { nombre mime base64 }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibroDiario($periodo: String!, $limite: Int, $pagina: Int) {\n    operacionesByLibro(periodo: $periodo, limite: $limite, pagina: $pagina) {\n      total\n      filas {\n        id\n        cuo\n        libro\n        fecha_contable\n        glosa\n        moneda\n        tipo_comprobante\n        serie\n        numero\n        persona_nombre\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n    balanceComprobacion(periodo_desde: $periodo, periodo_hasta: $periodo, incluirCierre: true) {\n      total_debe\n      total_haber\n    }\n  }\n"): (typeof documents)["\n  query LibroDiario($periodo: String!, $limite: Int, $pagina: Int) {\n    operacionesByLibro(periodo: $periodo, limite: $limite, pagina: $pagina) {\n      total\n      filas {\n        id\n        cuo\n        libro\n        fecha_contable\n        glosa\n        moneda\n        tipo_comprobante\n        serie\n        numero\n        persona_nombre\n        lineas {\n          linea\n          cuenta\n          glosa\n          debe\n          haber\n          destino\n        }\n      }\n    }\n    balanceComprobacion(periodo_desde: $periodo, periodo_hasta: $periodo, incluirCierre: true) {\n      total_debe\n      total_haber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibroMayor($cuenta: String!, $desde: String!, $hasta: String!) {\n    libroMayor(cuenta: $cuenta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        periodo\n        fecha\n        cuo\n        libro\n        cuenta\n        glosa\n        documento\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibroMayor($cuenta: String!, $desde: String!, $hasta: String!) {\n    libroMayor(cuenta: $cuenta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      cuenta\n      denominacion\n      saldo_inicial\n      total_debe\n      total_haber\n      saldo_final\n      movimientos {\n        operacion_id\n        linea\n        periodo\n        fecha\n        cuo\n        libro\n        cuenta\n        glosa\n        documento\n        debe\n        haber\n        saldo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    excelLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    excelLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    pdfLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {\n    pdfLibroDiario(periodo: $periodo, formato: $formato) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    excelLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    excelLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    pdfLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {\n    pdfLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelRegistroCompras($periodo: String!) {\n    excelRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelRegistroCompras($periodo: String!) {\n    excelRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfRegistroCompras($periodo: String!) {\n    pdfRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfRegistroCompras($periodo: String!) {\n    pdfRegistroCompras(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelRegistroVentas($periodo: String!) {\n    excelRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelRegistroVentas($periodo: String!) {\n    excelRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfRegistroVentas($periodo: String!) {\n    pdfRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfRegistroVentas($periodo: String!) {\n    pdfRegistroVentas(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CambiosPatrimonio($anio: Int!) {\n    cambiosPatrimonio(anio: $anio) {\n      columnas {\n        codigo\n        titulo\n        cuentas\n      }\n      filas {\n        codigo\n        titulo\n        total\n        importes {\n          columna\n          importe\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CambiosPatrimonio($anio: Int!) {\n    cambiosPatrimonio(anio: $anio) {\n      columnas {\n        codigo\n        titulo\n        cuentas\n      }\n      filas {\n        codigo\n        titulo\n        total\n        importes {\n          columna\n          importe\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCambiosPatrimonio($anio: Int!) {\n    excelCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCambiosPatrimonio($anio: Int!) {\n    excelCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfCambiosPatrimonio($anio: Int!) {\n    pdfCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfCambiosPatrimonio($anio: Int!) {\n    pdfCambiosPatrimonio(anio: $anio) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumenMayor($desde: String!, $hasta: String!) {\n    resumenMayor(periodo_desde: $desde, periodo_hasta: $hasta) {\n      periodo_desde\n      periodo_hasta\n      total_debe\n      total_haber\n      cuentas {\n        cuenta\n        denominacion\n        saldo_inicial\n        debe\n        haber\n        saldo_final\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResumenMayor($desde: String!, $hasta: String!) {\n    resumenMayor(periodo_desde: $desde, periodo_hasta: $hasta) {\n      periodo_desde\n      periodo_hasta\n      total_debe\n      total_haber\n      cuentas {\n        cuenta\n        denominacion\n        saldo_inicial\n        debe\n        haber\n        saldo_final\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistroVentas($periodo: String!) {\n    registroVentas(periodo: $periodo) {\n      periodo\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        numero\n        numero_final\n        cliente_numero_documento\n        cliente_nombre\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        de_facturacion\n      }\n      totales {\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegistroVentas($periodo: String!) {\n    registroVentas(periodo: $periodo) {\n      periodo\n      filas {\n        id\n        cuo\n        fecha_emision\n        tipo_comprobante\n        serie\n        numero\n        numero_final\n        cliente_numero_documento\n        cliente_nombre\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n        moneda\n        tipo_cambio\n        total_documento\n        estado_ple\n        de_facturacion\n      }\n      totales {\n        exportacion\n        base_gravada\n        igv\n        exonerada\n        inafecta\n        isc\n        icbper\n        otros\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Venta($id: String!) {\n    venta(id: $id) {\n      id\n      cuo\n      tipo_comprobante\n      serie\n      numero\n      cliente_nombre\n      moneda\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"): (typeof documents)["\n  query Venta($id: String!) {\n    venta(id: $id) {\n      id\n      cuo\n      tipo_comprobante\n      serie\n      numero\n      cliente_nombre\n      moneda\n      anulada\n      asiento {\n        linea\n        cuenta\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrevisualizarVenta($input: RegistrarVentaInput!) {\n    previsualizarVenta(input: $input) {\n      periodo\n      libro\n      estado_ple\n      cliente_nombre\n      cliente_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrevisualizarVenta($input: RegistrarVentaInput!) {\n    previsualizarVenta(input: $input) {\n      periodo\n      libro\n      estado_ple\n      cliente_nombre\n      cliente_nuevo\n      total\n      total_debe\n      total_haber\n      lineas {\n        cuenta\n        denominacion\n        glosa\n        debe\n        haber\n        debe_me\n        haber_me\n        destino\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarVenta($input: RegistrarVentaInput!) {\n    registrarVenta(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      numero_final\n      cliente_nombre\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarVenta($input: RegistrarVentaInput!) {\n    registrarVenta(input: $input) {\n      id\n      cuo\n      serie\n      numero\n      numero_final\n      cliente_nombre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularVenta($id: String!) {\n    anularVenta(id: $id) {\n      id\n      anulada\n    }\n  }\n"): (typeof documents)["\n  mutation AnularVenta($id: String!) {\n    anularVenta(id: $id) {\n      id\n      anulada\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultarRuc($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      advertencia\n    }\n  }\n"): (typeof documents)["\n  query ConsultarRuc($ruc: String!) {\n    consultarRuc(ruc: $ruc) {\n      ruc\n      razon_social\n      estado\n      condicion\n      ubigeo\n      direccion\n      advertencia\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultarDni($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n"): (typeof documents)["\n  query ConsultarDni($dni: String!) {\n    consultarDni(dni: $dni) {\n      dni\n      nombres\n      apellido_paterno\n      apellido_materno\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmpresasAdmin {\n    empresasUsuario(eliminados: true) {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      regimen_planilla\n      soporte\n      deleted_at\n    }\n  }\n"): (typeof documents)["\n  query EmpresasAdmin {\n    empresasUsuario(eliminados: true) {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      regimen_planilla\n      soporte\n      deleted_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmpresa($input: EmpresaInput!) {\n    createEmpresa(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmpresa($input: EmpresaInput!) {\n    createEmpresa(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmpresa($id: String!, $input: EmpresaInput!) {\n    updateEmpresa(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmpresa($id: String!, $input: EmpresaInput!) {\n    updateEmpresa(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmpresa($id: String!) {\n    deleteEmpresa(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmpresa($id: String!) {\n    deleteEmpresa(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateEmpresa($id: String!) {\n    activateEmpresa(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateEmpresa($id: String!) {\n    activateEmpresa(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmpresaDetalle($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      nombre_comercial\n      direccion\n      ubigeo\n      estado\n      condicion\n      email\n      telefono\n      documento_id\n      dni\n      representante\n      logo\n      rubro\n      regimen_igv\n      regimen_planilla\n      periodo\n      uit\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n        codigo_establecimiento\n        codigo_serie\n        descripcion\n        ubigeo\n        correo\n        telefono\n        codigo_sunat\n        enviar_xml\n        enviar_email\n        formato_pdf\n        diseno_pdf\n        width_ticket\n        descuento_max\n        valor_desct_max\n        editar_precios\n        calcula_por_cantidad\n        calculo_comprobante\n        incluir_guias_kardex\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmpresaDetalle($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      nombre_comercial\n      direccion\n      ubigeo\n      estado\n      condicion\n      email\n      telefono\n      documento_id\n      dni\n      representante\n      logo\n      rubro\n      regimen_igv\n      regimen_planilla\n      periodo\n      uit\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n        codigo_establecimiento\n        codigo_serie\n        descripcion\n        ubigeo\n        correo\n        telefono\n        codigo_sunat\n        enviar_xml\n        enviar_email\n        formato_pdf\n        diseno_pdf\n        width_ticket\n        descuento_max\n        valor_desct_max\n        editar_precios\n        calcula_por_cantidad\n        calculo_comprobante\n        incluir_guias_kardex\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocal($empresa_id: String!, $input: LocalInput!) {\n    createLocal(empresa_id: $empresa_id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLocal($empresa_id: String!, $input: LocalInput!) {\n    createLocal(empresa_id: $empresa_id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocal($id: String!, $input: LocalInput!) {\n    updateLocal(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocal($id: String!, $input: LocalInput!) {\n    updateLocal(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLocal($id: String!) {\n    deleteLocal(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLocal($id: String!) {\n    deleteLocal(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Series($local_id: String!) {\n    series(local_id: $local_id) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n"): (typeof documents)["\n  query Series($local_id: String!) {\n    series(local_id: $local_id) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSerie($input: SerieInput!) {\n    createSerie(input: $input) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSerie($input: SerieInput!) {\n    createSerie(input: $input) {\n      id\n      tipo_comprobante\n      serie\n      ultimo\n      activa\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CredencialesFields on CredencialesSunat {\n    usuario_sol\n    tiene_password_sol\n    tiene_certificado\n    certificado_sujeto\n    certificado_ruc\n    certificado_vence\n  }\n"): (typeof documents)["\n  fragment CredencialesFields on CredencialesSunat {\n    usuario_sol\n    tiene_password_sol\n    tiene_certificado\n    certificado_sujeto\n    certificado_ruc\n    certificado_vence\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerificacionFields on VerificacionCertificado {\n    legible\n    vigente\n    ruc_coincide\n    dias_para_vencer\n    sujeto\n    vence\n    mensaje\n  }\n"): (typeof documents)["\n  fragment VerificacionFields on VerificacionCertificado {\n    legible\n    vigente\n    ruc_coincide\n    dias_para_vencer\n    sujeto\n    vence\n    mensaje\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CredencialesSunat($empresa_id: String!) {\n    credencialesSunat(empresa_id: $empresa_id) {\n      ...CredencialesFields\n    }\n  }\n"): (typeof documents)["\n  query CredencialesSunat($empresa_id: String!) {\n    credencialesSunat(empresa_id: $empresa_id) {\n      ...CredencialesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarCredencialesSol($empresa_id: String!, $usuario_sol: String!, $password_sol: String!) {\n    guardarCredencialesSol(empresa_id: $empresa_id, usuario_sol: $usuario_sol, password_sol: $password_sol) {\n      ...CredencialesFields\n    }\n  }\n"): (typeof documents)["\n  mutation GuardarCredencialesSol($empresa_id: String!, $usuario_sol: String!, $password_sol: String!) {\n    guardarCredencialesSol(empresa_id: $empresa_id, usuario_sol: $usuario_sol, password_sol: $password_sol) {\n      ...CredencialesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubirCertificado($empresa_id: String!, $pfx_base64: String!, $password: String!) {\n    subirCertificado(empresa_id: $empresa_id, pfx_base64: $pfx_base64, password: $password) {\n      ...VerificacionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubirCertificado($empresa_id: String!, $pfx_base64: String!, $password: String!) {\n    subirCertificado(empresa_id: $empresa_id, pfx_base64: $pfx_base64, password: $password) {\n      ...VerificacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificarCertificado($empresa_id: String!) {\n    verificarCertificado(empresa_id: $empresa_id) {\n      ...VerificacionFields\n    }\n  }\n"): (typeof documents)["\n  query VerificarCertificado($empresa_id: String!) {\n    verificarCertificado(empresa_id: $empresa_id) {\n      ...VerificacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelEmpresas {\n    excelEmpresas(eliminados: true) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelEmpresas {\n    excelEmpresas(eliminados: true) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreparacionEmpresa($empresa_id: String!) {\n    preparacionEmpresa(empresa_id: $empresa_id) {\n      empresa_id\n      modo_pruebas\n      puede_emitir\n      pasos {\n        clave\n        titulo\n        para\n        listo\n        detalle\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreparacionEmpresa($empresa_id: String!) {\n    preparacionEmpresa(empresa_id: $empresa_id) {\n      empresa_id\n      modo_pruebas\n      puede_emitir\n      pasos {\n        clave\n        titulo\n        para\n        listo\n        detalle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsarCertificadoDePruebas($empresa_id: String!) {\n    usarCertificadoDePruebas(empresa_id: $empresa_id) {\n      legible\n      vigente\n      ruc_coincide\n      mensaje\n    }\n  }\n"): (typeof documents)["\n  mutation UsarCertificadoDePruebas($empresa_id: String!) {\n    usarCertificadoDePruebas(empresa_id: $empresa_id) {\n      legible\n      vigente\n      ruc_coincide\n      mensaje\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CuentaPcgeFields on CuentaPcge {\n    id\n    codigo\n    denominacion\n    nivel\n    codigo_padre\n    esf\n    ern\n    erf\n    efle\n    ecp\n    efe\n    smvn\n    smve\n    amarre_debe\n    amarre_haber\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment CuentaPcgeFields on CuentaPcge {\n    id\n    codigo\n    denominacion\n    nivel\n    codigo_padre\n    esf\n    ern\n    erf\n    efle\n    ecp\n    efe\n    smvn\n    smve\n    amarre_debe\n    amarre_haber\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pcge($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    pcge(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaPcgeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Pcge($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    pcge(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaPcgeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PcgeBuscar($param: String!, $limite: Int) {\n    pcge(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n"): (typeof documents)["\n  query PcgeBuscar($param: String!, $limite: Int) {\n    pcge(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCuentaPcge($input: CuentaPcgeInput!) {\n    createCuentaPcge(input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCuentaPcge($input: CuentaPcgeInput!) {\n    createCuentaPcge(input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCuentaPcge($id: String!, $input: CuentaPcgeInput!) {\n    updateCuentaPcge(id: $id, input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCuentaPcge($id: String!, $input: CuentaPcgeInput!) {\n    updateCuentaPcge(id: $id, input: $input) {\n      ...CuentaPcgeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCuentaPcge($id: String!) {\n    deleteCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCuentaPcge($id: String!) {\n    deleteCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCuentaPcge($id: String!) {\n    activateCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCuentaPcge($id: String!) {\n    activateCuentaPcge(id: $id) {\n      ...CuentaPcgeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelPcge($param: String, $eliminados: Boolean) {\n    excelPCGE(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelPcge($param: String, $eliminados: Boolean) {\n    excelPCGE(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonaFields on Persona {\n    id\n    tipo\n    documento_id\n    numero\n    razon_social\n    direccion\n    ubigeo\n    estado\n    condicion\n    email\n    telefono\n    observacion\n    cuenta_detraccion\n    is_default\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment PersonaFields on Persona {\n    id\n    tipo\n    documento_id\n    numero\n    razon_social\n    direccion\n    ubigeo\n    estado\n    condicion\n    email\n    telefono\n    observacion\n    cuenta_detraccion\n    is_default\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Personas($tipo: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    personas(tipo: $tipo, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...PersonaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Personas($tipo: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    personas(tipo: $tipo, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...PersonaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersona($input: PersonaInput!) {\n    createPersona(input: $input) {\n      ...PersonaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersona($input: PersonaInput!) {\n    createPersona(input: $input) {\n      ...PersonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePersona($id: String!, $input: PersonaInput!) {\n    updatePersona(id: $id, input: $input) {\n      ...PersonaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePersona($id: String!, $input: PersonaInput!) {\n    updatePersona(id: $id, input: $input) {\n      ...PersonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePersona($id: String!) {\n    deletePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePersona($id: String!) {\n    deletePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivatePersona($id: String!) {\n    activatePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivatePersona($id: String!) {\n    activatePersona(id: $id) {\n      ...PersonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelPersonas($tipo: String!, $param: String, $eliminados: Boolean) {\n    excelPersonas(tipo: $tipo, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelPersonas($tipo: String!, $param: String, $eliminados: Boolean) {\n    excelPersonas(tipo: $tipo, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MiembroFields on Miembro {\n    usuario_id\n    email\n    nombres\n    rol_id\n    rol\n    local_id\n    modulos\n    cocina_id\n    propietario\n    demo_vence_at\n    suspendido\n  }\n"): (typeof documents)["\n  fragment MiembroFields on Miembro {\n    usuario_id\n    email\n    nombres\n    rol_id\n    rol\n    local_id\n    modulos\n    cocina_id\n    propietario\n    demo_vence_at\n    suspendido\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Equipo {\n    miembrosEmpresa {\n      ...MiembroFields\n    }\n    invitacionesEmpresa {\n      id\n      email\n      rol_id\n      rol\n      local_id\n      expira_at\n    }\n  }\n"): (typeof documents)["\n  query Equipo {\n    miembrosEmpresa {\n      ...MiembroFields\n    }\n    invitacionesEmpresa {\n      id\n      email\n      rol_id\n      rol\n      local_id\n      expira_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesAsignables {\n    rolesAsignables {\n      id\n      nombre\n      descripcion\n      propio\n    }\n  }\n"): (typeof documents)["\n  query RolesAsignables {\n    rolesAsignables {\n      id\n      nombre\n      descripcion\n      propio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditoriaAccesos($limite: Int) {\n    auditoriaAccesos(limite: $limite) {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n"): (typeof documents)["\n  query AuditoriaAccesos($limite: Int) {\n    auditoriaAccesos(limite: $limite) {\n      id\n      fecha\n      actor\n      usuario\n      accion\n      detalle\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InvitarMiembro($input: InvitacionInput!) {\n    invitarMiembro(input: $input) {\n      id\n      email\n      expira_at\n    }\n  }\n"): (typeof documents)["\n  mutation InvitarMiembro($input: InvitacionInput!) {\n    invitarMiembro(input: $input) {\n      id\n      email\n      expira_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularInvitacion($id: String!) {\n    anularInvitacion(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AnularInvitacion($id: String!) {\n    anularInvitacion(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMiembro($usuario_id: String!, $input: ConcesionInput!) {\n    updateMiembro(usuario_id: $usuario_id, input: $input) {\n      usuario_id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMiembro($usuario_id: String!, $input: ConcesionInput!) {\n    updateMiembro(usuario_id: $usuario_id, input: $input) {\n      usuario_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspenderMiembro($usuario_id: String!, $suspendido: Boolean!) {\n    suspenderMiembro(usuario_id: $usuario_id, suspendido: $suspendido) {\n      usuario_id\n    }\n  }\n"): (typeof documents)["\n  mutation SuspenderMiembro($usuario_id: String!, $suspendido: Boolean!) {\n    suspenderMiembro(usuario_id: $usuario_id, suspendido: $suspendido) {\n      usuario_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuitarMiembro($usuario_id: String!) {\n    deleteSubAccount(usuario_id: $usuario_id) {\n      usuario_id\n    }\n  }\n"): (typeof documents)["\n  mutation QuitarMiembro($usuario_id: String!) {\n    deleteSubAccount(usuario_id: $usuario_id) {\n      usuario_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitacion($token: String!) {\n    invitacion(token: $token) {\n      email\n      empresa\n      rol\n      invitante\n      cuenta_existente\n      expira_at\n    }\n  }\n"): (typeof documents)["\n  query Invitacion($token: String!) {\n    invitacion(token: $token) {\n      email\n      empresa\n      rol\n      invitante\n      cuenta_existente\n      expira_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarConInvitacion($token: String!, $nombres: String!, $password: String!) {\n    registrarConInvitacion(token: $token, nombres: $nombres, password: $password) {\n      ...SesionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarConInvitacion($token: String!, $nombres: String!, $password: String!) {\n    registrarConInvitacion(token: $token, nombres: $nombres, password: $password) {\n      ...SesionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AceptarInvitacion($token: String!) {\n    aceptarInvitacion(token: $token) {\n      empresa_id\n    }\n  }\n"): (typeof documents)["\n  mutation AceptarInvitacion($token: String!) {\n    aceptarInvitacion(token: $token) {\n      empresa_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComprobanteFields on Comprobante {\n    id\n    anulado_por_nota\n    tipo\n    serie\n    numero\n    fecha_emision\n    moneda\n    cliente_tipo_documento\n    cliente_numero_documento\n    cliente_nombre\n    operaciones_gravadas\n    igv\n    importe_total\n    documento_afectado\n    motivo_baja\n    estado\n    codigo_sunat\n    descripcion_sunat\n    notas_sunat {\n      codigo\n      descripcion\n    }\n    intentos\n    ultimo_error\n    tiene_cdr\n  }\n"): (typeof documents)["\n  fragment ComprobanteFields on Comprobante {\n    id\n    anulado_por_nota\n    tipo\n    serie\n    numero\n    fecha_emision\n    moneda\n    cliente_tipo_documento\n    cliente_numero_documento\n    cliente_nombre\n    operaciones_gravadas\n    igv\n    importe_total\n    documento_afectado\n    motivo_baja\n    estado\n    codigo_sunat\n    descripcion_sunat\n    notas_sunat {\n      codigo\n      descripcion\n    }\n    intentos\n    ultimo_error\n    tiene_cdr\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comprobante($id: String!) {\n    comprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n"): (typeof documents)["\n  query Comprobante($id: String!) {\n    comprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comprobantes(\n    $tipo: String\n    $desde: String\n    $hasta: String\n    $param: String\n    $limite: Int\n    $desde_fila: Int\n  ) {\n    comprobantes(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Comprobantes(\n    $tipo: String\n    $desde: String\n    $hasta: String\n    $param: String\n    $limite: Int\n    $desde_fila: Int\n  ) {\n    comprobantes(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmitirComprobante($input: EmitirComprobanteInput!) {\n    emitirComprobante(input: $input) {\n      ...ComprobanteFields\n    }\n  }\n"): (typeof documents)["\n  mutation EmitirComprobante($input: EmitirComprobanteInput!) {\n    emitirComprobante(input: $input) {\n      ...ComprobanteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReenviarComprobante($id: String!) {\n    reenviarComprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReenviarComprobante($id: String!) {\n    reenviarComprobante(id: $id) {\n      ...ComprobanteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlComprobante($id: String!) {\n    xmlComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query XmlComprobante($id: String!) {\n    xmlComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CdrComprobante($id: String!) {\n    cdrComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query CdrComprobante($id: String!) {\n    cdrComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalculoLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      locales {\n        id\n        calculo_comprobante\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalculoLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      locales {\n        id\n        calculo_comprobante\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComprobanteParaNota($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      estado\n      moneda\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      importe_total\n      lineas {\n        numero\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n        valor_unitario\n        precio_unitario\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComprobanteParaNota($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      estado\n      moneda\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      importe_total\n      lineas {\n        numero\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n        valor_unitario\n        precio_unitario\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactoComprobante($id: String!) {\n    contactoComprobante(id: $id) {\n      correo\n      telefono\n      texto_consulta\n    }\n  }\n"): (typeof documents)["\n  query ContactoComprobante($id: String!) {\n    contactoComprobante(id: $id) {\n      correo\n      telefono\n      texto_consulta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnviarComprobantePorCorreo($id: String!, $correo: String) {\n    enviarComprobantePorCorreo(id: $id, correo: $correo) {\n      para\n      adjuntos\n    }\n  }\n"): (typeof documents)["\n  mutation EnviarComprobantePorCorreo($id: String!, $correo: String) {\n    enviarComprobantePorCorreo(id: $id, correo: $correo) {\n      para\n      adjuntos\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelComprobantes($filtro: FiltroComprobantesInput) {\n    excelComprobantes(filtro: $filtro) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelComprobantes($filtro: FiltroComprobantesInput) {\n    excelComprobantes(filtro: $filtro) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DescargaMasivaComprobantes($filtro: FiltroComprobantesInput, $archivos: [ArchivoComprobante!]!) {\n    descargaMasivaComprobantes(filtro: $filtro, archivos: $archivos) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query DescargaMasivaComprobantes($filtro: FiltroComprobantesInput, $archivos: [ArchivoComprobante!]!) {\n    descargaMasivaComprobantes(filtro: $filtro, archivos: $archivos) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VistaPreviaComprobante($input: EmitirComprobanteInput!) {\n    preViewPdfSinValidez(input: $input) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query VistaPreviaComprobante($input: EmitirComprobanteInput!) {\n    preViewPdfSinValidez(input: $input) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarContingencia($input: ContingenciaInput!) {\n    registrarContingencia(input: $input) {\n      ...ComprobanteFields\n      contingencia\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarContingencia($input: ContingenciaInput!) {\n    registrarContingencia(input: $input) {\n      ...ComprobanteFields\n      contingencia\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contingencias($tipo: String, $desde: String, $hasta: String, $param: String, $limite: Int, $desde_fila: Int) {\n    comprobantes(\n      contingencia: true\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n        motivo_baja\n      }\n    }\n  }\n"): (typeof documents)["\n  query Contingencias($tipo: String, $desde: String, $hasta: String, $param: String, $limite: Int, $desde_fila: Int) {\n    comprobantes(\n      contingencia: true\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      param: $param\n      limite: $limite\n      desde_fila: $desde_fila\n    ) {\n      total\n      filas {\n        ...ComprobanteFields\n        motivo_baja\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularComprobante($id: String!, $motivo: String!) {\n    anularComprobante(id: $id, motivo: $motivo) {\n      ...ComprobanteFields\n      motivo_baja\n    }\n  }\n"): (typeof documents)["\n  mutation AnularComprobante($id: String!, $motivo: String!) {\n    anularComprobante(id: $id, motivo: $motivo) {\n      ...ComprobanteFields\n      motivo_baja\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResumenFields on Resumen {\n    id\n    tipo\n    identificador\n    fecha_generacion\n    fecha_referencia\n    estado\n    ticket\n    codigo_sunat\n    descripcion_sunat\n    intentos\n    ultimo_error\n    tiene_cdr\n    documentos {\n      comprobante_id\n      linea\n      tipo\n      serie\n      numero\n      importe_total\n      condicion\n      motivo\n      estado\n    }\n  }\n"): (typeof documents)["\n  fragment ResumenFields on Resumen {\n    id\n    tipo\n    identificador\n    fecha_generacion\n    fecha_referencia\n    estado\n    ticket\n    codigo_sunat\n    descripcion_sunat\n    intentos\n    ultimo_error\n    tiene_cdr\n    documentos {\n      comprobante_id\n      linea\n      tipo\n      serie\n      numero\n      importe_total\n      condicion\n      motivo\n      estado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Resumenes($tipo: String, $desde: String, $hasta: String, $limite: Int, $desde_fila: Int) {\n    resumenes(tipo: $tipo, desde: $desde, hasta: $hasta, limite: $limite, desde_fila: $desde_fila) {\n      total\n      filas {\n        ...ResumenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Resumenes($tipo: String, $desde: String, $hasta: String, $limite: Int, $desde_fila: Int) {\n    resumenes(tipo: $tipo, desde: $desde, hasta: $hasta, limite: $limite, desde_fila: $desde_fila) {\n      total\n      filas {\n        ...ResumenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerarResumenDiario($fecha: String!) {\n    generarResumenDiario(fecha: $fecha) {\n      ...ResumenFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerarResumenDiario($fecha: String!) {\n    generarResumenDiario(fecha: $fecha) {\n      ...ResumenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReenviarResumen($id: String!) {\n    reenviarResumen(id: $id) {\n      ...ResumenFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReenviarResumen($id: String!) {\n    reenviarResumen(id: $id) {\n      ...ResumenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlResumen($id: String!) {\n    xmlResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query XmlResumen($id: String!) {\n    xmlResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CdrResumen($id: String!) {\n    cdrResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query CdrResumen($id: String!) {\n    cdrResumen(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnvioSunatFields on EnvioSunat {\n    soap_envio\n    modo_pruebas\n    modo_pruebas_desde\n    url_ose\n    envio_pausado\n    envio_boletas\n    comprobantes_pendientes\n    resumenes_pendientes\n  }\n"): (typeof documents)["\n  fragment EnvioSunatFields on EnvioSunat {\n    soap_envio\n    modo_pruebas\n    modo_pruebas_desde\n    url_ose\n    envio_pausado\n    envio_boletas\n    comprobantes_pendientes\n    resumenes_pendientes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnvioSunat {\n    envioSunat {\n      ...EnvioSunatFields\n    }\n  }\n"): (typeof documents)["\n  query EnvioSunat {\n    envioSunat {\n      ...EnvioSunatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PausarEnvioSunat($pausado: Boolean!) {\n    pausarEnvioSunat(pausado: $pausado) {\n      ...EnvioSunatFields\n    }\n  }\n"): (typeof documents)["\n  mutation PausarEnvioSunat($pausado: Boolean!) {\n    pausarEnvioSunat(pausado: $pausado) {\n      ...EnvioSunatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfigurarEnvioSunat($input: ConfiguracionEnvioInput!) {\n    configurarEnvioSunat(input: $input) {\n      ...EnvioSunatFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfigurarEnvioSunat($input: ConfiguracionEnvioInput!) {\n    configurarEnvioSunat(input: $input) {\n      ...EnvioSunatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentoInternoFields on DocumentoInterno {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_vencimiento\n    moneda\n    persona_tipo_documento\n    persona_numero_documento\n    persona_nombre\n    importe_total\n    estado\n    vencida\n    motivo_anulacion\n    comprobante {\n      id\n      tipo\n      serie\n      numero\n      estado\n    }\n  }\n"): (typeof documents)["\n  fragment DocumentoInternoFields on DocumentoInterno {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_vencimiento\n    moneda\n    persona_tipo_documento\n    persona_numero_documento\n    persona_nombre\n    importe_total\n    estado\n    vencida\n    motivo_anulacion\n    comprobante {\n      id\n      tipo\n      serie\n      numero\n      estado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentosInternos(\n    $tipo: String!\n    $desde: String\n    $hasta: String\n    $buscar: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    documentosInternos(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      buscar: $buscar\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      filas {\n        ...DocumentoInternoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DocumentosInternos(\n    $tipo: String!\n    $desde: String\n    $hasta: String\n    $buscar: String\n    $limite: Int\n    $pagina: Int\n  ) {\n    documentosInternos(\n      tipo: $tipo\n      desde: $desde\n      hasta: $hasta\n      buscar: $buscar\n      limite: $limite\n      pagina: $pagina\n    ) {\n      total\n      filas {\n        ...DocumentoInternoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmitirDocumentoInterno($input: EmitirDocumentoInternoInput!) {\n    emitirDocumentoInterno(input: $input) {\n      ...DocumentoInternoFields\n    }\n  }\n"): (typeof documents)["\n  mutation EmitirDocumentoInterno($input: EmitirDocumentoInternoInput!) {\n    emitirDocumentoInterno(input: $input) {\n      ...DocumentoInternoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnularDocumentoInterno($id: String!, $motivo: String!) {\n    anularDocumentoInterno(id: $id, motivo: $motivo) {\n      ...DocumentoInternoFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnularDocumentoInterno($id: String!, $motivo: String!) {\n    anularDocumentoInterno(id: $id, motivo: $motivo) {\n      ...DocumentoInternoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertirProforma($id: String!, $tipo: String!, $serie: String) {\n    convertirProforma(id: $id, tipo: $tipo, serie: $serie) {\n      ...DocumentoInternoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertirProforma($id: String!, $tipo: String!, $serie: String) {\n    convertirProforma(id: $id, tipo: $tipo, serie: $serie) {\n      ...DocumentoInternoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfDocumentoInterno($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfDocumentoInterno($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TipoCambio($fecha: String!) {\n    tipoCambio(fecha: $fecha) {\n      fecha\n      venta\n    }\n  }\n"): (typeof documents)["\n  query TipoCambio($fecha: String!) {\n    tipoCambio(fecha: $fecha) {\n      fecha\n      venta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConductorFields on Conductor {\n    id tipo_documento numero_documento nombres apellidos licencia\n    transportista_id transportista_razon_social deleted_at\n  }\n"): (typeof documents)["\n  fragment ConductorFields on Conductor {\n    id tipo_documento numero_documento nombres apellidos licencia\n    transportista_id transportista_razon_social deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conductores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    conductores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ConductorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conductores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    conductores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ConductorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelConductores($param: String, $eliminados: Boolean) {\n    excelConductores(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelConductores($param: String, $eliminados: Boolean) {\n    excelConductores(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConductor($input: ConductorInput!) {\n    createConductor(input: $input) {\n      ...ConductorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConductor($input: ConductorInput!) {\n    createConductor(input: $input) {\n      ...ConductorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConductor($id: String!, $input: ConductorInput!) {\n    updateConductor(id: $id, input: $input) {\n      ...ConductorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConductor($id: String!, $input: ConductorInput!) {\n    updateConductor(id: $id, input: $input) {\n      ...ConductorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConductor($id: String!) {\n    deleteConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteConductor($id: String!) {\n    deleteConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateConductor($id: String!) {\n    activateConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateConductor($id: String!) {\n    activateConductor(id: $id) {\n      ...ConductorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuiaFields on Guia {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_inicio_traslado\n    motivo\n    modalidad\n    destinatario {\n      tipo_documento\n      numero_documento\n      nombre\n    }\n    peso {\n      bruto\n      unidad\n    }\n    comprobante_id\n    estado\n    codigo_sunat\n    descripcion_sunat\n    ultimo_error\n  }\n"): (typeof documents)["\n  fragment GuiaFields on Guia {\n    id\n    tipo\n    serie\n    numero\n    fecha_emision\n    fecha_inicio_traslado\n    motivo\n    modalidad\n    destinatario {\n      tipo_documento\n      numero_documento\n      nombre\n    }\n    peso {\n      bruto\n      unidad\n    }\n    comprobante_id\n    estado\n    codigo_sunat\n    descripcion_sunat\n    ultimo_error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGuiaIndividual($input: GuiaIndividualInput!) {\n    createGuiaIndividual(input: $input) {\n      ...GuiaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGuiaIndividual($input: GuiaIndividualInput!) {\n    createGuiaIndividual(input: $input) {\n      ...GuiaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Guias($limite: Int, $fecha_desde: String, $fecha_hasta: String) {\n    guias(limite: $limite, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {\n      ...GuiaFields\n    }\n    contarGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta)\n  }\n"): (typeof documents)["\n  query Guias($limite: Int, $fecha_desde: String, $fecha_hasta: String) {\n    guias(limite: $limite, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta) {\n      ...GuiaFields\n    }\n    contarGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuiasByParam($param: String!, $limite: Int) {\n    guiasByParam(param: $param, limite: $limite) {\n      ...GuiaFields\n    }\n  }\n"): (typeof documents)["\n  query GuiasByParam($param: String!, $limite: Int) {\n    guiasByParam(param: $param, limite: $limite) {\n      ...GuiaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlGuia($id: String!) {\n    guia(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      xml\n    }\n  }\n"): (typeof documents)["\n  query XmlGuia($id: String!) {\n    guia(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      xml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfGuia($id: String!) {\n    pdfGuia(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfGuia($id: String!) {\n    pdfGuia(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelGuias($fecha_desde: String, $fecha_hasta: String, $param: String) {\n    excelGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta, param: $param) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelGuias($fecha_desde: String, $fecha_hasta: String, $param: String) {\n    excelGuias(fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta, param: $param) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsultarCdrGuia($id: String!) {\n    consultarCDRGuia(id_guia: $id) {\n      id\n      serie\n      numero\n      estado\n      codigo_sunat\n      descripcion_sunat\n      ultimo_error\n    }\n  }\n"): (typeof documents)["\n  mutation ConsultarCdrGuia($id: String!) {\n    consultarCDRGuia(id_guia: $id) {\n      id\n      serie\n      numero\n      estado\n      codigo_sunat\n      descripcion_sunat\n      ultimo_error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DarBajaGuia($id: String!, $motivo: String!) {\n    darBajaGuia(id: $id, motivo: $motivo) {\n      ...GuiaFields\n    }\n  }\n"): (typeof documents)["\n  mutation DarBajaGuia($id: String!, $motivo: String!) {\n    darBajaGuia(id: $id, motivo: $motivo) {\n      ...GuiaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReconstruirGuia($id: String!) {\n    reconstruirGuia(id: $id) {\n      ...GuiaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReconstruirGuia($id: String!) {\n    reconstruirGuia(id: $id) {\n      ...GuiaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComprobanteParaGuia($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      lineas {\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComprobanteParaGuia($id: String!) {\n    comprobante(id: $id) {\n      id\n      tipo\n      serie\n      numero\n      cliente_tipo_documento\n      cliente_numero_documento\n      cliente_nombre\n      cliente_direccion\n      lineas {\n        codigo\n        descripcion\n        unidad\n        cantidad\n        afectacion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartidaLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      direccion\n      ubigeo\n      locales {\n        id\n        direccion\n        ubigeo\n        codigo_establecimiento\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartidaLocal($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      direccion\n      ubigeo\n      locales {\n        id\n        direccion\n        ubigeo\n        codigo_establecimiento\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CredencialesGre($empresa_id: String!) {\n    credencialesGre(empresa_id: $empresa_id) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n"): (typeof documents)["\n  query CredencialesGre($empresa_id: String!) {\n    credencialesGre(empresa_id: $empresa_id) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarCredencialesGre($empresa_id: String!, $client_id: String!, $client_secret: String!) {\n    guardarCredencialesGre(empresa_id: $empresa_id, client_id: $client_id, client_secret: $client_secret) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n"): (typeof documents)["\n  mutation GuardarCredencialesGre($empresa_id: String!, $client_id: String!, $client_secret: String!) {\n    guardarCredencialesGre(empresa_id: $empresa_id, client_id: $client_id, client_secret: $client_secret) {\n      tiene_gre\n      tiene_sol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransportistaFields on Transportista {\n    id ruc razon_social registro_mtc activo deleted_at\n  }\n"): (typeof documents)["\n  fragment TransportistaFields on Transportista {\n    id ruc razon_social registro_mtc activo deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transportistas($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    transportistas(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TransportistaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transportistas($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    transportistas(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TransportistaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelTransportistas($param: String, $eliminados: Boolean) {\n    excelTransportistas(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelTransportistas($param: String, $eliminados: Boolean) {\n    excelTransportistas(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransportista($input: TransportistaInput!) {\n    createTransportista(input: $input) {\n      ...TransportistaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTransportista($input: TransportistaInput!) {\n    createTransportista(input: $input) {\n      ...TransportistaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTransportista($id: String!, $input: TransportistaInput!) {\n    updateTransportista(id: $id, input: $input) {\n      ...TransportistaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTransportista($id: String!, $input: TransportistaInput!) {\n    updateTransportista(id: $id, input: $input) {\n      ...TransportistaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTransportista($id: String!) {\n    deleteTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTransportista($id: String!) {\n    deleteTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTransportista($id: String!) {\n    activateTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTransportista($id: String!) {\n    activateTransportista(id: $id) {\n      ...TransportistaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VehiculoFields on Vehiculo {\n    id placa tuce entidad_autorizadora numero_autorizacion marca descripcion\n    transportista_id transportista_razon_social deleted_at\n  }\n"): (typeof documents)["\n  fragment VehiculoFields on Vehiculo {\n    id placa tuce entidad_autorizadora numero_autorizacion marca descripcion\n    transportista_id transportista_razon_social deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Vehiculos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    vehiculos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...VehiculoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Vehiculos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    vehiculos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...VehiculoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelVehiculos($param: String, $eliminados: Boolean) {\n    excelVehiculos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelVehiculos($param: String, $eliminados: Boolean) {\n    excelVehiculos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVehiculo($input: VehiculoInput!) {\n    createVehiculo(input: $input) {\n      ...VehiculoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVehiculo($input: VehiculoInput!) {\n    createVehiculo(input: $input) {\n      ...VehiculoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVehiculo($id: String!, $input: VehiculoInput!) {\n    updateVehiculo(id: $id, input: $input) {\n      ...VehiculoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVehiculo($id: String!, $input: VehiculoInput!) {\n    updateVehiculo(id: $id, input: $input) {\n      ...VehiculoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVehiculo($id: String!) {\n    deleteVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVehiculo($id: String!) {\n    deleteVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateVehiculo($id: String!) {\n    activateVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateVehiculo($id: String!) {\n    activateVehiculo(id: $id) {\n      ...VehiculoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComprasVentasByMonths($include_notes: Boolean, $anio: Int) {\n    comprasVentasByMonths(include_notes: $include_notes, anio: $anio) {\n      anio\n      labels\n      series {\n        nombre\n        datos\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComprasVentasByMonths($include_notes: Boolean, $anio: Int) {\n    comprasVentasByMonths(include_notes: $include_notes, anio: $anio) {\n      anio\n      labels\n      series {\n        nombre\n        datos\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingProductos($fecha_Inicio: String!, $fecha_Fin: String!, $tipo: String!) {\n    rankingProductos(fecha_Inicio: $fecha_Inicio, fecha_Fin: $fecha_Fin, tipo: $tipo) {\n      labels\n      series\n    }\n  }\n"): (typeof documents)["\n  query RankingProductos($fecha_Inicio: String!, $fecha_Fin: String!, $tipo: String!) {\n    rankingProductos(fecha_Inicio: $fecha_Inicio, fecha_Fin: $fecha_Fin, tipo: $tipo) {\n      labels\n      series\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportacionFields on Importacion {\n    id\n    tipo\n    estado\n    total_filas\n    filas\n    filas_validas\n    solo_validas\n    progreso\n    error\n    created_at\n    errores {\n      fila\n      mensaje\n    }\n    documentos {\n      documento\n      fila\n      emitido\n      comprobante\n      comprobante_id\n      estado\n      mensaje\n    }\n  }\n"): (typeof documents)["\n  fragment ImportacionFields on Importacion {\n    id\n    tipo\n    estado\n    total_filas\n    filas\n    filas_validas\n    solo_validas\n    progreso\n    error\n    created_at\n    errores {\n      fila\n      mensaje\n    }\n    documentos {\n      documento\n      fila\n      emitido\n      comprobante\n      comprobante_id\n      estado\n      mensaje\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Importacion($id: String!) {\n    importacion(id: $id) {\n      ...ImportacionFields\n    }\n  }\n"): (typeof documents)["\n  query Importacion($id: String!) {\n    importacion(id: $id) {\n      ...ImportacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Importaciones($tipo: String) {\n    importaciones(tipo: $tipo) {\n      ...ImportacionFields\n    }\n  }\n"): (typeof documents)["\n  query Importaciones($tipo: String) {\n    importaciones(tipo: $tipo) {\n      ...ImportacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlantillaImportacion($tipo: String!) {\n    plantillaImportacion(tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PlantillaImportacion($tipo: String!) {\n    plantillaImportacion(tipo: $tipo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Documentoslist {\n    documentoslist {\n      id\n      codigo\n      nombre\n    }\n  }\n"): (typeof documents)["\n  query Documentoslist {\n    documentoslist {\n      id\n      codigo\n      nombre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UbigeoByParam($param: String!) {\n    ubigeoByParam(param: $param) {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query UbigeoByParam($param: String!) {\n    ubigeoByParam(param: $param) {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetGmail($email: String!) {\n    getGmail(email: $email)\n  }\n"): (typeof documents)["\n  query GetGmail($email: String!) {\n    getGmail(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePdfReclamation($input: ReclamoInput!) {\n    createPdfReclamation(input: $input)\n  }\n"): (typeof documents)["\n  mutation CreatePdfReclamation($input: ReclamoInput!) {\n    createPdfReclamation(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReclamation($input: ReclamoInput!, $pdf: String, $captcha: String) {\n    createReclamation(input: $input, pdf: $pdf, captcha: $captcha) {\n      id\n      codigo\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReclamation($input: ReclamoInput!, $pdf: String, $captcha: String) {\n    createReclamation(input: $input, pdf: $pdf, captcha: $captcha) {\n      id\n      codigo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchReclamation($nro: String!, $phone: String!) {\n    searchReclamation(nro: $nro, phone: $phone) {\n      id\n      status\n      description\n      created_at\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query SearchReclamation($nro: String!, $phone: String!) {\n    searchReclamation(nro: $nro, phone: $phone) {\n      id\n      status\n      description\n      created_at\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilterReclamation($nro: String!, $phone: String!) {\n    filterReclamation(nro: $nro, phone: $phone) {\n      codigo\n      namefull\n      nro\n      opcion0\n      opcion1\n      option2\n      dates\n    }\n  }\n"): (typeof documents)["\n  query FilterReclamation($nro: String!, $phone: String!) {\n    filterReclamation(nro: $nro, phone: $phone) {\n      codigo\n      namefull\n      nro\n      opcion0\n      opcion1\n      option2\n      dates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AmarreCentroCostoFields on AmarreCentroCosto {\n    id codigo nombre deleted_at detalle { centro_costo_id codigo nombre porcentaje }\n  }\n"): (typeof documents)["\n  fragment AmarreCentroCostoFields on AmarreCentroCosto {\n    id codigo nombre deleted_at detalle { centro_costo_id codigo nombre porcentaje }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AmarresCentroCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    amarresCentroCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AmarreCentroCostoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AmarresCentroCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    amarresCentroCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...AmarreCentroCostoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelAmarresCentroCosto($param: String, $eliminados: Boolean) {\n    excelAmarresCentroCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelAmarresCentroCosto($param: String, $eliminados: Boolean) {\n    excelAmarresCentroCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAmarreCentroCosto($input: AmarreCentroCostoInput!) {\n    createAmarreCentroCosto(input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAmarreCentroCosto($input: AmarreCentroCostoInput!) {\n    createAmarreCentroCosto(input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAmarreCentroCosto($id: String!, $input: AmarreCentroCostoInput!) {\n    updateAmarreCentroCosto(id: $id, input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAmarreCentroCosto($id: String!, $input: AmarreCentroCostoInput!) {\n    updateAmarreCentroCosto(id: $id, input: $input) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAmarreCentroCosto($id: String!) {\n    deleteAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAmarreCentroCosto($id: String!) {\n    deleteAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateAmarreCentroCosto($id: String!) {\n    activateAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateAmarreCentroCosto($id: String!) {\n    activateAmarreCentroCosto(id: $id) {\n      ...AmarreCentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CentroCostoFields on CentroCosto {\n    id codigo nombre tipo tipo_nombre deleted_at\n  }\n"): (typeof documents)["\n  fragment CentroCostoFields on CentroCosto {\n    id codigo nombre tipo tipo_nombre deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentrosCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    centrosCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CentroCostoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CentrosCosto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    centrosCosto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CentroCostoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCentrosCosto($param: String, $eliminados: Boolean) {\n    excelCentrosCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCentrosCosto($param: String, $eliminados: Boolean) {\n    excelCentrosCosto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCentroCosto($input: CentroCostoInput!) {\n    createCentroCosto(input: $input) {\n      ...CentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCentroCosto($input: CentroCostoInput!) {\n    createCentroCosto(input: $input) {\n      ...CentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCentroCosto($id: String!, $input: CentroCostoInput!) {\n    updateCentroCosto(id: $id, input: $input) {\n      ...CentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCentroCosto($id: String!, $input: CentroCostoInput!) {\n    updateCentroCosto(id: $id, input: $input) {\n      ...CentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCentroCosto($id: String!) {\n    deleteCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCentroCosto($id: String!) {\n    deleteCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCentroCosto($id: String!) {\n    activateCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCentroCosto($id: String!) {\n    activateCentroCosto(id: $id) {\n      ...CentroCostoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CuentaFinancieraFields on CuentaFinanciera {\n    id codigo tipo moneda_id descripcion banco_id banco_nombre cuenta detraccion pcge_id pcge_codigo pcge_denominacion control deleted_at\n  }\n"): (typeof documents)["\n  fragment CuentaFinancieraFields on CuentaFinanciera {\n    id codigo tipo moneda_id descripcion banco_id banco_nombre cuenta detraccion pcge_id pcge_codigo pcge_denominacion control deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CuentasFinancieras($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    cuentasFinancieras(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaFinancieraFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CuentasFinancieras($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    cuentasFinancieras(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CuentaFinancieraFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCuentasFinancieras($param: String, $eliminados: Boolean) {\n    excelCuentasFinancieras(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCuentasFinancieras($param: String, $eliminados: Boolean) {\n    excelCuentasFinancieras(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCuentaFinanciera($input: CuentaFinancieraInput!) {\n    createCuentaFinanciera(input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCuentaFinanciera($input: CuentaFinancieraInput!) {\n    createCuentaFinanciera(input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCuentaFinanciera($id: String!, $input: CuentaFinancieraInput!) {\n    updateCuentaFinanciera(id: $id, input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCuentaFinanciera($id: String!, $input: CuentaFinancieraInput!) {\n    updateCuentaFinanciera(id: $id, input: $input) {\n      ...CuentaFinancieraFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCuentaFinanciera($id: String!) {\n    deleteCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCuentaFinanciera($id: String!) {\n    deleteCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCuentaFinanciera($id: String!) {\n    activateCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCuentaFinanciera($id: String!) {\n    activateCuentaFinanciera(id: $id) {\n      ...CuentaFinancieraFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpcionesMaestros {\n    tiposCentroCosto {\n      value\n      label\n    }\n    operacionesTipoAdjunto {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query OpcionesMaestros {\n    tiposCentroCosto {\n      value\n      label\n    }\n    operacionesTipoAdjunto {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PcgeOpciones($param: String!) {\n    pcge(param: $param, limite: 50) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n"): (typeof documents)["\n  query PcgeOpciones($param: String!) {\n    pcge(param: $param, limite: 50) {\n      filas {\n        id\n        codigo\n        denominacion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentrosActivos {\n    centrosCosto(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n  }\n"): (typeof documents)["\n  query CentrosActivos {\n    centrosCosto(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsableFields on Responsable {\n    id documento_id numero nombres cargo email telefono deleted_at\n  }\n"): (typeof documents)["\n  fragment ResponsableFields on Responsable {\n    id documento_id numero nombres cargo email telefono deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Responsables($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    responsables(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ResponsableFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Responsables($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    responsables(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ResponsableFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelResponsables($param: String, $eliminados: Boolean) {\n    excelResponsables(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelResponsables($param: String, $eliminados: Boolean) {\n    excelResponsables(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResponsable($input: ResponsableInput!) {\n    createResponsable(input: $input) {\n      ...ResponsableFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateResponsable($input: ResponsableInput!) {\n    createResponsable(input: $input) {\n      ...ResponsableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResponsable($id: String!, $input: ResponsableInput!) {\n    updateResponsable(id: $id, input: $input) {\n      ...ResponsableFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResponsable($id: String!, $input: ResponsableInput!) {\n    updateResponsable(id: $id, input: $input) {\n      ...ResponsableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResponsable($id: String!) {\n    deleteResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteResponsable($id: String!) {\n    deleteResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateResponsable($id: String!) {\n    activateResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateResponsable($id: String!) {\n    activateResponsable(id: $id) {\n      ...ResponsableFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TipoAdjuntoFields on TipoAdjunto {\n    id codigo descripcion tipo_operacion deleted_at\n  }\n"): (typeof documents)["\n  fragment TipoAdjuntoFields on TipoAdjunto {\n    id codigo descripcion tipo_operacion deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TiposAdjunto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tiposAdjunto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TipoAdjuntoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TiposAdjunto($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tiposAdjunto(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TipoAdjuntoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelTiposAdjunto($param: String, $eliminados: Boolean) {\n    excelTiposAdjunto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelTiposAdjunto($param: String, $eliminados: Boolean) {\n    excelTiposAdjunto(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTipoAdjunto($input: TipoAdjuntoInput!) {\n    createTipoAdjunto(input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTipoAdjunto($input: TipoAdjuntoInput!) {\n    createTipoAdjunto(input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTipoAdjunto($id: String!, $input: TipoAdjuntoInput!) {\n    updateTipoAdjunto(id: $id, input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTipoAdjunto($id: String!, $input: TipoAdjuntoInput!) {\n    updateTipoAdjunto(id: $id, input: $input) {\n      ...TipoAdjuntoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTipoAdjunto($id: String!) {\n    deleteTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTipoAdjunto($id: String!) {\n    deleteTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTipoAdjunto($id: String!) {\n    activateTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTipoAdjunto($id: String!) {\n    activateTipoAdjunto(id: $id) {\n      ...TipoAdjuntoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TributoFields on Tributo {\n    id tributo_codigo tributo_nombre tributo_descripcion cuenta_id cuenta_codigo cuenta_denominacion deleted_at\n  }\n"): (typeof documents)["\n  fragment TributoFields on Tributo {\n    id tributo_codigo tributo_nombre tributo_descripcion cuenta_id cuenta_codigo cuenta_denominacion deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tributos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tributos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TributoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tributos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    tributos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TributoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelTributos($param: String, $eliminados: Boolean) {\n    excelTributos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelTributos($param: String, $eliminados: Boolean) {\n    excelTributos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTributo($input: TributoInput!) {\n    createTributo(input: $input) {\n      ...TributoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTributo($input: TributoInput!) {\n    createTributo(input: $input) {\n      ...TributoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTributo($id: String!, $input: TributoInput!) {\n    updateTributo(id: $id, input: $input) {\n      ...TributoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTributo($id: String!, $input: TributoInput!) {\n    updateTributo(id: $id, input: $input) {\n      ...TributoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTributo($id: String!) {\n    deleteTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTributo($id: String!) {\n    deleteTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTributo($id: String!) {\n    activateTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTributo($id: String!) {\n    activateTributo(id: $id) {\n      ...TributoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TributosPorDefecto {\n    tributosPorDefecto {\n      ...TributoFields\n    }\n  }\n"): (typeof documents)["\n  mutation TributosPorDefecto {\n    tributosPorDefecto {\n      ...TributoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerfilFields on Perfil {\n    id\n    email\n    nombres\n    a_paterno\n    a_materno\n    telefono\n    avatar\n    avatar_url\n    rol\n    empresas\n  }\n"): (typeof documents)["\n  fragment PerfilFields on Perfil {\n    id\n    email\n    nombres\n    a_paterno\n    a_materno\n    telefono\n    avatar\n    avatar_url\n    rol\n    empresas\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MiPerfil {\n    miPerfil {\n      ...PerfilFields\n    }\n  }\n"): (typeof documents)["\n  query MiPerfil {\n    miPerfil {\n      ...PerfilFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActualizarMiPerfil($input: DatosPersonalesInput!) {\n    actualizarMiPerfil(input: $input) {\n      ...PerfilFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActualizarMiPerfil($input: DatosPersonalesInput!) {\n    actualizarMiPerfil(input: $input) {\n      ...PerfilFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CambiarMiAvatar($avatar: String) {\n    cambiarMiAvatar(avatar: $avatar) {\n      ...PerfilFields\n    }\n  }\n"): (typeof documents)["\n  mutation CambiarMiAvatar($avatar: String) {\n    cambiarMiAvatar(avatar: $avatar) {\n      ...PerfilFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CambiarMiPassword($actual: String!, $nueva: String!) {\n    cambiarMiPassword(actual: $actual, nueva: $nueva)\n  }\n"): (typeof documents)["\n  mutation CambiarMiPassword($actual: String!, $nueva: String!) {\n    cambiarMiPassword(actual: $actual, nueva: $nueva)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SolicitarCambioEmail($email: String!, $password: String!) {\n    solicitarCambioEmail(email: $email, password: $password) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SolicitarCambioEmail($email: String!, $password: String!) {\n    solicitarCambioEmail(email: $email, password: $password) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmarCambioEmail($token: String!) {\n    confirmarCambioEmail(token: $token) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmarCambioEmail($token: String!) {\n    confirmarCambioEmail(token: $token) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HorarioFields on Horario {\n    id\n    nombre\n    atipico\n    dias {\n      dia\n      nombre\n      entrada\n      salida\n    }\n    refrigerio_minutos\n    tolerancia_minutos\n    predeterminado\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment HorarioFields on Horario {\n    id\n    nombre\n    atipico\n    dias {\n      dia\n      nombre\n      entrada\n      salida\n    }\n    refrigerio_minutos\n    tolerancia_minutos\n    predeterminado\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Horarios {\n    horarios {\n      ...HorarioFields\n    }\n  }\n"): (typeof documents)["\n  query Horarios {\n    horarios {\n      ...HorarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHorario($input: HorarioInput!) {\n    createHorario(input: $input) {\n      ...HorarioFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHorario($input: HorarioInput!) {\n    createHorario(input: $input) {\n      ...HorarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditHorario($id: String!, $input: HorarioInput!) {\n    editHorario(id: $id, input: $input) {\n      ...HorarioFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditHorario($id: String!, $input: HorarioInput!) {\n    editHorario(id: $id, input: $input) {\n      ...HorarioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHorario($id: String!) {\n    deleteHorario(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHorario($id: String!) {\n    deleteHorario(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeriadosEmpresa($anio: Int!) {\n    feriadosEmpresa(anio: $anio) {\n      id\n      fecha\n      descripcion\n      nacional\n    }\n  }\n"): (typeof documents)["\n  query FeriadosEmpresa($anio: Int!) {\n    feriadosEmpresa(anio: $anio) {\n      id\n      fecha\n      descripcion\n      nacional\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeriado($input: FeriadoInput!) {\n    createFeriado(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeriado($input: FeriadoInput!) {\n    createFeriado(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeriado($id: String!) {\n    deleteFeriado(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFeriado($id: String!) {\n    deleteFeriado(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumenAsistencia($periodo: String!) {\n    resumenAsistencia(periodo: $periodo) {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      horario\n      dias_calendario\n      dias_laborados\n      horas_25\n      horas_35\n      minutos_tardanza\n      dias_tardanza\n      faltas\n      dias_vacaciones\n      dias_subsidiados\n      dias_suspension\n      feriados_trabajados\n      dias {\n        fecha\n        entrada\n        salida\n        marca\n        origen\n        feriado\n        minutos_tardanza\n        minutos_25\n        minutos_35\n        feriado_trabajado\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResumenAsistencia($periodo: String!) {\n    resumenAsistencia(periodo: $periodo) {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      horario\n      dias_calendario\n      dias_laborados\n      horas_25\n      horas_35\n      minutos_tardanza\n      dias_tardanza\n      faltas\n      dias_vacaciones\n      dias_subsidiados\n      dias_suspension\n      feriados_trabajados\n      dias {\n        fecha\n        entrada\n        salida\n        marca\n        origen\n        feriado\n        minutos_tardanza\n        minutos_25\n        minutos_35\n        feriado_trabajado\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarAsistencia($trabajador_id: String!, $dia: DiaAsistenciaInput!) {\n    registrarAsistencia(trabajador_id: $trabajador_id, dia: $dia) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarAsistencia($trabajador_id: String!, $dia: DiaAsistenciaInput!) {\n    registrarAsistencia(trabajador_id: $trabajador_id, dia: $dia) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminarAsistencia($trabajador_id: String!, $fecha: String!) {\n    eliminarAsistencia(trabajador_id: $trabajador_id, fecha: $fecha)\n  }\n"): (typeof documents)["\n  mutation EliminarAsistencia($trabajador_id: String!, $fecha: String!) {\n    eliminarAsistencia(trabajador_id: $trabajador_id, fecha: $fecha)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportarAsistencia($periodo: String!, $excel: String!) {\n    importarAsistencia(periodo: $periodo, excel: $excel) {\n      registros\n      trabajadores\n    }\n  }\n"): (typeof documents)["\n  mutation ImportarAsistencia($periodo: String!, $excel: String!) {\n    importarAsistencia(periodo: $periodo, excel: $excel) {\n      registros\n      trabajadores\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlantillaAsistencia($periodo: String) {\n    plantillaAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PlantillaAsistencia($periodo: String) {\n    plantillaAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelAsistencia($periodo: String!) {\n    excelAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelAsistencia($periodo: String!) {\n    excelAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfAsistencia($periodo: String!) {\n    pdfAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfAsistencia($periodo: String!) {\n    pdfAsistencia(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeneficioFields on Beneficio {\n    id\n    tipo\n    periodo\n    estado\n    total\n    operacion_id\n    parametros\n    columnas {\n      encabezado\n      tipo\n      total\n    }\n    totales\n    lineas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      importe\n      valores\n    }\n  }\n"): (typeof documents)["\n  fragment BeneficioFields on Beneficio {\n    id\n    tipo\n    periodo\n    estado\n    total\n    operacion_id\n    parametros\n    columnas {\n      encabezado\n      tipo\n      total\n    }\n    totales\n    lineas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      importe\n      valores\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Beneficio($tipo: String!, $periodo: String!) {\n    beneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n"): (typeof documents)["\n  query Beneficio($tipo: String!, $periodo: String!) {\n    beneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalcularBeneficio($tipo: String!, $periodo: String!, $opciones: OpcionesBeneficioInput) {\n    calcularBeneficio(tipo: $tipo, periodo: $periodo, opciones: $opciones) {\n      ...BeneficioFields\n    }\n  }\n"): (typeof documents)["\n  mutation CalcularBeneficio($tipo: String!, $periodo: String!, $opciones: OpcionesBeneficioInput) {\n    calcularBeneficio(tipo: $tipo, periodo: $periodo, opciones: $opciones) {\n      ...BeneficioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CerrarBeneficio($tipo: String!, $periodo: String!) {\n    cerrarBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n"): (typeof documents)["\n  mutation CerrarBeneficio($tipo: String!, $periodo: String!) {\n    cerrarBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollbackBeneficio($tipo: String!, $periodo: String!) {\n    rollbackBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollbackBeneficio($tipo: String!, $periodo: String!) {\n    rollbackBeneficio(tipo: $tipo, periodo: $periodo) {\n      ...BeneficioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelBeneficio($tipo: String!, $periodo: String!) {\n    excelBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelBeneficio($tipo: String!, $periodo: String!) {\n    excelBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfBeneficio($tipo: String!, $periodo: String!) {\n    pdfBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfBeneficio($tipo: String!, $periodo: String!) {\n    pdfBeneficio(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfLiquidacion($periodo: String!, $trabajador_id: String!) {\n    pdfLiquidacion(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfLiquidacion($periodo: String!, $trabajador_id: String!) {\n    pdfLiquidacion(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordVacacional($trabajador_id: String!, $fecha: String!) {\n    recordVacacional(trabajador_id: $trabajador_id, fecha: $fecha) {\n      fecha\n      remuneracion_computable\n      dias_adelantados\n      inicio_record_actual\n      truncas_meses\n      truncas_dias\n      truncas_importe\n      periodos {\n        desde\n        hasta\n        dias_ganados\n        dias_gozados\n        pendientes\n        vencido\n      }\n      goces {\n        id\n        desde\n        hasta\n        dias\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordVacacional($trabajador_id: String!, $fecha: String!) {\n    recordVacacional(trabajador_id: $trabajador_id, fecha: $fecha) {\n      fecha\n      remuneracion_computable\n      dias_adelantados\n      inicio_record_actual\n      truncas_meses\n      truncas_dias\n      truncas_importe\n      periodos {\n        desde\n        hasta\n        dias_ganados\n        dias_gozados\n        pendientes\n        vencido\n      }\n      goces {\n        id\n        desde\n        hasta\n        dias\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrarVacaciones($trabajador_id: String!, $desde: String!, $hasta: String!) {\n    registrarVacaciones(trabajador_id: $trabajador_id, desde: $desde, hasta: $hasta) {\n      id\n      dias\n    }\n  }\n"): (typeof documents)["\n  mutation RegistrarVacaciones($trabajador_id: String!, $desde: String!, $hasta: String!) {\n    registrarVacaciones(trabajador_id: $trabajador_id, desde: $desde, hasta: $hasta) {\n      id\n      dias\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EliminarVacaciones($id: String!) {\n    eliminarVacaciones(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EliminarVacaciones($id: String!) {\n    eliminarVacaciones(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IngresoOtroEmpleadorFields on IngresoOtroEmpleador {\n    id\n    periodo\n    ruc\n    razon_social\n    ingresos\n    retenciones\n  }\n"): (typeof documents)["\n  fragment IngresoOtroEmpleadorFields on IngresoOtroEmpleador {\n    id\n    periodo\n    ruc\n    razon_social\n    ingresos\n    retenciones\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IngresosOtrosEmpleadores($trabajador_id: String!, $anio: String!) {\n    ingresosOtrosEmpleadores(trabajador_id: $trabajador_id, anio: $anio) {\n      ...IngresoOtroEmpleadorFields\n    }\n  }\n"): (typeof documents)["\n  query IngresosOtrosEmpleadores($trabajador_id: String!, $anio: String!) {\n    ingresosOtrosEmpleadores(trabajador_id: $trabajador_id, anio: $anio) {\n      ...IngresoOtroEmpleadorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIngresoOtroEmpleador($input: IngresoOtroEmpleadorInput!) {\n    createIngresoOtroEmpleador(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIngresoOtroEmpleador($input: IngresoOtroEmpleadorInput!) {\n    createIngresoOtroEmpleador(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIngresoOtroEmpleador($id: String!) {\n    deleteIngresoOtroEmpleador(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteIngresoOtroEmpleador($id: String!) {\n    deleteIngresoOtroEmpleador(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComisionesAfp($periodo: String!) {\n    comisionesAfp(periodo: $periodo) {\n      afp\n      desde\n      flujo\n      mixta_flujo\n      mixta_saldo\n      aporte\n      prima\n      rma\n      fuente\n      por_verificar\n    }\n  }\n"): (typeof documents)["\n  query ComisionesAfp($periodo: String!) {\n    comisionesAfp(periodo: $periodo) {\n      afp\n      desde\n      flujo\n      mixta_flujo\n      mixta_saldo\n      aporte\n      prima\n      rma\n      fuente\n      por_verificar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarComisionAfp($input: ComisionAfpInput!) {\n    guardarComisionAfp(input: $input) {\n      afp\n      desde\n      flujo\n    }\n  }\n"): (typeof documents)["\n  mutation GuardarComisionAfp($input: ComisionAfpInput!) {\n    guardarComisionAfp(input: $input) {\n      afp\n      desde\n      flujo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParametrosPlanilla {\n    parametrosPlanilla {\n      concepto\n      nombre\n      unidad\n      desde\n      valor\n      fuente\n      confianza\n      por_verificar\n    }\n  }\n"): (typeof documents)["\n  query ParametrosPlanilla {\n    parametrosPlanilla {\n      concepto\n      nombre\n      unidad\n      desde\n      valor\n      fuente\n      confianza\n      por_verificar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarParametroPlanilla($input: ParametroPlanillaInput!) {\n    guardarParametroPlanilla(input: $input) {\n      concepto\n      desde\n      valor\n    }\n  }\n"): (typeof documents)["\n  mutation GuardarParametroPlanilla($input: ParametroPlanillaInput!) {\n    guardarParametroPlanilla(input: $input) {\n      concepto\n      desde\n      valor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerarEstructurasPlame($periodo: String!) {\n    generarEstructurasPlame(periodo: $periodo) {\n      periodo\n      valido\n      advertencias\n      zip {\n        nombre\n        mime\n        base64\n      }\n      archivos {\n        extension\n        estructura\n        lineas\n        valido\n        hallazgos {\n          linea\n          campo\n          mensaje\n        }\n        archivo {\n          nombre\n          mime\n          base64\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GenerarEstructurasPlame($periodo: String!) {\n    generarEstructurasPlame(periodo: $periodo) {\n      periodo\n      valido\n      advertencias\n      zip {\n        nombre\n        mime\n        base64\n      }\n      archivos {\n        extension\n        estructura\n        lineas\n        valido\n        hallazgos {\n          linea\n          campo\n          mensaje\n        }\n        archivo {\n          nombre\n          mime\n          base64\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrestadoresServicios($periodo: String!) {\n    prestadoresServicios(periodo: $periodo) {\n      tipo_documento\n      numero_documento\n      nombre\n      serie\n      numero\n      fecha_emision\n      fecha_pago\n      monto\n      retencion_renta\n    }\n  }\n"): (typeof documents)["\n  query PrestadoresServicios($periodo: String!) {\n    prestadoresServicios(periodo: $periodo) {\n      tipo_documento\n      numero_documento\n      nombre\n      serie\n      numero\n      fecha_emision\n      fecha_pago\n      monto\n      retencion_renta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanillaFields on Planilla {\n    id\n    periodo\n    estado\n    total_ingresos\n    total_retenciones\n    total_descuentos\n    total_aportes\n    total_neto\n    operacion_id\n    boletas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      dias_laborados\n      total_ingresos\n      total_retenciones\n      total_descuentos\n      total_aportes\n      neto\n      advertencias\n      retenciones {\n        codigo\n        plame\n        importe\n      }\n      aportes_empleador {\n        codigo\n        plame\n        importe\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlanillaFields on Planilla {\n    id\n    periodo\n    estado\n    total_ingresos\n    total_retenciones\n    total_descuentos\n    total_aportes\n    total_neto\n    operacion_id\n    boletas {\n      trabajador_id\n      contrato_id\n      trabajador\n      numero_documento\n      dias_laborados\n      total_ingresos\n      total_retenciones\n      total_descuentos\n      total_aportes\n      neto\n      advertencias\n      retenciones {\n        codigo\n        plame\n        importe\n      }\n      aportes_empleador {\n        codigo\n        plame\n        importe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Planilla($periodo: String!) {\n    planilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n"): (typeof documents)["\n  query Planilla($periodo: String!) {\n    planilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CalcularPlanilla($periodo: String!, $entradas: [EntradaPlanillaInput!]) {\n    calcularPlanilla(periodo: $periodo, entradas: $entradas) {\n      ...PlanillaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CalcularPlanilla($periodo: String!, $entradas: [EntradaPlanillaInput!]) {\n    calcularPlanilla(periodo: $periodo, entradas: $entradas) {\n      ...PlanillaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CerrarPlanilla($periodo: String!) {\n    cerrarPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CerrarPlanilla($periodo: String!) {\n    cerrarPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollbackPlanilla($periodo: String!) {\n    rollbackPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollbackPlanilla($periodo: String!) {\n    rollbackPlanilla(periodo: $periodo) {\n      ...PlanillaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfBoletaPago($periodo: String!, $trabajador_id: String!) {\n    pdfBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfBoletaPago($periodo: String!, $trabajador_id: String!) {\n    pdfBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfBoletasPago($periodo: String!) {\n    pdfBoletasPago(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfBoletasPago($periodo: String!) {\n    pdfBoletasPago(periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnviarBoletaPago($periodo: String!, $trabajador_id: String!) {\n    enviarBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      trabajador\n      para\n    }\n  }\n"): (typeof documents)["\n  mutation EnviarBoletaPago($periodo: String!, $trabajador_id: String!) {\n    enviarBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {\n      trabajador\n      para\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnviarBoletasPago($periodo: String!) {\n    enviarBoletasPago(periodo: $periodo) {\n      enviados\n      omitidos {\n        trabajador\n        motivo\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnviarBoletasPago($periodo: String!) {\n    enviarBoletasPago(periodo: $periodo) {\n      enviados\n      omitidos {\n        trabajador\n        motivo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnlaceWhatsappBoleta($periodo: String!, $trabajador_id: String!) {\n    enlaceWhatsappBoleta(periodo: $periodo, trabajador_id: $trabajador_id) {\n      enlace\n    }\n  }\n"): (typeof documents)["\n  query EnlaceWhatsappBoleta($periodo: String!, $trabajador_id: String!) {\n    enlaceWhatsappBoleta(periodo: $periodo, trabajador_id: $trabajador_id) {\n      enlace\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    reportePlanilla(tipo: $tipo, periodo: $periodo) {\n      titulo\n      columnas {\n        encabezado\n        monto\n      }\n      filas {\n        celdas\n        enfasis\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    reportePlanilla(tipo: $tipo, periodo: $periodo) {\n      titulo\n      columnas {\n        encabezado\n        monto\n      }\n      filas {\n        celdas\n        enfasis\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    excelReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    excelReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    pdfReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {\n    pdfReportePlanilla(tipo: $tipo, periodo: $periodo) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrabajadorFields on Trabajador {\n    id\n    tipo_documento\n    numero_documento\n    apellido_paterno\n    apellido_materno\n    nombres\n    fecha_nacimiento\n    sexo\n    direccion\n    email\n    telefono\n    banco\n    cuenta_bancaria\n    fecha_ingreso\n    fecha_cese\n    motivo_cese\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment TrabajadorFields on Trabajador {\n    id\n    tipo_documento\n    numero_documento\n    apellido_paterno\n    apellido_materno\n    nombres\n    fecha_nacimiento\n    sexo\n    direccion\n    email\n    telefono\n    banco\n    cuenta_bancaria\n    fecha_ingreso\n    fecha_cese\n    motivo_cese\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trabajadores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    listTrabajadores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TrabajadorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Trabajadores($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    listTrabajadores(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...TrabajadorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: TrabajadorInput!) {\n    createEmployee(input: $input) {\n      ...TrabajadorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: TrabajadorInput!) {\n    createEmployee(input: $input) {\n      ...TrabajadorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditEmployee($id: String!, $input: TrabajadorInput!) {\n    editEmployee(id: $id, input: $input) {\n      ...TrabajadorFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditEmployee($id: String!, $input: TrabajadorInput!) {\n    editEmployee(id: $id, input: $input) {\n      ...TrabajadorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContratoFields on Contrato {\n    id\n    trabajador_id\n    fecha_inicio\n    fecha_fin\n    regimen_laboral\n    cargo\n    remuneracion_basica\n    asignacion_familiar\n    sistema_pension\n    afp\n    cuspp\n    comision_afp\n    salud\n    tasa_sctr_salud\n    tasa_sctr_pension\n    horas_diarias\n    horario_id\n  }\n"): (typeof documents)["\n  fragment ContratoFields on Contrato {\n    id\n    trabajador_id\n    fecha_inicio\n    fecha_fin\n    regimen_laboral\n    cargo\n    remuneracion_basica\n    asignacion_familiar\n    sistema_pension\n    afp\n    cuspp\n    comision_afp\n    salud\n    tasa_sctr_salud\n    tasa_sctr_pension\n    horas_diarias\n    horario_id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contratos($trabajador_id: String) {\n    filterContract(trabajador_id: $trabajador_id) {\n      ...ContratoFields\n    }\n  }\n"): (typeof documents)["\n  query Contratos($trabajador_id: String) {\n    filterContract(trabajador_id: $trabajador_id) {\n      ...ContratoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContract($input: ContratoInput!) {\n    createContract(input: $input) {\n      ...ContratoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContract($input: ContratoInput!) {\n    createContract(input: $input) {\n      ...ContratoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditContract($id: String!, $input: ContratoInput!) {\n    editContract(id: $id, input: $input) {\n      ...ContratoFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditContract($id: String!, $input: ContratoInput!) {\n    editContract(id: $id, input: $input) {\n      ...ContratoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: String!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: String!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibrosPle($periodo: String!) {\n    librosPle(periodo: $periodo) { codigo numero nombre lineas generado }\n  }\n"): (typeof documents)["\n  query LibrosPle($periodo: String!) {\n    librosPle(periodo: $periodo) { codigo numero nombre lineas generado }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerarPle($libro: String!, $periodo: String!) {\n    generarPle(libro: $libro, periodo: $periodo) {\n      archivo { nombre mime base64 }\n      lineas\n      valido\n      omitidos\n      hallazgos { linea campo mensaje }\n    }\n  }\n"): (typeof documents)["\n  query GenerarPle($libro: String!, $periodo: String!) {\n    generarPle(libro: $libro, periodo: $periodo) {\n      archivo { nombre mime base64 }\n      lineas\n      valido\n      omitidos\n      hallazgos { linea campo mensaje }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePeriodAndBook($periodo: String!, $libro: String!) {\n    savePeriodAndBook(periodo: $periodo, libro: $libro) { codigo generado }\n  }\n"): (typeof documents)["\n  mutation SavePeriodAndBook($periodo: String!, $libro: String!) {\n    savePeriodAndBook(periodo: $periodo, libro: $libro) { codigo generado }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosLineaArqueoFields on PosLineaArqueo {\n    medio\n    esperado\n    contado\n    diferencia\n  }\n"): (typeof documents)["\n  fragment PosLineaArqueoFields on PosLineaArqueo {\n    medio\n    esperado\n    contado\n    diferencia\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosSesionCajaFields on PosSesionCaja {\n    id\n    caja_id\n    saldo_inicial\n    abierta_at\n    cerrada_at\n    arqueo {\n      ...PosLineaArqueoFields\n    }\n  }\n"): (typeof documents)["\n  fragment PosSesionCajaFields on PosSesionCaja {\n    id\n    caja_id\n    saldo_inicial\n    abierta_at\n    cerrada_at\n    arqueo {\n      ...PosLineaArqueoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosReporteCajas($caja_id: String, $cerradas: Boolean) {\n    reporteCajas(caja_id: $caja_id, cerradas: $cerradas) {\n      id\n      caja_id\n      caja_codigo\n      usuario\n      abierta_at\n      cerrada_at\n      saldo_inicial\n      esperado\n      contado\n      diferencia\n      pedidos\n      arqueo {\n        ...PosLineaArqueoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PosReporteCajas($caja_id: String, $cerradas: Boolean) {\n    reporteCajas(caja_id: $caja_id, cerradas: $cerradas) {\n      id\n      caja_id\n      caja_codigo\n      usuario\n      abierta_at\n      cerrada_at\n      saldo_inicial\n      esperado\n      contado\n      diferencia\n      pedidos\n      arqueo {\n        ...PosLineaArqueoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AbrirPosCaja($caja_id: String!, $saldo_inicial: String!) {\n    abrirCaja(caja_id: $caja_id, saldo_inicial: $saldo_inicial) {\n      ...PosSesionCajaFields\n    }\n  }\n"): (typeof documents)["\n  mutation AbrirPosCaja($caja_id: String!, $saldo_inicial: String!) {\n    abrirCaja(caja_id: $caja_id, saldo_inicial: $saldo_inicial) {\n      ...PosSesionCajaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CerrarPosCaja($sesion_caja_id: String!, $contado: [PosContadoInput!]!) {\n    cerrarCaja(sesion_caja_id: $sesion_caja_id, contado: $contado) {\n      ...PosSesionCajaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CerrarPosCaja($sesion_caja_id: String!, $contado: [PosContadoInput!]!) {\n    cerrarCaja(sesion_caja_id: $sesion_caja_id, contado: $contado) {\n      ...PosSesionCajaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CobrarPosPedido($pedido_id: String!, $input: PosCobrarInput!) {\n    cobrarPedido(pedido_id: $pedido_id, input: $input) {\n      vuelto\n      documento {\n        id\n        tipo\n        serie\n        numero\n        importe_total\n      }\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CobrarPosPedido($pedido_id: String!, $input: PosCobrarInput!) {\n    cobrarPedido(pedido_id: $pedido_id, input: $input) {\n      vuelto\n      documento {\n        id\n        tipo\n        serie\n        numero\n        importe_total\n      }\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiberarPosCobro($pedido_id: String!) {\n    liberarCobro(pedido_id: $pedido_id) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  mutation LiberarPosCobro($pedido_id: String!) {\n    liberarCobro(pedido_id: $pedido_id) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfTicketComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfTicketComprobante($id: String!) {\n    pdfComprobante(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PdfTicketNotaVenta($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PdfTicketNotaVenta($id: String!) {\n    pdfDocumentoInterno(id: $id) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductoPosFields on Producto {\n    id\n    codigo\n    codigo_barras\n    descripcion\n    categoria_id\n    precio_unitario\n    imagen\n    es_combo\n  }\n"): (typeof documents)["\n  fragment ProductoPosFields on Producto {\n    id\n    codigo\n    codigo_barras\n    descripcion\n    categoria_id\n    precio_unitario\n    imagen\n    es_combo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogoPos {\n    categorias(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n    productos(limite: 500, incluir_combos: true) {\n      filas {\n        ...ProductoPosFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogoPos {\n    categorias(limite: 500) {\n      filas {\n        id\n        codigo\n        nombre\n      }\n    }\n    productos(limite: 500, incluir_combos: true) {\n      filas {\n        ...ProductoPosFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosComandaFields on PosComanda {\n    id\n    cocina_id\n    pedido_id\n    mesa_codigo\n    estado\n    created_at\n    en_preparacion_at\n    listo_at\n    lineas {\n      descripcion\n      cantidad\n      nota\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PosComandaFields on PosComanda {\n    id\n    cocina_id\n    pedido_id\n    mesa_codigo\n    estado\n    created_at\n    en_preparacion_at\n    listo_at\n    lineas {\n      descripcion\n      cantidad\n      nota\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosComandasCocina($cocina_id: String!) {\n    comandasCocina(cocina_id: $cocina_id, incluir_listas: true) {\n      ...PosComandaFields\n    }\n  }\n"): (typeof documents)["\n  query PosComandasCocina($cocina_id: String!) {\n    comandasCocina(cocina_id: $cocina_id, incluir_listas: true) {\n      ...PosComandaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PosComandasCocinaCambio($cocina_id: String!) {\n    comandasCocinaCambio(cocina_id: $cocina_id) {\n      ...PosComandaFields\n    }\n  }\n"): (typeof documents)["\n  subscription PosComandasCocinaCambio($cocina_id: String!) {\n    comandasCocinaCambio(cocina_id: $cocina_id) {\n      ...PosComandaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CambiarEstadoPosComanda($id: String!, $estado: String!) {\n    cambiarEstadoComanda(id: $id, estado: $estado) {\n      ...PosComandaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CambiarEstadoPosComanda($id: String!, $estado: String!) {\n    cambiarEstadoComanda(id: $id, estado: $estado) {\n      ...PosComandaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosZonaFields on PosZona {\n    id\n    local_id\n    codigo\n    descripcion\n    control_mesa\n  }\n"): (typeof documents)["\n  fragment PosZonaFields on PosZona {\n    id\n    local_id\n    codigo\n    descripcion\n    control_mesa\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosZonas {\n    zonas {\n      ...PosZonaFields\n    }\n  }\n"): (typeof documents)["\n  query PosZonas {\n    zonas {\n      ...PosZonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosZona($input: PosZonaInput!) {\n    createZona(input: $input) {\n      ...PosZonaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosZona($input: PosZonaInput!) {\n    createZona(input: $input) {\n      ...PosZonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosZona($id: String!, $input: PosZonaInput!) {\n    updateZona(id: $id, input: $input) {\n      ...PosZonaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosZona($id: String!, $input: PosZonaInput!) {\n    updateZona(id: $id, input: $input) {\n      ...PosZonaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosZona($id: String!) {\n    deleteZona(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosZona($id: String!) {\n    deleteZona(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosMesaFields on PosMesa {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n  }\n"): (typeof documents)["\n  fragment PosMesaFields on PosMesa {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosMesas($zona_id: String!) {\n    mesasByZona(zona_id: $zona_id) {\n      ...PosMesaFields\n    }\n  }\n"): (typeof documents)["\n  query PosMesas($zona_id: String!) {\n    mesasByZona(zona_id: $zona_id) {\n      ...PosMesaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosMesa($input: PosMesaInput!) {\n    createMesa(input: $input) {\n      ...PosMesaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosMesa($input: PosMesaInput!) {\n    createMesa(input: $input) {\n      ...PosMesaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosMesa($id: String!, $input: PosMesaInput!) {\n    updateMesa(id: $id, input: $input) {\n      ...PosMesaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosMesa($id: String!, $input: PosMesaInput!) {\n    updateMesa(id: $id, input: $input) {\n      ...PosMesaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosMesa($id: String!) {\n    deleteMesa(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosMesa($id: String!) {\n    deleteMesa(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoverPosMesas($posiciones: [PosPosicionMesaInput!]!) {\n    moverMesas(posiciones: $posiciones) {\n      ...PosMesaFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoverPosMesas($posiciones: [PosPosicionMesaInput!]!) {\n    moverMesas(posiciones: $posiciones) {\n      ...PosMesaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosCajaFields on PosCaja {\n    id\n    zona_id\n    codigo\n    descripcion\n    cuenta_financiera_id\n    habilitada\n  }\n"): (typeof documents)["\n  fragment PosCajaFields on PosCaja {\n    id\n    zona_id\n    codigo\n    descripcion\n    cuenta_financiera_id\n    habilitada\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosCajas {\n    cajas {\n      ...PosCajaFields\n    }\n  }\n"): (typeof documents)["\n  query PosCajas {\n    cajas {\n      ...PosCajaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosCaja($input: PosCajaInput!) {\n    createCaja(input: $input) {\n      ...PosCajaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosCaja($input: PosCajaInput!) {\n    createCaja(input: $input) {\n      ...PosCajaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosCaja($id: String!, $input: PosCajaInput!) {\n    updateCaja(id: $id, input: $input) {\n      ...PosCajaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosCaja($id: String!, $input: PosCajaInput!) {\n    updateCaja(id: $id, input: $input) {\n      ...PosCajaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosCaja($id: String!) {\n    deleteCaja(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosCaja($id: String!) {\n    deleteCaja(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosCuentasCaja {\n    cuentasParaCaja {\n      cuenta_financiera_id\n      pcge_id\n      pcge_codigo\n      descripcion\n      tipo\n    }\n  }\n"): (typeof documents)["\n  query PosCuentasCaja {\n    cuentasParaCaja {\n      cuenta_financiera_id\n      pcge_id\n      pcge_codigo\n      descripcion\n      tipo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosCocinaFields on PosCocina {\n    id\n    local_id\n    codigo\n    nombre\n  }\n"): (typeof documents)["\n  fragment PosCocinaFields on PosCocina {\n    id\n    local_id\n    codigo\n    nombre\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosCocinas {\n    cocinasByLocalId {\n      ...PosCocinaFields\n    }\n  }\n"): (typeof documents)["\n  query PosCocinas {\n    cocinasByLocalId {\n      ...PosCocinaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosCocina($input: PosCocinaInput!) {\n    createCocina(input: $input) {\n      ...PosCocinaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosCocina($input: PosCocinaInput!) {\n    createCocina(input: $input) {\n      ...PosCocinaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosCocina($id: String!, $input: PosCocinaInput!) {\n    updateCocina(id: $id, input: $input) {\n      ...PosCocinaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosCocina($id: String!, $input: PosCocinaInput!) {\n    updateCocina(id: $id, input: $input) {\n      ...PosCocinaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosCocina($id: String!) {\n    deleteCocina(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosCocina($id: String!) {\n    deleteCocina(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosRutasCocina {\n    rutasCocina {\n      id\n      cocina_id\n      categoria_id\n      producto_id\n    }\n  }\n"): (typeof documents)["\n  query PosRutasCocina {\n    rutasCocina {\n      id\n      cocina_id\n      categoria_id\n      producto_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AsignarPosRutaCocina($input: PosRutaCocinaInput!) {\n    asignarRutaCocina(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AsignarPosRutaCocina($input: PosRutaCocinaInput!) {\n    asignarRutaCocina(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuitarPosRutaCocina($id: String!) {\n    quitarRutaCocina(id: $id)\n  }\n"): (typeof documents)["\n  mutation QuitarPosRutaCocina($id: String!) {\n    quitarRutaCocina(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosStaffFields on PosStaff {\n    id\n    usuario_id\n    nombres\n    email\n    rol\n    local_id\n    cocina_id\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment PosStaffFields on PosStaff {\n    id\n    usuario_id\n    nombres\n    email\n    rol\n    local_id\n    cocina_id\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosStaff {\n    staff {\n      ...PosStaffFields\n    }\n  }\n"): (typeof documents)["\n  query PosStaff {\n    staff {\n      ...PosStaffFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosStaff($input: PosStaffInput!) {\n    createStaff(input: $input) {\n      ...PosStaffFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosStaff($input: PosStaffInput!) {\n    createStaff(input: $input) {\n      ...PosStaffFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosStaff($id: String!, $input: PosStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      ...PosStaffFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosStaff($id: String!, $input: PosStaffInput!) {\n    updateStaff(id: $id, input: $input) {\n      ...PosStaffFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePosStaff($id: String!) {\n    deleteStaff(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePosStaff($id: String!) {\n    deleteStaff(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosUsuariosEmpresa {\n    usuariosEmpresa {\n      id\n      nombres\n      email\n      rol\n    }\n  }\n"): (typeof documents)["\n  query PosUsuariosEmpresa {\n    usuariosEmpresa {\n      id\n      nombres\n      email\n      rol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosDeliveryFields on PosDelivery {\n    id\n    estado\n    nombres\n    telefono\n    direccion\n    referencia\n    nota\n    repartidor_id\n    en_camino_at\n    entregado_at\n    pedido {\n      id\n      estado\n      total\n      created_at\n      lineas {\n        id\n        descripcion\n        cantidad\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PosDeliveryFields on PosDelivery {\n    id\n    estado\n    nombres\n    telefono\n    direccion\n    referencia\n    nota\n    repartidor_id\n    en_camino_at\n    entregado_at\n    pedido {\n      id\n      estado\n      total\n      created_at\n      lineas {\n        id\n        descripcion\n        cantidad\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosDeliveries {\n    getAllDelivery {\n      ...PosDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  query PosDeliveries {\n    getAllDelivery {\n      ...PosDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PosDeliveriesCambio {\n    deliveriesCambio {\n      ...PosDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  subscription PosDeliveriesCambio {\n    deliveriesCambio {\n      ...PosDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePosDelivery($pedido_id: String!, $estado: String, $repartidor_id: String) {\n    updateDelivery(pedido_id: $pedido_id, estado: $estado, repartidor_id: $repartidor_id) {\n      ...PosDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePosDelivery($pedido_id: String!, $estado: String, $repartidor_id: String) {\n    updateDelivery(pedido_id: $pedido_id, estado: $estado, repartidor_id: $repartidor_id) {\n      ...PosDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosClientesDelivery($param: String) {\n    clientesDelivery(param: $param) {\n      id\n      tipo_documento\n      numero\n      razon_social\n      telefono\n      direccion\n    }\n  }\n"): (typeof documents)["\n  query PosClientesDelivery($param: String) {\n    clientesDelivery(param: $param) {\n      id\n      tipo_documento\n      numero\n      razon_social\n      telefono\n      direccion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosClienteDelivery($input: PosClienteDeliveryInput!) {\n    createClienteDelivery(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosClienteDelivery($input: PosClienteDeliveryInput!) {\n    createClienteDelivery(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePosPedidoDelivery($input: PosDeliveryInput!) {\n    createPedidoDelivery(input: $input) {\n      ...PosDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePosPedidoDelivery($input: PosDeliveryInput!) {\n    createPedidoDelivery(input: $input) {\n      ...PosDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosVentaAgrupadaFields on PosVentaAgrupada {\n    id\n    nombre\n    pedidos\n    total\n  }\n"): (typeof documents)["\n  fragment PosVentaAgrupadaFields on PosVentaAgrupada {\n    id\n    nombre\n    pedidos\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosReporteVendedor($desde: String!, $hasta: String!) {\n    reporteVendedor(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n"): (typeof documents)["\n  query PosReporteVendedor($desde: String!, $hasta: String!) {\n    reporteVendedor(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosReporteVentasCaja($desde: String!, $hasta: String!) {\n    reporteVentasCaja(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n"): (typeof documents)["\n  query PosReporteVentasCaja($desde: String!, $hasta: String!) {\n    reporteVentasCaja(desde: $desde, hasta: $hasta) {\n      ...PosVentaAgrupadaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosRankingProductos($desde: String!, $hasta: String!) {\n    rankingProductosPos(desde: $desde, hasta: $hasta) {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      importe\n    }\n  }\n"): (typeof documents)["\n  query PosRankingProductos($desde: String!, $hasta: String!) {\n    rankingProductosPos(desde: $desde, hasta: $hasta) {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      importe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosExcelPedidos($desde: String!, $hasta: String!) {\n    excelPedidos(desde: $desde, hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query PosExcelPedidos($desde: String!, $hasta: String!) {\n    excelPedidos(desde: $desde, hasta: $hasta) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosMesaEstadoFields on PosMesaEstado {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n    estado\n    pedido_id\n    total\n  }\n"): (typeof documents)["\n  fragment PosMesaEstadoFields on PosMesaEstado {\n    id\n    zona_id\n    codigo\n    descripcion\n    pos_x\n    pos_y\n    estado\n    pedido_id\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosMesasZona($zona_id: String!) {\n    mesasZona(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n"): (typeof documents)["\n  query PosMesasZona($zona_id: String!) {\n    mesasZona(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PosMesasZonaCambio($zona_id: String!) {\n    mesasZonaCambio(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n"): (typeof documents)["\n  subscription PosMesasZonaCambio($zona_id: String!) {\n    mesasZonaCambio(zona_id: $zona_id) {\n      ...PosMesaEstadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PosPedidoFields on PosPedido {\n    id\n    estado\n    zona_id\n    mesa_id\n    total\n    cobrado\n    pendiente\n    cobrando_desde\n    lineas {\n      id\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      precio_unitario\n      afectacion\n      importe\n      cantidad_cobrada\n      cantidad_pendiente\n      importe_pendiente\n      nota\n      enviada\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PosPedidoFields on PosPedido {\n    id\n    estado\n    zona_id\n    mesa_id\n    total\n    cobrado\n    pendiente\n    cobrando_desde\n    lineas {\n      id\n      producto_id\n      codigo\n      descripcion\n      cantidad\n      precio_unitario\n      afectacion\n      importe\n      cantidad_cobrada\n      cantidad_pendiente\n      importe_pendiente\n      nota\n      enviada\n      componentes {\n        descripcion\n        cantidad\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosPedido($id: String!) {\n    pedido(id: $id) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  query PosPedido($id: String!) {\n    pedido(id: $id) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AbrirPosPedido($mesa_id: String) {\n    abrirPedido(mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  mutation AbrirPosPedido($mesa_id: String) {\n    abrirPedido(mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgregarPosLineas($pedido_id: String!, $lineas: [PosLineaPedidoInput!]!) {\n    agregarLineasPedido(pedido_id: $pedido_id, lineas: $lineas) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  mutation AgregarPosLineas($pedido_id: String!, $lineas: [PosLineaPedidoInput!]!) {\n    agregarLineasPedido(pedido_id: $pedido_id, lineas: $lineas) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuitarPosLinea($pedido_id: String!, $linea_id: String!) {\n    quitarLineaPedido(pedido_id: $pedido_id, linea_id: $linea_id) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  mutation QuitarPosLinea($pedido_id: String!, $linea_id: String!) {\n    quitarLineaPedido(pedido_id: $pedido_id, linea_id: $linea_id) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnviarPosACocina($pedido_id: String!) {\n    enviarACocina(pedido_id: $pedido_id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation EnviarPosACocina($pedido_id: String!) {\n    enviarACocina(pedido_id: $pedido_id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoverPosPedido($pedido_id: String!, $mesa_id: String!) {\n    moverPedido(pedido_id: $pedido_id, mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoverPosPedido($pedido_id: String!, $mesa_id: String!) {\n    moverPedido(pedido_id: $pedido_id, mesa_id: $mesa_id) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnirPosPedidos($origen_id: String!, $destino_id: String!) {\n    unirPedidos(origen_id: $origen_id, destino_id: $destino_id) {\n      ...PosPedidoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnirPosPedidos($origen_id: String!, $destino_id: String!) {\n    unirPedidos(origen_id: $origen_id, destino_id: $destino_id) {\n      ...PosPedidoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosPrecuenta($pedido_id: String!) {\n    precuenta(pedido_id: $pedido_id) {\n      razon_social\n      ruc\n      local\n      direccion\n      zona\n      mesa\n      mozo\n      fecha\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PosPrecuenta($pedido_id: String!) {\n    precuenta(pedido_id: $pedido_id) {\n      razon_social\n      ruc\n      local\n      direccion\n      zona\n      mesa\n      mozo\n      fecha\n      pedido {\n        ...PosPedidoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParametricaBuscar($tabla: String!, $param: String!, $limite: Int) {\n    parametricaByParam(tabla: $tabla, param: $param, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n"): (typeof documents)["\n  query ParametricaBuscar($tabla: String!, $param: String!, $limite: Int) {\n    parametricaByParam(tabla: $tabla, param: $param, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoriaPrecioFields on CategoriaPrecio {\n    id\n    local_id\n    codigo\n    descripcion\n    valor_condicion\n    oferta\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment CategoriaPrecioFields on CategoriaPrecio {\n    id\n    local_id\n    codigo\n    descripcion\n    valor_condicion\n    oferta\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoriasPrecio($local_id: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categoriasPrecio(local_id: $local_id, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaPrecioFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoriasPrecio($local_id: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categoriasPrecio(local_id: $local_id, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaPrecioFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategoriaPrecio($input: CategoriaPrecioInput!) {\n    createCategoriaPrecio(input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategoriaPrecio($input: CategoriaPrecioInput!) {\n    createCategoriaPrecio(input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategoriaPrecio($id: String!, $input: CategoriaPrecioInput!) {\n    updateCategoriaPrecio(id: $id, input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategoriaPrecio($id: String!, $input: CategoriaPrecioInput!) {\n    updateCategoriaPrecio(id: $id, input: $input) {\n      ...CategoriaPrecioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategoriaPrecio($id: String!) {\n    deleteCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategoriaPrecio($id: String!) {\n    deleteCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCategoriaPrecio($id: String!) {\n    activateCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCategoriaPrecio($id: String!) {\n    activateCategoriaPrecio(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCategoriasPrecio($local_id: String!, $param: String, $eliminados: Boolean) {\n    excelCategoriasPrecio(local_id: $local_id, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCategoriasPrecio($local_id: String!, $param: String, $eliminados: Boolean) {\n    excelCategoriasPrecio(local_id: $local_id, param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoriaFields on Categoria {\n    id\n    codigo\n    nombre\n    local_id\n    deleted_at\n  }\n"): (typeof documents)["\n  fragment CategoriaFields on Categoria {\n    id\n    codigo\n    nombre\n    local_id\n    deleted_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Categorias($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categorias(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Categorias($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    categorias(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...CategoriaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategoria($input: CategoriaInput!) {\n    createCategoria(input: $input) {\n      ...CategoriaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategoria($input: CategoriaInput!) {\n    createCategoria(input: $input) {\n      ...CategoriaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategoria($id: String!, $input: CategoriaInput!) {\n    updateCategoria(id: $id, input: $input) {\n      ...CategoriaFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategoria($id: String!, $input: CategoriaInput!) {\n    updateCategoria(id: $id, input: $input) {\n      ...CategoriaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategoria($id: String!) {\n    deleteCategoria(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCategoria($id: String!) {\n    deleteCategoria(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCategoria($id: String!) {\n    activateCategoria(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCategoria($id: String!) {\n    activateCategoria(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCategorias($param: String, $eliminados: Boolean) {\n    excelCategorias(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCategorias($param: String, $eliminados: Boolean) {\n    excelCategorias(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductoFields on Producto {\n    id\n    codigo\n    codigo_barras\n    codigo_sunat\n    descripcion\n    detalle\n    medida_id\n    categoria_id\n    categoria_nombre\n    inventario_id\n    tipo_igv\n    valor_unitario\n    precio_unitario\n    imagen\n    icbper\n    compras_pcge\n    ventas_pcge\n    stock\n    stock_minimo\n    margen_utilidad\n    utilidad\n    tipo_utilidad\n    adquisicion\n    es_combo\n    deleted_at\n    propiedades {\n      codigo\n      nombre\n      valor\n    }\n    precios {\n      categoria_precio_id\n      codigo\n      descripcion\n      precio\n    }\n    productos_combos {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n    }\n  }\n"): (typeof documents)["\n  fragment ProductoFields on Producto {\n    id\n    codigo\n    codigo_barras\n    codigo_sunat\n    descripcion\n    detalle\n    medida_id\n    categoria_id\n    categoria_nombre\n    inventario_id\n    tipo_igv\n    valor_unitario\n    precio_unitario\n    imagen\n    icbper\n    compras_pcge\n    ventas_pcge\n    stock\n    stock_minimo\n    margen_utilidad\n    utilidad\n    tipo_utilidad\n    adquisicion\n    es_combo\n    deleted_at\n    propiedades {\n      codigo\n      nombre\n      valor\n    }\n    precios {\n      categoria_precio_id\n      codigo\n      descripcion\n      precio\n    }\n    productos_combos {\n      producto_id\n      codigo\n      descripcion\n      cantidad\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Productos(\n    $param: String\n    $limite: Int\n    $desde: Int\n    $eliminados: Boolean\n    $categoria_id: String\n    $solo_stock: Boolean\n  ) {\n    productos(\n      param: $param\n      limite: $limite\n      desde: $desde\n      eliminados: $eliminados\n      categoria_id: $categoria_id\n      solo_stock: $solo_stock\n    ) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Productos(\n    $param: String\n    $limite: Int\n    $desde: Int\n    $eliminados: Boolean\n    $categoria_id: String\n    $solo_stock: Boolean\n  ) {\n    productos(\n      param: $param\n      limite: $limite\n      desde: $desde\n      eliminados: $eliminados\n      categoria_id: $categoria_id\n      solo_stock: $solo_stock\n    ) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductosBuscar($param: String!, $limite: Int) {\n    productos(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        descripcion\n        precio_unitario\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductosBuscar($param: String!, $limite: Int) {\n    productos(param: $param, limite: $limite) {\n      filas {\n        id\n        codigo\n        descripcion\n        precio_unitario\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductoByCodigo($codigo: String, $codigo_barras: String) {\n    productoByCodigo(codigo: $codigo, codigo_barras: $codigo_barras) {\n      ...ProductoFields\n    }\n  }\n"): (typeof documents)["\n  query ProductoByCodigo($codigo: String, $codigo_barras: String) {\n    productoByCodigo(codigo: $codigo, codigo_barras: $codigo_barras) {\n      ...ProductoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProducto($input: ProductoInput!) {\n    createProducto(input: $input) {\n      ...ProductoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProducto($input: ProductoInput!) {\n    createProducto(input: $input) {\n      ...ProductoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProducto($id: String!, $input: ProductoInput!) {\n    updateProducto(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProducto($id: String!, $input: ProductoInput!) {\n    updateProducto(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletedProducto($id: String!) {\n    deletedProducto(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletedProducto($id: String!) {\n    deletedProducto(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivarProducto($id: String!) {\n    activarProducto(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActivarProducto($id: String!) {\n    activarProducto(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelProductos($param: String, $categoria_id: String, $eliminados: Boolean) {\n    excelproductoslist(param: $param, categoria_id: $categoria_id, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelProductos($param: String, $categoria_id: String, $eliminados: Boolean) {\n    excelproductoslist(param: $param, categoria_id: $categoria_id, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Combos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    combos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Combos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {\n    combos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {\n      total\n      filas {\n        ...ProductoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCombo($input: ComboInput!) {\n    createCombo(input: $input) {\n      ...ProductoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCombo($input: ComboInput!) {\n    createCombo(input: $input) {\n      ...ProductoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCombo($id: String!, $input: ComboInput!) {\n    updateCombo(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCombo($id: String!, $input: ComboInput!) {\n    updateCombo(id: $id, input: $input) {\n      ...ProductoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExcelCombos($param: String, $eliminados: Boolean) {\n    excelCombos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"): (typeof documents)["\n  query ExcelCombos($param: String, $eliminados: Boolean) {\n    excelCombos(param: $param, eliminados: $eliminados) {\n      nombre\n      mime\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStockMinimo($filas: [StockMinimoInput!]!) {\n    updateStockMinimo(filas: $filas)\n  }\n"): (typeof documents)["\n  mutation UpdateStockMinimo($filas: [StockMinimoInput!]!) {\n    updateStockMinimo(filas: $filas)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropiedadesProducto($param: String) {\n    propiedadesProducto(param: $param) {\n      id\n      codigo\n      nombre\n    }\n  }\n"): (typeof documents)["\n  query PropiedadesProducto($param: String) {\n    propiedadesProducto(param: $param) {\n      id\n      codigo\n      nombre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePropiedadProducto($input: PropiedadProductoInput!) {\n    createPropiedadProducto(input: $input) {\n      id\n      codigo\n      nombre\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePropiedadProducto($input: PropiedadProductoInput!) {\n    createPropiedadProducto(input: $input) {\n      id\n      codigo\n      nombre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCombo($id: String!) {\n    deleteCombo(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCombo($id: String!) {\n    deleteCombo(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCombo($id: String!) {\n    activateCombo(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateCombo($id: String!) {\n    activateCombo(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferenciasFields on PreferenciasTema {\n    headerFijo\n    sidebarFijo\n    sidebarCerrado\n    footer\n    sombras\n    esquemaColor\n    imagenFondo\n    opacidad\n    menuMovil\n  }\n"): (typeof documents)["\n  fragment PreferenciasFields on PreferenciasTema {\n    headerFijo\n    sidebarFijo\n    sidebarCerrado\n    footer\n    sombras\n    esquemaColor\n    imagenFondo\n    opacidad\n    menuMovil\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Preferencias {\n    preferencias {\n      ...PreferenciasFields\n    }\n  }\n"): (typeof documents)["\n  query Preferencias {\n    preferencias {\n      ...PreferenciasFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarPreferencias($input: PreferenciasTemaInput!) {\n    guardarPreferencias(input: $input) {\n      ...PreferenciasFields\n    }\n  }\n"): (typeof documents)["\n  mutation GuardarPreferencias($input: PreferenciasTemaInput!) {\n    guardarPreferencias(input: $input) {\n      ...PreferenciasFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificacionFields on Notificacion {\n    id\n    titulo\n    mensaje\n    link\n    created_at\n    readed_at\n  }\n"): (typeof documents)["\n  fragment NotificacionFields on Notificacion {\n    id\n    titulo\n    mensaje\n    link\n    created_at\n    readed_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notificaciones($limite: Int) {\n    notificaciones(limite: $limite) {\n      ...NotificacionFields\n    }\n  }\n"): (typeof documents)["\n  query Notificaciones($limite: Int) {\n    notificaciones(limite: $limite) {\n      ...NotificacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificacionesNoLeidas {\n    notificacionesNoLeidas\n  }\n"): (typeof documents)["\n  query NotificacionesNoLeidas {\n    notificacionesNoLeidas\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificacionNueva {\n    notificacionNueva {\n      ...NotificacionFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificacionNueva {\n    notificacionNueva {\n      ...NotificacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarcarNotificacionLeida($id: String!) {\n    marcarNotificacionLeida(id: $id) {\n      ...NotificacionFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarcarNotificacionLeida($id: String!) {\n    marcarNotificacionLeida(id: $id) {\n      ...NotificacionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FotoCabecera {\n    miPerfil {\n      id\n      avatar_url\n    }\n  }\n"): (typeof documents)["\n  query FotoCabecera {\n    miPerfil {\n      id\n      avatar_url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CredencialesSire {\n    credencialesSire { tiene_sire tiene_sol }\n  }\n"): (typeof documents)["\n  query CredencialesSire {\n    credencialesSire { tiene_sire tiene_sol }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GuardarCredencialesSire($client_id: String!, $client_secret: String!) {\n    guardarCredencialesSire(client_id: $client_id, client_secret: $client_secret) { tiene_sire tiene_sol }\n  }\n"): (typeof documents)["\n  mutation GuardarCredencialesSire($client_id: String!, $client_secret: String!) {\n    guardarCredencialesSire(client_id: $client_id, client_secret: $client_secret) { tiene_sire tiene_sol }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropuestaSireResumen on PropuestaSire {\n    registro periodo ticket archivo descargada filas\n    errores { linea mensaje }\n    totales { campo importe }\n    aceptacion_ticket aceptacion_estado aceptada\n  }\n"): (typeof documents)["\n  fragment PropuestaSireResumen on PropuestaSire {\n    registro periodo ticket archivo descargada filas\n    errores { linea mensaje }\n    totales { campo importe }\n    aceptacion_ticket aceptacion_estado aceptada\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropuestaSire($periodo: String!, $registro: String!) {\n    propuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n"): (typeof documents)["\n  query PropuestaSire($periodo: String!, $registro: String!) {\n    propuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DescargarPropuestaSire($periodo: String!, $registro: String!) {\n    descargarPropuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n"): (typeof documents)["\n  mutation DescargarPropuestaSire($periodo: String!, $registro: String!) {\n    descargarPropuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AceptarPropuestaSire($periodo: String!) {\n    aceptarPropuestaSire(periodo: $periodo) { ...PropuestaSireResumen }\n  }\n"): (typeof documents)["\n  mutation AceptarPropuestaSire($periodo: String!) {\n    aceptarPropuestaSire(periodo: $periodo) { ...PropuestaSireResumen }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparacionSire($periodo: String!, $registro: String!, $tolerancia: String) {\n    comparacionSire(periodo: $periodo, registro: $registro, tolerancia: $tolerancia) {\n      registro periodo ticket descargada\n      totales { categoria cantidad sunat { campo importe } libros { campo importe } }\n      resultados {\n        categoria tipo serie numero numero_final numero_documento cuos cars\n        diferencias { campo sunat libros }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComparacionSire($periodo: String!, $registro: String!, $tolerancia: String) {\n    comparacionSire(periodo: $periodo, registro: $registro, tolerancia: $tolerancia) {\n      registro periodo ticket descargada\n      totales { categoria cantidad sunat { campo importe } libros { campo importe } }\n      resultados {\n        categoria tipo serie numero numero_final numero_documento cuos cars\n        diferencias { campo sunat libros }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchivoReemplazoSire($periodo: String!) {\n    archivoReemplazoSire(periodo: $periodo) { archivo { nombre mime base64 } lineas }\n  }\n"): (typeof documents)["\n  query ArchivoReemplazoSire($periodo: String!) {\n    archivoReemplazoSire(periodo: $periodo) { archivo { nombre mime base64 } lineas }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeleccionFields on SeleccionResult {\n    authorization\n    modulo_id\n    periodo\n    status\n    permisos {\n      id\n      otherlocal\n    }\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n"): (typeof documents)["\n  fragment SeleccionFields on SeleccionResult {\n    authorization\n    modulo_id\n    periodo\n    status\n    permisos {\n      id\n      otherlocal\n    }\n    company {\n      id\n      ruc\n      razon_social\n      soap_envio\n      periodo\n      rubro\n      regimen_igv\n      uit\n    }\n    local {\n      id\n      direccion\n      nombre_corto\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmpresasUsuario {\n    empresasUsuario {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      soporte\n    }\n  }\n"): (typeof documents)["\n  query EmpresasUsuario {\n    empresasUsuario {\n      id\n      ruc\n      razon_social\n      direccion\n      periodo\n      activa\n      soporte\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmpresaLocales($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      periodo\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmpresaLocales($id: String!) {\n    empresa(id: $id) {\n      id\n      ruc\n      razon_social\n      periodo\n      locales {\n        id\n        nombre_corto\n        direccion\n        activo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GetPermission($modulo: String!) {\n    getPermission(modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n"): (typeof documents)["\n  mutation GetPermission($modulo: String!) {\n    getPermission(modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SeleccionarEmpresa($empresa_id: String!, $local_id: String!, $periodo: String!, $modulo: String) {\n    seleccionarEmpresa(empresa_id: $empresa_id, local_id: $local_id, periodo: $periodo, modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SeleccionarEmpresa($empresa_id: String!, $local_id: String!, $periodo: String!, $modulo: String) {\n    seleccionarEmpresa(empresa_id: $empresa_id, local_id: $local_id, periodo: $periodo, modulo: $modulo) {\n      ...SeleccionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfiguracionPublica {\n    configuracionPublica {\n      version\n      chatScriptUrl\n      marca {\n        nombre\n        logo\n        favicon\n        slider\n      }\n      captcha {\n        provider\n        siteKey\n        challengeUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConfiguracionPublica {\n    configuracionPublica {\n      version\n      chatScriptUrl\n      marca {\n        nombre\n        logo\n        favicon\n        slider\n      }\n      captcha {\n        provider\n        siteKey\n        challengeUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParametricosTabla($tabla: String!, $limite: Int) {\n    parametricosbytabla(tabla: $tabla, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n"): (typeof documents)["\n  query ParametricosTabla($tabla: String!, $limite: Int) {\n    parametricosbytabla(tabla: $tabla, limite: $limite) {\n      codigo\n      descripcion\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;