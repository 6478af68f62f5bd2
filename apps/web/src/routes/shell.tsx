import { AppShell } from '../modules/shell/components/AppShell';
import { RouteGuard } from '../modules/workspace/components/RouteGuard';

/** Layout route of the areas that work inside a module (/home, /admin/*, /app/*): guard, then the app shell. */
export function ShellRoute() {
  return (
    <RouteGuard requireModulo>
      <AppShell />
    </RouteGuard>
  );
}
