import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { CuentasFinancierasPage } from '../modules/maestros-contables/components/CuentasFinancierasPage';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';

/** The /contable area (Contabilidad): financial accounts. */
export function ContableRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route
          path="cuentas_financieras"
          element={
            <PermisoRequerido permiso={PERMISOS_CONTABLE.cuentasFinancieras}>
              <CuentasFinancierasPage />
            </PermisoRequerido>
          }
        />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
