import { ConfirmDialog } from 'primereact/confirmdialog';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';
import { SireCompararPage } from '../modules/sire/components/SireCompararPage';
import { REGISTRO_DE_RUTA } from '../modules/sire/utils/sire';

/** /sire/rvie/* and /sire/rce/*: the register's screens under the permission the server asks for it. */
function RegistroSire() {
  const registro = REGISTRO_DE_RUTA[useParams().registro ?? ''];
  if (!registro) return <PaginaNoEncontrada />;
  return (
    <PermisoRequerido permiso={registro === 'RVIE' ? PERMISOS_CONTABLE.ventas : PERMISOS_CONTABLE.compras}>
      <Routes>
        <Route path="comparar" element={<SireCompararPage key={registro} registro={registro} />} />
        <Route index element={<Navigate to="comparar" replace />} />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </PermisoRequerido>
  );
}

/** The /sire area (SIRE SUNAT): SUNAT's proposal of the sales and purchases registers. */
export function SireRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        <Route path=":registro/*" element={<RegistroSire />} />
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
