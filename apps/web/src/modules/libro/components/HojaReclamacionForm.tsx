import {
  type ErroresReclamo,
  esEmailValido,
  LIMITES_RECLAMO,
  MENSAJES_RECLAMO,
  validarReclamo,
} from '@kipu/peru';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useCallback, useRef, useState } from 'react';
import { useClient, useMutation } from 'urql';
import type { ReclamoInput } from '../../../gql/graphql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import type { CaptchaConfig } from '../../../ui/brand/use-brand';
import { FileDrop } from '../../../ui/FileDrop';
import { FormField, fieldErrorId } from '../../../ui/FormField';
import { SelectBuscar, type SelectOption } from '../../../ui/SelectBuscar';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { AltchaCaptcha, type CaptchaState, INITIAL_CAPTCHA } from '../../auth/components/AltchaCaptcha';
import { altchaChallengeUrl, captchaAnswer, esEsperaDeCaptcha } from '../../auth/utils/captcha';
import {
  createPdfReclamationMutation,
  createReclamationMutation,
  getGmailQuery,
  ubigeoByParamQuery,
} from '../graphql/libro';
import { useTiposDocumento } from '../hooks/use-tipos-documento';
import { DEFINICIONES_TIPO } from '../utils/mensajes';
import { ADJUNTO_ACCEPT, ADJUNTO_MAX_BYTES, subirImagen } from '../utils/subir-imagen';
import { FirmaCanvas } from './FirmaCanvas';
import { OpcionesRadio } from './OpcionesRadio';
import { VisorPdf } from './VisorPdf';

interface Formulario {
  namefull: string;
  ciudad: SelectOption | null;
  address: string;
  email: string;
  phone: string;
  opcion0: string;
  nro: string;
  opcion1: string;
  option2: string;
  description: string;
  firma: string;
}

const VACIO: Formulario = {
  namefull: '',
  ciudad: null,
  address: '',
  email: '',
  phone: '',
  opcion0: '',
  nro: '',
  opcion1: '',
  option2: '',
  description: '',
  firma: '',
};

/** The form's fields and the validation key each one answers to. */
type Campo = Exclude<keyof Formulario, 'ciudad'> | 'ubicate';

interface Adjunto {
  /** Path the server gave the image (sent as `archivos`). */
  ruta: string;
  nombre: string;
}

const OPCIONES_BIEN = [
  { value: 'PRODUCTO', label: 'PRODUCTO' },
  { value: 'SERVICIO', label: 'SERVICIO' },
] as const;

const OPCIONES_TIPO = [
  { value: 'RECLAMO', label: 'RECLAMO', detalle: DEFINICIONES_TIPO.RECLAMO },
  { value: 'QUEJA', label: 'QUEJA', detalle: DEFINICIONES_TIPO.QUEJA },
] as const;

