import type { AreaPendiente } from '../utils/areas-pendientes';
import { AvisoRuta } from './AvisoRuta';

export const TITULO_NO_DISPONIBLE = 'Esta sección aún no está disponible';

/** An area of spec 02 that Kipu does not have yet: says so by name, with its nearest existing screens. */
export function SeccionNoDisponible({ area }: { area: AreaPendiente }) {
  return (
    <AvisoRuta
      titulo={TITULO_NO_DISPONIBLE}
      icono="pi pi-hourglass"
      acciones={area.alternativas.map((a) => ({ ...a, icono: 'pi pi-arrow-right' }))}
    >
      <p>
        <strong className="aviso-ruta__area">{area.nombre}</strong> (<code>/{area.ruta}</code>) todavía no
        forma parte de Kipu.
      </p>
      {area.descripcion && <p className="aviso-ruta__descripcion">{area.descripcion}</p>}
    </AvisoRuta>
  );
}
