import { Button } from 'primereact/button';
import { BrandMark } from '../../../ui/brand/BrandMark';
import type { Brand } from '../../../ui/brand/use-brand';
import { CompanyLine } from './CompanyLine';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  brand: Brand;
  nombres: string | null;
  email: string | null;
  /** Null when the module has no sidebar (no toggle then). */
  sidebarOpen: boolean | null;
  onToggleSidebar: () => void;
  onOpenTheme: () => void;
}

/** Header of the protected areas: menu toggle, brand, company line, bell, theme options, user menu. */
export function AppHeader({
  brand,
  nombres,
  email,
  sidebarOpen,
  onToggleSidebar,
  onOpenTheme,
}: AppHeaderProps) {
  return (
    <header className="shell__header">
      <div className="header__start">
        {sidebarOpen !== null && (
          <Button
            type="button"
            icon="pi pi-bars"
            rounded
            text
            severity="secondary"
            className="header__icon-button"
            aria-label={sidebarOpen ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={sidebarOpen}
            aria-controls="shell-sidebar"
            onClick={onToggleSidebar}
          />
        )}
        <BrandMark brand={brand} small />
      </div>
      <CompanyLine />
      <div className="header__end">
        <NotificationsBell />
        <Button
          type="button"
          icon="pi pi-cog"
          rounded
          text
          severity="secondary"
          className="header__icon-button"
          aria-label="Opciones de tema"
          onClick={onOpenTheme}
        />
        <UserMenu nombres={nombres} email={email} />
      </div>
    </header>
  );
}
