import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';

/** The local chosen with the company (price lists belong to a local), and the company's rubro. */
export function useLocalSesion(): { localId: string | null; localNombre: string; rubro: string | null } {
  const { local, company } = useWorkspaceSession();
  const elegido = local ?? company?.local ?? null;
  return {
    localId: elegido?.id ?? null,
    localNombre: elegido?.nombre_corto || elegido?.direccion || '',
    rubro: company?.rubro ?? null,
  };
}
