import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';

/** The /contable area (Contabilidad): financial accounts. */
export function ContableRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
