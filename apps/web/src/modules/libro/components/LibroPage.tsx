import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBrand } from '../../../ui/brand/use-brand';
import { PublicLayout } from '../../auth/components/PublicLayout';
import { HojaReclamacionForm } from './HojaReclamacionForm';

export const LIBRO_TITULO = 'Libro de Reclamaciones';

/**
 * /libro (public): the virtual complaints book. The hoja de reclamación, its preview and, once filed, the
 * 'solicitud aceptada' screen with the code; going back to the start gives a blank form.
 */
export function LibroPage() {
  const { brand, captcha, fetching } = useBrand(LIBRO_TITULO);
  const [codigo, setCodigo] = useState<string | null>(null);
  const [formulario, setFormulario] = useState(0);

  if (codigo) {
    return (
      <PublicLayout brand={brand} title={LIBRO_TITULO} subtitle="Hoja de reclamación virtual">
        <div className="success-panel libro-aceptada" role="status">
          <i className="pi pi-check-circle success-panel__icon" aria-hidden="true" />
          <div>
            <p className="libro-aceptada__titulo">Su solicitud fue aceptada</p>
            <p>
              Registramos su hoja de reclamación con el código{' '}
              <strong className="libro-aceptada__codigo" data-testid="codigo-reclamo">
                {codigo}
              </strong>
              . Le enviamos una copia a su correo y le responderemos dentro del plazo legal.
            </p>
            <p>Guarde el código: con su número de documento y su celular puede consultar el estado.</p>
          </div>
        </div>
        <div className="libro-aceptada__acciones">
          <Button
            type="button"
            label="Volver al inicio"
            icon="pi pi-replay"
            onClick={() => {
              setCodigo(null);
              setFormulario((n) => n + 1);
            }}
          />
          <Link to="/libro-search">Consultar el estado de un reclamo</Link>
        </div>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout
      brand={brand}
      title={LIBRO_TITULO}
      subtitle={`Conforme al Código de Protección y Defensa del Consumidor, ${brand.nombre} pone a su disposición este Libro de Reclamaciones virtual. Complete la hoja de reclamación.`}
      wide
    >
      <p className="libro-form__enlace">
        ¿Ya presentó un reclamo? <Link to="/libro-search">Consulte su estado</Link>
      </p>
      <HojaReclamacionForm
        key={formulario}
        captchaConfig={captcha}
        loadingConfig={fetching}
        onEnviado={setCodigo}
      />
    </PublicLayout>
  );
}
