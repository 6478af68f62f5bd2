/**
 * SUNAT's return codes (Anexo "Listado de errores" of the electronic-invoicing manual): 0100–1999 come
 * back as SOAP faults and the document is not registered; 2000–3999 are rejections carried in a CDR;
 * 4000 and above are observations that still accept the document.
 */
export const MENSAJES_SUNAT: Record<string, string> = {
  '0100': 'El sistema no puede responder su solicitud. Intente nuevamente o comuníquese con su Administrador',
  '0101': 'El encabezado de seguridad es incorrecto',
  '0102': 'Usuario o contraseña incorrectos',
  '0103': 'El Usuario ingresado no existe',
  '0104': 'La Clave ingresada es incorrecta',
  '0105': 'El Usuario no está activo',
  '0106': 'El Usuario no es válido',
  '0109': 'El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
  '0111': 'No tiene el perfil para enviar comprobantes electrónicos',
  '0125': 'No se pudo obtener la constancia',
  '0126': 'El ticket no le pertenece al usuario',
  '0127': 'El ticket no existe',
  '0130': 'El sistema no puede responder su solicitud. (No se pudo obtener el ticket de proceso)',
  '0151': 'El nombre del archivo ZIP es incorrecto',
  '0152': 'No se puede enviar por este método un archivo de resumen',
  '0154': 'El RUC del archivo no corresponde al RUC del usuario',
  '0155': 'El archivo ZIP esta vacío',
  '0156': 'El archivo ZIP esta corrupto',
  '0158': 'El archivo ZIP contiene demasiados comprobantes para este tipo de envío',
  '0160': 'El archivo XML esta vacío',
  '0161': 'El nombre del archivo XML no coincide con el nombre del archivo ZIP',
  '0200': 'No se pudo procesar su solicitud. (Ocurrió un error en el batch)',
  '0301': 'Elemento raíz del xml no está definido',
  '0306': 'No se puede leer (parsear) el archivo XML',
  '0402': 'La numeración o nombre del documento ya ha sido enviado anteriormente',
  '1003':
    'InvoiceTypeCode - El valor del tipo de documento es invalido o no coincide con el nombre del archivo',
  '1033': 'El comprobante fue registrado previamente con otros datos',
  '1034':
    'Número de RUC del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
  '1049': 'ID - Serie y Número del archivo no coincide con el consignado en el contenido del XML',
  '1059': 'El XML no contiene firma digital',
  '2105': 'Comprobante a dar de baja no se encuentra registrado en SUNAT',
  '2106': 'Factura a dar de baja ya se encuentra en estado de baja',
  '2220': 'El ID debe coincidir con el nombre del archivo',
  '2223': 'El archivo ya fue presentado anteriormente',
  '2282': 'Existe documento ya informado anteriormente',
  '2285': 'El ID debe coincidir con el nombre del archivo',
  '2324': 'El archivo de comunicacion de baja ya fue presentado anteriormente',
  '2325': 'El certificado usado no es el comunicado a SUNAT',
  '2327': 'El certificado usado no se encuentra vigente',
  '2335': 'El documento electrónico ingresado ha sido alterado',
  '2375':
    'Fecha de emision del comprobante no coincide con la fecha de emision consignada en la comunicación',
  '2398': 'El documento a dar de baja se encuentra rechazado',
  '2800':
    'AdditionalAccountID - El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
  '4093': 'El ubigeo del emisor no cumple con el formato establecido o no es válido',
  '4101':
    'La dirección completa y detallada del domicilio fiscal del cliente no cumple con el formato establecido',
};

export function mensajeSunat(codigo: string): string {
  return MENSAJES_SUNAT[codigo] ?? `Código ${codigo} de SUNAT`;
}

/**
 * What the caller does with a failed call:
 * - transitorio: SUNAT or the network could not answer; the same request may succeed later (job retry).
 * - ya-registrado: SUNAT already holds this document; recover its CDR with getStatusCdr.
 * - credenciales: the SOL user, password or profile is wrong; no retry helps until it is fixed.
 * - definitivo: the file itself is wrong; resending it unchanged fails the same way.
 */
export type TipoFalla = 'transitorio' | 'ya-registrado' | 'credenciales' | 'definitivo';

const CREDENCIALES = new Set(['0101', '0102', '0103', '0104', '0105', '0106', '0111', '0112', '0113']);
const YA_REGISTRADO = new Set(['1033', '0402']);

/** `codigo` is SUNAT's four-digit code, or `http-<status>`, `timeout`, `red`, `respuesta` for transport failures. */
export function clasificarFalla(codigo: string): TipoFalla {
  if (codigo === 'timeout' || codigo === 'red' || codigo === 'respuesta') return 'transitorio';
  const http = codigo.match(/^http-(\d{3})$/);
  if (http) {
    if (Number(http[1]) >= 500 || http[1] === '429') return 'transitorio';
    // A 401 without a SOAP fault can only be a gateway refusing the SOL user.
    return http[1] === '401' ? 'credenciales' : 'definitivo';
  }
  if (CREDENCIALES.has(codigo)) return 'credenciales';
  if (YA_REGISTRADO.has(codigo)) return 'ya-registrado';
  const n = Number(codigo);
  // 0100–0150 are the service's own trouble (authentication service, storage, queue, database);
  // 0126/0127 are a ticket that is not the user's or does not exist, which no retry fixes. From 0151 on
  // the 01xx codes describe the zip and its name, so they are definitive like the rest.
  if (n >= 100 && n <= 150 && codigo !== '0126' && codigo !== '0127') return 'transitorio';
  if (n === 200 || n === 201) return 'transitorio';
  return 'definitivo';
}

/** SUNAT's codes have four digits; faults sometimes carry them unpadded ("Client.102"). */
export function normalizarCodigo(codigo: string | number): string {
  return String(codigo).trim().padStart(4, '0');
}
