import { InvitacionPage } from '../modules/equipo/components/InvitacionPage';

export function InvitacionRoute() {
  return <InvitacionPage />;
}
