import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FileDrop } from '../../../ui/FileDrop';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFechaLima } from '../../../ui/utils/fechas';
import { CredencialesGreCard } from '../../guias/components/CredencialesGreCard';
import {
  credencialesSunatQuery,
  guardarCredencialesSolMutation,
  subirCertificadoMutation,
  verificarCertificadoQuery,
} from '../graphql/empresas';
import { useGuardarCredencial } from '../hooks/use-guardar-credencial';
import { archivoABase64, CERTIFICADO_ACCEPT, CERTIFICADO_MAX_BYTES } from '../utils/base64';
import type { Verificacion } from '../utils/certificado';
import { CertificadoEstado } from './CertificadoEstado';
import { FormularioCredencial } from './FormularioCredencial';

interface CredencialesTabProps {
  empresaId: string;
  /** After a SOL user or certificate is saved. */
  onCambio?: () => void;
}

/**
 * The company's SUNAT credentials: the SOL user and password, the GRE API application of the guías de
 * remisión, and the digital certificate (.pfx/.p12 with its password) with its verification. Secrets are only sent, never shown: the server does not return them.
 */
export function CredencialesTab({ empresaId, onCambio }: CredencialesTabProps) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: credencialesSunatQuery,
    variables: { empresa_id: empresaId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const credenciales = data?.credencialesSunat;
  const loadError = mensajeError(error);
  const actualizar = () => {
    refetch({ requestPolicy: 'network-only' });
    onCambio?.();
  };

  return (
    <div className="credenciales">
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      {fetching && !credenciales && (
        <p role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Cargando credenciales...
        </p>
      )}
      {credenciales && (
        <>
          <ClaveSol
            key={credenciales.usuario_sol ?? ''}
            empresaId={empresaId}
            usuario={credenciales.usuario_sol ?? null}
            tienePassword={credenciales.tiene_password_sol}
            onGuardado={actualizar}
          />
          <CredencialesGreCard empresaId={empresaId} />
          <Certificado
            empresaId={empresaId}
            tieneCertificado={credenciales.tiene_certificado}
            sujeto={credenciales.certificado_sujeto ?? null}
            ruc={credenciales.certificado_ruc ?? null}
            vence={credenciales.certificado_vence ?? null}
            onSubido={actualizar}
          />
        </>
      )}
    </div>
  );
}

interface ClaveSolProps {
  empresaId: string;
  usuario: string | null;
  tienePassword: boolean;
  onGuardado: () => void;
}

function ClaveSol({ empresaId, usuario, tienePassword, onGuardado }: ClaveSolProps) {
  const [usuarioSol, setUsuarioSol] = useState(usuario ?? '');
  const [password, setPassword] = useState('');
  const { guardar, guardando, errorServidor } = useGuardarCredencial(
    guardarCredencialesSolMutation,
    'Credenciales SOL guardadas',
  );

  async function onGuardar() {
    const ok = await guardar({
      empresa_id: empresaId,
      usuario_sol: usuarioSol.trim(),
      password_sol: password,
    });
    if (!ok) return;
    setPassword('');
    onGuardado();
  }

  return (
    <FormularioCredencial
      titulo="Clave SOL"
      className="credenciales__sol"
      descripcion="Usuario secundario SOL con el que se envían los comprobantes y se consultan los servicios de SUNAT."
      registrada={tienePassword}
      etiquetas={{ si: 'Clave SOL registrada', no: 'Sin clave SOL' }}
      etiquetaGuardar="Guardar credenciales SOL"
      guardando={guardando}
      deshabilitado={!usuarioSol.trim() || !password}
      errorServidor={errorServidor}
      onGuardar={() => void onGuardar()}
    >
      <FormField id="sol-usuario" label="Usuario SOL">
        <TextInput
          value={usuarioSol}
          onChange={setUsuarioSol}
          maxLength={8}
          upperCase
          autoComplete="off"
          placeholder="MODDATOS"
        />
      </FormField>
      <FormField id="sol-password" label={tienePassword ? 'Nueva clave SOL' : 'Clave SOL'}>
        <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
      </FormField>
    </FormularioCredencial>
  );
}

interface CertificadoProps {
  empresaId: string;
  tieneCertificado: boolean;
  sujeto: string | null;
  ruc: string | null;
  vence: string | null;
  onSubido: () => void;
}

function Certificado({ empresaId, tieneCertificado, sujeto, ruc, vence, onSubido }: CertificadoProps) {
  const client = useClient();
  const toast = useToast();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [zona, setZona] = useState(0);
  const [password, setPassword] = useState('');
  const [verificacion, setVerificacion] = useState<Verificacion | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [verificando, setVerificando] = useState(false);
  const [{ fetching: subiendo }, subir] = useMutation(subirCertificadoMutation);

  async function onSubir(event: FormEvent) {
    event.preventDefault();
    if (!archivo) return;
    setErrorServidor(null);
    const pfx = await archivoABase64(archivo);
    const r = await subir({ empresa_id: empresaId, pfx_base64: pfx, password }, MANUAL_ERRORS);
    if (r.error || !r.data) {
      const mensaje = mensajeError(r.error);
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return;
    }
    setVerificacion(r.data.subirCertificado);
    setArchivo(null);
    setPassword('');
    setZona((n) => n + 1);
    toast.success('Certificado guardado');
    onSubido();
  }

  async function onVerificar() {
    setErrorServidor(null);
    setVerificando(true);
    const r = await client
      .query(
        verificarCertificadoQuery,
        { empresa_id: empresaId },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    setVerificando(false);
    if (r.error || !r.data) {
      const mensaje = mensajeError(r.error);
      if (mensaje) toast.error(mensaje);
      return;
    }
    setVerificacion(r.data.verificarCertificado);
  }

  return (
    <Card title="Certificado digital" className="page__card credenciales__certificado">
      {tieneCertificado ? (
        <dl className="certificado-guardado">
          <dt>Sujeto</dt>
          <dd>{sujeto ?? '—'}</dd>
          <dt>RUC del certificado</dt>
          <dd>{ruc ?? '—'}</dd>
          <dt>Vence</dt>
          <dd>{formatFechaLima(vence) || '—'}</dd>
        </dl>
      ) : (
        <Message severity="warn" text="La empresa no tiene certificado" className="w-full" />
      )}
      <div className="page__actions page__actions--start">
        <Button
          type="button"
          label="Verificar certificado"
          icon="pi pi-verified"
          outlined
          loading={verificando}
          onClick={() => void onVerificar()}
        />
      </div>
      {verificacion && <CertificadoEstado verificacion={verificacion} />}

      <form className="certificado-form" onSubmit={(event) => void onSubir(event)} noValidate>
        <h3 className="serie-form__titulo">
          {tieneCertificado ? 'Reemplazar certificado' : 'Subir certificado'}
        </h3>
        <FileDrop
          key={zona}
          id="certificado-archivo"
          accept={CERTIFICADO_ACCEPT}
          maxSize={CERTIFICADO_MAX_BYTES}
          pasteAnywhere={false}
          hint="Arrastre o haga clic para seleccionar el certificado (.pfx o .p12)"
          onFile={setArchivo}
        />
        <FormField id="certificado-password" label="Contraseña del certificado">
          <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
        </FormField>
        {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
        <div className="dialog-actions">
          <Button
            type="submit"
            label="Subir certificado"
            icon="pi pi-upload"
            loading={subiendo}
            disabled={!archivo || !password}
          />
        </div>
      </form>
    </Card>
  );
}
