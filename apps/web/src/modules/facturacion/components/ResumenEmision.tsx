import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatFecha } from '../../../ui/utils/fechas';
import { comprobanteQuery } from '../graphql/comprobantes';
import { estadoEnCurso, serieNumero } from '../utils/comprobante-form';
import { nombreTipo, totalConMoneda } from '../utils/mensajes-cliente';
import { AccionesComprobante } from './AccionesComprobante';
import { EstadoTag } from './EstadoTag';

/** How often the state is asked while SUNAT has not answered. */
const INTERVALO_MS = 2000;

/** The emitted document: its SUNAT state, asked again every 2 s until SUNAT answers, and its files. */
export function ResumenEmision({ inicial }: { inicial: ComprobanteFieldsFragment }) {
  const client = useClient();
  const [c, setC] = useState(inicial);
  const enCurso = estadoEnCurso(c.estado);

  useEffect(() => {
    if (!enCurso) return;
    let vigente = true;
    const t = setTimeout(async () => {
      const r = await client
        .query(comprobanteQuery, { id: c.id }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
        .toPromise();
      // A failed poll simply tries again on the next tick: the state shown stays the last known.
      if (vigente && r.data) setC({ ...r.data.comprobante });
      else if (vigente) setC((actual) => ({ ...actual }));
    }, INTERVALO_MS);
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [client, c, enCurso]);

  const nombre = serieNumero(c.serie, c.numero);
  return (
    <section className="facturador-resumen" aria-label="Comprobante emitido" data-comprobante-id={c.id}>
      <h2>
        {nombreTipo(c.tipo)} <span data-testid="resumen-numero">{nombre}</span>{' '}
        <EstadoTag estado={c.estado} />
        {enCurso && <i className="pi pi-spin pi-spinner" title="Esperando respuesta de SUNAT" />}
      </h2>
      <p>
        {formatFecha(c.fecha_emision)} · {c.cliente_numero_documento} {c.cliente_nombre} · Total{' '}
        {totalConMoneda(c.moneda, c.importe_total)}
      </p>
      {c.descripcion_sunat && (
        <p>
          SUNAT {c.codigo_sunat}: {c.descripcion_sunat}
        </p>
      )}
      {c.notas_sunat.map((n) => (
        <Message key={n.codigo} severity="warn" text={`${n.codigo}: ${n.descripcion}`} />
      ))}
      {c.ultimo_error && enCurso && <Message severity="warn" text={c.ultimo_error} />}
      <AccionesComprobante comprobante={c} conTexto onReenviado={setC} />
    </section>
  );
}
