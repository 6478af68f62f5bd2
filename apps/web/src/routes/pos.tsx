import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { CajasPage } from '../modules/pos/components/CajasPage';
import { CocinasPage } from '../modules/pos/components/CocinasPage';
import { MesasPage } from '../modules/pos/components/MesasPage';
import { ReportesPosPage } from '../modules/pos/components/ReportesPosPage';
import { StaffPage } from '../modules/pos/components/StaffPage';
import { ZonasPage } from '../modules/pos/components/ZonasPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_POS } from '../modules/shell/menu/punto-de-venta';

const configuracion = (pagina: ReactNode) => (
  <PermisoRequerido permiso={PERMISOS_POS.configuracion}>{pagina}</PermisoRequerido>
);

/** The /pos area: setup of the room (zones, tables and their map, cash boxes, kitchens, staff) and its reports. */
export function PosRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route path="zonas" element={configuracion(<ZonasPage />)} />
        <Route path="mesas" element={configuracion(<MesasPage />)} />
        <Route path="cajas" element={configuracion(<CajasPage />)} />
        <Route path="cocinas" element={configuracion(<CocinasPage />)} />
        <Route path="staff" element={configuracion(<StaffPage />)} />
        <Route
          path="reportes"
          element={
            <PermisoRequerido permiso={PERMISOS_POS.reportes}>
              <ReportesPosPage />
            </PermisoRequerido>
          }
        />
        <Route index element={<Navigate to="zonas" replace />} />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
