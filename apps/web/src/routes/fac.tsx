import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';

/** The /fac area (Facturación): products and their masters. */
export function FacRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
