import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LibroDiarioPage } from '../modules/contabilidad/components/LibroDiarioPage';
import { LibroMayorPage } from '../modules/contabilidad/components/LibroMayorPage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';

/** The /repo area (Reportes): the accounting books. */
export function RepoRoute() {
  const libro = (pagina: ReactNode) => (
    <PermisoRequerido permiso={PERMISOS_CONTABLE.reportes}>{pagina}</PermisoRequerido>
  );
  return (
    <Routes>
      <Route path="ldiario" element={libro(<LibroDiarioPage />)} />
      <Route path="mayor" element={libro(<LibroMayorPage />)} />
      <Route path="*" element={<Navigate to="/home" replace />} />
    </Routes>
  );
}
