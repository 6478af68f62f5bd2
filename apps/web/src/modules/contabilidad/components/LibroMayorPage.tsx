import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { libroMayorQuery } from '../graphql/libros';
import { excelLibroMayorQuery, pdfLibroMayorQuery } from '../graphql/reportes-contables';
import { resumenMayorQuery } from '../graphql/resumen-mayor';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { saldoTexto } from '../utils/saldo';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';
import { CuentaContableSelect } from './CuentaContableSelect';
import { ResumenMayorTabla } from './ResumenMayorTabla';
import './contabilidad.css';
import './estados-financieros.css';

export { saldoTexto } from '../utils/saldo';

const monto = (v: string) => (v === '0.00' ? '' : formatMonto(v));

/**
 * /repo/mayor: the libro mayor between two periods. Until an account is chosen, every account's opening
 * balance, sums and closing balance, each opening its detail; then that account (a parent account takes
 * its sub-accounts): the balance brought forward, each movement with the running balance, and the sums.
 */
export function LibroMayorPage() {
  const { periodo } = usePeriodoLibro();
  const [desde, setDesde] = useState(periodo);
  const [hasta, setHasta] = useState(periodo);
  const [cuenta, setCuenta] = useState<SelectOption | null>(null);
  // The files may take every account moved from `cuenta` to this one; the screen shows `cuenta`.
  const [cuentaHasta, setCuentaHasta] = useState<SelectOption | null>(null);
  const rango = { desde: periodoLibro(desde), hasta: periodoLibro(hasta) };
  const [{ data, fetching, error }] = useQuery({
    query: libroMayorQuery,
    variables: { cuenta: cuenta?.value ?? '', ...rango },
    pause: !cuenta,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [resumenQ] = useQuery({
    query: resumenMayorQuery,
    variables: rango,
    pause: Boolean(cuenta),
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const mayor = cuenta ? data?.libroMayor : undefined;
  const resumen = cuenta ? undefined : resumenQ.data?.resumenMayor;
  const fallo = mensajeError(cuenta ? error : resumenQ.error);

  return (
    <div className="page">
      <h1 className="page__title">Libro mayor</h1>
      {fallo && <Message severity="error" text={fallo} className="w-full" />}
      <div className="libro-filtros">
        <FormField id="mayor-cuenta" label="Cuenta">
          <CuentaContableSelect id="mayor-cuenta" value={cuenta} onChange={setCuenta} />
        </FormField>
        <CampoPeriodo id="mayor-desde" label="Desde" value={desde} onChange={setDesde} />
        <CampoPeriodo id="mayor-hasta" label="Hasta" value={hasta} onChange={setHasta} />
        <FormField id="mayor-cuenta-hasta" label="Archivo hasta la cuenta">
          <CuentaContableSelect id="mayor-cuenta-hasta" value={cuentaHasta} onChange={setCuentaHasta} />
        </FormField>
        {cuenta && (
          <BotonesArchivo
            variables={{
              cuenta: cuenta.value,
              cuentaHasta: cuentaHasta?.value ?? null,
              desde: periodoLibro(desde),
              hasta: periodoLibro(hasta),
            }}
            excel={{ query: excelLibroMayorQuery, elegir: (d) => d.excelLibroMayor }}
            pdf={{ query: pdfLibroMayorQuery, elegir: (d) => d.pdfLibroMayor }}
          />
        )}
        {cuenta && (
          <Button
            type="button"
            label="Todas las cuentas"
            icon="pi pi-list"
            outlined
            onClick={() => setCuenta(null)}
          />
        )}
        {(cuenta ? fetching : resumenQ.fetching) && <span>Cargando...</span>}
      </div>
      {resumen && (
        <ResumenMayorTabla
          resumen={resumen}
          onVerCuenta={(c) => setCuenta({ value: c.codigo, label: `${c.codigo} - ${c.denominacion}` })}
        />
      )}
      {mayor && (
        <table className="tabla-libro" aria-label={`Libro mayor de la cuenta ${mayor.cuenta}`}>
          <caption>
            {mayor.cuenta} - {mayor.denominacion}
          </caption>
          <thead>
            <tr>
              <th>Fecha</th>
              <th>CUO</th>
              <th>Cuenta</th>
              <th>Documento</th>
              <th>Glosa</th>
              <th className="celda-monto">Debe S/</th>
              <th className="celda-monto">Haber S/</th>
              <th className="celda-monto">Saldo S/</th>
            </tr>
          </thead>
          <tbody>
            <tr className="tabla-libro__operacion">
              <td colSpan={7}>Saldo inicial</td>
              <td className="celda-monto" data-testid="mayor-saldo-inicial">
                {saldoTexto(mayor.saldo_inicial)}
              </td>
            </tr>
            {mayor.movimientos.map((m) => (
              <tr key={`${m.operacion_id}-${m.linea}`} data-cuo={m.cuo}>
                <td>{formatFecha(m.fecha)}</td>
                <td>{m.cuo}</td>
                <td>{m.cuenta}</td>
                <td>{m.documento ?? ''}</td>
                <td>{m.glosa}</td>
                <td className="celda-monto">{monto(m.debe)}</td>
                <td className="celda-monto">{monto(m.haber)}</td>
                <td className="celda-monto">{saldoTexto(m.saldo)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={5}>Totales y saldo final</td>
              <td className="celda-monto" data-testid="mayor-total-debe">
                {formatMonto(mayor.total_debe)}
              </td>
              <td className="celda-monto" data-testid="mayor-total-haber">
                {formatMonto(mayor.total_haber)}
              </td>
              <td className="celda-monto" data-testid="mayor-saldo-final">
                {saldoTexto(mayor.saldo_final)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
