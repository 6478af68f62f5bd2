import { ModulosPage } from '../modules/auth/components/ModulosPage';
import { RequireAuth } from '../modules/auth/components/RequireAuth';

export function ModulosRoute() {
  return (
    <RequireAuth>
      <ModulosPage />
    </RequireAuth>
  );
}
