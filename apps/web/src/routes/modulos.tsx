import { ModulosPage } from '../modules/workspace/components/ModulosPage';
import { RouteGuard } from '../modules/workspace/components/RouteGuard';

export function ModulosRoute() {
  return (
    <RouteGuard>
      <ModulosPage />
    </RouteGuard>
  );
}
