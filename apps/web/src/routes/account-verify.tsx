import { AccountVerifyPage } from '../modules/auth/components/AccountVerifyPage';

export function AccountVerifyRoute() {
  return <AccountVerifyPage />;
}
