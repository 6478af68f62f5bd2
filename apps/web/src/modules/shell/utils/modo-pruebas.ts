/** Where a company in test mode sends, as the header's badge explains it. */
const DESTINO_DE_PRUEBAS: Readonly<Record<string, string>> = {
  simulador: 'al simulador de SUNAT',
  beta: 'a la beta de SUNAT',
};

/**
 * The 'Modo pruebas' badge of a company whose documents go to the simulator or SUNAT beta (its
 * soap_envio, as the session carries it), with why; null for a company that sends for real.
 */
export function modoPruebas(
  soapEnvio: string | null | undefined,
): { etiqueta: string; detalle: string } | null {
  const destino = soapEnvio ? DESTINO_DE_PRUEBAS[soapEnvio] : undefined;
  if (!destino) return null;
  return {
    etiqueta: 'Modo pruebas',
    detalle: `Los comprobantes se envían ${destino}: no tienen valor tributario`,
  };
}
