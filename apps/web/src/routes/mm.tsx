import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';
import { AccesoRestringido } from '../modules/admin/components/AccesoRestringido';
import { CursosAdminPage } from '../modules/aula/components/CursosAdminPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { useWorkspaceSession } from '../modules/workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../modules/workspace/utils/role-rules';

/** The /mm area (multimedia): the classroom's courses, for the top administrator only. */
export function MmRoute() {
  const { roleId } = useWorkspaceSession();
  if (!isTopAdministrator(roleId)) return <AccesoRestringido />;
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route path="main" element={<CursosAdminPage />} />
        <Route index element={<Navigate to="main" replace />} />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
