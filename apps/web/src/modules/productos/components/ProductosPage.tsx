import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BarraLista } from '../../../ui/BarraLista';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { useExportar } from '../../../ui/use-exportar';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { useVigencia } from '../../../ui/use-vigencia';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatMonto } from '../../../ui/utils/montos';
import {
  activarProductoMutation,
  deleteProductoMutation,
  excelProductosQuery,
  productosQuery,
} from '../graphql/productos';
import { useCategoriasOpciones } from '../hooks/use-opciones-productos';
import { useTablaParametrica } from '../hooks/use-tabla-parametrica';
import { BuscarPorCodigo } from './BuscarPorCodigo';
import { ProductoFormDialog } from './ProductoFormDialog';
import './productos.css';

type Producto = ProductoFieldsFragment;
type Dialogo = { abierto: false } | { abierto: true; producto: Producto | null };

/**
 * /fac/productos: the company's goods and services, paged and searched (code or barcode prefix,
 * description) by the server, filtered by category; look-up by exact code or barcode; create, edit,
 * delete, re-activate and Excel export.
 */
export function ProductosPage() {
  const toast = useToast();
  const lista = useListaServidor();
  const [categoriaId, setCategoriaId] = useState<string | null>(null);
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const categorias = useCategoriasOpciones();
  const afectaciones = useTablaParametrica('cat07');
  const nombreAfectacion = new Map(afectaciones.opciones.map((o) => [o.value, o.label]));
  const [{ data, fetching, error }, refetch] = useQuery({
    query: productosQuery,
    variables: { ...lista.variables, categoria_id: categoriaId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteProductoMutation);
  const [, activar] = useMutation(activarProductoMutation);
  const exportar = useExportar(excelProductosQuery, (d) => d.excelproductoslist);
  const actualizarLista = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<Producto>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: activar,
    nombre: (p) => `el producto ${p.codigo} ${p.descripcion}`,
    eliminada: 'Producto eliminado',
    activada: 'Producto activado',
    alTerminar: actualizarLista,
  });
  const loadError = mensajeError(error);

  return (
    <div className="page">
      <h1 className="page__title">Productos</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        resetPageKey={`${lista.eliminados}-${categoriaId ?? ''}`}
        value={data?.productos.filas ?? []}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.productos.total ?? 0}
        rowClassName={(p) => (p.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage="No se encontraron productos"
        title={
          <BarraLista
            nuevo={{ label: 'Nuevo producto', onClick: () => setDialogo({ abierto: true, producto: null }) }}
            exportar={() =>
              exportar({ param: lista.param, categoria_id: categoriaId, eliminados: lista.eliminados })
            }
            eliminados={{
              id: 'productos-ver-eliminados',
              value: lista.eliminados,
              onChange: lista.cambiarEliminados,
            }}
          >
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
                setDialogo({ abierto: true, producto: p });
              }}
              onSinCoincidencia={(texto) =>
                toast.info(`Ningún producto activo tiene exactamente el código ${texto}`)
              }
            />
          </BarraLista>
        }
      >
        <Column field="codigo" header="Código" style={{ width: '8rem' }} />
        <Column field="codigo_barras" header="Cód. barras" style={{ width: '9rem' }} />
        <Column field="descripcion" header="Descripción" />
        <Column field="categoria_nombre" header="Categoría" />
        <Column field="medida_id" header="Unidad" style={{ width: '5rem' }} />
        <Column
          field="tipo_igv"
          header="Afectación IGV"
          style={{ width: '7rem' }}
          body={(p: Producto) => <span title={nombreAfectacion.get(p.tipo_igv)}>{p.tipo_igv}</span>}
        />
        <Column
          field="valor_unitario"
          header="Valor unitario"
          style={{ width: '8rem' }}
          bodyClassName="celda-numero"
          body={(p: Producto) => formatMonto(p.valor_unitario)}
        />
        <Column
          field="precio_unitario"
          header="Precio unitario"
          style={{ width: '8rem' }}
          bodyClassName="celda-numero"
          body={(p: Producto) => formatMonto(p.precio_unitario)}
        />
        <Column
          field="stock"
          header="Stock"
          style={{ width: '5rem' }}
          body={(p: Producto) => (p.stock ? 'Sí' : 'No')}
        />
        <Column
          header="Estado"
          style={{ width: '6rem' }}
          body={(p: Producto) =>
            p.deleted_at ? (
              <Tag value="Eliminado" severity="secondary" />
            ) : (
              <Tag value="Activo" severity="success" />
            )
          }
        />
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(p: Producto) => (
            <AccionesFila
              nombre={`el producto ${p.codigo}`}
              eliminada={Boolean(p.deleted_at)}
              onActivar={() => void vigencia.activar(p)}
              onEditar={() => setDialogo({ abierto: true, producto: p })}
              onEliminar={() => vigencia.eliminar(p)}
            />
          )}
        />
      </DataTable>
      <ProductoFormDialog
        visible={dialogo.abierto}
        producto={dialogo.abierto ? dialogo.producto : null}
        onHide={() => setDialogo({ abierto: false })}
        onGuardado={() => {
          setDialogo({ abierto: false });
          actualizarLista();
        }}
      />
    </div>
  );
}
