import { Message } from 'primereact/message';
import { Fragment } from 'react';
import { formatMonto } from '../../../ui/utils/montos';
import './estados-financieros.css';

type Seccion = {
  codigo: string;
  titulo: string;
  total: string;
  lineas: readonly { codigo: string; titulo: string; cuentas: string; importe: string }[];
};

export interface BalanceImpreso {
  secciones: readonly Seccion[];
  total_activo: string;
  total_pasivo: string;
  total_pasivo_patrimonio: string;
  diferencia: string;
}

interface TablasSituacionProps {
  balance: BalanceImpreso;
  /** The sections' codes on each side, in order. */
  activo: readonly string[];
  pasivo: readonly string[];
  patrimonio: readonly string[];
  /** Prefix of the totals' test ids ('esf' → 'esf-total-activo'). */
  prueba: string;
  /** How a line is titled (the SMV formats put the rubro's number first). */
  tituloLinea?: (l: Seccion['lineas'][number]) => string;
}

/**
 * A balance sheet as two tables, assets and liabilities with equity, each section with its total, and a
 * warning when activo differs from pasivo + patrimonio.
 */
export function TablasSituacion({
  balance,
  prueba,
  tituloLinea = (l) => l.titulo,
  ...lados
}: TablasSituacionProps) {
  const total = (titulo: string, importe: string, id: string) => (
    <tr className="tabla-reporte__total">
      <td colSpan={2}>{titulo}</td>
      <td className="celda-monto" data-testid={`${prueba}-total-${id}`}>
        {formatMonto(importe)}
      </td>
    </tr>
  );
  const secciones = (codigos: readonly string[]) =>
    balance.secciones
      .filter((s) => codigos.includes(s.codigo))
      .map((s) => (
        <Fragment key={s.codigo}>
          <tr className="tabla-libro__operacion">
            <td colSpan={3}>{s.titulo}</td>
          </tr>
          {s.lineas.map((l) => (
            <tr key={l.codigo} data-linea={l.codigo}>
              <td>{tituloLinea(l)}</td>
              <td className="celda-cuentas">{l.cuentas}</td>
              <td className="celda-monto">{formatMonto(l.importe)}</td>
            </tr>
          ))}
          {total(`Total ${s.titulo.toLowerCase()}`, s.total, s.codigo)}
        </Fragment>
      ));
  const cabecera = (titulo: string) => (
    <thead>
      <tr>
        <th>{titulo}</th>
        <th>Cuentas</th>
        <th className="celda-monto">S/</th>
      </tr>
    </thead>
  );

  return (
    <>
      {balance.diferencia !== '0.00' && (
        <Message
          severity="warn"
          className="w-full"
          text={`El activo difiere del pasivo más el patrimonio en ${formatMonto(balance.diferencia)}`}
        />
      )}
      <div className="estado-situacion">
        <table className="tabla-libro tabla-reporte" aria-label="Activo">
          {cabecera('Activo')}
          <tbody>{secciones(lados.activo)}</tbody>
          <tfoot>{total('TOTAL ACTIVO', balance.total_activo, 'activo')}</tfoot>
        </table>
        <table className="tabla-libro tabla-reporte" aria-label="Pasivo y patrimonio">
          {cabecera('Pasivo y patrimonio')}
          <tbody>
            {secciones(lados.pasivo)}
            {total('TOTAL PASIVO', balance.total_pasivo, 'pasivo')}
            {secciones(lados.patrimonio)}
          </tbody>
          <tfoot>
            {total('TOTAL PASIVO Y PATRIMONIO', balance.total_pasivo_patrimonio, 'pasivo-patrimonio')}
          </tfoot>
        </table>
      </div>
    </>
  );
}
