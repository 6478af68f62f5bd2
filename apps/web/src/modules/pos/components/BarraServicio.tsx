import './pos.css';
import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { NavLink } from 'react-router';
import { BrandMark } from '../../../ui/brand/BrandMark';
import { useBrand } from '../../../ui/brand/use-brand';
import { BotonCerrarSesion } from '../../auth/components/BotonCerrarSesion';
import { usePermiso } from '../../datos-generales/components/PermisoRequerido';
import { PERMISOS_POS } from '../../shell/menu/punto-de-venta';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';

/** The service screens a user may move between, by permission, named in the words of the rubro. */
export function useServicios(): { ruta: string; etiqueta: string }[] {
  const v = useVocabularioPos();
  const pedidos = usePermiso(PERMISOS_POS.pedidos);
  const cocina = usePermiso(PERMISOS_POS.cocina);
  const caja = usePermiso(PERMISOS_POS.caja);
  const delivery = usePermiso(PERMISOS_POS.delivery);
  return [
    ...(pedidos ? [{ ruta: '/mcc/pedido/create', etiqueta: mayuscula(v.pedido.plural) }] : []),
    ...(cocina ? [{ ruta: '/mcc/cocina', etiqueta: mayuscula(v.cocina.singular) }] : []),
    ...(caja ? [{ ruta: '/mcc/caja', etiqueta: 'Caja' }] : []),
    ...(delivery ? [{ ruta: '/mcc/delivery', etiqueta: 'Delivery' }] : []),
  ];
}

/**
 * The slim top bar of the service screens (no sidebar on a phone): the brand, the other service
 * screens the user may open, and 'Cerrar sesión'.
 */
export function BarraServicio({ titulo }: { titulo: string }) {
  const { brand } = useBrand(titulo);
  const servicios = useServicios();
  return (
    <header className="topbar">
      <BrandMark brand={brand} small />
      {servicios.length > 1 && (
        <nav className="pos-navegacion" aria-label="Pantallas del salón">
          {servicios.map((s) => (
            <NavLink key={s.ruta} to={s.ruta}>
              {s.etiqueta}
            </NavLink>
          ))}
        </nav>
      )}
      <BotonCerrarSesion />
    </header>
  );
}
