import { Button } from 'primereact/button';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { useAccionesComprobante } from '../hooks/use-acciones-comprobante';
import { estadoEnCurso, serieNumero } from '../utils/comprobante-form';

interface AccionesComprobanteProps {
  comprobante: ComprobanteFieldsFragment;
  /** After a resend, with the document as the server left it. */
  onReenviado?: (c: ComprobanteFieldsFragment) => void;
  /** Buttons with text (summary panel) or icons only (table rows). */
  conTexto?: boolean;
}

/** XML, CDR (when SUNAT answered) and Reenviar (only while SUNAT has not answered). */
export function AccionesComprobante({
  comprobante: c,
  onReenviado,
  conTexto = false,
}: AccionesComprobanteProps) {
  const { descargarXml, descargarCdr, reenviar, ocupado } = useAccionesComprobante();
  const nombre = serieNumero(c.serie, c.numero);
  const ocupada = ocupado === c.id;
  return (
    <span className="comprobante-acciones">
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-code"
        label={conTexto ? 'XML' : undefined}
        aria-label={`Descargar XML de ${nombre}`}
        tooltip={conTexto ? undefined : 'XML'}
        disabled={ocupada}
        onClick={() => void descargarXml(c.id)}
      />
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-download"
        label={conTexto ? 'CDR' : undefined}
        aria-label={`Descargar CDR de ${nombre}`}
        tooltip={conTexto ? undefined : 'CDR'}
        disabled={ocupada || !c.tiene_cdr}
        onClick={() => void descargarCdr(c.id)}
      />
      {estadoEnCurso(c.estado) && (
        <Button
          type="button"
          size="small"
          outlined
          severity="secondary"
          icon="pi pi-refresh"
          label={conTexto ? 'Reenviar' : undefined}
          aria-label={`Reenviar ${nombre}`}
          tooltip={conTexto ? undefined : 'Reenviar'}
          disabled={ocupada}
          onClick={() =>
            void reenviar(c.id).then((r) => {
              if (r) onReenviado?.(r);
            })
          }
        />
      )}
    </span>
  );
}
