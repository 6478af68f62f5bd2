import { Sidebar } from 'primereact/sidebar';
import { Slider } from 'primereact/slider';
import { SiNoSwitch } from '../../../ui/SiNoSwitch';
import { ESQUEMAS, FONDOS, type Preferencias } from '../utils/tema';

interface ThemePanelProps {
  visible: boolean;
  onHide: () => void;
  preferencias: Preferencias;
  cambiar: (cambios: Partial<Preferencias>) => void;
}

type Interruptor = keyof Pick<
  Preferencias,
  'headerFijo' | 'sidebarFijo' | 'sidebarCerrado' | 'footer' | 'sombras' | 'menuMovil'
>;

const INTERRUPTORES: { key: Interruptor; label: string }[] = [
  { key: 'headerFijo', label: 'Cabecera fija' },
  { key: 'sidebarFijo', label: 'Menú lateral fijo' },
  { key: 'sidebarCerrado', label: 'Menú lateral cerrado' },
  { key: 'footer', label: 'Pie de página' },
  { key: 'sombras', label: 'Sombras' },
  { key: 'menuMovil', label: 'Menú móvil' },
];

/** Theme options (spec 02 §2): applied at once, saved per user on the server. */
export function ThemePanel({ visible, onHide, preferencias, cambiar }: ThemePanelProps) {
  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position="right"
      header={<h2 className="theme-panel__heading">Opciones de tema</h2>}
      className="theme-panel"
    >
      <section className="theme-panel__section">
        {INTERRUPTORES.map(({ key, label }) => (
          <div key={key} className="theme-panel__row">
            <label htmlFor={`tema-${key}`}>{label}</label>
            <SiNoSwitch
              id={`tema-${key}`}
              checked={preferencias[key]}
              onChange={(checked) => cambiar({ [key]: checked })}
            />
          </div>
        ))}
      </section>
      <section className="theme-panel__section">
        <fieldset className="theme-panel__swatches">
          <legend className="theme-panel__subtitle">Esquema de color</legend>
          {ESQUEMAS.map((esquema) => (
            <button
              key={esquema.value}
              type="button"
              aria-pressed={preferencias.esquemaColor === esquema.value}
              className={`swatch swatch--${esquema.value}`}
              onClick={() => cambiar({ esquemaColor: esquema.value })}
            >
              <span className="swatch__color" aria-hidden="true" />
              <span>{esquema.label}</span>
            </button>
          ))}
        </fieldset>
      </section>
      <section className="theme-panel__section">
        <fieldset className="theme-panel__swatches">
          <legend className="theme-panel__subtitle">Imagen de fondo</legend>
          {FONDOS.map((fondo) => (
            <button
              key={fondo.label}
              type="button"
              aria-pressed={preferencias.imagenFondo === fondo.value}
              className={`swatch swatch--fondo-${fondo.value ?? 'ninguna'}`}
              onClick={() => cambiar({ imagenFondo: fondo.value })}
            >
              <span className="swatch__color" aria-hidden="true" />
              <span>{fondo.label}</span>
            </button>
          ))}
        </fieldset>
        <p className="theme-panel__subtitle" id="tema-opacidad-label">
          Opacidad: {preferencias.opacidad}%
        </p>
        <Slider
          id="tema-opacidad"
          value={preferencias.opacidad}
          min={10}
          max={100}
          step={5}
          disabled={preferencias.imagenFondo === null}
          onChange={(event) => {
            const value = Array.isArray(event.value) ? event.value[0] : event.value;
            if (typeof value === 'number') cambiar({ opacidad: value });
          }}
          aria-labelledby="tema-opacidad-label"
        />
      </section>
    </Sidebar>
  );
}
