import { useEffect } from 'react';
import { useQuery } from 'urql';
import { PUBLIC_OPERATION } from '../../lib/error-exchange';
import { configuracionPublicaQuery } from './configuracion-publica';

export interface Brand {
  nombre: string;
  logo: string | null;
  favicon: string | null;
  slider: string[];
}

export interface CaptchaConfig {
  provider: string;
  siteKey: string | null;
  challengeUrl: string | null;
}

export const DEFAULT_BRAND: Brand = { nombre: 'Kipu', logo: null, favicon: null, slider: [] };
const DEFAULT_FAVICON = '/favicon.svg';

export interface BrandState {
  brand: Brand;
  /** null while loading or when the public configuration could not be read. */
  captcha: CaptchaConfig | null;
  fetching: boolean;
  failed: boolean;
}

function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) {
    link.removeAttribute('type');
    link.href = href;
  }
}

/**
 * The brand of this host (`configuracionPublica.marca`: name, logo, favicon, slider) with the default
 * brand as fallback; applies the favicon and the page title to the document.
 */
export function useBrand(pageTitle?: string): BrandState {
  const [{ data, fetching, error }] = useQuery({
    query: configuracionPublicaQuery,
    context: PUBLIC_OPERATION,
  });
  const config = data?.configuracionPublica;
  const brand: Brand = config
    ? {
        nombre: config.marca.nombre || DEFAULT_BRAND.nombre,
        logo: config.marca.logo ?? null,
        favicon: config.marca.favicon ?? null,
        slider: config.marca.slider,
      }
    : DEFAULT_BRAND;

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brand.nombre}` : brand.nombre;
  }, [pageTitle, brand.nombre]);

  useEffect(() => {
    applyFavicon(brand.favicon ?? DEFAULT_FAVICON);
  }, [brand.favicon]);

  return {
    brand,
    captcha: config
      ? {
          provider: config.captcha.provider,
          siteKey: config.captcha.siteKey ?? null,
          challengeUrl: config.captcha.challengeUrl ?? null,
        }
      : null,
    fetching,
    failed: Boolean(error) && !config,
  };
}
