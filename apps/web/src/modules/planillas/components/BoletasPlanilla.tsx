import { Button } from 'primereact/button';
import type { PlanillaFieldsFragment } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';
import { type ColumnasBoleta, columnasBoleta, totalesBoletas } from '../utils/planilla';

const MONTOS: readonly { campo: keyof ColumnasBoleta; titulo: string }[] = [
  { campo: 'bruto', titulo: 'Remuneración bruta' },
  { campo: 'pension', titulo: 'Pensión' },
  { campo: 'quinta', titulo: 'Renta 5ta' },
  { campo: 'essalud', titulo: 'EsSalud' },
  { campo: 'neto', titulo: 'Neto a pagar' },
];

interface BoletasPlanillaProps {
  planilla: PlanillaFieldsFragment;
  descargar: (trabajadorId: string) => void;
  /** Mails the payslip to the worker's e-mail. */
  enviar: (trabajadorId: string) => void;
  /** Opens the WhatsApp message to the worker's mobile. */
  whatsapp: (trabajadorId: string) => void;
}

/**
 * The period's payslips: days, gross, pension, quinta, EsSalud and net of each worker, and the totals;
 * each payslip downloads as a PDF or goes to the worker by e-mail or WhatsApp.
 */
export function BoletasPlanilla({ planilla, descargar, enviar, whatsapp }: BoletasPlanillaProps) {
  const totales = totalesBoletas(planilla.boletas);
  return (
    <table className="tabla-libro tabla-reporte" aria-label="Boletas de la planilla">
      <thead>
        <tr>
          <th>Documento</th>
          <th>Trabajador</th>
          <th>Días</th>
          {MONTOS.map((m) => (
            <th key={m.campo} className="celda-monto">
              {m.titulo}
            </th>
          ))}
          <th>Boleta</th>
        </tr>
      </thead>
      <tbody>
        {planilla.boletas.map((b) => {
          const c = columnasBoleta(b);
          return (
            <tr key={b.contrato_id} data-documento={b.numero_documento}>
              <td>{b.numero_documento}</td>
              <td>
                {b.trabajador}
                {b.advertencias.map((a) => (
                  <small key={a} className="field-error" style={{ display: 'block' }}>
                    {a}
                  </small>
                ))}
              </td>
              <td>{b.dias_laborados}</td>
              {MONTOS.map((m) => (
                <td key={m.campo} className="celda-monto">
                  {formatMonto(c[m.campo])}
                </td>
              ))}
              <td>
                <Button
                  type="button"
                  icon="pi pi-file-pdf"
                  label="Boleta PDF"
                  size="small"
                  outlined
                  aria-label={`Boleta PDF de ${b.numero_documento}`}
                  onClick={() => descargar(b.trabajador_id)}
                />
                <Button
                  type="button"
                  icon="pi pi-envelope"
                  size="small"
                  text
                  tooltip="Enviar por correo"
                  aria-label={`Enviar boleta de ${b.numero_documento} por correo`}
                  onClick={() => enviar(b.trabajador_id)}
                />
                <Button
                  type="button"
                  icon="pi pi-whatsapp"
                  size="small"
                  text
                  severity="success"
                  tooltip="WhatsApp"
                  aria-label={`Enviar boleta de ${b.numero_documento} por WhatsApp`}
                  onClick={() => whatsapp(b.trabajador_id)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>Totales</td>
          {MONTOS.map((m) => (
            <td key={m.campo} className="celda-monto" data-testid={`planilla-total-${m.campo}`}>
              {formatMonto(totales[m.campo])}
            </td>
          ))}
          <td />
        </tr>
      </tfoot>
    </table>
  );
}
