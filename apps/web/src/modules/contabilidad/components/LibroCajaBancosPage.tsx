import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { LibroCajaBancosCamposFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import {
  excelBancosQuery,
  excelCajaQuery,
  libroBancosQuery,
  libroCajaQuery,
  pdfBancosQuery,
  pdfCajaQuery,
} from '../graphql/conciliacion';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { BotonesArchivo } from './BotonesArchivo';
import { CuentaPeriodoFiltros } from './CuentaPeriodoFiltros';
import { saldoTexto } from './LibroMayorPage';
import './contabilidad.css';

const monto = (v: string) => (v === '0.00' ? '' : formatMonto(v));

/**
 * /repo/lf/caja and /repo/lf/bancos: a cash box's or bank account's book for a month — the balance
 * brought forward, each movement with the running balance, the sums — and its Excel and PDF (formats
 * 1.1 and 1.2).
 */
export function LibroCajaBancosPage({ tipo }: { tipo: 'caja' | 'banco' }) {
  const { periodo, cambiar } = usePeriodoLibro();
  const [cuenta, setCuenta] = useState<string | null>(null);
  const variables = { periodo: periodoLibro(periodo), cuenta: cuenta ?? '' };
  const [{ data, error, fetching }] = useQuery({
    query: tipo === 'caja' ? libroCajaQuery : libroBancosQuery,
    variables,
    pause: !cuenta,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  // Both queries answer the same fields under the book's own name.
  const libros = data as Partial<Record<'lFcaja' | 'lFbancos', LibroCajaBancosCamposFragment>> | undefined;
  const libro = libros?.lFcaja ?? libros?.lFbancos;
  const mayor = cuenta ? libro?.mayor : undefined;

  return (
    <div className="page">
      <h1 className="page__title">{tipo === 'caja' ? 'Libro caja' : 'Libro bancos'}</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <CuentaPeriodoFiltros
        id={`libro-${tipo}`}
        tipo={tipo}
        cuenta={cuenta}
        onCuenta={setCuenta}
        periodo={periodo}
        onPeriodo={cambiar}
      />
      {fetching && <span>Cargando...</span>}
      {mayor && libro && (
        <>
          <div className="libro-filtros">
            {tipo === 'caja' ? (
              <BotonesArchivo
                variables={variables}
                excel={{ query: excelCajaQuery, elegir: (d) => d.excelLFcaja }}
                pdf={{ query: pdfCajaQuery, elegir: (d) => d.pdfLFcaja }}
              />
            ) : (
              <BotonesArchivo
                variables={variables}
                excel={{ query: excelBancosQuery, elegir: (d) => d.excelLFbancos }}
                pdf={{ query: pdfBancosQuery, elegir: (d) => d.pdfLFbancos }}
              />
            )}
          </div>
          <table className="tabla-libro" aria-label={`Libro ${tipo} ${libro.cuenta_financiera}`}>
            <caption>
              {libro.cuenta_financiera} {libro.numero_cuenta ? `N° ${libro.numero_cuenta}` : ''} — cuenta{' '}
              {mayor.cuenta} {mayor.denominacion}
            </caption>
            <thead>
              <tr>
                <th>Fecha</th>
                <th>CUO</th>
                <th>Documento</th>
                <th>Glosa</th>
                <th className="celda-monto">Ingresos S/</th>
                <th className="celda-monto">Salidas S/</th>
                <th className="celda-monto">Saldo S/</th>
              </tr>
            </thead>
            <tbody>
              <tr className="tabla-libro__operacion">
                <td colSpan={6}>Saldo anterior</td>
                <td className="celda-monto">{saldoTexto(mayor.saldo_inicial)}</td>
              </tr>
              {mayor.movimientos.map((m) => (
                <tr key={`${m.operacion_id}-${m.linea}`} data-cuo={m.cuo}>
                  <td>{formatFecha(m.fecha)}</td>
                  <td>{m.cuo}</td>
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
                <td colSpan={4}>Totales y saldo final</td>
                <td className="celda-monto">{formatMonto(mayor.total_debe)}</td>
                <td className="celda-monto">{formatMonto(mayor.total_haber)}</td>
                <td className="celda-monto" data-testid="libro-saldo-final">
                  {saldoTexto(mayor.saldo_final)}
                </td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </div>
  );
}
