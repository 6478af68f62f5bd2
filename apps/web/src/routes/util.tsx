import { ConfirmDialog } from 'primereact/confirmdialog';
import { Route, Routes } from 'react-router';
import { ConciliacionBancariaPage } from '../modules/contabilidad/components/ConciliacionBancariaPage';
import { LiquidacionImpuestosPage } from '../modules/contabilidad/components/LiquidacionImpuestosPage';
import { ReprocesarCuosPage } from '../modules/contabilidad/components/ReprocesarCuosPage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { ImportarPage } from '../modules/importacion/components/ImportarPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';
import { PERMISOS_UTIL } from '../modules/shell/menu/utilitarios';

/** The /util area (Utilitarios): mass imports and the monthly tax settlement. */
export function UtilRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route
          path="importar"
          element={
            <PermisoRequerido permiso={PERMISOS_UTIL.importar}>
              <ImportarPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="liquidacion-impuestos"
          element={
            <PermisoRequerido permiso={PERMISOS_CONTABLE.reportes}>
              <LiquidacionImpuestosPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="reprocesar-cuos"
          element={
            <PermisoRequerido permiso={PERMISOS_CONTABLE.cierre}>
              <ReprocesarCuosPage />
            </PermisoRequerido>
          }
        />
        <Route
          path="conciliacion_bancaria"
          element={
            <PermisoRequerido permiso={PERMISOS_CONTABLE.conciliacion}>
              <ConciliacionBancariaPage />
            </PermisoRequerido>
          }
        />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
