import { dec } from './importes.ts';
import { errorDeCantidad } from './pedido.ts';

/**
 * Split bills: an order is charged in one or more charges, each carrying some quantity of some lines.
 * These rules tell what remains of each line and check a cashier's selection against it.
 */

/** An order line as the split needs it: its quantity and how much of it earlier charges carried. */
export type LineaCuenta = { id: string; descripcion: string; cantidad: string; cobrada: string };

/** A quantity of a line to charge now. */
export type LineaACobrar = { linea_id: string; cantidad: string };

export type ResultadoSeleccion = { lineas: LineaACobrar[] } | { error: string };

/** What remains to charge of a line ('0' when fully charged), without trailing zeros. */
export const pendienteDe = (l: Pick<LineaCuenta, 'cantidad' | 'cobrada'>): string =>
  dec(l.cantidad).minus(l.cobrada).toString();

/** Adds up, per line, the quantities the charges carried. */
export function cobradoPorLinea(cobradas: readonly LineaACobrar[]): Map<string, string> {
  const porLinea = new Map<string, string>();
  for (const c of cobradas)
    porLinea.set(c.linea_id, dec(porLinea.get(c.linea_id)).plus(c.cantidad).toString());
  return porLinea;
}

/** Everything still uncharged, in the order's line order: what charging "the rest" carries. */
export const todoLoPendiente = (lineas: readonly LineaCuenta[]): LineaACobrar[] =>
  lineas.filter((l) => dec(pendienteDe(l)).gt(0)).map((l) => ({ linea_id: l.id, cantidad: pendienteDe(l) }));

/**
 * Checks a selection of lines and quantities against what remains of each: every line is the order's
 * and chosen once, every quantity a valid one (> 0, up to 4 decimals) not above what remains. Answers the
 * selection in the order's line order, or the first problem in Spanish.
 */
export function validarSeleccion(
  lineas: readonly LineaCuenta[],
  seleccion: readonly LineaACobrar[],
): ResultadoSeleccion {
  if (seleccion.length === 0) return { error: 'Elija al menos una línea para cobrar' };
  const elegidas = new Map<string, string>();
  for (const s of seleccion) {
    const linea = lineas.find((l) => l.id === s.linea_id);
    if (!linea) return { error: 'Una de las líneas elegidas no es de este pedido' };
    if (elegidas.has(linea.id)) return { error: `«${linea.descripcion}» está elegida más de una vez` };
    const cantidad = s.cantidad.trim();
    const error = errorDeCantidad(cantidad);
    if (error) return { error: `«${linea.descripcion}»: ${error}` };
    const pendiente = pendienteDe(linea);
    if (dec(pendiente).lte(0)) return { error: `«${linea.descripcion}» ya está cobrada` };
    if (dec(cantidad).gt(pendiente))
      return {
        error: `«${linea.descripcion}»: quedan ${pendiente} por cobrar y se eligieron ${dec(cantidad).toString()}`,
      };
    elegidas.set(linea.id, dec(cantidad).toString());
  }
  return {
    lineas: lineas.flatMap((l) => {
      const cantidad = elegidas.get(l.id);
      return cantidad ? [{ linea_id: l.id, cantidad }] : [];
    }),
  };
}
