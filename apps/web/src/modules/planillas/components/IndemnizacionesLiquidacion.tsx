import { Button } from 'primereact/button';
import { useState } from 'react';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { formatMonto } from '../../../ui/utils/montos';

export type Indemnizacion = { trabajador_id: string; importe: string };

interface IndemnizacionesLiquidacionProps {
  /** The workers who may receive one: those ceased in the month. */
  trabajadores: readonly { value: string; label: string }[];
  lista: readonly Indemnizacion[];
  cambiar: (lista: Indemnizacion[]) => void;
}

/** The dismissal indemnities the next 'Calcular' of the liquidaciones adds (one per worker). */
export function IndemnizacionesLiquidacion({
  trabajadores,
  lista,
  cambiar,
}: IndemnizacionesLiquidacionProps) {
  const [trabajador, setTrabajador] = useState<string | null>(null);
  const [importe, setImporte] = useState('');
  const nombre = (id: string) => trabajadores.find((t) => t.value === id)?.label ?? id;
  return (
    <section aria-label="Indemnizaciones por despido">
      <div className="tabla-acciones">
        <CampoSelect
          id="indemnizacion-trabajador"
          label="Indemnización por despido de"
          value={trabajador}
          options={trabajadores}
          onChange={setTrabajador}
        />
        <FormField id="indemnizacion-importe" label="Importe (S/)">
          <DecimalInput value={importe} onChange={setImporte} />
        </FormField>
        <Button
          type="button"
          label="Agregar"
          icon="pi pi-plus"
          outlined
          disabled={!trabajador || !importe}
          onClick={() => {
            if (!trabajador) return;
            cambiar([
              ...lista.filter((i) => i.trabajador_id !== trabajador),
              { trabajador_id: trabajador, importe },
            ]);
            setImporte('');
          }}
        />
      </div>
      {lista.length > 0 && (
        <ul>
          {lista.map((i) => (
            <li key={i.trabajador_id}>
              {nombre(i.trabajador_id)}: S/ {formatMonto(i.importe)}{' '}
              <Button
                type="button"
                icon="pi pi-times"
                size="small"
                text
                aria-label={`Quitar la indemnización de ${nombre(i.trabajador_id)}`}
                onClick={() => cambiar(lista.filter((x) => x.trabajador_id !== i.trabajador_id))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
