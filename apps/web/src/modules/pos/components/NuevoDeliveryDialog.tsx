import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSelect } from '../../../ui/CampoSelect';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { clientesDeliveryQuery, createPedidoDeliveryMutation } from '../graphql/delivery';
import { agregarProducto, type LineaBorrador } from '../utils/borrador-pedido';
import { DELIVERY_VACIO, type DeliveryForm, entradaDelivery, validarDelivery } from '../utils/delivery';
import { BorradorPedido } from './BorradorPedido';
import { CatalogoVenta } from './CatalogoVenta';
import { DialogoPos } from './DialogoPos';

const CAMPOS: { campo: 'nombres' | 'telefono' | 'direccion' | 'referencia' | 'nota'; etiqueta: string }[] = [
  { campo: 'nombres', etiqueta: 'Recibe' },
  { campo: 'telefono', etiqueta: 'Teléfono' },
  { campo: 'direccion', etiqueta: 'Dirección' },
  { campo: 'referencia', etiqueta: 'Referencia' },
  { campo: 'nota', etiqueta: 'Nota' },
];

/** A new delivery order: a known customer (its data filled in) or anyone, where it goes, its products. */
export function NuevoDeliveryDialog({ cerrar, creado }: { cerrar: () => void; creado: () => void }) {
  const f = useFormulario<DeliveryForm>(DELIVERY_VACIO);
  const [borrador, setBorrador] = useState<LineaBorrador[]>([]);
  const [errorLineas, setErrorLineas] = useState<string | null>(null);
  const [{ data }] = useQuery({ query: clientesDeliveryQuery, context: MANUAL_ERRORS });
  const [{ fetching }, crear] = useMutation(createPedidoDeliveryMutation);
  const clientes = data?.clientesDelivery ?? [];

  function elegirCliente(id: string | null) {
    const c = clientes.find((x) => x.id === id);
    f.cambiar((a) =>
      c
        ? { ...a, cliente_id: c.id, nombres: c.razon_social, telefono: c.telefono, direccion: c.direccion }
        : { ...a, cliente_id: null },
    );
  }

  async function guardar() {
    const { lineas } = validarDelivery(f.form, borrador);
    setErrorLineas(lineas ?? null);
    if (lineas) return;
    const ok = await f.guardar(
      (form) => validarDelivery(form, borrador),
      (form) => crear({ input: entradaDelivery(form, borrador) }, MANUAL_ERRORS),
      'Delivery registrado',
    );
    if (ok) creado();
  }

  return (
    <DialogoPos titulo="Nuevo delivery" ancho="48rem" cerrar={cerrar}>
      <div className="pos-cobro">
        <CampoSelect
          id="delivery-cliente"
          label="Cliente (opcional)"
          value={f.form.cliente_id}
          options={clientes.map((c) => ({ value: c.id, label: `${c.numero} - ${c.razon_social}` }))}
          clearable
          filter
          onChange={elegirCliente}
        />
        <div className="form-grid">
          {CAMPOS.map(({ campo, etiqueta }) => (
            <FormField key={campo} id={`delivery-${campo}`} label={etiqueta} error={f.errores[campo]}>
              <TextInput value={f.form[campo]} maxLength={200} onChange={(v) => f.set(campo, v)} />
            </FormField>
          ))}
        </div>
        <BorradorPedido borrador={borrador} onChange={setBorrador} />
        {errorLineas && <Message severity="error" text={errorLineas} className="w-full" />}
        {f.errorServidor && <Message severity="error" text={f.errorServidor} className="w-full" />}
        <Button
          type="button"
          label="Registrar delivery"
          icon="pi pi-save"
          loading={fetching}
          onClick={() => void guardar()}
        />
        <CatalogoVenta agregar={(p) => setBorrador((b) => agregarProducto(b, p))} />
      </div>
    </DialogoPos>
  );
}
