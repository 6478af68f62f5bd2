import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSiNo } from '../../../ui/CampoSiNo';
import { FileDrop } from '../../../ui/FileDrop';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { useTiposDocumento } from '../../libro/hooks/use-tipos-documento';
import { ADJUNTO_ACCEPT, ADJUNTO_MAX_BYTES, subirImagen, urlAlmacen } from '../../libro/utils/subir-imagen';
import { createEmpresaMutation, empresaDetalleQuery, updateEmpresaMutation } from '../graphql/empresas';
import { useConsultaIdentidad } from '../hooks/use-consulta-identidad';
import { aplicarConsulta, consultaPosible, conValorActual } from '../utils/consulta-identidad';
import {
  admiteIgvReducido,
  EMPRESA_VACIA,
  type EmpresaForm,
  type ErroresEmpresa,
  empresaFormDe,
  entradaEmpresa,
  errorRuc,
  validarEmpresaForm,
} from '../utils/empresa-form';
import {
  CONDICIONES_DOMICILIO,
  DOCUMENTO_DNI,
  DOCUMENTO_RUC,
  ESTADOS_CONTRIBUYENTE,
  REGIMENES_PLANILLA,
  RUBROS,
} from '../utils/opciones';
import { NumeroConBusqueda } from './NumeroConBusqueda';
import { UbigeoSelect } from './UbigeoSelect';

/** What the company list knows of a company (the start of an edit). */
export type EmpresaEditable = {
  id: string;
  ruc: string;
  razon_social: string;
  direccion?: string | null;
  regimen_planilla?: string | null;
};

interface EmpresaFormDialogProps {
  visible: boolean;
  /** null: a new company. */
  empresa: EmpresaEditable | null;
  onHide: () => void;
  onGuardada: (id: string) => void;
}

/** 'Nueva empresa' / 'Editar empresa': every EmpresaInput field; the RUC is checked before sending. */
export function EmpresaFormDialog({ visible, empresa, onHide, onGuardada }: EmpresaFormDialogProps) {
  return (
    <Dialog
      header={empresa ? 'Editar empresa' : 'Nueva empresa'}
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      className="empresa-dialog"
      style={{ width: 'min(60rem, 96vw)' }}
    >
      {visible &&
        (empresa ? (
          <EmpresaConDatos key={empresa.id} empresa={empresa} onHide={onHide} onGuardada={onGuardada} />
        ) : (
          <EmpresaFormulario
            key="nueva"
            empresa={null}
            inicial={EMPRESA_VACIA}
            onHide={onHide}
            onGuardada={onGuardada}
          />
        ))}
    </Dialog>
  );
}

/** Editing starts from the company's full data, so no field is overwritten with a blank. */
function EmpresaConDatos({
  empresa,
  onHide,
  onGuardada,
}: Omit<EmpresaFormDialogProps, 'visible'> & { empresa: EmpresaEditable }) {
  const [{ data, error }] = useQuery({ query: empresaDetalleQuery, variables: { id: empresa.id } });
  if (error)
    return (
      <Message severity="error" text={error.graphQLErrors[0]?.message ?? error.message} className="w-full" />
    );
  if (!data) return <p>Cargando los datos de la empresa...</p>;
  return (
    <EmpresaFormulario
      empresa={empresa}
      inicial={empresaFormDe(data.empresa)}
      onHide={onHide}
      onGuardada={onGuardada}
    />
  );
}

