import type { Errores } from '../../../ui/use-formulario';

/** A new route: a kitchen and either a category (all its dishes) or one product. */
export interface RutaForm {
  cocina_id: string | null;
  tipo: 'categoria' | 'producto';
  destino_id: string | null;
}

export const RUTA_VACIA: RutaForm = { cocina_id: null, tipo: 'categoria', destino_id: null };

export function validarRuta(f: RutaForm): Errores<RutaForm> {
  const e: Errores<RutaForm> = {};
  if (!f.cocina_id) e.cocina_id = 'Seleccione la cocina';
  if (!f.destino_id)
    e.destino_id = f.tipo === 'categoria' ? 'Seleccione la categoría' : 'Seleccione el producto';
  return e;
}

export const entradaRuta = (f: RutaForm) => ({
  cocina_id: f.cocina_id ?? '',
  categoria_id: f.tipo === 'categoria' ? f.destino_id : null,
  producto_id: f.tipo === 'producto' ? f.destino_id : null,
});
