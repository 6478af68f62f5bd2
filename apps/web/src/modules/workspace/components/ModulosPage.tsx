import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { type CSSProperties, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { ModulosQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { AppFooter } from '../../../ui/AppFooter';
import { BrandMark } from '../../../ui/brand/BrandMark';
import { useBrand } from '../../../ui/brand/use-brand';
import { TOAST_LIFE } from '../../../ui/toast/toast-service';
import { useToast } from '../../../ui/toast/use-toast';
import { periodoActualLima } from '../../../ui/utils/fechas';
import { BotonCerrarSesion } from '../../auth/components/BotonCerrarSesion';
import { modulosQuery } from '../../auth/graphql/modulos';
import { meQuery } from '../../auth/graphql/session';
import { getPermissionMutation } from '../graphql/workspace';
import { usePrimerUso } from '../hooks/use-primer-uso';
import { useSeleccionarEmpresa } from '../hooks/use-seleccionar-empresa';
import { useWorkspaceSession } from '../hooks/use-workspace-session';
import {
  HOME_ROUTE,
  isTopAdministrator,
  MODULO_FACTURACION,
  modulosEntry,
  visibleModulos,
} from '../utils/role-rules';
import { periodoDeEmpresa } from '../utils/seleccion';
import { storePermission } from '../utils/store-seleccion';
import { AutoInvoicing } from './AutoInvoicing';
import { EmpresaDialog, type EmpresaUsuario } from './EmpresaDialog';
import { type LocalElegido, PeriodoModal } from './PeriodoModal';
import { PrimeraEmpresa } from './PrimeraEmpresa';

type Modulo = ModulosQuery['modulos'][number];

/** Columns each card spans: the 12 grid columns shared equally (at least 3, i.e. four per row). */
export function cardSpan(count: number): number {
  return Math.max(3, Math.floor(12 / Math.max(1, count)));
}

/**
 * /modulos (spec 01 §2, §6): the module cards. Invoicing asks for the company, then the local and the
 * period; other modules fetch their permissions. Some roles never see the grid (role-rules.ts).
 */
export function ModulosPage() {
  const session = useWorkspaceSession();
  const { auth, company, local, roleId } = session;
  const navigate = useNavigate();
  const toast = useToast();
  const { brand } = useBrand('Módulos');
  const [me] = useQuery({ query: meQuery, context: MANUAL_ERRORS });
  const entry = modulosEntry(roleId, {
    moduloId: auth?.modulo_id ?? null,
    companyId: company?.id ?? null,
    localId: local?.id ?? null,
  });
  const [modulos] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS, pause: entry.kind !== 'choose' });
  // A user in no company yet is offered to register one before anything else.
  const primerUso = usePrimerUso(entry.kind !== 'choose' || isTopAdministrator(roleId));
  const [, getPermission] = useMutation(getPermissionMutation);
  const { seleccionar, seleccionando } = useSeleccionarEmpresa();
  const [pending, setPending] = useState<string | null>(null);
  const [empresaDialog, setEmpresaDialog] = useState(false);
  const [empresa, setEmpresa] = useState<EmpresaUsuario | null>(null);

  // Session errors (refresh, other device, privileges) are handled by the urql exchanges.
  const modulosError = modulos.error && !isSessionError(modulos.error) ? errorMessage(modulos.error) : null;
  const list = visibleModulos(modulos.data?.modulos ?? [], roleId, session.authorization.modulos);
  const span = cardSpan(list.length);
  const nombres = me.data?.me.user.nombres;

  useEffect(() => {
    // Module errors: the backend message for 5 s (spec 01 §8).
    if (modulosError) toast.error(modulosError, TOAST_LIFE.long);
  }, [modulosError, toast]);

  if (entry.kind === 'redirect') return <Navigate to={entry.to} replace />;

  async function enter(modulo: Modulo) {
    if (pending) return;
    if (modulo.id === MODULO_FACTURACION) {
      setEmpresaDialog(true);
      return;
    }
    setPending(modulo.id);
    const result = await getPermission({ modulo: modulo.id }, MANUAL_ERRORS);
    setPending(null);
    const data = result.data?.getPermission;
    if (result.error || !data) {
      if (result.error && !isSessionError(result.error)) {
        toast.error(errorMessage(result.error), TOAST_LIFE.long);
      }
      return;
    }
    storePermission(data);
    navigate(HOME_ROUTE);
  }

  async function onPeriodo(choice: { local: LocalElegido; periodo: string }) {
    if (!empresa) return;
    const ok = await seleccionar(
      { empresa, local: choice.local, periodo: choice.periodo },
      MODULO_FACTURACION,
    );
    if (!ok) return;
    setEmpresa(null);
    navigate(HOME_ROUTE);
  }

  return (
    <div className="app-page">
      <header className="topbar">
        <BrandMark brand={brand} small />
        <div className="topbar__user">
          {nombres && (
            <span className="topbar__name">
              <i className="pi pi-user" aria-hidden="true" /> {nombres}
            </span>
          )}
          <BotonCerrarSesion />
        </div>
      </header>
      <main className="modulos">
        {entry.kind === 'auto-invoicing' ? (
          <>
            <h1 className="modulos__title">Facturación Electrónica</h1>
            <AutoInvoicing />
          </>
        ) : (
          <>
            <h1 className="modulos__title">Seleccione un módulo</h1>
            {nombres && <p className="modulos__subtitle">Bienvenido(a), {nombres}</p>}
            {primerUso.mostrar && (
              <PrimeraEmpresa onCreada={primerUso.recargar} onFacturar={() => setEmpresaDialog(true)} />
            )}
            {modulos.fetching && !modulos.data && (
              <p className="modulos__loading" role="status">
                <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Cargando módulos...
              </p>
            )}
            {modulosError && !modulos.data && <Message severity="error" text={modulosError} />}
            {modulos.data && list.length === 0 && (
              <Message severity="info" text="No tiene módulos asignados." />
            )}
            <div className="modulos__grid">
              {list.map((modulo) => {
                const titulo = `${modulo.codigo} - ${modulo.descripcion}`;
                const current = auth?.modulo_id === modulo.id;
                return (
                  <div key={modulo.id} className="modulos__cell" style={{ '--span': span } as CSSProperties}>
                    <Card
                      title={titulo}
                      className={current ? 'modulo-card modulo-card--selected' : 'modulo-card'}
                      onClick={() => void enter(modulo)}
                      footer={
                        <Button
                          type="button"
                          label="Seleccionar"
                          icon={current ? 'pi pi-check' : 'pi pi-arrow-right'}
                          iconPos="right"
                          outlined={!current}
                          size="small"
                          loading={pending === modulo.id}
                          aria-label={`Seleccionar ${titulo}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            void enter(modulo);
                          }}
                        />
                      }
                    >
                      <p className="modulo-card__detail">{modulo.detalle ?? ''}</p>
                    </Card>
                  </div>
                );
              })}
            </div>
          </>
        )}
      </main>
      <EmpresaDialog
        visible={empresaDialog}
        onHide={() => setEmpresaDialog(false)}
        onSelect={(elegida) => {
          setEmpresaDialog(false);
          setEmpresa(elegida);
        }}
      />
      <PeriodoModal
        visible={empresa !== null}
        empresaId={empresa?.id ?? null}
        localId={empresa && empresa.id === company?.id ? (local?.id ?? null) : null}
        periodo={empresa ? periodoDeEmpresa(empresa.periodo, periodoActualLima()) : null}
        submitting={seleccionando}
        onCancel={() => setEmpresa(null)}
        onSelect={(choice) => void onPeriodo(choice)}
      />
      <AppFooter brandName={brand.nombre} />
    </div>
  );
}
