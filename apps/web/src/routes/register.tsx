import { RegisterPage } from '../modules/auth/components/RegisterPage';

export function RegisterRoute() {
  return <RegisterPage />;
}
