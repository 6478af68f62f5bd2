import { REGIMENES_IGV, type RegimenIgv, regimenDeRubro } from '@kipu/peru/tributos/igv';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';

/**
 * The local chosen with the company (price lists belong to a local), the company's rubro and the IGV
 * regime its prices and documents are computed with — the one the server emits with.
 */
export function useLocalSesion(): {
  localId: string | null;
  localNombre: string;
  rubro: string | null;
  regimenIgv: RegimenIgv;
} {
  const { local, company } = useWorkspaceSession();
  const elegido = local ?? company?.local ?? null;
  const rubro = company?.rubro ?? null;
  return {
    localId: elegido?.id ?? null,
    localNombre: elegido?.nombre_corto || elegido?.direccion || '',
    rubro,
    // A session stored before the company declared its regime: the rubro's presumption, as the server's.
    regimenIgv: REGIMENES_IGV.find((r) => r === company?.regimen_igv) ?? regimenDeRubro(rubro),
  };
}
