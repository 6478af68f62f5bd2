import { LibroSearchPage } from '../modules/libro/components/LibroSearchPage';

export function LibroSearchRoute() {
  return <LibroSearchPage />;
}
