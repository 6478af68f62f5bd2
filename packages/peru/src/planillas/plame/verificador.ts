import type { Hallazgo } from '../../ple/verificador.ts';
import { ESTRUCTURAS_PLAME } from './estructuras.ts';
import { FIN_DE_LINEA_PLAME, leerNombreArchivoPlame } from './formato.ts';

export type VerificacionPlame = { nombre: string; lineas: number; hallazgos: Hallazgo[] };

/**
 * The structural check of a PDT PLAME import file: its name (0601AAAAMMRUC.ext, of the expected RUC
 * and period when given), CR LF line ends, the '|' after each field, the field count, each field's
 * format and table (3, 21, 22, 23, 25), the rules between fields, and no two lines with the same key.
 */
export function verificarArchivoPlame(
  nombre: string,
  contenido: string,
  esperado: { ruc?: string; periodo?: string } = {},
): VerificacionPlame {
  const hallazgos: Hallazgo[] = [];
  const anotar = (linea: number, mensaje: string, campo?: number) =>
    hallazgos.push({ linea, mensaje, ...(campo ? { campo } : {}) });
  const leido = leerNombreArchivoPlame(nombre);
  if (!leido) {
    anotar(
      0,
      `El nombre "${nombre}" no sigue la estructura 0601AAAAMMRUC.ext (rem, jor, snl, tas, ps4, 4ta)`,
    );
    return { nombre, lineas: 0, hallazgos };
  }
  if (esperado.ruc && leido.ruc !== esperado.ruc) anotar(0, `El RUC del nombre no es ${esperado.ruc}`);
  if (esperado.periodo && leido.periodo !== esperado.periodo)
    anotar(0, `El periodo del nombre no es ${esperado.periodo}`);
  if (contenido !== '' && !contenido.endsWith(FIN_DE_LINEA_PLAME))
    anotar(0, 'El archivo debe terminar con un salto de línea CR LF');
  const estructura = ESTRUCTURAS_PLAME[leido.extension];
  const lineas = contenido === '' ? [] : contenido.replace(/\r\n$/, '').split(FIN_DE_LINEA_PLAME);
  const claves = new Map<string, number>();
  for (const [i, texto] of lineas.entries()) {
    const n = i + 1;
    if (/[\r\n]/.test(texto)) {
      anotar(n, 'La línea debe terminar con CR LF');
      continue;
    }
    if (!texto.endsWith('|')) {
      anotar(n, 'La línea debe terminar con el separador "|"');
      continue;
    }
    const campos = texto.slice(0, -1).split('|');
    if (campos.length !== estructura.campos.length) {
      anotar(n, `Tiene ${campos.length} campos; la ${estructura.nombre} lleva ${estructura.campos.length}`);
      continue;
    }
    estructura.campos.forEach((c, j) => {
      const problema = c.regla(campos[j] ?? '');
      if (problema) anotar(n, `${c.nombre}: ${problema}`, j + 1);
    });
    for (const problema of estructura.reglas?.(campos, leido.periodo) ?? [])
      if (problema) anotar(n, problema);
    const clave = estructura.clave.map((j) => campos[j]).join('|');
    const anterior = claves.get(clave);
    if (anterior) anotar(n, `Repite la línea ${anterior} (${clave})`);
    else claves.set(clave, n);
  }
  return { nombre, lineas: lineas.length, hallazgos };
}

/**
 * Several files of one declaration: each one checked, plus what ties them together — every provider of
 * the .4ta must be in the .ps4 (the PDT imports the .ps4 first).
 */
export function verificarEstructurasPlame(
  archivos: readonly { nombre: string; contenido: string }[],
  esperado: { ruc?: string; periodo?: string } = {},
): VerificacionPlame[] {
  const resultados = archivos.map((a) => verificarArchivoPlame(a.nombre, a.contenido, esperado));
  const documentos = (ext: string) => {
    const a = archivos.find((f) => f.nombre.endsWith(`.${ext}`));
    return a
      ? a.contenido
          .split(FIN_DE_LINEA_PLAME)
          .filter(Boolean)
          .map((l) => l.split('|').slice(0, 2).join('|'))
      : undefined;
  };
  const recibos = documentos('4ta');
  const prestadores = new Set(documentos('ps4') ?? []);
  const cuarta = resultados.find((r) => r.nombre.endsWith('.4ta'));
  recibos?.forEach((d, i) => {
    if (!prestadores.has(d))
      cuarta?.hallazgos.push({ linea: i + 1, mensaje: `El prestador ${d} no está en el archivo .ps4` });
  });
  return resultados;
}
