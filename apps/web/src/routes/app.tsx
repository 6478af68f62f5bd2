import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes } from 'react-router';
import { EmpresaDetallePage } from '../modules/datos-generales/components/EmpresaDetallePage';
import { EmpresasPage } from '../modules/datos-generales/components/EmpresasPage';
import { PcgePage } from '../modules/datos-generales/components/PcgePage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PersonasPage } from '../modules/datos-generales/components/PersonasPage';
import { UsuariosPage } from '../modules/equipo/components/UsuariosPage';
import { CentrosCostoPage } from '../modules/maestros-contables/components/CentrosCostoPage';
import { ResponsablesPage } from '../modules/maestros-contables/components/ResponsablesPage';
import { TiposAdjuntoPage } from '../modules/maestros-contables/components/TiposAdjuntoPage';
import { TributosPage } from '../modules/maestros-contables/components/TributosPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_APP } from '../modules/shell/menu/datos-generales';

/**
 * The /app area (DATOS GENERALES): companies with their locals, series and credentials; clients; suppliers;
 * PCGE; tributos, cost centres, attachment types and responsables; the company's members.
 */
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
        <Route
          path="tributos"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.tributos}>
              <TributosPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="centro-costos"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.centroCostos}>
              <CentrosCostoPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="tipos-adjuntos"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.tiposAdjuntos}>
              <TiposAdjuntoPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="responsables"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.responsables}>
              <ResponsablesPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="usuarios"
          element={
            <PermisoRequerido permiso={PERMISOS_APP.usuarios}>
              <UsuariosPage />
            </PermisoRequerido>
          }
        />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
