import { InputTextarea } from 'primereact/inputtextarea';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { CampoSelect } from '../../../ui/CampoSelect';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createProductoMutation, updateProductoMutation } from '../graphql/productos';
import { useLocalSesion } from '../hooks/use-local-sesion';
import { useListasPrecio } from '../hooks/use-opciones-productos';
import { useTasaIgv } from '../hooks/use-tasa-igv';
import { aplicarMargen } from '../utils/precio-producto';
import {
  type ErroresProducto,
  entradaProducto,
  medidaConStock,
  type ProductoForm,
  productoFormDe,
  productoVacio,
  validarProductoForm,
} from '../utils/producto-form';
import { ClasificacionCampos } from './ClasificacionCampos';
import { CodigoSunatSelect } from './CodigoSunatSelect';
import { CuentasProductoCampos } from './CuentasProductoCampos';
import { ImagenProducto } from './ImagenProducto';
import { MontosCampos } from './MontosCampos';
import { PropiedadesEditor } from './PropiedadesEditor';

const TIPOS_UTILIDAD = [
  { value: 'porcentaje', label: 'Porcentaje del costo (%)' },
  { value: 'monto', label: 'Monto fijo (S/)' },
];

/** The tab of each field, to show the first one with a message. */
const PESTANA: Partial<Record<keyof ProductoForm, number>> = {
  valor_unitario: 1,
  precio_unitario: 1,
  adquisicion: 1,
  utilidad: 1,
  precios: 1,
  stock_minimo: 2,
  propiedades: 3,
};

function pestanaConError(errores: ErroresProducto): number | null {
  const campos = Object.keys(errores) as (keyof ProductoForm)[];
  if (!campos.length) return null;
  return Math.min(...campos.map((c) => PESTANA[c] ?? 0));
}

