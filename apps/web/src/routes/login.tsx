import { LoginPage } from '../modules/auth/components/LoginPage';

export function LoginRoute() {
  return <LoginPage />;
}
