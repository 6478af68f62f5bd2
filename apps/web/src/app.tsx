import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { setNavigator } from './lib/navigation';
import { getClient, subscribeClient } from './lib/urql-client';
import { AREAS_PENDIENTES } from './modules/shell/utils/areas-pendientes';
import { LoadingScreen } from './ui/LoadingScreen';
import { ToastHost } from './ui/toast/ToastHost';

// One lazy module per route: the login page loads only what it uses.
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const PasswordResetRoute = lazy(() =>
  import('./routes/password-reset').then((m) => ({ default: m.PasswordResetRoute })),
);
const PasswordResetTokenRoute = lazy(() =>
  import('./routes/password-reset-token').then((m) => ({ default: m.PasswordResetTokenRoute })),
);
const AccountVerifyRoute = lazy(() =>
  import('./routes/account-verify').then((m) => ({ default: m.AccountVerifyRoute })),
);
// The e-mail change link of My Profile, opened at the new address.
const AccountEmailRoute = lazy(() =>
  import('./routes/account-email').then((m) => ({ default: m.AccountEmailRoute })),
);
// The link of an invitation to work in a company (sign up, or accept with the session).
const InvitacionRoute = lazy(() =>
  import('./routes/invitacion').then((m) => ({ default: m.InvitacionRoute })),
);
// The public complaints book (no session).
const LibroRoute = lazy(() => import('./routes/libro').then((m) => ({ default: m.LibroRoute })));
const LibroSearchRoute = lazy(() =>
  import('./routes/libro-search').then((m) => ({ default: m.LibroSearchRoute })),
);
const ModulosRoute = lazy(() => import('./routes/modulos').then((m) => ({ default: m.ModulosRoute })));
const MccRoute = lazy(() => import('./routes/mcc').then((m) => ({ default: m.MccRoute })));
// The app shell, and inside it one lazy module per area ('Cargando los Componentes...' while it loads).
const ShellRoute = lazy(() => import('./routes/shell').then((m) => ({ default: m.ShellRoute })));
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })));
// DATOS GENERALES: companies, clients, suppliers and the chart of accounts.
const AppAreaRoute = lazy(() => import('./routes/app').then((m) => ({ default: m.AppRoute })));
// Facturación: products, categories, price lists, combos, stock minimums.
const FacRoute = lazy(() => import('./routes/fac').then((m) => ({ default: m.FacRoute })));
// Contabilidad: financial accounts and purchases.
const ContableRoute = lazy(() => import('./routes/contable').then((m) => ({ default: m.ContableRoute })));
// Libros electrónicos (SLE-PLE): the TXT books for SUNAT.
const SlePleRoute = lazy(() => import('./routes/sleple').then((m) => ({ default: m.SlePleRoute })));
// Reportes: the accounting books (libro diario, libro mayor).
const RepoRoute = lazy(() => import('./routes/repo').then((m) => ({ default: m.RepoRoute })));
// Utilitarios: mass imports.
const UtilRoute = lazy(() => import('./routes/util').then((m) => ({ default: m.UtilRoute })));
// Punto de venta: setup of the room.
const PosRoute = lazy(() => import('./routes/pos').then((m) => ({ default: m.PosRoute })));
// Planillas: workers, contracts and the monthly planilla.
const PlaRoute = lazy(() => import('./routes/pla').then((m) => ({ default: m.PlaRoute })));
// PDT's: declarations prepared from the books (DAOT).
const PdtsRoute = lazy(() => import('./routes/pdts').then((m) => ({ default: m.PdtsRoute })));
const SireRoute = lazy(() => import('./routes/sire').then((m) => ({ default: m.SireRoute })));
// Aplicativos: online look-ups (DNI, RUC).
const AplicativosRoute = lazy(() =>
  import('./routes/aplicativos').then((m) => ({ default: m.AplicativosRoute })),
);
// Multimedia: the classroom's courses (top administrator).
const MmRoute = lazy(() => import('./routes/mm').then((m) => ({ default: m.MmRoute })));
// The areas of spec 02 not built yet (/prod, /consultas-sunat, /operaciones, /xml, /lrcontables): said so.
const AreaPendienteRoute = lazy(() =>
  import('./routes/area-pendiente').then((m) => ({ default: m.AreaPendienteRoute })),
);
// Unknown paths: a not-found page, never a silent redirect.
const FallbackRoute = lazy(() => import('./routes/fallback').then((m) => ({ default: m.FallbackRoute })));

function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'password/reset', element: <PasswordResetRoute /> },
      { path: 'password/reset/:token', element: <PasswordResetTokenRoute /> },
      { path: 'account/verify/:token', element: <AccountVerifyRoute /> },
      { path: 'account/email/:token', element: <AccountEmailRoute /> },
      { path: 'invitacion/:token', element: <InvitacionRoute /> },
      { path: 'libro', element: <LibroRoute /> },
      { path: 'libro-search', element: <LibroSearchRoute /> },
      { path: 'modulos', element: <ModulosRoute /> },
      { path: 'mcc/*', element: <MccRoute /> },
      {
        element: <ShellRoute />,
        children: [
          { path: 'home', element: <HomeRoute /> },
          { path: 'admin/*', element: <AdminRoute /> },
          { path: 'app/*', element: <AppAreaRoute /> },
          { path: 'fac/*', element: <FacRoute /> },
          { path: 'pla/*', element: <PlaRoute /> },
          { path: 'pos/*', element: <PosRoute /> },
          { path: 'contable/*', element: <ContableRoute /> },
          { path: 'repo/*', element: <RepoRoute /> },
          { path: 'util/*', element: <UtilRoute /> },
          { path: 'pdts/*', element: <PdtsRoute /> },
          { path: 'sleple5.1/*', element: <SlePleRoute /> },
          { path: 'sire/*', element: <SireRoute /> },
          { path: 'aplicativos/*', element: <AplicativosRoute /> },
          { path: 'mm/*', element: <MmRoute /> },
          ...AREAS_PENDIENTES.map((a) => ({ path: `${a.ruta}/*`, element: <AreaPendienteRoute /> })),
        ],
      },
      { path: '*', element: <FallbackRoute /> },
    ],
  },
]);

setNavigator((path) => {
  void router.navigate(path, { replace: true });
});

export function App() {
  const client = useSyncExternalStore(subscribeClient, getClient);
  return (
    <Provider value={client}>
      <ToastHost />
      <RouterProvider router={router} />
    </Provider>
  );
}
