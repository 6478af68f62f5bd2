import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatMonto } from '../../../ui/utils/montos';
import {
  cambiosPatrimonioQuery,
  excelCambiosPatrimonioQuery,
  pdfCambiosPatrimonioQuery,
} from '../graphql/reportes-contables';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { BotonesArchivo } from './BotonesArchivo';
import './contabilidad.css';
import './estados-financieros.css';
import './cambios-patrimonio.css';

/**
 * /repo/ef/cambios-pn: the estado de cambios en el patrimonio neto of a year — the opening balance, the
 * year's aportes, distributions, result, transfers to reserves and other movements per equity component,
 * and the final balance (the ESF's patrimonio at year end).
 */
export function CambiosPatrimonioPage() {
  const { periodo } = usePeriodoLibro();
  const [anio, setAnio] = useState(Number(periodo.slice(0, 4)));
  const [{ data, fetching, error }] = useQuery({
    query: cambiosPatrimonioQuery,
    variables: { anio },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const estado = data?.cambiosPatrimonio;

  return (
    <div className="page">
      <h1 className="page__title">Estado de cambios en el patrimonio neto</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <FormField id="cambios-anio" label="Año">
          <InputNumber
            inputId="cambios-anio"
            value={anio}
            useGrouping={false}
            min={1990}
            max={2100}
            showButtons
            onValueChange={(e) => e.value && setAnio(e.value)}
          />
        </FormField>
        <BotonesArchivo
          variables={{ anio }}
          excel={{ query: excelCambiosPatrimonioQuery, elegir: (d) => d.excelCambiosPatrimonio }}
          pdf={{ query: pdfCambiosPatrimonioQuery, elegir: (d) => d.pdfCambiosPatrimonio }}
        />
        {fetching && <span>Cargando...</span>}
      </div>
      {estado && (
        <div className="tabla-desplazable cambios-patrimonio">
          <table className="tabla-libro tabla-reporte" aria-label="Cambios en el patrimonio neto">
            <thead>
              <tr>
                <th>Concepto</th>
                {estado.columnas.map((c) => (
                  <th key={c.codigo} className="celda-monto">
                    {c.titulo} ({c.cuentas})
                  </th>
                ))}
                <th className="celda-monto">Total</th>
              </tr>
            </thead>
            <tbody>
              {estado.filas.map((f) => (
                <tr
                  key={f.codigo}
                  data-fila={f.codigo}
                  className={
                    f.codigo === 'inicial' || f.codigo === 'final' ? 'tabla-reporte__total' : undefined
                  }
                >
                  <td>{f.titulo}</td>
                  {f.importes.map((i) => (
                    <td key={i.columna} className="celda-monto">
                      {formatMonto(i.importe)}
                    </td>
                  ))}
                  <td className="celda-monto" data-testid={`cambios-total-${f.codigo}`}>
                    {formatMonto(f.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
