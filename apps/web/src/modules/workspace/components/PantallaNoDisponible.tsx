import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { AppFooter } from '../../../ui/AppFooter';
import { BrandMark } from '../../../ui/brand/BrandMark';
import { useBrand } from '../../../ui/brand/use-brand';
import { useLogout } from '../../auth/hooks/use-logout';

interface PantallaNoDisponibleProps {
  titulo: string;
}

/**
 * A destination some roles are sent to (order taking, /mcc/pedido/create) whose screen is not built yet:
 * says so instead of bouncing between routes.
 */
export function PantallaNoDisponible({ titulo }: PantallaNoDisponibleProps) {
  const { brand } = useBrand(titulo);
  const { logout, loggingOut } = useLogout();
  return (
    <div className="app-page">
      <header className="topbar">
        <BrandMark brand={brand} small />
        <Button
          type="button"
          label="Cerrar sesión"
          icon="pi pi-sign-out"
          severity="secondary"
          text
          loading={loggingOut}
          onClick={() => void logout()}
        />
      </header>
      <main className="modulos">
        <h1 className="modulos__title">{titulo}</h1>
        <Message severity="info" text="Esta pantalla aún no está disponible." />
      </main>
      <AppFooter brandName={brand.nombre} />
    </div>
  );
}
