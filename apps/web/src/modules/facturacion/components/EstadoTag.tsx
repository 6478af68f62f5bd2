import { Tag } from 'primereact/tag';
import { severidadEstado } from '../utils/comprobante-form';

/** The SUNAT state of a document as a coloured badge. */
export function EstadoTag({ estado }: { estado: string }) {
  return <Tag value={estado.toUpperCase()} severity={severidadEstado(estado)} data-estado={estado} />;
}