/** 'Nuevo producto' / 'Editar producto': every ProductoInput field in four tabs. */
export function ProductoFormDialog({ fila, cerrar, guardada }: DialogoFila<ProductoFieldsFragment>) {
  const [pestana, setPestana] = useState(0);
  const { localId, localNombre } = useLocalSesion();
  const listas = useListasPrecio(localId);
  const tasaDe = useTasaIgv();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => (fila ? productoFormDe(fila) : productoVacio()),
    validar: validarProductoForm,
    entrada: (form) => entradaProducto(form, listas.eliminadas),
    crear: createProductoMutation,
    actualizar: updateProductoMutation,
    exito: (form) => [
      `Producto ${form.codigo.trim()} registrado`,
      `Producto ${form.codigo.trim()} actualizado`,
    ],
    guardada,
    cerrar,
  });
  const { form, set, cambiar, errores } = f;

  function cambiarMargen(cambio: Partial<ProductoForm>) {
    cambiar((actual) => {
      const siguiente = { ...actual, ...cambio };
      return { ...siguiente, ...aplicarMargen(siguiente, tasaDe(siguiente.tipo_igv)) };
    });
  }

  // The dialog first shows the tab of the first field with a message.
  function guardar() {
    const pendiente = pestanaConError(validarProductoForm(form));
    if (pendiente !== null) setPestana(pendiente);
    dialogo.onSubmit();
  }

  return (
    <DialogoFormulario
      titulo={fila ? `Editar producto ${fila.codigo}` : 'Nuevo producto'}
      {...dialogo}
      onSubmit={guardar}
      ancho="60rem"
      className="producto-dialog"
    >
      <TabView activeIndex={pestana} onTabChange={(e) => setPestana(e.index)}>
        <TabPanel header="General">
          <div className="form-grid">
            <FormField id="producto-codigo" label="Código" error={errores.codigo}>
              <TextInput
                value={form.codigo}
                onChange={(v) => set('codigo', v)}
                maxLength={30}
                upperCase
                autoFocus
              />
            </FormField>
            <FormField id="producto-codigo-barras" label="Código de barras">
              <TextInput
                value={form.codigo_barras}
                onChange={(v) => set('codigo_barras', v.trim())}
                maxLength={50}
              />
            </FormField>
            <FormField
              id="producto-descripcion"
              label="Descripción"
              error={errores.descripcion}
              className="form-grid__ancho"
            >
              <TextInput
                value={form.descripcion}
                onChange={(v) => set('descripcion', v)}
                maxLength={500}
                upperCase
              />
            </FormField>
            <FormField id="producto-detalle" label="Detalle" className="form-grid__ancho">
              {(control) => (
                <InputTextarea
                  id={control.id}
                  value={form.detalle}
                  onChange={(e) => set('detalle', e.target.value)}
                  rows={2}
                  maxLength={1000}
                  autoResize
                />
              )}
            </FormField>
            <ClasificacionCampos
              prefijo="producto"
              valor={form}
              onChange={(c) => f.cambiar((a) => ({ ...a, ...c }))}
            />
            <FormField id="producto-codigo-sunat" label="Código de producto SUNAT (catálogo 25)">
              {(control) => (
                <CodigoSunatSelect
                  id={control.id}
                  value={form.codigo_sunat}
                  onChange={(v) => set('codigo_sunat', v)}
                />
              )}
            </FormField>
            <div className="field form-grid__ancho">
              <label htmlFor="producto-imagen">Imagen</label>
              <ImagenProducto value={form.imagen} onChange={(v) => set('imagen', v)} />
            </div>
          </div>
        </TabPanel>
        <TabPanel header="Precios">
          <div className="form-grid">
            <MontosCampos prefijo="producto" form={form} cambiar={cambiar} errores={errores} />
            <CampoSiNo
              id="producto-icbper"
              label="Afecto al ICBPER (bolsas plásticas)"
              checked={form.icbper}
              onChange={(v) => set('icbper', v)}
            />
            <CampoSiNo
              id="producto-margen"
              label="Calcular con margen de utilidad"
              checked={form.margen_utilidad}
              onChange={(v) => cambiarMargen({ margen_utilidad: v })}
            />
            {form.margen_utilidad && (
              <>
                <FormField
                  id="producto-adquisicion"
                  label="Costo de adquisición (sin IGV)"
                  error={errores.adquisicion}
                >
                  <DecimalInput
                    value={form.adquisicion}
                    onChange={(v) => cambiarMargen({ adquisicion: v })}
                  />
                </FormField>
                <CampoSelect
                  id="producto-tipo-utilidad"
                  label="Tipo de utilidad"
                  value={form.tipo_utilidad}
                  options={TIPOS_UTILIDAD}
                  onChange={(v) => cambiarMargen({ tipo_utilidad: v === 'monto' ? 'monto' : 'porcentaje' })}
                />
                <FormField
                  id="producto-utilidad"
                  label={form.tipo_utilidad === 'monto' ? 'Utilidad (S/)' : 'Utilidad (%)'}
                  error={errores.utilidad}
                >
                  <DecimalInput value={form.utilidad} onChange={(v) => cambiarMargen({ utilidad: v })} />
                </FormField>
              </>
            )}
            <fieldset className="form-grid__ancho producto-precios">
              <legend>Precios por categoría de precio{localNombre ? ` (local ${localNombre})` : ''}</legend>
              {listas.activas.length === 0 ? (
                <p className="form-nota">El local no tiene categorías de precio activas.</p>
              ) : (
                <div className="producto-precios-lista">
                  {listas.activas.map((l) => (
                    <FormField
                      key={l.id}
                      id={`producto-precio-${l.codigo}`}
                      label={`${l.codigo} - ${l.descripcion}`}
                    >
                      <DecimalInput
                        value={form.precios[l.id] ?? ''}
                        onChange={(v) =>
                          cambiar((a) => ({
                            ...a,
                            precios: { ...a.precios, [l.id]: v },
                            precios_editados: true,
                          }))
                        }
                        placeholder="Precio"
                      />
                    </FormField>
                  ))}
                </div>
              )}
              {errores.precios && <small className="field-error">{errores.precios}</small>}
            </fieldset>
          </div>
        </TabPanel>
        <TabPanel header="Inventario">
          <div className="form-grid">
            <CampoSiNo
              id="producto-stock"
              label="Controla stock (bien; NO: servicio)"
              checked={form.stock}
              onChange={(v) =>
                cambiar((a) => ({ ...a, stock: v, medida_id: medidaConStock(v, a.medida_id) }))
              }
            />
            {form.stock && (
              <FormField id="producto-stock-minimo" label="Stock mínimo" error={errores.stock_minimo}>
                <DecimalInput value={form.stock_minimo} onChange={(v) => set('stock_minimo', v)} />
              </FormField>
            )}
            <CuentasProductoCampos
              prefijo="producto"
              compras={form.compras_pcge}
              ventas={form.ventas_pcge}
              onCompras={(v) => set('compras_pcge', v)}
              onVentas={(v) => set('ventas_pcge', v)}
            />
          </div>
        </TabPanel>
        <TabPanel header="Propiedades">
          <PropiedadesEditor
            filas={form.propiedades}
            onChange={(filas) => set('propiedades', filas)}
            error={errores.propiedades}
          />
        </TabPanel>
      </TabView>
    </DialogoFormulario>
  );
}
