import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DaotPage } from '../modules/contabilidad/components/DaotPage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';

/** The /pdts area (declarations prepared from the books): the DAOT's costs and income. */
export function PdtsRoute() {
  const lectura = (pagina: ReactNode) => (
    <PermisoRequerido permiso={PERMISOS_CONTABLE.reportes}>{pagina}</PermisoRequerido>
  );
  return (
    <Routes>
      <Route path="daot" element={<Navigate to="costos" replace />} />
      <Route path="daot/costos" element={lectura(<DaotPage key="costos" tipo="costos" />)} />
      <Route path="daot/ingresos" element={lectura(<DaotPage key="ingresos" tipo="ingresos" />)} />
      <Route path="*" element={<PaginaNoEncontrada />} />
    </Routes>
  );
}
