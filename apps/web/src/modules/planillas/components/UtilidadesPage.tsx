import { Message } from 'primereact/message';
import { useState } from 'react';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { anioActualLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { useBeneficio } from '../hooks/use-beneficio';
import { ACTIVIDADES_UTILIDADES } from '../utils/beneficios';
import { AccionesBeneficio } from './AccionesBeneficio';
import { TablaBeneficio } from './TablaBeneficio';

/** What the stored run says it distributed. */
type ParametrosUtilidades = { porcentaje?: string; monto_a_distribuir?: string; renta_neta?: string };

/**
 * /pla/utilidades: the year's renta neta and the company's activity give the amount to distribute,
 * half by days worked and half by remuneraciones (read from the year's closed planillas).
 */
export function UtilidadesPage() {
  const [anio, setAnio] = useState(String(anioActualLima() - 1));
  const [renta, setRenta] = useState('');
  const [actividad, setActividad] = useState<string | null>('otras');
  const periodo = /^\d{4}$/.test(anio) ? anio : '';
  const estado = useBeneficio('utilidades', periodo);
  const parametros = JSON.parse(estado.beneficio?.parametros ?? '{}') as ParametrosUtilidades;

  return (
    <div className="page">
      <h1 className="page__title">Participación en las utilidades</h1>
      <div className="tabla-acciones">
        <FormField id="utilidades-anio" label="Ejercicio">
          <TextInput value={anio} inputMode="numeric" maxLength={4} onChange={setAnio} />
        </FormField>
        <FormField id="utilidades-renta" label="Renta neta del ejercicio (S/)">
          <DecimalInput value={renta} onChange={setRenta} />
        </FormField>
        <CampoSelect
          id="utilidades-actividad"
          label="Actividad"
          value={actividad}
          options={ACTIVIDADES_UTILIDADES}
          onChange={setActividad}
        />
      </div>
      <AccionesBeneficio
        estado={estado}
        tipo="utilidades"
        periodo={periodo}
        nombre={`las utilidades de ${anio}`}
        listo={!!periodo && !!renta && !!actividad}
        calcular={() => void estado.calcular({ renta_neta: renta, actividad })}
      />
      {estado.error && <Message severity="error" text={estado.error} />}
      {estado.beneficio ? (
        <>
          <p data-testid="utilidades-monto">
            Renta neta S/ {formatMonto(parametros.renta_neta ?? '0')} × {parametros.porcentaje} % = S/{' '}
            {formatMonto(parametros.monto_a_distribuir ?? '0')} a distribuir (50 % por días laborados, 50 %
            por remuneraciones)
          </p>
          <TablaBeneficio beneficio={estado.beneficio} />
        </>
      ) : (
        !estado.cargando &&
        periodo && <Message severity="info" text={`No hay cálculo de utilidades de ${anio}`} />
      )}
    </div>
  );
}
