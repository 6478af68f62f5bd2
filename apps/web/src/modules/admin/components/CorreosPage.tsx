import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { CorreosQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, hasErrorCode, isSessionError } from '../../../lib/graphql-errors';
import { DataTable } from '../../../ui/DataTable';
import { formatFechaHora } from '../../../ui/utils/fechas';
import { correosQuery } from '../graphql/admin';
import { AccesoRestringido } from './AccesoRestringido';

type Correo = CorreosQuery['correos'][number];

/** How many mails the outbox lists. */
export const CORREOS_LIMITE = 200;

/** /admin/correos: the platform's sent mail (top administrator only), with a detail dialog. */
export function CorreosPage() {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: correosQuery,
    variables: { limite: CORREOS_LIMITE },
    context: MANUAL_ERRORS,
  });
  const [detalle, setDetalle] = useState<Correo | null>(null);

  if (hasErrorCode(error, 'FORBIDDEN')) return <AccesoRestringido />;
  const loadError = error && !isSessionError(error) ? errorMessage(error) : null;

  return (
    <div className="page">
      <h1 className="page__title">Bandeja de correos</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={data?.correos ?? []}
        dataKey="id"
        loading={fetching}
        searchFields={['para', 'asunto', 'transporte', 'error']}
        title={
          <Button
            type="button"
            label="Actualizar"
            icon="pi pi-refresh"
            size="small"
            outlined
            onClick={() => refetch({ requestPolicy: 'network-only' })}
          />
        }
      >
        <Column field="para" header="Para" sortable />
        <Column field="asunto" header="Asunto" sortable />
        <Column field="transporte" header="Transporte" sortable style={{ width: '8rem' }} />
        <Column
          field="created_at"
          header="Creado"
          sortable
          style={{ width: '10rem' }}
          body={(c: Correo) => formatFechaHora(c.created_at)}
        />
        <Column
          field="enviado_at"
          header="Enviado"
          sortable
          style={{ width: '10rem' }}
          body={(c: Correo) =>
            c.enviado_at ? formatFechaHora(c.enviado_at) : <Tag severity="warning" value="Pendiente" />
          }
        />
        <Column
          field="error"
          header="Error"
          body={(c: Correo) => (c.error ? <span className="text-error">{c.error}</span> : '')}
        />
        <Column
          header=""
          style={{ width: '5rem' }}
          body={(c: Correo) => (
            <Button
              type="button"
              icon="pi pi-eye"
              rounded
              text
              aria-label={`Ver el correo ${c.asunto}`}
              onClick={() => setDetalle(c)}
            />
          )}
        />
      </DataTable>
      <Dialog
        header={detalle?.asunto ?? ''}
        visible={detalle !== null}
        onHide={() => setDetalle(null)}
        modal
        draggable={false}
        style={{ width: 'min(60rem, 96vw)' }}
      >
        {detalle && (
          <div className="correo-detalle">
            <dl className="correo-detalle__datos">
              <dt>Para</dt>
              <dd>{detalle.para}</dd>
              <dt>Transporte</dt>
              <dd>{detalle.transporte}</dd>
              <dt>Creado</dt>
              <dd>{formatFechaHora(detalle.created_at)}</dd>
              <dt>Enviado</dt>
              <dd>{detalle.enviado_at ? formatFechaHora(detalle.enviado_at) : 'Pendiente'}</dd>
              {detalle.error && (
                <>
                  <dt>Error</dt>
                  <dd className="text-error">{detalle.error}</dd>
                </>
              )}
            </dl>
            <h3 className="correo-detalle__subtitle">Texto</h3>
            <pre className="correo-detalle__texto">{detalle.texto}</pre>
            <h3 className="correo-detalle__subtitle">HTML</h3>
            {detalle.html ? (
              // Mail HTML is untrusted: an iframe with every sandbox restriction (no scripts, no forms).
              <iframe
                title={`Contenido HTML de ${detalle.asunto}`}
                className="correo-detalle__html"
                sandbox=""
                srcDoc={detalle.html}
              />
            ) : (
              <p className="correo-detalle__vacio">El correo no tiene versión HTML.</p>
            )}
          </div>
        )}
      </Dialog>
    </div>
  );
}
