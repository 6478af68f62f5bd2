import { Route, Routes } from 'react-router';
import { ConsultaIdentidadPage } from '../modules/aplicativos/components/ConsultaIdentidadPage';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';

/** The /aplicativos area (CONSULTAS ONLINE): DNI and RUC look-ups. */
export function AplicativosRoute() {
  return (
    <Routes>
      <Route path="dnibasico" element={<ConsultaIdentidadPage key="dni" tipo="dni" />} />
      <Route path="rucbasico" element={<ConsultaIdentidadPage key="ruc" tipo="ruc" />} />
      <Route path="*" element={<PaginaNoEncontrada />} />
    </Routes>
  );
}
