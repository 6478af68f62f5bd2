import { type LineaACobrar, validarSeleccion } from '@kipu/peru/pos/cuenta';
import { importesPedido } from '@kipu/peru/pos/pedido';
import type { PosPedidoFieldsFragment } from '../../../gql/graphql';

type Linea = Pick<
  PosPedidoFieldsFragment['lineas'][number],
  | 'id'
  | 'descripcion'
  | 'cantidad'
  | 'cantidad_cobrada'
  | 'cantidad_pendiente'
  | 'precio_unitario'
  | 'afectacion'
>;

/** Split bill: the quantity to charge now of each ticked line, as typed. */
export type Division = Record<string, string>;

/** The line still has something to charge (the API answers quantities without trailing zeros). */
export const quedaPorCobrar = (l: Pick<Linea, 'cantidad_pendiente'>) => l.cantidad_pendiente !== '0';

/** Ticking a line proposes all that remains of it; unticking leaves it out. */
export function marcarLinea(d: Division, l: Linea, marcada: boolean): Division {
  const { [l.id]: _, ...resto } = d;
  return marcada ? { ...resto, [l.id]: l.cantidad_pendiente } : resto;
}

export type RevisionDivision = { error: string } | { lineas: LineaACobrar[]; total: string };

/**
 * The ticked quantities checked against what remains of each line, and the part's total computed as
 * its document will (the invoicing calculation the API charges with), so the payments match it.
 * `fecha` (Lima) picks the IGV rate.
 */
export function revisarDivision(lineas: readonly Linea[], d: Division, fecha: string): RevisionDivision {
  const elegidas = validarSeleccion(
    lineas.map((l) => ({
      id: l.id,
      descripcion: l.descripcion,
      cantidad: l.cantidad,
      cobrada: l.cantidad_cobrada,
    })),
    Object.entries(d).map(([linea_id, cantidad]) => ({ linea_id, cantidad })),
  );
  if ('error' in elegidas) return elegidas;
  const precios = new Map(lineas.map((l) => [l.id, l]));
  const { total } = importesPedido(
    elegidas.lineas.map((s) => ({
      cantidad: s.cantidad,
      precioUnitario: precios.get(s.linea_id)?.precio_unitario ?? '0',
      afectacion: precios.get(s.linea_id)?.afectacion ?? '10',
    })),
    fecha,
  );
  return { lineas: elegidas.lineas, total };
}
