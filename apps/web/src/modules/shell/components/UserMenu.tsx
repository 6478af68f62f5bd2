import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useLogout } from '../../auth/hooks/use-logout';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { MODULOS_ROUTE } from '../../workspace/utils/role-rules';
import { fotoCabeceraQuery } from '../graphql/shell';

interface UserMenuProps {
  nombres: string | null;
  email: string | null;
}

function iniciales(nombres: string | null, email: string | null): string {
  const fuente = (nombres ?? email ?? '?').trim();
  const partes = fuente.split(/\s+/).filter(Boolean);
  return ((partes[0]?.[0] ?? '?') + (partes[1]?.[0] ?? '')).toUpperCase();
}

/**
 * The user menu (spec 01 §2): Mi perfil (/admin/user/{id}), Cambiar Módulo and Cerrar sesión. 'Aula
 * Virtual' joins it when that screen exists.
 */
export function UserMenu({ nombres, email }: UserMenuProps) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const { logout } = useLogout();
  const { userId } = useWorkspaceSession();
  // The profile picture; a new one saved on My Profile returns Perfil, which refetches this query.
  const [{ data }] = useQuery({ query: fotoCabeceraQuery, pause: !userId, context: MANUAL_ERRORS });
  const foto = data?.miPerfil.avatar_url ?? null;
  const items: MenuItem[] = [
    ...(userId
      ? [{ label: 'Mi perfil', icon: 'pi pi-user', command: () => navigate(`/admin/user/${userId}`) }]
      : []),
    { label: 'Cambiar Módulo', icon: 'pi pi-th-large', command: () => navigate(MODULOS_ROUTE) },
    { separator: true },
    { label: 'Cerrar sesión', icon: 'pi pi-sign-out', command: () => void logout() },
  ];
  return (
    <>
      <Button
        type="button"
        text
        severity="secondary"
        className="header__user"
        aria-haspopup="menu"
        aria-label={`Menú de usuario ${nombres ?? email ?? ''}`.trim()}
        onClick={(event) => menu.current?.toggle(event)}
      >
        {foto ? (
          <Avatar image={foto} shape="circle" className="header__avatar" imageAlt="Foto de perfil" />
        ) : (
          <Avatar label={iniciales(nombres, email)} shape="circle" className="header__avatar" />
        )}
        <span className="header__user-name">{nombres ?? email ?? ''}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </Button>
      <Menu model={items} popup ref={menu} popupAlignment="right" />
    </>
  );
}
