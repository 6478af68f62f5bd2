/** The data a statement column may hold. */
export type CampoExtracto =
  | 'fecha'
  | 'descripcion'
  | 'numeroOperacion'
  | 'cargo'
  | 'abono'
  | 'importe'
  | 'saldo';

/** Where each field is: the column number, 1-based as the person sees it (A = 1). */
export type ColumnasExtracto = Partial<Record<CampoExtracto, number>>;

export const NOMBRES_CAMPO: Record<CampoExtracto, string> = {
  fecha: 'fecha',
  descripcion: 'descripción',
  numeroOperacion: 'número de operación',
  cargo: 'cargo',
  abono: 'abono',
  importe: 'importe',
  saldo: 'saldo',
};

/** Lower case, no accents, words only: 'Nº Operación' → 'n operacion'. */
export const normalizarCabecera = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * What the usual Peruvian statements call each column (BCP, BBVA, Interbank, Scotiabank, BN: 'Fecha
 * operación', 'Concepto', 'Nº operación', 'Cargo', 'Abono', 'Monto', 'Saldo contable'…), tried in this
 * order so 'Fecha de operación' is a date and 'Descripción de la operación' a description, not the
 * operation number.
 */
const RECONOCER: readonly [CampoExtracto, RegExp][] = [
  ['fecha', /^(fecha|fec)\b/],
  ['saldo', /^saldo\b/],
  ['cargo', /^(cargos?|debitos?|retiros?|egresos?)\b/],
  ['abono', /^(abonos?|creditos?|depositos?|ingresos?)\b/],
  ['importe', /^(importe|monto|movimiento|valor)\b/],
  ['descripcion', /^(descripcion|concepto|detalle|glosa|transaccion)\b/],
  ['numeroOperacion', /\b(operacion|op|documento|doc|referencia|ref|cheque|nro|numero|n)\b/],
];

/** The columns a header row names, each column taken once. */
export function reconocerColumnas(cabecera: readonly string[]): ColumnasExtracto {
  const columnas: ColumnasExtracto = {};
  const usadas = new Set<number>();
  const nombres = cabecera.map(normalizarCabecera);
  for (const [campo, patron] of RECONOCER) {
    const i = nombres.findIndex((n, j) => n !== '' && !usadas.has(j) && patron.test(n));
    if (i < 0) continue;
    columnas[campo] = i + 1;
    usadas.add(i);
  }
  return columnas;
}

/** The fields still missing for a statement to be read: a date, a description and the amounts. */
export function faltantes(c: ColumnasExtracto): CampoExtracto[] {
  const f: CampoExtracto[] = [];
  if (!c.fecha) f.push('fecha');
  if (!c.descripcion) f.push('descripcion');
  if (!c.importe && !c.cargo && !c.abono) f.push('importe');
  return f;
}

/**
 * The header row: the first of the sheet's first rows (banks put their name, the account and the
 * period above it) whose columns give a complete statement.
 */
export function buscarCabecera(celdas: readonly (readonly string[])[]): number | undefined {
  const limite = Math.min(celdas.length, 30);
  for (let i = 0; i < limite; i++) if (faltantes(reconocerColumnas(celdas[i] ?? [])).length === 0) return i;
  return undefined;
}
