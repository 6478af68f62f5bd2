import { useEffect, useState } from 'react';

const INTERVAL_MS = 5000;

interface BrandSliderProps {
  images: string[];
  brandName: string;
}

/** The brand's promotional images, one at a time, changing every 5 s; nothing when there are none. */
export function BrandSlider({ images, brandName }: BrandSliderProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  const active = index % count;

  return (
    <section className="slider" aria-roledescription="carrusel" aria-label={`Novedades de ${brandName}`}>
      <div className="slider__track">
        {images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={`${brandName}: imagen ${i + 1} de ${count}`}
            className={i === active ? 'slider__image slider__image--active' : 'slider__image'}
            aria-hidden={i !== active}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="slider__dots">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={i === active ? 'slider__dot slider__dot--active' : 'slider__dot'}
              aria-label={`Ver imagen ${i + 1}`}
              aria-current={i === active}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
