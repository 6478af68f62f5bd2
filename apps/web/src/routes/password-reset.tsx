import { PasswordResetRequestPage } from '../modules/auth/components/PasswordResetRequestPage';

export function PasswordResetRoute() {
  return <PasswordResetRequestPage />;
}
