import { ESTRUCTURA_8_1, ESTRUCTURA_14_1, type Estructura } from './estructuras.ts';
import { reglasCompras } from './reglas-compras.ts';
import type { Problema, ReglasLibro } from './reglas-comunes.ts';
import { reglasVentas } from './reglas-ventas.ts';
import { POSICIONES_8_3, POSICIONES_14_2 } from './simplificados.ts';

/**
 * The rules of a simplified register are those of its full register: the line is spread over the full
 * layout (absent fields empty), checked there, and the findings are brought back to the simplified
 * field numbers. Absent amounts are 0.00 (so the total still adds up) and other absent fields empty;
 * a finding about a field the simplified register lacks (the DUA year…) is dropped.
 */
function simplificadas(
  completas: () => ReglasLibro,
  estructura: Estructura,
  posiciones: readonly number[],
): () => ReglasLibro {
  const vacia = estructura.campos.map((c): string => (c.formato === 'importe' ? '0.00' : ''));
  const extender = (f: readonly string[]) => {
    const completa = [...vacia];
    posiciones.forEach((p, i) => {
      completa[p - 1] = f[i] ?? '';
    });
    return completa;
  };
  const propio = (n: number) => posiciones.indexOf(n) + 1;
  // "campos 14 a 23" becomes the simplified fields within that range; "campo 14" its own number.
  const renumerar = (mensaje: string) =>
    mensaje
      .replace(/campos (\d+) a (\d+)/g, (_, a: string, b: string) => {
        const dentro = posiciones.flatMap((p, i) => (p >= Number(a) && p <= Number(b) ? [i + 1] : []));
        return `campos ${dentro[0]} a ${dentro.at(-1)}`;
      })
      .replace(/campo (\d+)/g, (texto, n: string) =>
        propio(Number(n)) ? `campo ${propio(Number(n))}` : texto,
      );
  return () => {
    const r = completas();
    return {
      clave: (f) => r.clave(extender(f)),
      admiteNegativos: (f) => r.admiteNegativos?.(extender(f)) ?? false,
      linea: (f, ctx) =>
        r
          .linea(extender(f), ctx)
          .flatMap((p): Problema[] =>
            propio(p.campo) ? [{ campo: propio(p.campo), mensaje: renumerar(p.mensaje) }] : [],
          ),
      ...(r.cierre ? { cierre: r.cierre } : {}),
    };
  };
}

/** 14.2 registro de ventas e ingresos simplificado. */
export const reglasVentasSimplificado = simplificadas(reglasVentas, ESTRUCTURA_14_1, POSICIONES_14_2);
/** 8.3 registro de compras simplificado. */
export const reglasComprasSimplificado = simplificadas(reglasCompras, ESTRUCTURA_8_1, POSICIONES_8_3);
