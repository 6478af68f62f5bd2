import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BalanceComprobacionPage } from '../modules/contabilidad/components/BalanceComprobacionPage';
import { CambiosPatrimonioPage } from '../modules/contabilidad/components/CambiosPatrimonioPage';
import { EstadoResultadosPage } from '../modules/contabilidad/components/EstadoResultadosPage';
import { EstadoResultadosSmvPage } from '../modules/contabilidad/components/EstadoResultadosSmvPage';
import { EstadoSituacionPage } from '../modules/contabilidad/components/EstadoSituacionPage';
import { EstadoSituacionSmvPage } from '../modules/contabilidad/components/EstadoSituacionSmvPage';
import { HojaTrabajoPage } from '../modules/contabilidad/components/HojaTrabajoPage';
import { KardexPage } from '../modules/contabilidad/components/KardexPage';
import { LibroCajaBancosPage } from '../modules/contabilidad/components/LibroCajaBancosPage';
import { LibroDiarioPage } from '../modules/contabilidad/components/LibroDiarioPage';
import { LibroMayorPage } from '../modules/contabilidad/components/LibroMayorPage';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_CONTABLE } from '../modules/shell/menu/contabilidad';

/** The /repo area (Reportes): the accounting books, the worksheet and the financial statements. */
export function RepoRoute() {
  const libro = (pagina: ReactNode) => (
    <PermisoRequerido permiso={PERMISOS_CONTABLE.reportes}>{pagina}</PermisoRequerido>
  );
  return (
    <Routes>
      <Route path="ldiario" element={libro(<LibroDiarioPage />)} />
      <Route path="mayor" element={libro(<LibroMayorPage />)} />
      <Route path="lf/caja" element={libro(<LibroCajaBancosPage key="caja" tipo="caja" />)} />
      <Route path="lf/bancos" element={libro(<LibroCajaBancosPage key="banco" tipo="banco" />)} />
      <Route path="kardex12" element={libro(<KardexPage key="12" valorizado={false} />)} />
      <Route path="kardex13" element={libro(<KardexPage key="13" valorizado />)} />
      <Route path="hoja-trabajo" element={libro(<HojaTrabajoPage />)} />
      <Route path="balance" element={libro(<BalanceComprobacionPage />)} />
      <Route path="ef/bgc" element={libro(<EstadoSituacionPage />)} />
      <Route path="ef/ern" element={libro(<EstadoResultadosPage key="naturaleza" tipo="naturaleza" />)} />
      <Route path="ef/erf" element={libro(<EstadoResultadosPage key="funcion" tipo="funcion" />)} />
      <Route path="ef/smv/esf" element={libro(<EstadoSituacionSmvPage />)} />
      <Route path="ef/edr" element={libro(<EstadoResultadosSmvPage />)} />
      {/* The reports list of spec 02 §2 also names the SMV formats smv/esf and edr. */}
      <Route path="smv/esf" element={<Navigate to="/repo/ef/smv/esf" replace />} />
      <Route path="edr" element={<Navigate to="/repo/ef/edr" replace />} />
      <Route path="ef/cambios-pn" element={libro(<CambiosPatrimonioPage />)} />
      <Route path="*" element={<PaginaNoEncontrada />} />
    </Routes>
  );
}
