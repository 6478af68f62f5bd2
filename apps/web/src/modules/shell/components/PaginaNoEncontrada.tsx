import { useLocation } from 'react-router';
import { AvisoRuta } from './AvisoRuta';

export const TITULO_NO_ENCONTRADA = 'Página no encontrada';

/** What an unknown path shows: the path that was asked for and the ways back, never a silent redirect. */
export function PaginaNoEncontrada({ publico = false }: { publico?: boolean }) {
  const { pathname } = useLocation();
  return (
    <AvisoRuta titulo={TITULO_NO_ENCONTRADA} icono="pi pi-compass" publico={publico}>
      <p>
        No existe ninguna pantalla en la dirección <code className="aviso-ruta__ruta">{pathname}</code>.
      </p>
      <p>Revise la dirección o vuelva a un lugar conocido.</p>
    </AvisoRuta>
  );
}
