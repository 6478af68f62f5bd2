import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { estadoCertificado, type Verificacion } from '../utils/certificado';

/** A certificate verification: subject, expiry (DD/MM/YYYY), days left, a green/red state and the message. */
export function CertificadoEstado({ verificacion }: { verificacion: Verificacion }) {
  const estado = estadoCertificado(verificacion);
  return (
    <div className="certificado-estado" data-valido={estado.valido}>
      <dl className="certificado-estado__datos">
        <dt>Estado</dt>
        <dd>
          <Tag value={estado.etiqueta} severity={estado.severidad} className="certificado-estado__tag" />
        </dd>
        <dt>Sujeto</dt>
        <dd className="certificado-estado__sujeto">{estado.sujeto}</dd>
        <dt>Vence</dt>
        <dd className="certificado-estado__vence">{estado.vence || '—'}</dd>
        <dt>Días para vencer</dt>
        <dd className="certificado-estado__dias">{estado.dias}</dd>
      </dl>
      <Message
        severity={estado.valido ? 'success' : 'error'}
        text={verificacion.mensaje}
        className="w-full certificado-estado__mensaje"
      />
    </div>
  );
}
