import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';

/** The /util area (Utilitarios): mass imports. */
export function UtilRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
