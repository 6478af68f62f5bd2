/** The company and local the companies' tests create and edit (valid RUC, ubigeo and SUNAT codes). */
export const EMPRESA_ANDINA = {
  ruc: '20601234565',
  razon_social: 'Comercial Andina S.A.C.',
  nombre_comercial: 'Andina',
  direccion: 'Av. Javier Prado Este 1234',
  ubigeo: '150131',
  estado: 'activo',
  condicion: 'habido',
  email: 'Contabilidad@Andina.pe',
  telefono: '014567890',
  documento_id: '6',
  dni: '45678912',
  representante: 'Rosa Huamán Torres',
};

export const LOCAL_MIRAFLORES = {
  codigo_establecimiento: '0001',
  codigo_serie: '002',
  nombre_corto: 'Tienda Miraflores',
  direccion: 'Av. Larco 345',
  ubigeo: '150122',
  enviar_xml: true,
  enviar_email: true,
  formato_pdf: 'TICKET',
  diseno_pdf: 'clasico',
  width_ticket: 80,
  codigo_sunat: '0001',
};
