import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from 'urql';
import type { FilterReclamationQuery, SearchReclamationQuery } from '../../../gql/graphql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { formatFecha } from '../../../ui/utils/fechas';
import { PublicLayout } from '../../auth/components/PublicLayout';
import { filterReclamationQuery, searchReclamationQuery } from '../graphql/libro';
import { estadoActual } from '../utils/estados';
import { ETIQUETAS_BIEN, ETIQUETAS_TIPO, MSG_LIBRO } from '../utils/mensajes';
import { SeguimientoTimeline } from './SeguimientoTimeline';

type Resumen = NonNullable<FilterReclamationQuery['filterReclamation']>;
type Entradas = SearchReclamationQuery['searchReclamation'];

interface Errores {
  nro?: string;
  phone?: string;
}

/** /libro-search (public): a complaint's state by document number and mobile phone (both required). */
export function LibroSearchPage() {
  const { brand } = useBrand('Seguimiento de reclamos');
  const client = useClient();
  const toast = useToast();
  const [nro, setNro] = useState('');
  const [phone, setPhone] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [aviso, setAviso] = useState<{ severity: 'warn' | 'error'; text: string } | null>(null);
  const [buscando, setBuscando] = useState(false);
  const [encontrado, setEncontrado] = useState<{ resumen: Resumen; entradas: Entradas } | null>(null);

  async function buscar(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (buscando) return;
    const siguientes: Errores = {};
    if (!nro.trim()) siguientes.nro = MSG_LIBRO.nroRequerido;
    if (!phone.trim()) siguientes.phone = MSG_LIBRO.phoneRequerido;
    setErrores(siguientes);
    setAviso(null);
    if (siguientes.nro || siguientes.phone) return;

    const variables = { nro: nro.trim(), phone: phone.trim() };
    const contexto = { ...PUBLIC_OPERATION, requestPolicy: 'network-only' as const };
    setBuscando(true);
    const [resumen, seguimiento] = await Promise.all([
      client.query(filterReclamationQuery, variables, contexto).toPromise(),
      client.query(searchReclamationQuery, variables, contexto).toPromise(),
    ]);
    setBuscando(false);
    const error = resumen.error ?? seguimiento.error;
    if (error) {
      const text = errorMessage(error);
      setAviso({ severity: 'error', text });
      toast.error(text);
      return;
    }
    const datos = resumen.data?.filterReclamation;
    const entradas = seguimiento.data?.searchReclamation ?? [];
    if (!datos || entradas.length === 0) {
      setAviso({ severity: 'warn', text: MSG_LIBRO.noEncontrado });
      toast.warn(MSG_LIBRO.noEncontrado);
      return;
    }
    toast.success(MSG_LIBRO.encontrado);
    setEncontrado({ resumen: datos, entradas });
  }

  const resumen = encontrado?.resumen;

  return (
    <PublicLayout
      brand={brand}
      title="Seguimiento de reclamos"
      subtitle="Ingrese el número de documento y el celular con los que presentó su reclamo o queja."
    >
      <form className="auth-form" onSubmit={buscar} noValidate>
        <FormField id="nro" label="Número de documento" error={errores.nro}>
          <TextInput value={nro} onChange={setNro} maxLength={20} upperCase autoFocus />
        </FormField>
        <FormField id="phone" label="Celular" error={errores.phone}>
          <TextInput
            type="tel"
            value={phone}
            onChange={setPhone}
            maxLength={20}
            inputMode="tel"
            autoComplete="tel"
          />
        </FormField>
        {aviso && <Message className="auth-form__notice" severity={aviso.severity} text={aviso.text} />}
        <Button
          type="submit"
          label="Buscar"
          icon="pi pi-search"
          loading={buscando}
          className="auth-form__submit"
        />
        <p className="auth-form__alt">
          <Link to="/libro">Presentar un reclamo o queja</Link>
        </p>
      </form>
      <Dialog
        header={resumen ? `Reclamo ${resumen.codigo}` : ''}
        visible={encontrado !== null}
        onHide={() => setEncontrado(null)}
        modal
        draggable={false}
        style={{ width: 'min(44rem, 96vw)' }}
      >
        {encontrado && resumen && (
          <div className="seguimiento-detalle">
            <dl className="libro-datos">
              <dt>Código</dt>
              <dd>{resumen.codigo}</dd>
              <dt>Nombre</dt>
              <dd>{resumen.namefull}</dd>
              <dt>Tipo</dt>
              <dd>
                {ETIQUETAS_TIPO[resumen.option2] ?? resumen.option2} ·{' '}
                {ETIQUETAS_BIEN[resumen.opcion1] ?? resumen.opcion1}
              </dd>
              <dt>Fecha</dt>
              <dd>{formatFecha(resumen.dates)}</dd>
              <dt>Estado</dt>
              <dd>{estadoActual(encontrado.entradas)}</dd>
            </dl>
            <SeguimientoTimeline entradas={encontrado.entradas} />
          </div>
        )}
      </Dialog>
    </PublicLayout>
  );
}
