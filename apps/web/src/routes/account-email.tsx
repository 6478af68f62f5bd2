import { ConfirmarCorreoPage } from '../modules/perfil/components/ConfirmarCorreoPage';

export function AccountEmailRoute() {
  return <ConfirmarCorreoPage />;
}
