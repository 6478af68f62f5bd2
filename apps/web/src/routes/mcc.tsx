import { mayuscula } from '@kipu/peru/pos/vocabulario';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PermisoRequerido } from '../modules/datos-generales/components/PermisoRequerido';
import { BarraServicio, useServicios } from '../modules/pos/components/BarraServicio';
import { CajaPage } from '../modules/pos/components/CajaPage';
import { CocinaPage } from '../modules/pos/components/CocinaPage';
import { DeliveryPage } from '../modules/pos/components/DeliveryPage';
import { TomaPedidoPage } from '../modules/pos/components/TomaPedidoPage';
import { useVocabularioPos } from '../modules/pos/hooks/use-vocabulario-pos';
import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';
import { PERMISOS_POS } from '../modules/shell/menu/punto-de-venta';
import { RouteGuard } from '../modules/workspace/components/RouteGuard';

const servicio = (permiso: string, titulo: string, pagina: ReactNode) => (
  <PermisoRequerido permiso={permiso}>
    <BarraServicio titulo={titulo} />
    {pagina}
  </PermisoRequerido>
);

/**
 * Where the room roles land (/mcc/pedido/create): order taking, or for a cook or a cashier without it
 * their own screen.
 */
function Aterrizaje() {
  const [primera] = useServicios();
  const { tomaDePedidos } = useVocabularioPos();
  if (primera && primera.ruta !== '/mcc/pedido/create') return <Navigate to={primera.ruta} replace />;
  return servicio(PERMISOS_POS.pedidos, tomaDePedidos, <TomaPedidoPage />);
}

/**
 * /mcc/*: the room's service screens, where the restaurant roles land (spec 01 §6), full screen for a
 * phone or a kitchen tablet: order taking (/mcc/pedido/create), the kitchen (/mcc/cocina), the cashier (/mcc/caja) and
 * delivery (/mcc/delivery).
 */
export function MccRoute() {
  const cocina = mayuscula(useVocabularioPos().cocina.singular);
  return (
    <RouteGuard>
      <Routes>
        <Route path="pedido/create" element={<Aterrizaje />} />
        <Route path="cocina" element={servicio(PERMISOS_POS.cocina, cocina, <CocinaPage />)} />
        <Route path="caja" element={servicio(PERMISOS_POS.caja, 'Caja', <CajaPage />)} />
        <Route path="delivery" element={servicio(PERMISOS_POS.delivery, 'Delivery', <DeliveryPage />)} />
        <Route index element={<Navigate to="pedido/create" replace />} />
        <Route path="*" element={<PaginaNoEncontrada publico />} />
      </Routes>
    </RouteGuard>
  );
}
