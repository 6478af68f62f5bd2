import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';
import { EmpresaDetallePage } from '../modules/datos-generales/components/EmpresaDetallePage';
import { EmpresasPage } from '../modules/datos-generales/components/EmpresasPage';
import { PcgePage } from '../modules/datos-generales/components/PcgePage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PersonasPage } from '../modules/datos-generales/components/PersonasPage';
import { PERMISOS_APP } from '../modules/shell/menu/datos-generales';

/** The /app area (DATOS GENERALES): companies with their locals, series and credentials; clients; suppliers; PCGE. */
export function AppRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route index element={<Navigate to="empresas" replace />} />
        <Route
          path="empresas"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.empresas}>
              <EmpresasPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="empresas/:id"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.empresas}>
              <EmpresaDetallePage />
            </PermisoRequerido>
          }
        />
        <Route
          path="clientes"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.clientes}>
              <PersonasPage key="cliente" tipo="cliente" />
            </PermisoRequerido>
          }
        />
        <Route
          path="proveedores"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.proveedores}>
              <PersonasPage key="proveedor" tipo="proveedor" />
            </PermisoRequerido>
          }
        />
        <Route
          path="pcge"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.pcge}>
              <PcgePage />
            </PermisoRequerido>
          }
        />
        <Route path="*" element={<Navigate to="/home" replace />} />
      </Routes>
    </>
  );
}
