import { Button } from 'primereact/button';
import { useLogout } from '../hooks/use-logout';

/** 'Cerrar sesión' of the top bars outside the shell (module chooser, service screens). */
export function BotonCerrarSesion() {
  const { logout, loggingOut } = useLogout();
  return (
    <Button
      type="button"
      label="Cerrar sesión"
      icon="pi pi-sign-out"
      severity="secondary"
      text
      loading={loggingOut}
      onClick={() => void logout()}
    />
  );
}
