/** Proposal files for the SIRE tests, with the headers of peru-facts §11.8. */

export const CABECERA_RVIE = [
  'RUC',
  'Razón Social',
  'Periodo',
  'CAR SUNAT',
  'Fecha de emisión',
  'Fecha Vcto/Pago',
  'Tipo CP/Doc.',
  'Serie del CDP',
  'Nro CP o Doc. Nro Inicial (Rango)',
  'Nro Final (Rango)',
  'Tipo Doc Identidad',
  'Nro Doc Identidad',
  'Apellidos Nombres/ Razón Social',
  'Valor Facturado Exportación',
  'BI Gravada',
  'Dscto BI',
  'IGV / IPM',
  'Dscto IGV / IPM',
  'Mto Exonerado',
  'Mto Inafecto',
  'ISC',
  'BI Grav IVAP',
  'IVAP',
  'ICBPER',
  'Otros Tributos',
  'Total CP',
  'Moneda',
  'Tipo Cambio',
  'Fecha Emisión Doc Modificado',
  'Tipo CP Modificado',
  'Serie CP Modificado',
  'Nro CP Modificado',
  'ID Proyecto Operadores Atribución',
  'Tipo de Nota',
  'Est. Comp',
  'Valor FOB Embarcado',
  'Valor OP Gratuitas',
  'Tipo Operación',
  'DAM / CP',
  'CLU',
];

/** The header of the live RCE file (period 202608): 32 labels, then the CLU columns. */
export const CABECERA_RCE = [
  'RUC',
  'Apellidos y Nombres o Razón social',
  ...CABECERA_RVIE.slice(2, 8),
  'Año',
  ...CABECERA_RVIE.slice(8, 13),
  'BI Gravado DG',
  'IGV / IPM DG',
  'BI Gravado DGNG',
  'IGV / IPM DGNG',
  'BI Gravado DNG',
  'IGV / IPM DNG',
  'Valor Adq. NG',
  'ISC',
  'ICBPER',
  'Otros Trib/ Cargos',
  'Total CP',
  'Moneda',
  'Tipo de Cambio',
  ...CABECERA_RVIE.slice(28, 31),
  'COD. DAM O DSI',
  'Nro CP Modificado',
  ...Array.from({ length: 39 }, (_, i) => `CLU${i + 1}`),
];

/** A line of `total` columns with the given 1-based positions filled. */
export const lineaDe = (total: number, valores: Record<number, string>): string =>
  Array.from({ length: total }, (_, i) => valores[i + 1] ?? '').join('|');

const EMPRESA = { 1: '20101392369', 2: 'COMERCIAL ANDINA S.A.C.', 3: '202309' };

/** A factura, a range of 50 boletas and a credit note against the factura. */
export const FACTURA_RVIE = {
  ...EMPRESA,
  4: '2010139236901F00100000123',
  5: '05/09/2023',
  7: '01',
  8: 'F001',
  9: '123',
  11: '6',
  12: '20100070970',
  13: 'SUPERMERCADOS PERUANOS S.A.',
  14: '0.00',
  15: '1000.00',
  16: '0.00',
  17: '180.00',
  18: '0.00',
  19: '0.00',
  20: '0.00',
  21: '0.00',
  22: '0.00',
  23: '0.00',
  24: '0.00',
  25: '0.00',
  26: '1180.00',
  27: 'PEN',
  28: '1.000',
  35: '1',
};

export const BOLETAS_RVIE = {
  ...FACTURA_RVIE,
  4: '2010139236903B00100000001',
  5: '10/09/2023',
  7: '03',
  8: 'B001',
  9: '1',
  10: '50',
  11: '',
  12: '',
  13: '',
  15: '423.73',
  17: '76.27',
  24: '0.50',
  26: '500.50',
};

export const NOTA_RVIE = {
  ...FACTURA_RVIE,
  4: '2010139236907F00100000005',
  5: '12/09/2023',
  7: '07',
  9: '5',
  15: '-100.00',
  17: '-18.00',
  26: '-118.00',
  29: '05/09/2023',
  30: '01',
  31: 'F001',
  32: '123',
  34: '01',
};

const lineaRvie = (valores: Record<number, string>) => lineaDe(40, valores);

export const PROPUESTA_RVIE = `\uFEFF${[CABECERA_RVIE.join('|'), ...[FACTURA_RVIE, BOLETAS_RVIE, NOTA_RVIE].map(lineaRvie)].join('\r\n')}\r\n`;

/** A factura of a supplier in soles and a non-taxed one in dollars. */
export const FACTURA_RCE = {
  1: '20101392369',
  2: 'COMERCIAL ANDINA S.A.C.',
  3: '202309',
  4: '2051234567801F00200000008',
  5: '07/09/2023',
  7: '01',
  8: 'F002',
  10: '8',
  12: '6',
  13: '20512345678',
  14: 'PROVEEDORA ANDINA SAC',
  15: '250.00',
  16: '45.00',
  25: '295.00',
  26: 'PEN',
  27: '1.000',
};

export const DOLARES_RCE = {
  ...FACTURA_RCE,
  4: '2060000000101E00100000077',
  5: '20/09/2023',
  8: 'E001',
  10: '77',
  13: '20600000001',
  14: 'IMPORTADORA DEL SUR EIRL',
  15: '',
  16: '',
  21: '100.00',
  25: '100.00',
  26: 'USD',
  27: '3.780',
};

export const PROPUESTA_RCE = [CABECERA_RCE, ...[FACTURA_RCE, DOLARES_RCE]]
  .map((l) => (Array.isArray(l) ? l.join('|') : lineaDe(CABECERA_RCE.length, l)))
  .join('\n');
