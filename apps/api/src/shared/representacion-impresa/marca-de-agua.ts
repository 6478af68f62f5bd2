/** Across the page of a test environment's document whose state marks nothing else. */
const MARCA_DE_AGUA_PRUEBAS = 'MODO PRUEBAS';

/**
 * What is printed across a document's page: its state's mark when `marcas` has one (rechazado,
 * anulado…), else MODO PRUEBAS for a test environment's, else nothing (a valid document is unmarked).
 */
export function marcaDeAgua(
  marcas: Readonly<Record<string, string>>,
  estado: string | undefined,
  modoPruebas: boolean | undefined,
): string | undefined {
  return (
    (estado ? marcas[estado.toLowerCase()] : undefined) ?? (modoPruebas ? MARCA_DE_AGUA_PRUEBAS : undefined)
  );
}
