import type { ReactNode } from 'react';
import { AppFooter } from '../../../ui/AppFooter';
import { BrandMark } from '../../../ui/brand/BrandMark';
import type { Brand } from '../../../ui/brand/use-brand';
import { BrandSlider } from './BrandSlider';

interface PublicLayoutProps {
  brand: Brand;
  title: string;
  subtitle?: string;
  /** Show the brand's promotional images beside the form (login). */
  withSlider?: boolean;
  /** A wider card for long forms (the complaints book). */
  wide?: boolean;
  children: ReactNode;
}

/** Frame of the public pages: brand, a card with the form, optional slider, footer. */
export function PublicLayout({
  brand,
  title,
  subtitle,
  withSlider = false,
  wide = false,
  children,
}: PublicLayoutProps) {
  const slider = withSlider && brand.slider.length > 0;
  return (
    <div className="public-page">
      <main className={slider ? 'public-main public-main--split' : 'public-main'}>
        {slider && (
          <div className="public-main__aside">
            <BrandSlider images={brand.slider} brandName={brand.nombre} />
          </div>
        )}
        <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
          <BrandMark brand={brand} />
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
      <AppFooter brandName={brand.nombre} />
    </div>
  );
}
