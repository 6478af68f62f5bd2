import { Button } from 'primereact/button';
import { type LineaAsientoVista, TablaAsiento } from './TablaAsiento';

interface VerAsientoProps {
  empezado: boolean;
  errores: readonly string[];
  generando: boolean;
  onVerAsiento: () => void;
}

/** Under the totals: what keeps the calculation from being valid, and 'Ver asiento' once it is. */
export function VerAsiento({ empezado, errores, generando, onVerAsiento }: VerAsientoProps) {
  return (
    <>
      {empezado && errores.length > 0 && (
        <ul className="compra-errores" aria-label="Observaciones del cálculo">
          {errores.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        label="Ver asiento"
        icon="pi pi-eye"
        loading={generando}
        disabled={!empezado || errores.length > 0}
        onClick={onVerAsiento}
      />
      <small className="page__hint">Ctrl+Enter: ver asiento y luego registrar</small>
    </>
  );
}

interface PreviaAsientoProps {
  /** 'venta', 'compra': names the section, the table and the button. */
  documento: string;
  asiento: { libro: string; periodo: string; estado_ple: string; lineas: readonly LineaAsientoVista[] };
  estadosPle: Record<string, string>;
  /** The sentence saying the counterparty will be created, when it is new. */
  personaNueva: string | null;
  moneda: string;
  registrando: boolean;
  onRegistrar: () => void;
}

/** The asiento the server would post for the form, and the button that registers exactly that. */
export function PreviaAsiento({
  documento,
  asiento,
  estadosPle,
  personaNueva,
  ...props
}: PreviaAsientoProps) {
  return (
    <section className="compra-previa" aria-label={`Asiento de la ${documento}`}>
      <h2>Asiento que se registrará</h2>
      <p>
        Libro {asiento.libro}, periodo {asiento.periodo}, estado PLE{' '}
        {estadosPle[asiento.estado_ple] ?? asiento.estado_ple}.{personaNueva && ` ${personaNueva}`}
      </p>
      <TablaAsiento titulo={`Asiento de la ${documento}`} lineas={asiento.lineas} moneda={props.moneda} />
      <Button
        type="button"
        label={`Registrar ${documento}`}
        icon="pi pi-check"
        loading={props.registrando}
        onClick={props.onRegistrar}
      />
    </section>
  );
}
