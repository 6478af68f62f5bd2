import { hoyLima } from '../../../ui/utils/fechas';
import { tasaProducto } from '../utils/precio-producto';
import { useLocalSesion } from './use-local-sesion';

/** The percentage between value and price of an affectation today, in the company's regime. */
export function useTasaIgv(): (tipoIgv: string) => string | null {
  const { regimenIgv } = useLocalSesion();
  return (tipoIgv) => tasaProducto(tipoIgv, hoyLima(), regimenIgv);
}
