import { Message } from 'primereact/message';
import { useState } from 'react';
import { CampoSelect } from '../../../ui/CampoSelect';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { anioActualLima, formatPeriodo, periodoActualLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { CampoPeriodo } from '../../contabilidad/components/CampoPeriodo';
import { useBeneficio } from '../hooks/use-beneficio';
import { useTrabajadores } from '../hooks/use-trabajadores-opciones';
import {
  cesadosEnMes,
  MESES_DE_TIPO,
  opcionTrabajador,
  periodoBeneficio,
  primerMes,
  TIPOS_SALARIO_BENEFICIOS,
  type TipoBeneficio,
  ultimoDiaDeMes,
} from '../utils/beneficios';
import { AccionesBeneficio } from './AccionesBeneficio';
import { type Indemnizacion, IndemnizacionesLiquidacion } from './IndemnizacionesLiquidacion';
import { TablaBeneficio } from './TablaBeneficio';
import { VacacionesTrabajador } from './VacacionesTrabajador';

/**
 * /pla/salario-beneficios: a gratificación (July, December), a CTS deposit (May, November), the month's
 * vacation provision or the month's liquidaciones, computed from the contracts and the closed
 * planillas; the report per worker with its totals, closing with its asiento, Excel and PDF. The
 * reports' routes (/pla/reporte-gratificaciones, -cts, -vacaciones) open it on their kind.
 */
export function SalarioBeneficiosPage({ inicial = 'gratificacion' }: { inicial?: TipoBeneficio }) {
  const [tipo, setTipo] = useState<TipoBeneficio>(inicial);
  const [anio, setAnio] = useState(String(anioActualLima()));
  const [mesFijo, setMesFijo] = useState(primerMes(inicial));
  const [mes, setMes] = useState(periodoActualLima);
  const periodo =
    /^\d{4}$/.test(anio) || !MESES_DE_TIPO[tipo] ? periodoBeneficio(tipo, anio, mesFijo, mes) : '';
  const estado = useBeneficio(tipo, periodo);
  const etiqueta = TIPOS_SALARIO_BENEFICIOS.find((t) => t.value === tipo)?.label ?? tipo;
  const nombre = `${etiqueta} ${formatPeriodo(`${periodo.slice(0, 4)}-${periodo.slice(4)}`)}`;
  const meses = MESES_DE_TIPO[tipo];
  const trabajadores = useTrabajadores();
  const [indemnizaciones, setIndemnizaciones] = useState<Indemnizacion[]>([]);

  return (
    <div className="page">
      <h1 className="page__title">Salario y beneficios</h1>
      <div className="tabla-acciones">
        <CampoSelect
          id="beneficio-tipo"
          label="Beneficio"
          value={tipo}
          options={TIPOS_SALARIO_BENEFICIOS}
          onChange={(v) => {
            const t = (v ?? 'gratificacion') as TipoBeneficio;
            setTipo(t);
            setMesFijo(primerMes(t));
          }}
        />
        {meses ? (
          <>
            <FormField id="beneficio-anio" label="Año">
              <TextInput value={anio} inputMode="numeric" maxLength={4} onChange={setAnio} />
            </FormField>
            <CampoSelect
              id="beneficio-mes"
              label="Mes"
              value={mesFijo}
              options={meses}
              onChange={(v) => setMesFijo(v ?? mesFijo)}
            />
          </>
        ) : (
          <CampoPeriodo id="beneficio-periodo" value={mes} onChange={setMes} />
        )}
      </div>
      <AccionesBeneficio
        estado={estado}
        tipo={tipo}
        periodo={periodo}
        nombre={nombre}
        listo={!!periodo}
        calcular={() => void estado.calcular(tipo === 'liquidacion' ? { indemnizaciones } : undefined)}
      />
      {tipo === 'liquidacion' && (
        <IndemnizacionesLiquidacion
          trabajadores={cesadosEnMes(trabajadores, mes).map(opcionTrabajador)}
          lista={indemnizaciones}
          cambiar={setIndemnizaciones}
        />
      )}
      {estado.error && <Message severity="error" text={estado.error} />}
      {estado.beneficio ? (
        <>
          <TablaBeneficio
            beneficio={estado.beneficio}
            pdf={tipo === 'liquidacion' ? (id) => void estado.pdfLiquidacion(id) : undefined}
          />
          <p data-testid="beneficio-total">Total: S/ {formatMonto(estado.beneficio.total)}</p>
        </>
      ) : (
        !estado.cargando && periodo && <Message severity="info" text={`No hay cálculo de ${nombre}`} />
      )}
      {tipo === 'vacaciones' && (
        <VacacionesTrabajador trabajadores={trabajadores.map(opcionTrabajador)} fecha={ultimoDiaDeMes(mes)} />
      )}
    </div>
  );
}
