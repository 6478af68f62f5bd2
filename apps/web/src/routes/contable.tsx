import { ConfirmDialog } from 'primereact/confirmdialog';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AsientosPredisenadosPage } from '../modules/contabilidad/components/AsientosPredisenadosPage';
import { AsientosVariosPage } from '../modules/contabilidad/components/AsientosVariosPage';
import { CierreContablePage } from '../modules/contabilidad/components/CierreContablePage';
import { CompraFormPage } from '../modules/contabilidad/components/CompraFormPage';
import { ComprasPage } from '../modules/contabilidad/components/ComprasPage';
import { CuentasCobrarPagarPage } from '../modules/contabilidad/components/CuentasCobrarPagarPage';
import { InventariosInicialesPage } from '../modules/contabilidad/components/InventariosInicialesPage';
import { VentaFormPage } from '../modules/contabilidad/components/VentaFormPage';
import { VentasPage } from '../modules/contabilidad/components/VentasPage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { CuentasFinancierasPage } from '../modules/maestros-contables/components/CuentasFinancierasPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';

/** The screens of /contable: path, permission and page. */
const PANTALLAS: readonly { path: string; permiso: string; pagina: ReactNode }[] = [
  {
    path: 'cuentas_financieras',
    permiso: PERMISOS_CONTABLE.cuentasFinancieras,
    pagina: <CuentasFinancierasPage />,
  },
  { path: 'compras', permiso: PERMISOS_CONTABLE.compras, pagina: <ComprasPage /> },
  { path: 'compra/create', permiso: PERMISOS_CONTABLE.compras, pagina: <CompraFormPage /> },
  { path: 'ventas', permiso: PERMISOS_CONTABLE.ventas, pagina: <VentasPage /> },
  { path: 'venta/create', permiso: PERMISOS_CONTABLE.ventas, pagina: <VentaFormPage /> },
  { path: 'asientos_varios', permiso: PERMISOS_CONTABLE.asientosVarios, pagina: <AsientosVariosPage /> },
  {
    path: 'asientos_predisenados',
    permiso: PERMISOS_CONTABLE.asientosVarios,
    pagina: <AsientosPredisenadosPage />,
  },
  {
    path: 'cuentas/cobrar',
    permiso: PERMISOS_CONTABLE.cuentasCobrar,
    pagina: <CuentasCobrarPagarPage key="cobrar" tipo="cobrar" />,
  },
  {
    path: 'cuentas/pagar',
    permiso: PERMISOS_CONTABLE.cuentasPagar,
    pagina: <CuentasCobrarPagarPage key="pagar" tipo="pagar" />,
  },
  { path: 'cierre/contable', permiso: PERMISOS_CONTABLE.cierre, pagina: <CierreContablePage /> },
  { path: 'inventarios_iniciales', permiso: PERMISOS_CONTABLE.cierre, pagina: <InventariosInicialesPage /> },
];

/** The /contable area (Contabilidad): financial accounts, purchases. */
export function ContableRoute() {
  return (
    <>
      <ConfirmDialog />
      <Routes>
        {PANTALLAS.map((p) => (
          <Route
            key={p.path}
            path={p.path}
            element={<PermisoRequerido permiso={p.permiso}>{p.pagina}</PermisoRequerido>}
          />
        ))}
        <Route path="*" element={<PaginaNoEncontrada />} />
      </Routes>
    </>
  );
}