/** The fields in the order the form shows them, with the element that takes the focus. */
const ORDEN_CAMPOS: readonly [keyof ErroresReclamo, string][] = [
  ['namefull', 'namefull'],
  ['ubicate', 'ubicate'],
  ['address', 'address'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['opcion0', 'opcion0'],
  ['nro', 'nro'],
  ['opcion1', 'opcion1-PRODUCTO'],
  ['option2', 'option2-RECLAMO'],
  ['description', 'description'],
  ['firma', 'firma'],
];

/** Puts the focus on the first field with a message. */
function enfocarPrimerError(errores: ErroresReclamo) {
  const primero = ORDEN_CAMPOS.find(([campo]) => errores[campo]);
  if (primero) document.getElementById(primero[1])?.focus();
}

/** The GraphQL input of the form (what validarReclamo checks, plus the attachment). */
function entradaDe(f: Formulario, adjunto: Adjunto | null): ReclamoInput {
  return {
    namefull: f.namefull.trim(),
    ubicate: f.ciudad?.value ?? '',
    address: f.address.trim(),
    email: f.email.trim(),
    phone: f.phone.trim(),
    description: f.description.trim(),
    nro: f.nro.trim(),
    opcion0: f.opcion0,
    opcion1: f.opcion1,
    option2: f.option2,
    firma: f.firma,
    archivos: adjunto?.ruta ?? null,
  };
}

interface HojaReclamacionFormProps {
  captchaConfig: CaptchaConfig | null;
  loadingConfig: boolean;
  /** The complaint was filed under this code. */
  onEnviado: (codigo: string) => void;
}

/**
 * The hoja de reclamación (spec 01 §4, §5): CONTINUAR validates with the server's own rules, checks that
 * the e-mail is a user's and shows the PDF preview; Modificar goes back to the (kept) data, Enviar files it.
 */
export function HojaReclamacionForm({ captchaConfig, loadingConfig, onEnviado }: HojaReclamacionFormProps) {
  const client = useClient();
  const toast = useToast();
  const tiposDocumento = useTiposDocumento();
  const [form, setForm] = useState<Formulario>(VACIO);
  const [errores, setErrores] = useState<ErroresReclamo>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [adjunto, setAdjunto] = useState<Adjunto | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [errorAdjunto, setErrorAdjunto] = useState<string | null>(null);
  /** Remounts the drop zone so it forgets a rejected or removed file. */
  const [zonaAdjunto, setZonaAdjunto] = useState(0);
  const [ciudades, setCiudades] = useState<SelectOption[]>([]);
  const [buscandoCiudad, setBuscandoCiudad] = useState(false);
  const busqueda = useRef(0);
  const [procesando, setProcesando] = useState(false);
  // Whether the e-mail typed belongs to a platform user (null: not asked yet): said before the rest is
  // filled, since spec 01 only lets users file a complaint.
  const [correoUsuario, setCorreoUsuario] = useState<boolean | null>(null);
  /** The previewed hoja: its PDF and the exact input it was made from. */
  const [vista, setVista] = useState<{ pdf: string; entrada: ReclamoInput } | null>(null);
  const [avisoEnvio, setAvisoEnvio] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaState>(INITIAL_CAPTCHA);
  const [captchaKey, setCaptchaKey] = useState(0);
  const onCaptchaChange = useCallback((state: CaptchaState) => {
    setCaptcha(state);
    // Solved now: a "not verified yet" notice is stale.
    if (state.status === 'verified') setAvisoEnvio((a) => (esEsperaDeCaptcha(a) ? null : a));
  }, []);
  const [{ fetching: creandoPdf }, crearPdf] = useMutation(createPdfReclamationMutation);
  const [{ fetching: enviando }, crearReclamo] = useMutation(createReclamationMutation);
  const altchaUrl = altchaChallengeUrl(captchaConfig);

  function set<K extends keyof Formulario>(campo: K, valor: Formulario[K]) {
    setForm((actual) => ({ ...actual, [campo]: valor }));
    const clave: Campo = campo === 'ciudad' ? 'ubicate' : (campo as Campo);
    setErrores((actuales) => {
      if (!actuales[clave]) return actuales;
      const { [clave]: _, ...resto } = actuales;
      return resto;
    });
  }

  async function buscarCiudad(texto: string) {
    const turno = ++busqueda.current;
    if (texto.trim().length < 2) {
      setBuscandoCiudad(false);
      setCiudades([]);
      return;
    }
    setBuscandoCiudad(true);
    const result = await client
      .query(ubigeoByParamQuery, { param: texto }, { ...PUBLIC_OPERATION, requestPolicy: 'network-only' })
      .toPromise();
    if (turno !== busqueda.current) return;
    setBuscandoCiudad(false);
    if (result.error) toast.error(errorMessage(result.error));
    setCiudades((result.data?.ubigeoByParam ?? []).map((u) => ({ value: u.value, label: u.label })));
  }

  async function onArchivo(archivo: File) {
    setErrorAdjunto(null);
    setSubiendo(true);
    const resultado = await subirImagen(archivo);
    setSubiendo(false);
    if ('error' in resultado) {
      setAdjunto(null);
      setZonaAdjunto((n) => n + 1);
      setErrorAdjunto(resultado.error);
      toast.error(resultado.error);
      return;
    }
    setAdjunto({ ruta: resultado.name, nombre: archivo.name });
  }

  function fallar(mensaje: string) {
    setAviso(mensaje);
    toast.error(mensaje);
  }

  async function comprobarCorreo(email: string) {
    const limpio = email.trim();
    if (!esEmailValido(limpio)) return;
    const r = await client
      .query(getGmailQuery, { email: limpio }, { ...PUBLIC_OPERATION, requestPolicy: 'network-only' })
      .toPromise();
    if (!r.error) setCorreoUsuario(Boolean(r.data?.getGmail));
  }

  async function continuar() {
    if (procesando) return;
    const entrada = entradaDe(form, adjunto);
    const encontrados = validarReclamo(entrada);
    setErrores(encontrados);
    setAviso(null);
    if (Object.keys(encontrados).length > 0) {
      toast.warn(MENSAJES_RECLAMO.incompleto);
      enfocarPrimerError(encontrados);
      return;
    }
    setProcesando(true);
    try {
      const usuario = await client
        .query(
          getGmailQuery,
          { email: entrada.email },
          { ...PUBLIC_OPERATION, requestPolicy: 'network-only' },
        )
        .toPromise();
      if (usuario.error) return fallar(errorMessage(usuario.error));
      if (!usuario.data?.getGmail) return fallar(MENSAJES_RECLAMO.noUsuario);
      const result = await crearPdf({ input: entrada }, PUBLIC_OPERATION);
      if (result.error) return fallar(errorMessage(result.error));
      const pdf = result.data?.createPdfReclamation;
      if (!pdf) return fallar('No se pudo generar la hoja de reclamación, intente nuevamente');
      setAvisoEnvio(null);
      setVista({ pdf, entrada });
    } finally {
      setProcesando(false);
    }
  }

  async function enviar() {
    if (!vista || enviando) return;
    setAvisoEnvio(null);
    const answer = captchaAnswer(captchaConfig, loadingConfig, captcha);
    if ('error' in answer) {
      setAvisoEnvio(answer.error);
      toast.error(answer.error);
      return;
    }
    const result = await crearReclamo(
      { input: vista.entrada, pdf: vista.pdf, captcha: answer.token },
      PUBLIC_OPERATION,
    );
    if (answer.token) {
      // A solved challenge is accepted once.
      setCaptcha(INITIAL_CAPTCHA);
      setCaptchaKey((k) => k + 1);
    }
    const registrado = result.data?.createReclamation;
    if (result.error || !registrado) {
      const mensaje = result.error ? errorMessage(result.error) : 'No se pudo registrar el reclamo';
      setAvisoEnvio(mensaje);
      toast.error(mensaje);
      return;
    }
    toast.success('Reclamo Enviado');
    onEnviado(registrado.codigo);
  }

  const ocupado = procesando || creandoPdf;

  return (
    <form
      className="libro-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void continuar();
      }}
    >
      <section className="libro-form__seccion">
        <h2 className="libro-form__titulo">1. Identificación del consumidor reclamante</h2>
        <div className="libro-form__grid">
          <p className="libro-form__ancho page__hint">
            Solo los usuarios de la plataforma pueden registrar un reclamo: empiece por el correo con el que
            se registró.
          </p>
          <FormField
            id="email"
            label="Correo"
            error={errores.email ?? (correoUsuario === false ? MENSAJES_RECLAMO.noUsuario : undefined)}
          >
            <TextInput
              type="email"
              value={form.email}
              onChange={(v) => {
                set('email', v);
                setCorreoUsuario(null);
              }}
              onValidate={(v) => void comprobarCorreo(v)}
              maxLength={LIMITES_RECLAMO.email}
              autoComplete="email"
              inputMode="email"
            />
          </FormField>
          <FormField
            id="namefull"
            label="Nombres y Apellidos"
            error={errores.namefull}
            className="libro-form__ancho"
          >
            <TextInput
              value={form.namefull}
              onChange={(v) => set('namefull', v)}
              maxLength={LIMITES_RECLAMO.namefull}
              autoComplete="name"
            />
          </FormField>
          <FormField id="ubicate" label="Ciudad" error={errores.ubicate}>
            <SelectBuscar
              value={form.ciudad}
              onChange={(option) => set('ciudad', option)}
              options={ciudades}
              onSearch={(texto) => void buscarCiudad(texto)}
              loading={buscandoCiudad}
              placeholder="Escriba su distrito o provincia"
            />
          </FormField>
          <FormField id="address" label="Dirección" error={errores.address}>
            <TextInput
              value={form.address}
              onChange={(v) => set('address', v)}
              maxLength={LIMITES_RECLAMO.address}
              autoComplete="street-address"
            />
          </FormField>
          <FormField id="phone" label="Celular" error={errores.phone}>
            <TextInput
              type="tel"
              value={form.phone}
              onChange={(v) => set('phone', v)}
              maxLength={LIMITES_RECLAMO.phone}
              autoComplete="tel"
              inputMode="tel"
              placeholder="9XXXXXXXX"
            />
          </FormField>
          <FormField id="opcion0" label="Tipo de documento" error={errores.opcion0}>
            {(control) => (
              <Dropdown
                inputId={control.id}
                value={form.opcion0 || null}
                options={[...tiposDocumento.tipos]}
                optionLabel="nombre"
                optionValue="codigo"
                placeholder="Seleccionar..."
                emptyMessage="Sin opciones..."
                loading={tiposDocumento.fetching}
                invalid={control.invalid}
                aria-describedby={control['aria-describedby']}
                onChange={(event) => set('opcion0', typeof event.value === 'string' ? event.value : '')}
              />
            )}
          </FormField>
          <FormField id="nro" label="Número de documento" error={errores.nro}>
            <TextInput
              value={form.nro}
              onChange={(v) => set('nro', v)}
              maxLength={LIMITES_RECLAMO.nro}
              upperCase
            />
          </FormField>
        </div>
      </section>

      <section className="libro-form__seccion">
        <h2 className="libro-form__titulo">2. Identificación del bien contratado</h2>
        <OpcionesRadio
          name="opcion1"
          legend="Tipo de bien"
          options={OPCIONES_BIEN}
          value={form.opcion1}
          onChange={(v) => set('opcion1', v)}
          error={errores.opcion1}
        />
      </section>

      <section className="libro-form__seccion">
        <h2 className="libro-form__titulo">3. Detalle de la reclamación</h2>
        <OpcionesRadio
          name="option2"
          legend="Tipo de solicitud"
          options={OPCIONES_TIPO}
          value={form.option2}
          onChange={(v) => set('option2', v)}
          error={errores.option2}
        />
        <FormField id="description" label="Descripción" error={errores.description}>
          {(control) => (
            <InputTextarea
              id={control.id}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
              rows={5}
              maxLength={LIMITES_RECLAMO.description}
              invalid={control.invalid}
              aria-describedby={control['aria-describedby']}
              placeholder="Describa con detalle lo sucedido y lo que solicita"
            />
          )}
        </FormField>
        <div className="libro-form__grid">
          <div className="field">
            <span className="field__label">Firma</span>
            <FirmaCanvas
              value={form.firma}
              onChange={(firma) => set('firma', firma)}
              invalid={Boolean(errores.firma)}
              aria-describedby={errores.firma ? fieldErrorId('firma') : undefined}
            />
            {errores.firma && (
              <small id={fieldErrorId('firma')} className="field-error" role="alert">
                {errores.firma}
              </small>
            )}
          </div>
          <div className="field">
            <span className="field__label">Imagen adjunta (opcional)</span>
            <FileDrop
              key={zonaAdjunto}
              id="archivos"
              accept={ADJUNTO_ACCEPT}
              maxSize={ADJUNTO_MAX_BYTES}
              disabled={subiendo}
              hint="Arrastre, pegue o haga clic para adjuntar una imagen (PNG, JPG, WEBP o GIF; máximo 5 MB)"
              onFile={(archivo) => void onArchivo(archivo)}
            />
            {subiendo && (
              <span className="libro-form__nota" role="status">
                <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Subiendo imagen...
              </span>
            )}
            {errorAdjunto && (
              <small className="field-error" role="alert">
                {errorAdjunto}
              </small>
            )}
            {adjunto && (
              <span className="libro-form__adjunto">
                <i className="pi pi-image" aria-hidden="true" /> {adjunto.nombre}
                <Button
                  type="button"
                  label="Quitar"
                  icon="pi pi-times"
                  size="small"
                  severity="secondary"
                  text
                  onClick={() => {
                    setAdjunto(null);
                    setZonaAdjunto((n) => n + 1);
                  }}
                />
              </span>
            )}
          </div>
        </div>
      </section>

      {aviso && <Message className="auth-form__notice" severity="error" text={aviso} />}
      <Button
        type="submit"
        label="CONTINUAR"
        icon="pi pi-arrow-right"
        iconPos="right"
        loading={ocupado}
        disabled={subiendo}
        className="auth-form__submit"
      />

      <Dialog
        header="Vista previa de la hoja de reclamación"
        visible={vista !== null}
        onHide={() => setVista(null)}
        modal
        draggable={false}
        style={{ width: 'min(60rem, 96vw)' }}
        footer={
          <div className="libro-vista__pie">
            {vista && altchaUrl && (
              <AltchaCaptcha key={captchaKey} challengeUrl={altchaUrl} onStateChange={onCaptchaChange} />
            )}
            {avisoEnvio && <Message className="w-full" severity="error" text={avisoEnvio} />}
            <div className="dialog-actions">
              <Button
                type="button"
                label="Modificar"
                icon="pi pi-pencil"
                severity="secondary"
                outlined
                disabled={enviando}
                onClick={() => setVista(null)}
              />
              <Button
                type="button"
                label="Enviar"
                icon="pi pi-send"
                loading={enviando}
                onClick={() => void enviar()}
              />
            </div>
          </div>
        }
      >
        {vista && (
          <div className="libro-vista">
            <p className="page__hint">
              Revise la hoja. Para corregir algún dato use Modificar; para presentarla, Enviar.
            </p>
            <VisorPdf ruta={vista.pdf} titulo="Vista previa de la hoja de reclamación" />
          </div>
        )}
      </Dialog>
    </form>
  );
}
