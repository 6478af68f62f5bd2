import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { PersonaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import type { TiposDocumento } from '../../libro/hooks/use-tipos-documento';
import { createPersonaMutation, updatePersonaMutation } from '../graphql/personas';
import { useConsultaIdentidad } from '../hooks/use-consulta-identidad';
import { aplicarConsulta, consultaPosible, conValorActual } from '../utils/consulta-identidad';
import { CONDICIONES_DOMICILIO, ESTADOS_CONTRIBUYENTE } from '../utils/opciones';
import {
  type ErroresPersona,
  entradaPersona,
  errorNumeroDocumento,
  type PersonaForm,
  personaFormDe,
  personaVacia,
  type TipoPersona,
  validarPersonaForm,
} from '../utils/persona-form';
import { NumeroConBusqueda } from './NumeroConBusqueda';
import { UbigeoSelect } from './UbigeoSelect';

export const NOMBRE_TIPO: Record<TipoPersona, { singular: string; plural: string }> = {
  cliente: { singular: 'cliente', plural: 'Clientes' },
  proveedor: { singular: 'proveedor', plural: 'Proveedores' },
};

/** Under the fields the server does not send back, in an edit. */

interface PersonaFormDialogProps {
  visible: boolean;
  tipo: TipoPersona;
  /** null: a new client or supplier. */
  persona: PersonaFieldsFragment | null;
  tiposDocumento: TiposDocumento;
  onHide: () => void;
  onGuardada: () => void;
}

/** 'Nuevo cliente' / 'Editar proveedor'...: every PersonaInput field; the number checked by document type. */
export function PersonaFormDialog(props: PersonaFormDialogProps) {
  const { visible, tipo, persona, onHide } = props;
  const nombre = NOMBRE_TIPO[tipo].singular;
  return (
    <Dialog
      header={persona ? `Editar ${nombre}` : `Nuevo ${nombre}`}
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      className="persona-dialog"
      style={{ width: 'min(52rem, 96vw)' }}
    >
      {visible && <PersonaFormulario key={persona?.id ?? 'nueva'} {...props} />}
    </Dialog>
  );
}

function PersonaFormulario({ tipo, persona, tiposDocumento, onHide, onGuardada }: PersonaFormDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState<PersonaForm>(() =>
    persona ? personaFormDe(persona) : personaVacia(tipo),
  );
  const [errores, setErrores] = useState<ErroresPersona>({});
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching: creando }, crear] = useMutation(createPersonaMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updatePersonaMutation);
  const { consultar, consultando } = useConsultaIdentidad();
  const [advertencia, setAdvertencia] = useState<string | null>(null);

  async function buscarDocumento(numero = form.numero) {
    const datos = await consultar(form.documento_id, numero);
    if (!datos) return;
    setAdvertencia(datos.advertencia ?? null);
    setForm((actual) => aplicarConsulta(actual, datos));
  }

  function set<K extends keyof PersonaForm>(campo: K, valor: PersonaForm[K]) {
    setForm((actual) => ({ ...actual, [campo]: valor }));
    setErrores((actuales) => {
      if (!actuales[campo]) return actuales;
      const { [campo]: _, ...resto } = actuales;
      return resto;
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrorServidor(null);
    const encontrados = validarPersonaForm(form);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      document.getElementById('persona-numero')?.focus();
      return;
    }
    const input = entradaPersona(tipo, form);
    const r = persona
      ? await actualizar({ id: persona.id, input }, MANUAL_ERRORS)
      : await crear({ input }, MANUAL_ERRORS);
    if (r.error) {
      const mensaje = mensajeError(r.error);
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return;
    }
    toast.success(
      persona ? 'Datos actualizados' : tipo === 'cliente' ? 'Cliente registrado' : 'Proveedor registrado',
    );
    onGuardada();
  }

  const opcionesDocumento = tiposDocumento.tipos.map((t) => ({ value: t.codigo, label: t.nombre }));
  const validarNumero = (numero: string) => {
    setErrores((e) => ({
      ...e,
      numero: numero ? errorNumeroDocumento(form.documento_id, numero) : undefined,
    }));
    // A new person is filled from SUNAT / RENIEC as soon as a valid number is typed.
    if (!persona && !form.razon_social && consultaPosible(form.documento_id, numero))
      void buscarDocumento(numero);
  };

  return (
    <form className="dialog-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-grid">
        <FormField id="persona-documento" label="Tipo de documento">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.documento_id}
              options={opcionesDocumento}
              loading={tiposDocumento.fetching}
              onChange={(event) => {
                if (typeof event.value !== 'string') return;
                set('documento_id', event.value);
                if (form.numero) {
                  const problema = errorNumeroDocumento(event.value, form.numero);
                  setErrores((e) => ({ ...e, numero: problema }));
                }
              }}
            />
          )}
        </FormField>
        <FormField id="persona-numero" label="Número de documento" error={errores.numero}>
          <NumeroConBusqueda
            value={form.numero}
            onChange={(v) => set('numero', v.trim())}
            onValidate={validarNumero}
            maxLength={15}
            upperCase
            autoFocus={!persona}
            onBuscar={() => void buscarDocumento()}
            puedeBuscar={consultaPosible(form.documento_id, form.numero) !== null}
            consultando={consultando}
          />
        </FormField>
        <FormField id="persona-razon-social" label="Razón social o nombre" className="form-grid__ancho">
          <TextInput
            value={form.razon_social}
            onChange={(v) => set('razon_social', v)}
            maxLength={250}
            upperCase
          />
        </FormField>
        <FormField id="persona-direccion" label="Dirección" className="form-grid__ancho">
          <TextInput value={form.direccion} onChange={(v) => set('direccion', v)} maxLength={300} />
        </FormField>
        <FormField id="persona-ubigeo" label="Ubigeo (distrito)" className="form-grid__ancho">
          {(control) => (
            <UbigeoSelect id={control.id} value={form.ubigeo} onChange={(option) => set('ubigeo', option)} />
          )}
        </FormField>
        <FormField id="persona-email" label="Correo electrónico">
          <TextInput
            type="email"
            value={form.email}
            onChange={(v) => set('email', v)}
            inputMode="email"
            autoComplete="off"
          />
        </FormField>
        <FormField id="persona-telefono" label="Teléfono">
          <TextInput
            value={form.telefono}
            onChange={(v) => set('telefono', v)}
            inputMode="tel"
            maxLength={20}
          />
        </FormField>
        <FormField id="persona-estado" label="Estado del contribuyente">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.estado}
              options={conValorActual(ESTADOS_CONTRIBUYENTE, form.estado)}
              placeholder="Seleccionar..."
              showClear
              onChange={(event) => set('estado', typeof event.value === 'string' ? event.value : null)}
            />
          )}
        </FormField>
        <FormField id="persona-condicion" label="Condición del domicilio">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.condicion}
              options={conValorActual(CONDICIONES_DOMICILIO, form.condicion)}
              placeholder="Seleccionar..."
              showClear
              onChange={(event) => set('condicion', typeof event.value === 'string' ? event.value : null)}
            />
          )}
        </FormField>
        <FormField id="persona-cuenta-detraccion" label="Cuenta de detracciones (Banco de la Nación)">
          <TextInput
            value={form.cuenta_detraccion}
            onChange={(v) => set('cuenta_detraccion', v)}
            maxLength={30}
            inputMode="numeric"
          />
        </FormField>
        <FormField id="persona-observacion" label="Observación" className="form-grid__ancho">
          {(control) => (
            <InputTextarea
              id={control.id}
              value={form.observacion}
              onChange={(event) => set('observacion', event.target.value)}
              rows={2}
              maxLength={500}
              autoResize
            />
          )}
        </FormField>
      </div>
      {advertencia && <Message severity="warn" text={advertencia} className="w-full" />}
      {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
      <div className="dialog-actions">
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
        <Button type="submit" label="Guardar" icon="pi pi-save" loading={creando || actualizando} />
      </div>
    </form>
  );
}
