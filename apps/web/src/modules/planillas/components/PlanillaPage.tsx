import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { confirmar } from '../../../ui/utils/acciones';
import { formatPeriodo, periodoActualLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { CampoPeriodo } from '../../contabilidad/components/CampoPeriodo';
import { usePlanilla } from '../hooks/use-planilla';
import { useSalidasPlanilla } from '../hooks/use-salidas-planilla';
import { periodoApi } from '../utils/planilla';
import { BoletasPlanilla } from './BoletasPlanilla';
import { EntradasPlanilla } from './EntradasPlanilla';

/**
 * /pla/planilla: the month's planilla. Each worker's inputs are typed in a grid and 'Calcular' stores the
 * borrador; the payslips show with their totals, 'Cerrar planilla' posts the asiento and 'Revertir'
 * voids it; each payslip prints as a PDF, all of them in one, and goes out by e-mail or WhatsApp.
 */
export function PlanillaPage() {
  const [mes, setMes] = useState(periodoActualLima);
  const p = usePlanilla(periodoApi(mes));
  const salidas = useSalidasPlanilla(periodoApi(mes));
  const cerrada = p.planilla?.estado === 'cerrada';

  return (
    <div className="page">
      <h1 className="page__title">Planilla mensual</h1>
      <div className="tabla-acciones">
        <CampoPeriodo id="planilla" value={mes} onChange={setMes} />
        <Button
          type="button"
          label="Calcular"
          icon="pi pi-calculator"
          disabled={cerrada || p.ocupado}
          onClick={() => void p.calcular()}
        />
        <Button
          type="button"
          label="Cerrar planilla"
          icon="pi pi-lock"
          severity="success"
          disabled={!p.planilla || cerrada || p.ocupado}
          onClick={() =>
            confirmar({
              mensaje: `¿Cerrar la planilla de ${formatPeriodo(mes)} y registrar su asiento?`,
              aceptar: 'Cerrar planilla',
              onAceptar: () => void p.cerrar(),
            })
          }
        />
        <Button
          type="button"
          label="Revertir"
          icon="pi pi-undo"
          severity="warning"
          disabled={!cerrada || p.ocupado}
          onClick={() =>
            confirmar({
              mensaje: `¿Anular el asiento de la planilla de ${formatPeriodo(mes)} y volverla a borrador?`,
              aceptar: 'Revertir',
              onAceptar: () => void p.revertir(),
            })
          }
        />
        <Button
          type="button"
          label="Boletas PDF"
          icon="pi pi-file-pdf"
          outlined
          disabled={!p.planilla}
          onClick={() => void salidas.boletasPdf()}
        />
        <Button
          type="button"
          label="Enviar boletas"
          icon="pi pi-envelope"
          outlined
          disabled={!p.planilla || salidas.enviando}
          onClick={() =>
            confirmar({
              mensaje: `¿Enviar por correo las boletas de ${formatPeriodo(mes)} a cada trabajador?`,
              aceptar: 'Enviar',
              onAceptar: () => void salidas.enviarBoletas(),
            })
          }
        />
        {p.planilla && (
          <Tag
            value={cerrada ? 'CERRADA' : 'BORRADOR'}
            severity={cerrada ? 'success' : 'warning'}
            data-testid="planilla-estado"
          />
        )}
      </div>
      <h2>Datos del mes</h2>
      {p.trabajadores.length ? (
        <EntradasPlanilla
          trabajadores={p.trabajadores}
          grilla={p.grilla}
          cambiar={p.cambiarEntrada}
          bloqueada={cerrada}
        />
      ) : (
        <Message severity="info" text="Registre trabajadores con contrato en Trabajadores" />
      )}
      <h2>Boletas</h2>
      {p.planilla ? (
        <>
          <BoletasPlanilla
            planilla={p.planilla}
            descargar={(id) => void p.boletaPdf(id)}
            enviar={(id) => void salidas.enviarBoleta(id)}
            whatsapp={(id) => void salidas.whatsapp(id)}
          />
          <p>
            Total aportes del empleador: S/ {formatMonto(p.planilla.total_aportes)} · Total neto: S/{' '}
            {formatMonto(p.planilla.total_neto)}
          </p>
        </>
      ) : (
        !p.cargando && <Message severity="info" text={`No hay planilla calculada de ${formatPeriodo(mes)}`} />
      )}
    </div>
  );
}
