import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { SiNoSwitch } from '../../../ui/SiNoSwitch';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { createLocalMutation, updateLocalMutation } from '../graphql/empresas';
import { entradaLocal, LOCAL_VACIO, type LocalForm, localFormDe } from '../utils/local-form';
import { ANCHOS_TICKET, CALCULOS_COMPROBANTE, DISENOS_PDF, FORMATOS_PDF } from '../utils/opciones';
import { UbigeoSelect } from './UbigeoSelect';

/** What the company detail knows of a local (the start of an edit). */
export type LocalEditable = { id: string; nombre_corto?: string | null; direccion?: string | null };

interface LocalFormDialogProps {
  visible: boolean;
  empresaId: string;
  /** null: a new local. */
  local: LocalEditable | null;
  onHide: () => void;
  onGuardado: () => void;
}

/** 'Nuevo local' / 'Editar local': every LocalInput field, the yes/no options as SI/NO switches. */
export function LocalFormDialog({ visible, empresaId, local, onHide, onGuardado }: LocalFormDialogProps) {
  return (
    <Dialog
      header={local ? 'Editar local' : 'Nuevo local'}
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      className="local-dialog"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      {visible && (
        <LocalFormulario
          key={local?.id ?? 'nuevo'}
          empresaId={empresaId}
          local={local}
          onHide={onHide}
          onGuardado={onGuardado}
        />
      )}
    </Dialog>
  );
}

interface SwitchCampoProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (valor: boolean) => void;
}

function SwitchCampo({ id, label, checked, onChange }: SwitchCampoProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <SiNoSwitch id={id} checked={checked} onChange={onChange} />
    </div>
  );
}

function LocalFormulario({ empresaId, local, onHide, onGuardado }: Omit<LocalFormDialogProps, 'visible'>) {
  const toast = useToast();
  const [form, setForm] = useState<LocalForm>(() => (local ? localFormDe(local) : LOCAL_VACIO));
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching: creando }, crear] = useMutation(createLocalMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateLocalMutation);

  function set<K extends keyof LocalForm>(campo: K, valor: LocalForm[K]) {
    setForm((actual) => ({ ...actual, [campo]: valor }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrorServidor(null);
    const input = entradaLocal(form);
    const r = local
      ? await actualizar({ id: local.id, input }, MANUAL_ERRORS)
      : await crear({ empresa_id: empresaId, input }, MANUAL_ERRORS);
    if (r.error) {
      const mensaje = mensajeError(r.error);
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return;
    }
    toast.success(local ? 'Local actualizado' : 'Local registrado con sus series iniciales');
    onGuardado();
  }

  const ticket = form.formato_pdf === 'TICKET';

  return (
    <form className="dialog-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-grid form-grid--3">
        <FormField id="local-codigo-establecimiento" label="Código de establecimiento SUNAT">
          <TextInput
            value={form.codigo_establecimiento}
            onChange={(v) => set('codigo_establecimiento', v.replace(/\D/g, ''))}
            maxLength={4}
            inputMode="numeric"
            placeholder="0001"
            autoFocus={!local}
          />
        </FormField>
        <FormField id="local-codigo-serie" label="Código de serie">
          <TextInput
            value={form.codigo_serie}
            onChange={(v) => set('codigo_serie', v.replace(/\D/g, ''))}
            maxLength={3}
            inputMode="numeric"
            placeholder="002"
          />
        </FormField>
        <FormField id="local-codigo-sunat" label="Código SUNAT (anexo)">
          <TextInput value={form.codigo_sunat} onChange={(v) => set('codigo_sunat', v)} maxLength={20} />
        </FormField>
        <FormField id="local-nombre-corto" label="Nombre del local">
          <TextInput
            value={form.nombre_corto}
            onChange={(v) => set('nombre_corto', v)}
            maxLength={100}
            upperCase
          />
        </FormField>
        <FormField id="local-descripcion" label="Descripción" className="form-grid__doble">
          <TextInput value={form.descripcion} onChange={(v) => set('descripcion', v)} />
        </FormField>
        <FormField id="local-direccion" label="Dirección" className="form-grid__ancho">
          <TextInput value={form.direccion} onChange={(v) => set('direccion', v)} maxLength={300} />
        </FormField>
        <FormField id="local-ubigeo" label="Ubigeo (distrito)" className="form-grid__doble">
          {(control) => (
            <UbigeoSelect id={control.id} value={form.ubigeo} onChange={(option) => set('ubigeo', option)} />
          )}
        </FormField>
        <FormField id="local-telefono" label="Teléfono">
          <TextInput
            value={form.telefono}
            onChange={(v) => set('telefono', v)}
            inputMode="tel"
            maxLength={20}
          />
        </FormField>
        <FormField id="local-correo" label="Correo electrónico" className="form-grid__doble">
          <TextInput
            type="email"
            value={form.correo}
            onChange={(v) => set('correo', v)}
            inputMode="email"
            autoComplete="off"
          />
        </FormField>
        <SwitchCampo
          id="local-enviar-xml"
          label="Enviar XML a SUNAT"
          checked={form.enviar_xml}
          onChange={(v) => set('enviar_xml', v)}
        />
        <SwitchCampo
          id="local-enviar-email"
          label="Enviar comprobante por correo"
          checked={form.enviar_email}
          onChange={(v) => set('enviar_email', v)}
        />
        <FormField id="local-formato-pdf" label="Formato de PDF">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.formato_pdf}
              options={[...FORMATOS_PDF]}
              onChange={(event) => {
                if (typeof event.value === 'string') set('formato_pdf', event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="local-diseno-pdf" label="Diseño de PDF">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.diseno_pdf}
              options={[...DISENOS_PDF]}
              onChange={(event) => {
                if (typeof event.value === 'string') set('diseno_pdf', event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="local-width-ticket" label="Ancho del ticket">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.width_ticket}
              options={[...ANCHOS_TICKET]}
              disabled={!ticket}
              onChange={(event) => {
                if (typeof event.value === 'number') set('width_ticket', event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="local-calculo" label="Base de cálculo del comprobante">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.calculo_comprobante}
              options={[...CALCULOS_COMPROBANTE]}
              onChange={(event) => {
                if (typeof event.value === 'string') set('calculo_comprobante', event.value);
              }}
            />
          )}
        </FormField>
        <SwitchCampo
          id="local-editar-precios"
          label="Permitir editar precios"
          checked={form.editar_precios}
          onChange={(v) => set('editar_precios', v)}
        />
        <SwitchCampo
          id="local-calcula-cantidad"
          label="Calcular por cantidad"
          checked={form.calcula_por_cantidad}
          onChange={(v) => set('calcula_por_cantidad', v)}
        />
        <SwitchCampo
          id="local-guias-kardex"
          label="Las guías de remisión mueven el kardex"
          checked={form.incluir_guias_kardex}
          onChange={(v) => set('incluir_guias_kardex', v)}
        />
        <SwitchCampo
          id="local-descuento-max"
          label="Descuento máximo"
          checked={form.descuento_max}
          onChange={(v) => set('descuento_max', v)}
        />
        <FormField id="local-valor-descuento" label="Monto de descuento máximo">
          <TextInput
            value={form.valor_desct_max}
            onChange={(v) => set('valor_desct_max', v.replace(/[^\d.]/g, ''))}
            inputMode="decimal"
            placeholder="0.00"
            maxLength={13}
            disabled={!form.descuento_max}
          />
        </FormField>
      </div>
      {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
      <div className="dialog-actions">
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
        <Button type="submit" label="Guardar" icon="pi pi-save" loading={creando || actualizando} />
      </div>
    </form>
  );
}
