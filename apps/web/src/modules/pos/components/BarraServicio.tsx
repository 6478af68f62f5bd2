import { BrandMark } from '../../../ui/brand/BrandMark';
import { useBrand } from '../../../ui/brand/use-brand';
import { BotonCerrarSesion } from '../../auth/components/BotonCerrarSesion';

/** The slim top bar of the service screens (no sidebar on a phone): the brand and 'Cerrar sesión'. */
export function BarraServicio({ titulo }: { titulo: string }) {
  const { brand } = useBrand(titulo);
  return (
    <header className="topbar">
      <BrandMark brand={brand} small />
      <BotonCerrarSesion />
    </header>
  );
}
