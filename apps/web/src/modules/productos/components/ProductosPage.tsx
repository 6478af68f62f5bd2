import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import type { ExcelProductosQuery, ProductoFieldsFragment, ProductosQuery } from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import { useToast } from '../../../ui/toast/use-toast';
import { useTablaParametrica } from '../../../ui/use-tabla-parametrica';
import { formatMonto } from '../../../ui/utils/montos';
import {
  activarProductoMutation,
  deleteProductoMutation,
  excelProductosQuery,
  productosQuery,
} from '../graphql/productos';
import { useCategoriasOpciones } from '../hooks/use-opciones-productos';
import { BuscarPorCodigo } from './BuscarPorCodigo';
import { ProductoFormDialog } from './ProductoFormDialog';
import './productos.css';

type Producto = ProductoFieldsFragment;

/**
 * /fac/productos: the company's goods and services, paged and searched (code or barcode prefix,
 * description) by the server, filtered by category; look-up by exact code or barcode; create, edit,
 * delete, re-activate and Excel export.
 */
export function ProductosPage() {
  const toast = useToast();
  const [categoriaId, setCategoriaId] = useState<string | null>(null);
  const categorias = useCategoriasOpciones();
  const afectaciones = useTablaParametrica('cat07');
  const nombreAfectacion = new Map(afectaciones.opciones.map((o) => [o.value, o.label]));

  return (
    <PaginaMaestro<Producto, ProductosQuery, ExcelProductosQuery, { categoria_id: string | null }>
      id="productos"
      titulo="Productos"
      nuevo="Nuevo producto"
      vacio="No se encontraron productos"
      consulta={productosQuery}
      pagina={(d) => d.productos}
      excel={excelProductosQuery}
      archivo={(d) => d.excelproductoslist}
      filtro={{ categoria_id: categoriaId }}
      eliminar={deleteProductoMutation}
      activar={activarProductoMutation}
      nombre={(p) => `el producto ${p.codigo} ${p.descripcion}`}
      nombreAcciones={(p) => `el producto ${p.codigo}`}
      eliminada="Producto eliminado"
      activada="Producto activado"
      extra={(lista) => (
        <>
          <Dropdown
            inputId="productos-filtro-categoria"
            value={categoriaId}
            options={categorias.opciones}
            optionLabel="label"
            optionValue="value"
            placeholder="Todas las categorías"
            showClear
            filter
            aria-label="Filtrar por categoría"
            onChange={(e) => {
              setCategoriaId(typeof e.value === 'string' ? e.value : null);
              lista.primeraPagina();
            }}
          />
          <BuscarPorCodigo
            onEncontrado={(p) => {
              if (p.es_combo) {
                toast.info(`${p.codigo} es un combo: edítelo en Combos`);
                return;
              }
              lista.abrir(p);
            }}
            onSinCoincidencia={(texto) =>
              toast.info(`Ningún producto activo tiene exactamente el código ${texto}`)
            }
          />
        </>
      )}
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '8rem' }} />,
        <Column key="codigo_barras" field="codigo_barras" header="Cód. barras" style={{ width: '9rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
        <Column key="categoria" field="categoria_nombre" header="Categoría" />,
        <Column key="medida" field="medida_id" header="Unidad" style={{ width: '5rem' }} />,
        <Column
          key="tipo_igv"
          field="tipo_igv"
          header="Afectación IGV"
          style={{ width: '7rem' }}
          body={(p: Producto) => <span title={nombreAfectacion.get(p.tipo_igv)}>{p.tipo_igv}</span>}
        />,
        <Column
          key="valor"
          field="valor_unitario"
          header="Valor unitario"
          style={{ width: '8rem' }}
          bodyClassName="celda-numero"
          body={(p: Producto) => formatMonto(p.valor_unitario)}
        />,
        <Column
          key="precio"
          field="precio_unitario"
          header="Precio unitario"
          style={{ width: '8rem' }}
          bodyClassName="celda-numero"
          body={(p: Producto) => formatMonto(p.precio_unitario)}
        />,
        <Column
          key="stock"
          field="stock"
          header="Stock"
          style={{ width: '5rem' }}
          body={(p: Producto) => (p.stock ? 'Sí' : 'No')}
        />,
        <Column
          key="estado"
          header="Estado"
          style={{ width: '6rem' }}
          body={(p: Producto) =>
            p.deleted_at ? (
              <Tag value="Eliminado" severity="secondary" />
            ) : (
              <Tag value="Activo" severity="success" />
            )
          }
        />,
      ]}
      dialogo={(d) => <ProductoFormDialog {...d} />}
    />
  );
}
