import { LibroPage } from '../modules/libro/components/LibroPage';

export function LibroRoute() {
  return <LibroPage />;
}
