import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { CombinedError } from 'urql';
import { mensajeError } from '../../../ui/utils/acciones';
import { type LineaAsientoVista, TablaAsiento } from './TablaAsiento';

export interface OperacionConAsiento {
  cuo: string;
  tipo_comprobante?: string | null;
  serie?: string | null;
  numero?: string | null;
  moneda: string;
  anulada: boolean;
  asiento: readonly LineaAsientoVista[];
}

interface AsientoOperacionDialogProps {
  operacion: OperacionConAsiento | undefined;
  /** The counterpart's name, shown above the asiento. */
  persona: string | null | undefined;
  cargando: boolean;
  error: CombinedError | undefined;
  onHide: () => void;
}

/** 'Ver asiento' of a register's row: its lines as posted, with the destination entries. */
export function AsientoOperacionDialog({
  operacion: o,
  persona,
  cargando,
  error,
  onHide,
}: AsientoOperacionDialogProps) {
  const titulo = o
    ? `Asiento ${o.cuo} — ${o.tipo_comprobante} ${o.serie ? `${o.serie}-` : ''}${o.numero}`
    : 'Asiento';
  return (
    <Dialog header={titulo} visible onHide={onHide} style={{ width: 'min(60rem, 95vw)' }}>
      {mensajeError(error) && <Message severity="error" text={mensajeError(error) ?? ''} />}
      {cargando && !o && <p>Cargando...</p>}
      {o && (
        <>
          <p>
            {persona}
            {o.anulada && ' — ANULADA'}
          </p>
          <TablaAsiento titulo={titulo} lineas={o.asiento} moneda={o.moneda} />
        </>
      )}
    </Dialog>
  );
}
