/** Document types the platform numbers (spec 02 §9; SUNAT catálogo 01 for the electronic ones). */
export const TIPOS_COMPROBANTE = {
  '01': 'Factura',
  '03': 'Boleta de venta',
  '07': 'Nota de crédito',
  '08': 'Nota de débito',
  '09': 'Guía de remisión remitente',
  '31': 'Guía de remisión transportista',
  '99': 'Nota de venta',
  '98': 'Proforma',
  '97': 'Orden de compra',
} as const;

export type TipoComprobante = keyof typeof TIPOS_COMPROBANTE;

/**
 * SUNAT's series rules for electronic documents: facturas (and their notes) start with F, boletas (and
 * their notes) with B, the remitente's remission guides with T and the carrier's with V; four
 * alphanumeric characters. Internal documents only need four characters.
 */
export function validarSerie(tipo: string, serie: string): string | undefined {
  if (!(tipo in TIPOS_COMPROBANTE)) return 'Tipo de comprobante no válido';
  const s = serie.trim().toUpperCase();
  if (!/^[A-Z0-9]{4}$/.test(s)) return 'La serie debe tener 4 caracteres alfanuméricos';
  if (tipo === '01' && !s.startsWith('F'))
    return 'La serie de una factura debe empezar con F (por ejemplo F001)';
  if (tipo === '03' && !s.startsWith('B'))
    return 'La serie de una boleta debe empezar con B (por ejemplo B001)';
  if ((tipo === '07' || tipo === '08') && !/^[FB]/.test(s)) {
    return 'La serie de una nota debe empezar con F (de factura) o B (de boleta)';
  }
  if (tipo === '09' && !s.startsWith('T'))
    return 'La serie de una guía de remisión debe empezar con T (por ejemplo T001)';
  if (tipo === '31' && !s.startsWith('V'))
    return 'La serie de una guía de remisión transportista debe empezar con V (por ejemplo V001)';
  return undefined;
}

/** The series a new establishment starts with: one per electronic type, numbered by its code (001, 002…). */
export function seriesIniciales(numeroLocal: number): { tipo: TipoComprobante; serie: string }[] {
  const n = String(numeroLocal).padStart(3, '0');
  return [
    { tipo: '01', serie: `F${n}` },
    { tipo: '03', serie: `B${n}` },
    { tipo: '07', serie: `F${n}` },
    { tipo: '07', serie: `B${n}` },
    { tipo: '08', serie: `F${n}` },
    { tipo: '08', serie: `B${n}` },
    { tipo: '09', serie: `T${n}` },
    { tipo: '99', serie: `NV${n.slice(1)}` },
  ];
}
