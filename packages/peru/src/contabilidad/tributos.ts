/**
 * Tributos a company posts (SUNAT catálogo 05 codes) and the PCGE 2019 account each one goes to by
 * default. ICBPER has no account of its own in the PCGE 2019: it is a national tax, so it goes to 40189
 * "Otros impuestos" under 4018 "Otros impuestos y contraprestaciones".
 */
export const TRIBUTOS_POR_DEFECTO: readonly { codigo: string; cuenta: string }[] = [
  { codigo: '1000', cuenta: '40111' }, // IGV – Cuenta propia
  { codigo: '7152', cuenta: '40189' }, // ICBPER → Otros impuestos
];
