import { ConfirmDialog } from 'primereact/confirmdialog';
import { Route, Routes } from 'react-router';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { AsistenciaPage } from '../modules/planillas/components/AsistenciaPage';
import { ComisionesAfpPage } from '../modules/planillas/components/ComisionesAfpPage';
import { HorariosPage } from '../modules/planillas/components/HorariosPage';
import { ParametrosPlanillaPage } from '../modules/planillas/components/ParametrosPlanillaPage';
import { PlamePage } from '../modules/planillas/components/PlamePage';
import { PlanillaPage } from '../modules/planillas/components/PlanillaPage';
import { ReportesPlanillaPage } from '../modules/planillas/components/ReportesPlanillaPage';
import { SalarioBeneficiosPage } from '../modules/planillas/components/SalarioBeneficiosPage';
import { TrabajadoresPage } from '../modules/planillas/components/TrabajadoresPage';
import { UtilidadesPage } from '../modules/planillas/components/UtilidadesPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_PLA } from '../modules/shell/menu/planillas';

/** The benefit reports of the menu open the benefits screen on their kind. */
const REPORTES_BENEFICIO = [
  { ruta: 'reporte-gratificaciones', tipo: 'gratificacion' },
  { ruta: 'reporte-cts', tipo: 'cts' },
  { ruta: 'reporte-vacaciones', tipo: 'vacaciones' },
] as const;

/** The /pla area (Planillas): workers and their contracts, the monthly planilla, parameters, PLAME. */
export function PlaRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route
          path="trabajador"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.trabajadores}>
              <TrabajadoresPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="planilla"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.planilla}>
              <PlanillaPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="commission"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.comisiones}>
              <ComisionesAfpPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="parametros"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.parametros}>
              <ParametrosPlanillaPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="plame"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.plame}>
              <PlamePage />
            </PermisoRequerido>
          }
        />
        <Route
          path="reporte-planillas"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.reportes}>
              <ReportesPlanillaPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="reporte-rentaquinta"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.reportes}>
              <ReportesPlanillaPage key="quinta" inicial="QUINTA" />
            </PermisoRequerido>
          }
        />
        <Route
          path="salario-beneficios"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.beneficios}>
              <SalarioBeneficiosPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="utilidades"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.beneficios}>
              <UtilidadesPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="horario"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.asistencia}>
              <HorariosPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="operation/assistance"
          element={
            <PermisoRequerido permiso={PERMISOS_PLA.asistencia}>
              <AsistenciaPage />
            </PermisoRequerido>
          }
        />
        {REPORTES_BENEFICIO.map(({ ruta, tipo }) => (
          <Route
            key={ruta}
            path={ruta}
            element={
              <PermisoRequerido permiso={PERMISOS_PLA.beneficios}>
                <SalarioBeneficiosPage key={tipo} inicial={tipo} />
              </PermisoRequerido>
            }
          />
        ))}
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
