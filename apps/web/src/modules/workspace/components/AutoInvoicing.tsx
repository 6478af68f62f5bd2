import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { periodoActualLima } from '../../../ui/utils/fechas';
import { empresaLocalesQuery, empresasUsuarioQuery } from '../graphql/workspace';
import { useSeleccionarEmpresa } from '../hooks/use-seleccionar-empresa';
import { HOME_ROUTE, MODULO_FACTURACION } from '../utils/role-rules';
import { empresaAutomatica, periodoDeEmpresa, primerLocal } from '../utils/seleccion';

export const SIN_EMPRESA = 'No tiene una empresa asignada para facturar. Comuníquese con su administrador.';
export const SIN_LOCAL = 'Su empresa no tiene un local asignado. Comuníquese con su administrador.';

type Estado = { kind: 'working' } | { kind: 'failed'; message: string | null };

/**
 * Roles with a single or assigned invoicing company (spec 01 §6): selects invoicing with that company,
 * its first local and the company's period, then goes to /home.
 */
export function AutoInvoicing() {
  const client = useClient();
  const navigate = useNavigate();
  const { seleccionar } = useSeleccionarEmpresa();
  const [estado, setEstado] = useState<Estado>({ kind: 'working' });
  const [intento, setIntento] = useState(0);
  const started = useRef<number | null>(null);

  useEffect(() => {
    // Once per attempt (React's strict mode runs effects twice in development).
    if (started.current === intento) return;
    started.current = intento;
    const fail = (message: string | null) => setEstado({ kind: 'failed', message });
    void (async () => {
      const empresas = await client.query(empresasUsuarioQuery, {}, MANUAL_ERRORS).toPromise();
      if (empresas.error) return fail(isSessionError(empresas.error) ? null : errorMessage(empresas.error));
      const empresa = empresaAutomatica(empresas.data?.empresasUsuario ?? []);
      if (!empresa) return fail(SIN_EMPRESA);
      const detalle = await client.query(empresaLocalesQuery, { id: empresa.id }, MANUAL_ERRORS).toPromise();
      if (detalle.error) return fail(isSessionError(detalle.error) ? null : errorMessage(detalle.error));
      const local = primerLocal(detalle.data?.empresa.locales ?? []);
      if (!local) return fail(SIN_LOCAL);
      const periodo = periodoDeEmpresa(detalle.data?.empresa.periodo ?? empresa.periodo, periodoActualLima());
      const ok = await seleccionar({ empresa, local, periodo }, MODULO_FACTURACION);
      if (ok) navigate(HOME_ROUTE, { replace: true });
      else fail(null);
    })();
  }, [client, intento, navigate, seleccionar]);

  if (estado.kind === 'working') {
    return (
      <p className="modulos__loading" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Seleccionando su empresa...
      </p>
    );
  }
  return (
    <div className="modulos__auto-error">
      {estado.message && <Message severity="error" text={estado.message} />}
      <Button
        type="button"
        label="Reintentar"
        icon="pi pi-refresh"
        outlined
        onClick={() => {
          setEstado({ kind: 'working' });
          setIntento((n) => n + 1);
        }}
      />
    </div>
  );
}
