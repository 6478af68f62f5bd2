import { Navigate, Route, Routes } from 'react-router';
import { CorreosPage } from '../modules/admin/components/CorreosPage';
import { CronogramasPage } from '../modules/admin/components/CronogramasPage';
import { ReclamosPage } from '../modules/admin/components/ReclamosPage';
import { MiPerfilPage } from '../modules/perfil/components/MiPerfilPage';

/** The /admin area (top administrator): its screens so far. */
export function AdminRoute() {
  return (
    <Routes>
      <Route index element={<Navigate to="correos" replace />} />
      <Route path="correos" element={<CorreosPage />} />
      <Route path="cronogramas" element={<CronogramasPage />} />
      <Route path="libro" element={<ReclamosPage />} />
      <Route path="user/:id" element={<MiPerfilPage />} />
      <Route path="*" element={<Navigate to="/home" replace />} />
    </Routes>
  );
}
