import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useToast } from '../../../ui/toast/use-toast';
import { urlAlmacen } from '../../libro/utils/subir-imagen';
import { type ProductoPos, useCatalogoPos } from '../hooks/use-catalogo-pos';
import { precioVisible } from '../utils/borrador-pedido';
import { CATEGORIA_COMBOS, productoPorCodigo, productosVisibles } from '../utils/catalogo-pos';
import { Pestanas } from './Pestanas';

const TODAS = 'todas';

/** The products to pick from: category chips (and combos), a search, a barcode box, a grid of cards. */
export function CatalogoVenta({ agregar }: { agregar: (p: ProductoPos) => void }) {
  const toast = useToast();
  const catalogo = useCatalogoPos();
  const [categoriaId, setCategoriaId] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const [codigo, setCodigo] = useState('');
  const categorias = [
    { value: TODAS, label: 'Todos' },
    ...catalogo.categorias.map((c) => ({ value: c.id, label: c.nombre })),
    ...(catalogo.productos.some((p) => p.es_combo) ? [{ value: CATEGORIA_COMBOS, label: 'Combos' }] : []),
  ];
  const visibles = productosVisibles(catalogo.productos, categoriaId, texto);

  function escanear() {
    const p = productoPorCodigo(catalogo.productos, codigo);
    if (!p) return toast.error(`No hay un producto con el código ${codigo.trim()}`);
    agregar(p);
    setCodigo('');
  }

  return (
    <section className="pos-catalogo" aria-label="Catálogo">
      <div className="pos-catalogo__busqueda">
        <InputText
          value={texto}
          type="search"
          placeholder="Buscar producto"
          aria-label="Buscar producto"
          onChange={(e) => setTexto(e.target.value)}
        />
        <InputText
          value={codigo}
          inputMode="numeric"
          placeholder="Código de barras"
          aria-label="Código de barras"
          onChange={(e) => setCodigo(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && codigo.trim() && escanear()}
        />
      </div>
      <Pestanas
        etiqueta="Categorías"
        opciones={categorias}
        value={categoriaId ?? TODAS}
        onChange={(v) => setCategoriaId(v === TODAS ? null : v)}
      />
      {visibles.length === 0 && (
        <p className="form-nota">{catalogo.cargando ? 'Cargando productos...' : 'No hay productos'}</p>
      )}
      <div className="pos-productos">
        {visibles.map((p) => (
          <button
            key={p.id}
            type="button"
            className="pos-producto"
            aria-label={`Agregar ${p.descripcion}`}
            onClick={() => agregar(p)}
          >
            {p.imagen ? (
              <img src={urlAlmacen(p.imagen)} alt="" loading="lazy" />
            ) : (
              <i className="pi pi-image" aria-hidden />
            )}
            <span className="pos-producto__nombre">{p.descripcion}</span>
            <span className="pos-producto__precio">S/ {precioVisible(p.precio_unitario)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
