import { useLocation } from 'react-router';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { SeccionNoDisponible } from '../modules/shell/components/SeccionNoDisponible';
import { areaPendienteDe } from '../modules/shell/utils/areas-pendientes';

/** /prod, /consultas-sunat, /operaciones, /xml and /lrcontables (spec 02 §2): not built yet, and said so. */
export function AreaPendienteRoute() {
  const area = areaPendienteDe(useLocation().pathname);
  return area ? <SeccionNoDisponible area={area} /> : <PaginaNoEncontrada />;
}
