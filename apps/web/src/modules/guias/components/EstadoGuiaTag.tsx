import { Tag } from 'primereact/tag';
import { severidadEstado } from '../../facturacion/utils/comprobante-form';
import { etiquetaEstadoGuia } from '../utils/estado-guia';

/** A guide's SUNAT state as a coloured badge ('Pendiente', 'Aceptado'...). */
export function EstadoGuiaTag({ estado }: { estado: string }) {
  return <Tag value={etiquetaEstadoGuia(estado)} severity={severidadEstado(estado)} data-estado={estado} />;
}
