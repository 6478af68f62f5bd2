import { HomePage } from '../modules/home/components/HomePage';

export function HomeRoute() {
  return <HomePage />;
}
