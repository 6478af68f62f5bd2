import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import './envio.css';

interface AccionesEnvioProps {
  onXml: () => void;
  /** Shown when SUNAT's CDR is there. */
  onCdr?: (() => void) | undefined;
  /** The XML download is running. */
  descargando?: boolean;
  /** Further actions of the row (Reenviar, Anular). */
  children?: ReactNode;
}

/** A row's downloads of what was sent to SUNAT (XML) and what it answered (CDR), then its other actions. */
export function AccionesEnvio({ onXml, onCdr, descargando = false, children }: AccionesEnvioProps) {
  return (
    <span className="acciones-resumen">
      <Button type="button" label="XML" size="small" text loading={descargando} onClick={onXml} />
      {onCdr && <Button type="button" label="CDR" size="small" text onClick={onCdr} />}
      {children}
    </span>
  );
}
