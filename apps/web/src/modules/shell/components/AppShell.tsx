import { type CSSProperties, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AppFooter } from '../../../ui/AppFooter';
import { useBrand } from '../../../ui/brand/use-brand';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { meQuery } from '../../auth/graphql/session';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { useNarrowViewport } from '../hooks/use-narrow-viewport';
import { usePreferencias } from '../hooks/use-preferencias';
import type { MenuEntry } from '../menu/menu-types';
import { buildSidebar } from '../utils/sidebar';
import { type Preferencias, SIDEBAR_BREAKPOINT_PX } from '../utils/tema';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { ChatEnVivo } from './ChatEnVivo';
import { ThemePanel } from './ThemePanel';

function findLabel(entries: readonly MenuEntry[], pathname: string): string | null {
  for (const entry of entries) {
    if (entry.route === pathname) return entry.label;
    const child = entry.children ? findLabel(entry.children, pathname) : null;
    if (child) return child;
  }
  return null;
}

/**
 * Layout of the protected areas (/home, /admin/*): header, the module's sidebar, the area (a lazy route
 * module, 'Cargando los Componentes...' meanwhile), footer and the theme options.
 */
export function AppShell() {
  const session = useWorkspaceSession();
  const { pathname } = useLocation();
  const [me] = useQuery({ query: meQuery, context: MANUAL_ERRORS });
  const { preferencias, loaded, cambiar } = usePreferencias();
  const narrow = useNarrowViewport(SIDEBAR_BREAKPOINT_PX);
  const overlay = narrow || preferencias.menuMovil;
  const [open, setOpen] = useState(() => !overlay && !preferencias.sidebarCerrado);
  const [themeOpen, setThemeOpen] = useState(false);

  const sections = useMemo(
    () =>
      buildSidebar({
        moduloId: session.auth?.modulo_id ?? null,
        roleId: session.roleId,
        permisos: session.authorization.permisos.map((p) => p.id),
        rubro: session.company?.rubro ?? null,
      }),
    [session],
  );
  const hasSidebar = sections.length > 0;
  const pageTitle = findLabel(
    sections.flatMap((s) => s.entries),
    pathname,
  );
  const { brand } = useBrand(pageTitle ?? undefined);

  // The saved preference decides how the sidebar starts (once they arrive).
  const applied = useRef(false);
  useEffect(() => {
    if (!loaded || applied.current) return;
    applied.current = true;
    setOpen(!overlay && !preferencias.sidebarCerrado);
  }, [loaded, overlay, preferencias.sidebarCerrado]);

  // Under 1250 px (or with the mobile menu) the sidebar closes; back above it, it follows the preference.
  const sidebarCerrado = useRef(preferencias.sidebarCerrado);
  sidebarCerrado.current = preferencias.sidebarCerrado;
  const mode = useRef(overlay);
  useEffect(() => {
    if (mode.current === overlay) return;
    mode.current = overlay;
    setOpen(overlay ? false : !sidebarCerrado.current);
  }, [overlay]);

  function cambiarTema(cambios: Partial<Preferencias>) {
    cambiar(cambios);
    if (cambios.sidebarCerrado !== undefined && !overlay) setOpen(!cambios.sidebarCerrado);
  }

  const classes = ['shell', open && hasSidebar ? 'shell--sidebar-open' : 'shell--sidebar-closed'];
  if (preferencias.headerFijo) classes.push('shell--header-fijo');
  if (preferencias.sidebarFijo) classes.push('shell--sidebar-fijo');
  if (preferencias.sombras) classes.push('shell--sombras');
  if (overlay) classes.push('shell--overlay');
  const style = { '--shell-fondo-opacidad': preferencias.opacidad / 100 } as CSSProperties;
  const user = me.data?.me.user;

  return (
    <div
      className={classes.join(' ')}
      data-esquema={preferencias.esquemaColor}
      data-fondo={preferencias.imagenFondo ?? undefined}
      style={style}
    >
      <div className="shell__fondo" aria-hidden="true" />
      <ChatEnVivo nombres={user?.nombres ?? null} email={user?.email ?? null} />
      <AppHeader
        brand={brand}
        nombres={user?.nombres ?? null}
        email={user?.email ?? null}
        sidebarOpen={hasSidebar ? open : null}
        onToggleSidebar={() => setOpen((v) => !v)}
        onOpenTheme={() => setThemeOpen(true)}
      />
      <div className="shell__body">
        {hasSidebar && (
          <aside id="shell-sidebar" className="shell__sidebar" hidden={!open}>
            <AppSidebar sections={sections} onNavigate={() => overlay && setOpen(false)} />
          </aside>
        )}
        {hasSidebar && open && overlay && (
          <button
            type="button"
            className="shell__backdrop"
            aria-label="Cerrar menú"
            onClick={() => setOpen(false)}
          />
        )}
        <div className="shell__main">
          <main className="shell__content">
            <Suspense fallback={<LoadingScreen inline />}>
              <Outlet />
            </Suspense>
          </main>
          {preferencias.footer && <AppFooter brandName={brand.nombre} />}
        </div>
      </div>
      <ThemePanel
        visible={themeOpen}
        onHide={() => setThemeOpen(false)}
        preferencias={preferencias}
        cambiar={cambiarTema}
      />
    </div>
  );
}
