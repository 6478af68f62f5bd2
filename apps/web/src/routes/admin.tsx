import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';
import { CorreosPage } from '../modules/admin/components/CorreosPage';
import { CronogramasPage } from '../modules/admin/components/CronogramasPage';
import { ReclamosPage } from '../modules/admin/components/ReclamosPage';
import { RolesPage } from '../modules/admin/components/RolesPage';
import { UsuarioPlataformaPage } from '../modules/admin/components/usuarios/UsuarioPlataformaPage';
import { UsuariosPlataformaPage } from '../modules/admin/components/usuarios/UsuariosPlataformaPage';
import { MiPerfilPage } from '../modules/perfil/components/MiPerfilPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';

/** The /admin area (top administrator): its screens so far. */
export function AdminRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route index element={<Navigate to="correos" replace />} />
        <Route path="correos" element={<CorreosPage />} />
        <Route path="cronogramas" element={<CronogramasPage />} />
        <Route path="libro" element={<ReclamosPage />} />
        <Route path="roles" element={<RolesPage />} />
        <Route path="users" element={<UsuariosPlataformaPage />} />
        <Route path="users/:id" element={<UsuarioPlataformaPage />} />
        <Route path="user/:id" element={<MiPerfilPage />} />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
