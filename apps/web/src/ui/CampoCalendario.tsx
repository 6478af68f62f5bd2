import { Calendar } from 'primereact/calendar';
import type { FormEvent } from 'primereact/ts-helpers';
import { type KeyboardEvent, type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useFormFieldControl } from './FormField';
import type { Lectura } from './utils/fechas';
import './campo-calendario.css';

/** How a calendar field reads, shows and converts its value (a day 'YYYY-MM-DD' or a month 'YYYY-MM'). */
export interface TipoCalendario {
  vista: 'date' | 'month';
  /** PrimeReact's dateFormat: 'dd/mm/yy' → 15/11/2026, 'MM yy' → noviembre 2026. */
  formato: string;
  placeholder: string;
  /** Message when a required field is emptied. */
  mensajeVacio: string;
  leer: (texto: string) => Lectura;
  aFecha: (valor: string) => Date | null;
  deFecha: (fecha: Date) => string;
}

export interface CampoCalendarioProps {
  /** 'YYYY-MM-DD' or 'YYYY-MM'; '' when empty. */
  value: string;
  /** Called with a new valid value, or '' when an optional field is emptied. */
  onChange: (valor: string) => void;
  /** The input's id; inside a FormField the field's id is used. */
  id?: string;
  /** An emptied field keeps its value and says so instead of answering ''. */
  obligatorio?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
}

interface Props extends CampoCalendarioProps {
  tipo: TipoCalendario;
  minDate?: Date | undefined;
  maxDate?: Date | undefined;
}

/**
 * A PrimeReact Calendar in Spanish that can be typed in. What is typed is read with the product's rules
 * (`tipo.leer`): a valid value is taken as it is typed, anything else is refused on leaving the field (or
 * on Enter) with a Spanish message under it, and the value stays as it was — never silently dropped.
 */
export function CampoCalendario({
  tipo,
  value,
  onChange,
  id,
  obligatorio = false,
  disabled,
  invalid,
  className,
  minDate,
  maxDate,
  'aria-label': ariaLabel,
}: Props) {
  const field = useFormFieldControl();
  const inputId = id ?? field?.id;
  const errorId = `${inputId ?? 'campo-calendario'}-formato`;
  const calendario = useRef<Calendar>(null);
  // Text typed since the value was last settled; null when the input shows the value itself.
  const escrito = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One Date per value: the Calendar treats a new object as a new value.
  const fecha = useMemo(() => tipo.aFecha(value), [tipo, value]);

  const invalido = Boolean(error) || (invalid ?? field?.invalid ?? false);
  const describedBy = [field?.['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ');

  // The Calendar does not pass ARIA attributes to its input; the field's error and ours describe it.
  useEffect(() => {
    const input = calendario.current?.getInput();
    if (!input) return;
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
    input.setAttribute('aria-invalid', String(invalido));
  }, [describedBy, invalido]);

  // A value set from outside (a reset, another field) makes an old complaint moot.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs because the value changed.
  useEffect(() => setError(null), [value]);

  function tomar(valor: string) {
    setError(null);
    if (valor !== value) onChange(valor);
  }

  /** Settles what was typed; false when it was refused. */
  function asentar(): boolean {
    const texto = escrito.current;
    if (texto === null) return true;
    escrito.current = null;
    const lectura = tipo.leer(texto);
    if (lectura.estado === 'valida') {
      tomar(lectura.valor);
      return true;
    }
    if (lectura.estado === 'vacia' && !obligatorio) {
      tomar('');
      return true;
    }
    setError(lectura.estado === 'vacia' ? tipo.mensajeVacio : lectura.mensaje);
    return false;
  }

  function alEscribir(event: SyntheticEvent<HTMLInputElement>) {
    if (!(event.target instanceof HTMLInputElement)) return;
    const texto = event.target.value;
    escrito.current = texto;
    const lectura = tipo.leer(texto);
    // A complete valid value applies at once, like the native input did; the rest waits for the blur.
    if (lectura.estado === 'valida') tomar(lectura.valor);
  }

  function alElegir(event: FormEvent<Date>) {
    // Typing is read by alEscribir with our rules; here only the panel's picks and its buttons count.
    if (event.originalEvent?.type === 'input') return;
    escrito.current = null;
    if (event.value) tomar(tipo.deFecha(event.value));
    else if (!obligatorio) tomar('');
  }

  function alTeclear(event: KeyboardEvent<HTMLSpanElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    // Enter must not submit a form around an unreadable value.
    if (!asentar()) event.preventDefault();
  }

  function parsear(texto: string): Date {
    const lectura = tipo.leer(texto);
    const leida = lectura.estado === 'valida' ? tipo.aFecha(lectura.valor) : null;
    if (!leida) throw new Error('Fecha no válida');
    return leida;
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to Enter bubbling from the input.
    <span className={className ? `campo-calendario ${className}` : 'campo-calendario'} onKeyDown={alTeclear}>
      <Calendar
        ref={calendario}
        inputId={inputId}
        value={fecha}
        onChange={alElegir}
        onInput={alEscribir}
        onBlur={asentar}
        view={tipo.vista}
        dateFormat={tipo.formato}
        parseDateTime={parsear}
        placeholder={tipo.placeholder}
        locale="es"
        minDate={minDate}
        maxDate={maxDate}
        showIcon
        showOnFocus={false}
        showButtonBar={!obligatorio && tipo.vista === 'date'}
        disabled={disabled}
        invalid={invalido}
        ariaLabel={ariaLabel}
      />
      {error && (
        <small id={errorId} className="field-error" role="alert">
          {error}
        </small>
      )}
    </span>
  );
}
