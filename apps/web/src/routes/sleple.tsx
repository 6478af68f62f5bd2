import { Route, Routes, useParams } from 'react-router';
import { LibrosPlePage } from '../modules/ple/components/LibrosPlePage';
import { GRUPOS_PLE } from '../modules/ple/utils/libros';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';

/** A section of /sleple5.1 (compras/8.1, ventas/14.1…): its books; an unknown section is not found. */
function SeccionPle() {
  const { grupo = '' } = useParams();
  return GRUPOS_PLE[grupo] ? <LibrosPlePage key={grupo} grupo={grupo} /> : <PaginaNoEncontrada />;
}

/** The /sleple5.1 area (libros electrónicos, SLE-PLE): every book of a period, or one section's. */
export function SlePleRoute() {
  return (
    <Routes>
      <Route index element={<LibrosPlePage />} />
      <Route path=":grupo/*" element={<SeccionPle />} />
    </Routes>
  );
}
