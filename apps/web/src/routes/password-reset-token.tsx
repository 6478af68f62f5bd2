import { PasswordResetTokenPage } from '../modules/auth/components/PasswordResetTokenPage';

export function PasswordResetTokenRoute() {
  return <PasswordResetTokenPage />;
}
