import './pos.css';
import './barra-servicio.css';
import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../../ui/brand/BrandMark';
import { useBrand } from '../../../ui/brand/use-brand';
import { BotonCerrarSesion } from '../../auth/components/BotonCerrarSesion';
import { usePermiso } from '../../datos-generales/components/PermisoRequerido';
import { PERMISOS_POS } from '../../shell/menu/punto-de-venta';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { rutaDeGestion } from '../utils/volver-gestion';

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

/** 'Volver a la gestión' for whoever also works in the back office (never a waiter nor a cook). */
function VolverALaGestion() {
  const { roleId, auth, authorization } = useWorkspaceSession();
  const ruta = rutaDeGestion({
    roleId,
    moduloId: auth?.modulo_id ?? null,
    permisos: authorization.permisos.map((p) => p.id),
  });
  if (!ruta) return null;
  return (
    <Link to={ruta} className="p-button p-component p-button-outlined p-button-sm pos-volver-gestion">
      <i className="pi pi-arrow-left p-button-icon-left" aria-hidden="true" />
      <span className="p-button-label">Volver a la gestión</span>
    </Link>
  );
}

/**
 * The slim top bar of the service screens (no sidebar on a phone): the brand, the other service
 * screens the user may open, the way back to the back office and 'Cerrar sesión'.
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
      <div className="pos-barra-acciones">
        <VolverALaGestion />
        <BotonCerrarSesion />
      </div>
    </header>
  );
}
