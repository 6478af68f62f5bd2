import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { permisoPermitido } from '../../shell/utils/sidebar';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../workspace/utils/role-rules';

export const SIN_PERMISO = 'Acceso restringido: no tiene permiso para esta sección.';

interface PermisoRequeridoProps {
  /** The menu permission id of the screen (GEN001001...). */
  permiso: string;
  children: ReactNode;
}

/** Whether the session's menu shows a permission: the top administrator, or the authorization token's. */
export function usePermiso(permiso: string): boolean {
  const { roleId, authorization } = useWorkspaceSession();
  return (
    isTopAdministrator(roleId) ||
    permisoPermitido(
      permiso,
      authorization.permisos.map((p) => p.id),
    )
  );
}

/**
 * Shows the screen only to the users whose menu shows it (the top administrator, or a permission of the
 * authorization token); the server checks every operation again.
 */
export function PermisoRequerido({ permiso, children }: PermisoRequeridoProps) {
  if (usePermiso(permiso)) return children;
  return (
    <div className="page">
      <Message severity="warn" text={SIN_PERMISO} className="w-full" />
    </div>
  );
}
