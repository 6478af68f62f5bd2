import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type { FormEvent, ReactNode } from 'react';

interface FormularioCredencialProps {
  titulo: string;
  className: string;
  /** What the credential is for. */
  descripcion: string;
  /** Whether the server keeps one (null: not known yet), with the tag's texts for each case. */
  registrada: boolean | null;
  etiquetas: { si: string; no: string };
  etiquetaGuardar: string;
  guardando: boolean;
  deshabilitado: boolean;
  errorServidor: string | null;
  onGuardar: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A company credential in a card: what it is for, whether one is kept (its secret never comes back),
 * its fields, the server's refusal and the save button.
 */
export function FormularioCredencial(p: FormularioCredencialProps) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    p.onGuardar();
  }
  return (
    <Card title={p.titulo} className={`page__card ${p.className}`}>
      <p className="page__hint">
        {p.descripcion}{' '}
        {p.registrada !== null &&
          (p.registrada ? (
            <Tag value={p.etiquetas.si} severity="success" icon="pi pi-lock" />
          ) : (
            <Tag value={p.etiquetas.no} severity="warning" />
          ))}
      </p>
      <form className="form-grid" onSubmit={onSubmit} noValidate>
        {p.children}
        {p.errorServidor && (
          <Message severity="error" text={p.errorServidor} className="w-full form-grid__ancho" />
        )}
        <div className="dialog-actions form-grid__ancho">
          <Button
            type="submit"
            label={p.etiquetaGuardar}
            icon="pi pi-save"
            loading={p.guardando}
            disabled={p.deshabilitado}
          />
        </div>
      </form>
    </Card>
  );
}
