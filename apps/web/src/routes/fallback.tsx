import { PaginaNoEncontrada } from '../modules/shell/components/PaginaNoEncontrada';

/** Unknown paths of the root: a page that says so, with the ways back (home and the module chooser, or the login). */
export function FallbackRoute() {
  return <PaginaNoEncontrada publico />;
}
