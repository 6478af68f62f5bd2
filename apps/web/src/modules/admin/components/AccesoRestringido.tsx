import { Message } from 'primereact/message';

export const ACCESO_RESTRINGIDO = 'Acceso restringido';

/** What a page of the top administrator shows to anyone else. */
export function AccesoRestringido() {
  return (
    <div className="page">
      <Message
        severity="warn"
        text={`${ACCESO_RESTRINGIDO}: esta sección es solo para el administrador general.`}
        className="w-full"
      />
    </div>
  );
}
