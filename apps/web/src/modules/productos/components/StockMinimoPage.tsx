import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { mensajeError } from '../../../ui/utils/acciones';
import { limpiarDecimal } from '../../../ui/utils/decimal-texto';
import { productosQuery, updateStockMinimoMutation } from '../graphql/productos';
import { esStockValido, filasCambiadas, filasInvalidas } from '../utils/stock-minimo';
import './productos.css';

type Producto = ProductoFieldsFragment;

/**
 * /fac/stock_minimo: the products that keep stock with an editable minimum. Edits survive paging and
 * searching; 'Guardar cambios' sends only the rows whose figure changed, in one updateStockMinimo.
 * (Current stock comes from the kardex, which is not here yet.)
 */
export function StockMinimoPage() {
  const toast = useToast();
  const lista = useListaServidor();
  const [editados, setEditados] = useState<Map<string, string>>(new Map());
  // The stored minimum of every row seen, to tell a change from a retyped figure.
  const guardados = useRef(new Map<string, string>());
  const [{ data, fetching, error }, refetch] = useQuery({
    query: productosQuery,
    variables: { ...lista.variables, eliminados: false, solo_stock: true },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: guardando }, actualizar] = useMutation(updateStockMinimoMutation);
  const filas = data?.productos.filas ?? [];
  useEffect(() => {
    for (const p of data?.productos.filas ?? []) guardados.current.set(p.id, p.stock_minimo);
  }, [data]);

  const cambios = filasCambiadas(guardados.current, editados);
  const invalidas = new Set(filasInvalidas(editados));
  const loadError = mensajeError(error);

  function editar(id: string, texto: string) {
    setEditados((actual) => new Map(actual).set(id, limpiarDecimal(texto)));
  }

  async function guardar() {
    if (invalidas.size > 0) {
      toast.error('Hay cantidades no válidas (número mayor o igual a cero, hasta 4 decimales)');
      return;
    }
    if (!cambios.length) {
      toast.info('No hay cambios por guardar');
      return;
    }
    const r = await actualizar({ filas: cambios }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    const n = r.data?.updateStockMinimo ?? cambios.length;
    toast.success(
      n === 1 ? 'Stock mínimo actualizado en 1 producto' : `Stock mínimo actualizado en ${n} productos`,
    );
    setEditados(new Map());
    refetch({ requestPolicy: 'network-only' });
  }

  return (
    <div className="page">
      <h1 className="page__title">Stock mínimo</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        value={filas}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.productos.total ?? 0}
        emptyMessage="No hay productos que controlen stock"
        title={
          <div className="tabla-acciones">
            <Button
              type="button"
              label="Guardar cambios"
              icon="pi pi-save"
              size="small"
              loading={guardando}
              disabled={cambios.length === 0 && invalidas.size === 0}
              onClick={() => void guardar()}
            />
            {cambios.length > 0 && (
              <span className="page__hint">
                {cambios.length === 1 ? '1 producto modificado' : `${cambios.length} productos modificados`}
              </span>
            )}
          </div>
        }
      >
        <Column field="codigo" header="Código" style={{ width: '9rem' }} />
        <Column field="descripcion" header="Descripción" />
        <Column field="categoria_nombre" header="Categoría" />
        <Column field="medida_id" header="Unidad" style={{ width: '6rem' }} />
        <Column
          header="Stock mínimo"
          style={{ width: '10rem' }}
          body={(p: Producto) => {
            const texto = editados.get(p.id) ?? p.stock_minimo;
            const cambiado = cambios.some((c) => c.producto_id === p.id);
            const clase = cambiado
              ? 'stock-minimo__input stock-minimo__input--cambiado'
              : 'stock-minimo__input';
            return (
              <InputText
                value={texto}
                inputMode="decimal"
                maxLength={20}
                className={clase}
                invalid={!esStockValido(texto.trim())}
                aria-label={`Stock mínimo de ${p.codigo}`}
                onChange={(event) => editar(p.id, event.target.value)}
              />
            );
          }}
        />
      </DataTable>
    </div>
  );
}
