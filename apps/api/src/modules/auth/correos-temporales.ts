import { createRequire } from 'node:module';

// The community-maintained list (disposable-email-domains, updated with each npm release) plus
// its wildcard list, where every subdomain of a listed domain is disposable too.
const require = createRequire(import.meta.url);
let dominios: Set<string> | undefined;
let comodines: string[] | undefined;

function cargar() {
  dominios ??= new Set<string>(require('disposable-email-domains') as string[]);
  comodines ??= require('disposable-email-domains/wildcard.json') as string[];
  return { dominios, comodines };
}

export function esCorreoTemporal(dominio: string): boolean {
  const { dominios, comodines } = cargar();
  const d = dominio.toLowerCase();
  return dominios.has(d) || comodines.some((w) => d === w || d.endsWith(`.${w}`));
}
