import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** RFC 4180 cells (quoted fields, doubled quotes, \n or \r\n) by row; banks' exports use ';' too. */
export function celdasCsv(texto: string, separador = ','): string[][] {
  const filas: string[][] = [];
  let fila: string[] = [];
  let campo = '';
  let entreComillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (entreComillas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') entreComillas = false;
      else campo += c;
    } else if (c === '"') entreComillas = true;
    else if (c === separador) {
      fila.push(campo);
      campo = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i++;
      fila.push(campo);
      filas.push(fila);
      fila = [];
      campo = '';
    } else campo += c;
  }
  if (campo !== '' || fila.length > 0) {
    fila.push(campo);
    filas.push(fila);
  }
  return filas;
}

/** Parses RFC 4180 CSV into records keyed by the header. */
export function parsearCsv(texto: string): Record<string, string>[] {
  const [cabecera, ...cuerpo] = celdasCsv(texto);
  if (!cabecera) return [];
  return cuerpo
    .filter((f) => f.length > 1 || f[0] !== '')
    .map((f) => Object.fromEntries(cabecera.map((nombre, j) => [nombre, f[j] ?? ''])));
}

/** Reads a file of the reference data copied into this package (see reference-data/README.md). */
export function leerReferencia(ruta: string): Record<string, string>[] {
  const archivo = fileURLToPath(new URL(`../../reference-data/${ruta}`, import.meta.url));
  return parsearCsv(readFileSync(archivo, 'utf8'));
}
