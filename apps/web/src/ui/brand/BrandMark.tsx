import { useState } from 'react';
import type { Brand } from './use-brand';

interface BrandMarkProps {
  brand: Brand;
  small?: boolean;
}

/** The brand's logo (or its initial when there is none or it fails to load) and its name. */
export function BrandMark({ brand, small = false }: BrandMarkProps) {
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = brand.logo && brand.logo !== failedLogo ? brand.logo : null;
  return (
    <div className={small ? 'brand brand--small' : 'brand'}>
      {logo ? (
        <img className="brand__logo" src={logo} alt="" onError={() => setFailedLogo(logo)} />
      ) : (
        <span className="brand__mark" aria-hidden="true">
          {brand.nombre.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="brand__name">{brand.nombre}</span>
    </div>
  );
}
