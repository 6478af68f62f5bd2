import { ESTRUCTURAS, type Estructura } from './estructuras.ts';
import { FIN_DE_LINEA } from './formato.ts';
import { leerNombreArchivoPle, type NombrePle } from './nombre-archivo.ts';
import { reglasBancos, reglasCaja } from './reglas-caja-bancos.ts';
import { reglasCompras, reglasNoDomiciliados } from './reglas-compras.ts';
import type { ContextoLinea, ReglasLibro } from './reglas-comunes.ts';
import { reglasDiario, reglasPlanCuentas } from './reglas-diario.ts';
import { reglasUnidades, reglasValorizado } from './reglas-inventario.ts';
import { reglasComprasSimplificado, reglasVentasSimplificado } from './reglas-simplificadas.ts';
import { reglasVentas } from './reglas-ventas.ts';
import { problemaDeCampo } from './verificar-campo.ts';

/** A finding of the checker: the line (0 for the file as a whole) and field (1-based) it is about. */
export type Hallazgo = { linea: number; campo?: number; mensaje: string };

export type ResultadoVerificacion = {
  lineas: number;
  hallazgos: Hallazgo[];
  /** Findings beyond the limit, counted but not listed. */
  omitidos: number;
};

const REGLAS: Record<string, () => ReglasLibro> = {
  '140100': reglasVentas,
  '140200': reglasVentasSimplificado,
  '080100': reglasCompras,
  '080200': reglasNoDomiciliados,
  '080300': reglasComprasSimplificado,
  '050100': reglasDiario,
  '050200': reglasDiario,
  '060100': reglasDiario,
  '050300': reglasPlanCuentas,
  '050400': reglasPlanCuentas,
  '010100': reglasCaja,
  '010200': reglasBancos,
  '120100': reglasUnidades,
  '130100': reglasValorizado,
};

export type Verificador = {
  /** One line as written, with its CR LF. */
  agregar(linea: string): void;
  terminar(): ResultadoVerificacion;
};

/**
 * A structural checker of a PLE file, fed line by line so a large book is checked as it is written:
 * the file name, every line's field count, each field's format, length and table, the rules between
 * fields of the book (Anexo 2), the unique key, and the empty indicator of the name against the content.
 */
export function crearVerificador(nombreArchivo: string, opciones: { maximo?: number } = {}): Verificador {
  const maximo = opciones.maximo ?? 500;
  const hallazgos: Hallazgo[] = [];
  let omitidos = 0;
  const anotar = (h: Hallazgo) => {
    if (hallazgos.length < maximo) hallazgos.push(h);
    else omitidos++;
  };
  const nombre: NombrePle | undefined = leerNombreArchivoPle(nombreArchivo);
  if (!nombre)
    anotar({
      linea: 0,
      mensaje: `El nombre "${nombreArchivo}" no sigue la estructura LERRRRRRRRRRRAAAAMMDDLLLLLLCCOIMG.TXT`,
    });
  const estructura: Estructura | undefined = nombre ? ESTRUCTURAS[nombre.libro] : undefined;
  if (nombre && !estructura) anotar({ linea: 0, mensaje: `El libro ${nombre.libro} no tiene verificación` });
  const reglas = estructura ? REGLAS[estructura.libro]?.() : undefined;
  const ctx: ContextoLinea = {
    periodo: nombre && nombre.mes !== '00' ? `${nombre.anio}${nombre.mes}` : undefined,
  };
  const claves = new Map<string, number>();
  let lineas = 0;

  function revisar(texto: string, n: number, e: Estructura, r: ReglasLibro) {
    if (!texto.endsWith('|')) {
      anotar({ linea: n, mensaje: 'La línea debe terminar con el separador "|"' });
      return;
    }
    const campos = texto.slice(0, -1).split('|');
    const esperados = e.campos.length;
    if (campos.length < esperados || campos.length > esperados + e.libres) {
      anotar({
        linea: n,
        mensaje: `La línea tiene ${campos.length} campos y el libro ${e.libro} pide ${esperados}`,
      });
      return;
    }
    const negativos = r.admiteNegativos?.(campos) ?? false;
    const malos = new Set<number>();
    e.campos.forEach((campo, i) => {
      const problema = problemaDeCampo(campo, campos[i] ?? '', negativos);
      if (!problema) return;
      malos.add(i + 1);
      anotar({ linea: n, campo: i + 1, mensaje: `${campo.nombre}: ${problema}` });
    });
    // A field already wrong by itself is not reported again by the rules between fields.
    for (const p of r.linea(campos, ctx)) if (!malos.has(p.campo)) anotar({ linea: n, ...p });
    const clave = r.clave(campos);
    const anterior = claves.get(clave);
    if (anterior !== undefined)
      anotar({
        linea: n,
        mensaje: `La llave única de la línea (periodo, CUO, correlativo…) repite la de la línea ${anterior}`,
      });
    else claves.set(clave, n);
  }

  return {
    agregar(linea) {
      lineas++;
      if (!linea.endsWith(FIN_DE_LINEA)) anotar({ linea: lineas, mensaje: 'La línea no termina en CR LF' });
      const texto = linea.replace(/\r?\n$/, '');
      if ([...texto].some((c) => c.charCodeAt(0) > 0xff))
        anotar({ linea: lineas, mensaje: 'La línea tiene caracteres que no existen en ISO-8859-1' });
      if (estructura && reglas) revisar(texto, lineas, estructura, reglas);
    },
    terminar() {
      if (nombre?.conInformacion && lineas === 0)
        anotar({
          linea: 0,
          mensaje: 'El nombre indica un libro con información (indicador 1) pero el archivo está vacío',
        });
      if (nombre && !nombre.conInformacion && lineas > 0)
        anotar({
          linea: 0,
          mensaje: 'El nombre indica un libro sin información (indicador 0) pero el archivo tiene líneas',
        });
      for (const p of reglas?.cierre?.() ?? []) anotar({ linea: 0, ...p });
      return { lineas, hallazgos, omitidos };
    },
  };
}

/** Splits a whole file into its lines, each with its line end. */
export const lineasDeArchivo = (contenido: string): string[] => contenido.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** Checks a whole file (or its lines, also as they arrive). */
export async function verificarArchivoPle(
  nombreArchivo: string,
  contenido: string | Iterable<string> | AsyncIterable<string>,
  opciones: { maximo?: number } = {},
): Promise<ResultadoVerificacion> {
  const v = crearVerificador(nombreArchivo, opciones);
  const lineas = typeof contenido === 'string' ? lineasDeArchivo(contenido) : contenido;
  for await (const linea of lineas) v.agregar(linea);
  return v.terminar();
}
