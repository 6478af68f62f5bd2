import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useSubscription } from 'urql';
import type { NotificacionFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { formatFechaHora } from '../../../ui/utils/fechas';
import {
  marcarNotificacionLeidaMutation,
  notificacionesNoLeidasQuery,
  notificacionesQuery,
  notificacionNuevaSubscription,
} from '../graphql/shell';

/** How many notifications the list shows. */
export const NOTIFICACIONES_LIMITE = 20;

function isExternal(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * The header's bell: unread count, the latest notifications in an overlay, new ones live (toast) through
 * the `notificacionNueva` subscription. Opening a notification's link marks it read first.
 */
export function NotificationsBell() {
  const toast = useToast();
  const navigate = useNavigate();
  const panel = useRef<OverlayPanel>(null);
  const [count, refetchCount] = useQuery({ query: notificacionesNoLeidasQuery, context: MANUAL_ERRORS });
  const [list, refetchList] = useQuery({
    query: notificacionesQuery,
    variables: { limite: NOTIFICACIONES_LIMITE },
    context: MANUAL_ERRORS,
  });
  const [nueva] = useSubscription({ query: notificacionNuevaSubscription, context: MANUAL_ERRORS });
  const [, marcarLeida] = useMutation(marcarNotificacionLeidaMutation);
  const unread = count.data?.notificacionesNoLeidas ?? 0;
  const notificaciones = list.data?.notificaciones ?? [];

  const llegada = nueva.data?.notificacionNueva;
  const vista = useRef<string | null>(null);
  useEffect(() => {
    if (!llegada || vista.current === llegada.id) return;
    vista.current = llegada.id;
    toast.info(`${llegada.titulo}: ${llegada.mensaje}`, 5000);
    refetchCount({ requestPolicy: 'network-only' });
    refetchList({ requestPolicy: 'network-only' });
  }, [llegada, toast, refetchCount, refetchList]);

  async function abrir(notificacion: NotificacionFieldsFragment) {
    const link = notificacion.link;
    if (!link) return;
    panel.current?.hide();
    if (!notificacion.readed_at) {
      await marcarLeida({ id: notificacion.id }, MANUAL_ERRORS);
      refetchCount({ requestPolicy: 'network-only' });
      refetchList({ requestPolicy: 'network-only' });
    }
    if (isExternal(link)) window.open(link, '_blank', 'noopener,noreferrer');
    else navigate(link);
  }

  return (
    <>
      <span className="bell">
        <Button
          type="button"
          icon="pi pi-bell"
          rounded
          text
          severity="secondary"
          className="header__icon-button"
          aria-label={unread > 0 ? `Notificaciones: ${unread} sin leer` : 'Notificaciones'}
          aria-haspopup="dialog"
          onClick={(event) => panel.current?.toggle(event)}
        />
        {unread > 0 && (
          <Badge
            value={unread > 99 ? '99+' : unread}
            severity="danger"
            className="bell__badge"
            aria-hidden="true"
          />
        )}
      </span>
      <OverlayPanel ref={panel} className="notificaciones" aria-label="Notificaciones">
        <h2 className="notificaciones__title">Notificaciones</h2>
        {notificaciones.length === 0 ? (
          <p className="notificaciones__empty">No tiene notificaciones.</p>
        ) : (
          <ul className="notificaciones__list">
            {notificaciones.map((n) => {
              const body = (
                <>
                  <span className="notificaciones__item-title">{n.titulo}</span>
                  <span className="notificaciones__item-text">{n.mensaje}</span>
                  <span className="notificaciones__item-date">{formatFechaHora(n.created_at)}</span>
                </>
              );
              const className = n.readed_at
                ? 'notificaciones__item'
                : 'notificaciones__item notificaciones__item--unread';
              return (
                <li key={n.id}>
                  {n.link ? (
                    <button type="button" className={className} onClick={() => void abrir(n)}>
                      {body}
                    </button>
                  ) : (
                    <div className={className}>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </OverlayPanel>
    </>
  );
}