function EmpresaFormulario({
  empresa,
  inicial,
  onHide,
  onGuardada,
}: Omit<EmpresaFormDialogProps, 'visible'> & { inicial: EmpresaForm }) {
  const toast = useToast();
  const tiposDocumento = useTiposDocumento();
  const [form, setForm] = useState<EmpresaForm>(inicial);
  const [errores, setErrores] = useState<ErroresEmpresa>({});
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [subiendoLogo, setSubiendoLogo] = useState(false);
  const [{ fetching: creando }, crear] = useMutation(createEmpresaMutation);
  const [{ fetching: actualizando }, actualizar] = useMutation(updateEmpresaMutation);
  const guardando = creando || actualizando;
  const { consultar, consultando } = useConsultaIdentidad();
  const [advertencia, setAdvertencia] = useState<string | null>(null);

  /** Fills the company from its RUC record (razón social, address, ubigeo, state, condition). */
  async function buscarRuc(ruc = form.ruc) {
    const datos = await consultar(DOCUMENTO_RUC, ruc);
    if (!datos) return;
    setAdvertencia(datos.advertencia ?? null);
    setForm((actual) => aplicarConsulta(actual, datos));
  }

  /** The representative's name from RENIEC when the field is still empty. */
  async function buscarRepresentante(dni: string) {
    if (form.representante.trim()) return;
    const datos = await consultar(DOCUMENTO_DNI, dni);
    if (datos) set('representante', datos.razon_social);
  }

  function set<K extends keyof EmpresaForm>(campo: K, valor: EmpresaForm[K]) {
    setForm((actual) => ({ ...actual, [campo]: valor }));
    setErrores((actuales) => {
      if (!actuales[campo]) return actuales;
      const { [campo]: _, ...resto } = actuales;
      return resto;
    });
  }

  async function onLogo(archivo: File) {
    setSubiendoLogo(true);
    const r = await subirImagen(archivo, 'logo');
    setSubiendoLogo(false);
    if ('error' in r) {
      toast.error(r.error);
      return;
    }
    set('logo', r.name);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrorServidor(null);
    const encontrados = validarEmpresaForm(form);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      document.getElementById(encontrados.ruc ? 'empresa-ruc' : 'empresa-dni')?.focus();
      return;
    }
    const input = entradaEmpresa(form);
    const r = empresa
      ? await actualizar({ id: empresa.id, input }, MANUAL_ERRORS)
      : await crear({ input }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (r.error) {
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return;
    }
    const id = r.data && 'createEmpresa' in r.data ? r.data.createEmpresa.id : empresa?.id;
    toast.success(empresa ? 'Empresa actualizada' : 'Empresa registrada');
    if (id) onGuardada(id);
  }

  const opcionesDocumento = tiposDocumento.tipos.map((t) => ({ value: t.codigo, label: t.nombre }));

  return (
    <form className="dialog-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="form-grid">
        <FormField id="empresa-ruc" label="RUC" error={errores.ruc}>
          <NumeroConBusqueda
            value={form.ruc}
            onChange={(v) => set('ruc', v.replace(/\D/g, ''))}
            maxLength={11}
            inputMode="numeric"
            autoFocus={!empresa}
            onValidate={(v) => {
              setErrores((e) => ({ ...e, ruc: v ? errorRuc(v) : undefined }));
              if (!empresa && !form.razon_social && consultaPosible(DOCUMENTO_RUC, v)) void buscarRuc(v);
            }}
            onBuscar={() => void buscarRuc()}
            puedeBuscar={consultaPosible(DOCUMENTO_RUC, form.ruc) !== null}
            consultando={consultando}
          />
        </FormField>
        <FormField id="empresa-documento" label="Tipo de documento">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.documento_id}
              options={opcionesDocumento}
              loading={tiposDocumento.fetching}
              onChange={(event) => {
                if (typeof event.value === 'string') set('documento_id', event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="empresa-razon-social" label="Razón social" className="form-grid__ancho">
          <TextInput
            value={form.razon_social}
            onChange={(v) => set('razon_social', v)}
            maxLength={200}
            upperCase
          />
        </FormField>
        <FormField id="empresa-nombre-comercial" label="Nombre comercial" className="form-grid__ancho">
          <TextInput
            value={form.nombre_comercial}
            onChange={(v) => set('nombre_comercial', v)}
            maxLength={200}
          />
        </FormField>
        <FormField id="empresa-direccion" label="Dirección fiscal" className="form-grid__ancho">
          <TextInput value={form.direccion} onChange={(v) => set('direccion', v)} maxLength={300} />
        </FormField>
        <FormField id="empresa-ubigeo" label="Ubigeo (distrito)" className="form-grid__ancho">
          {(control) => (
            <UbigeoSelect id={control.id} value={form.ubigeo} onChange={(option) => set('ubigeo', option)} />
          )}
        </FormField>
        <FormField id="empresa-estado" label="Estado del contribuyente">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.estado}
              options={conValorActual(ESTADOS_CONTRIBUYENTE, form.estado)}
              onChange={(event) => {
                if (typeof event.value === 'string') set('estado', event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="empresa-condicion" label="Condición del domicilio">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.condicion}
              options={conValorActual(CONDICIONES_DOMICILIO, form.condicion)}
              onChange={(event) => {
                if (typeof event.value === 'string') set('condicion', event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="empresa-email" label="Correo electrónico">
          <TextInput
            type="email"
            value={form.email}
            onChange={(v) => set('email', v)}
            autoComplete="off"
            inputMode="email"
          />
        </FormField>
        <FormField id="empresa-telefono" label="Teléfono">
          <TextInput
            value={form.telefono}
            onChange={(v) => set('telefono', v)}
            inputMode="tel"
            maxLength={20}
          />
        </FormField>
        <FormField id="empresa-representante" label="Representante legal">
          <TextInput value={form.representante} onChange={(v) => set('representante', v)} />
        </FormField>
        <FormField id="empresa-dni" label="DNI del representante" error={errores.dni}>
          <TextInput
            value={form.dni}
            onChange={(v) => set('dni', v.replace(/\D/g, ''))}
            onValidate={(v) => {
              if (consultaPosible(DOCUMENTO_DNI, v)) void buscarRepresentante(v);
            }}
            maxLength={8}
            inputMode="numeric"
          />
        </FormField>
        <FormField id="empresa-rubro" label="Rubro">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.rubro}
              options={[...RUBROS]}
              placeholder="Seleccionar..."
              showClear
              onChange={(event) => {
                const rubro = typeof event.value === 'string' ? event.value : null;
                set('rubro', rubro);
                // A restaurant or hotel usually takes the reduced rate: offered on, the owner may turn it off.
                set('igv_reducido', admiteIgvReducido(rubro));
              }}
            />
          )}
        </FormField>
        {admiteIgvReducido(form.rubro) && (
          <CampoSiNo
            id="empresa-igv-reducido"
            label="IGV reducido MYPE (Ley 31556)"
            checked={form.igv_reducido}
            onChange={(v) => set('igv_reducido', v)}
          />
        )}
        <FormField id="empresa-regimen" label="Régimen de planilla">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={form.regimen_planilla}
              options={[...REGIMENES_PLANILLA]}
              placeholder="Seleccionar..."
              showClear
              onChange={(event) =>
                set('regimen_planilla', typeof event.value === 'string' ? event.value : null)
              }
            />
          )}
        </FormField>
        <div className="field form-grid__ancho">
          <span className="field__label">Logo</span>
          <div className="empresa-logo">
            {form.logo && (
              <>
                <img src={urlAlmacen(form.logo)} alt="Logo de la empresa" className="empresa-logo__imagen" />
                <Button
                  type="button"
                  label="Quitar logo"
                  icon="pi pi-times"
                  size="small"
                  text
                  severity="secondary"
                  onClick={() => set('logo', null)}
                />
              </>
            )}
            <FileDrop
              id="empresa-logo"
              accept={ADJUNTO_ACCEPT}
              maxSize={ADJUNTO_MAX_BYTES}
              pasteAnywhere={false}
              disabled={subiendoLogo}
              onFile={(archivo) => void onLogo(archivo)}
            />
          </div>
        </div>
      </div>
      {advertencia && <Message severity="warn" text={advertencia} className="w-full" />}
      {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
      <div className="dialog-actions">
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
        <Button type="submit" label="Guardar" icon="pi pi-save" loading={guardando} disabled={subiendoLogo} />
      </div>
    </form>
  );
}
