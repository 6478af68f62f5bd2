import { PantallaNoDisponible } from '../modules/workspace/components/PantallaNoDisponible';
import { RouteGuard } from '../modules/workspace/components/RouteGuard';

/** /mcc/*: order taking, where the restaurant roles land (spec 01 §6); its screens come later. */
export function MccRoute() {
  return (
    <RouteGuard>
      <PantallaNoDisponible titulo="Toma de pedidos" />
    </RouteGuard>
  );
}
