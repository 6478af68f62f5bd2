import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { type CSSProperties, useEffect } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { updateAuth } from '../../../lib/session-storage';
import { AppFooter } from '../../../ui/AppFooter';
import { BrandMark } from '../../../ui/brand/BrandMark';
import { useBrand } from '../../../ui/brand/use-brand';
import { TOAST_LIFE } from '../../../ui/toast/toast-service';
import { useToast } from '../../../ui/toast/use-toast';
import { modulosQuery } from '../graphql/modulos';
import { meQuery } from '../graphql/session';
import { useLogout } from '../hooks/use-logout';
import { useSession } from '../hooks/use-session';

/** Columns each card spans: the 12 grid columns shared equally (at least 3, i.e. four per row). */
function cardSpan(count: number): number {
  return Math.max(3, Math.floor(12 / Math.max(1, count)));
}

/** The modules the user may enter (spec 01 §2 /modulos). Choosing one only records it for now. */
export function ModulosPage() {
  const { auth } = useSession();
  const toast = useToast();
  const { brand } = useBrand('Módulos');
  const [me] = useQuery({ query: meQuery, context: MANUAL_ERRORS });
  const [modulos] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS });
  // Session errors (refresh, other device, privileges) are handled by the urql exchanges.
  const modulosError = modulos.error && !isSessionError(modulos.error) ? errorMessage(modulos.error) : null;
  const { logout, loggingOut } = useLogout();
  const list = modulos.data?.modulos ?? [];
  const span = cardSpan(list.length);
  const nombres = me.data?.me.user.nombres;

  useEffect(() => {
    // Module errors: the backend message for 5 s (spec 01 §8).
    if (modulosError) toast.error(modulosError, TOAST_LIFE.long);
  }, [modulosError, toast]);

  function choose(id: string, nombre: string) {
    updateAuth({ modulo_id: id });
    toast.info(`Módulo seleccionado: ${nombre}`);
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
          <Button
            type="button"
            label="Cerrar sesión"
            icon="pi pi-sign-out"
            severity="secondary"
            text
            loading={loggingOut}
            onClick={() => void logout()}
          />
        </div>
      </header>
      <main className="modulos">
        <h1 className="modulos__title">Seleccione un módulo</h1>
        {nombres && <p className="modulos__subtitle">Bienvenido(a), {nombres}</p>}
        {modulos.fetching && !modulos.data && (
          <p className="modulos__loading" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Cargando módulos...
          </p>
        )}
        {modulosError && !modulos.data && <Message severity="error" text={modulosError} />}
        {modulos.data && list.length === 0 && <Message severity="info" text="No tiene módulos asignados." />}
        <div className="modulos__grid">
          {list.map((modulo) => {
            const titulo = `${modulo.codigo} - ${modulo.descripcion}`;
            const selected = auth?.modulo_id === modulo.id;
            return (
              <div key={modulo.id} className="modulos__cell" style={{ '--span': span } as CSSProperties}>
                <Card
                  title={titulo}
                  className={selected ? 'modulo-card modulo-card--selected' : 'modulo-card'}
                  onClick={() => choose(modulo.id, titulo)}
                  footer={
                    <Button
                      type="button"
                      label={selected ? 'Seleccionado' : 'Seleccionar'}
                      icon={selected ? 'pi pi-check' : 'pi pi-arrow-right'}
                      iconPos="right"
                      outlined={!selected}
                      size="small"
                      aria-pressed={selected}
                      aria-label={`Seleccionar ${titulo}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        choose(modulo.id, titulo);
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
      </main>
      <AppFooter brandName={brand.nombre} />
    </div>
  );
}
