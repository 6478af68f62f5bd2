export const APP_VERSION = '2.01.0309';

interface AppFooterProps {
  brandName: string;
}

/** Footer of the public pages: copyright line and version (spec 01 §1). */
export function AppFooter({ brandName }: AppFooterProps) {
  return (
    <footer className="app-footer">
      <span>
        © {new Date().getFullYear()} {brandName}. Todos los derechos reservados.
      </span>
      <span className="app-footer__version">versión {APP_VERSION}</span>
    </footer>
  );
}
