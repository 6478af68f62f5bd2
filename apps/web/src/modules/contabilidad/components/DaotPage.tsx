import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import type { TipoDaot } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { mensajeError } from '../../../ui/utils/acciones';
import { anioActualLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { daotQuery, excelDaotQuery, pdfDaotQuery } from '../graphql/impuestos';
import { BotonesArchivo } from './BotonesArchivo';
import './contabilidad.css';
import './estados-financieros.css';
import './impuestos.css';

const PESTANAS: { value: TipoDaot; label: string }[] = [
  { value: 'costos', label: 'Costos (proveedores)' },
  { value: 'ingresos', label: 'Ingresos (clientes)' },
];

/**
 * /pdts/daot/costos and /pdts/daot/ingresos: the year's suppliers or customers whose operations exceed
 * 2 UIT, from the registers, with the Excel to prepare the DAOT.
 */
export function DaotPage({ tipo }: { tipo: TipoDaot }) {
  const navigate = useNavigate();
  const [anio, setAnio] = useState(String(anioActualLima()));
  const valido = /^\d{4}$/.test(anio);
  const [{ data, fetching, error }] = useQuery({
    query: daotQuery,
    variables: { anio, tipo },
    pause: !valido,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const d = data?.getDaot;

  return (
    <div className="page">
      <h1 className="page__title">DAOT: operaciones con terceros</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <FormField id="daot-anio" label="Año">
          <TextInput value={anio} onChange={setAnio} maxLength={4} inputMode="numeric" />
        </FormField>
        <SelectButton
          value={tipo}
          options={PESTANAS}
          allowEmpty={false}
          onChange={(e) => navigate(`/pdts/daot/${e.value as TipoDaot}`)}
        />
        <BotonesArchivo
          variables={{ anio, tipo }}
          excel={{ query: excelDaotQuery, elegir: (d) => d.excelDaot }}
          pdf={{ query: pdfDaotQuery, elegir: (d) => d.pdfDaot }}
        />
        {fetching && <span>Cargando...</span>}
      </div>
      {d && (
        <p>
          Terceros con operaciones mayores a 2 UIT ({formatMonto(d.umbral)}; UIT {d.anio} ={' '}
          {formatMonto(d.uit)}): base imponible más lo no gravado, sin IGV.
        </p>
      )}
      {d && (
        <table className="tabla-libro tabla-reporte" aria-label={`DAOT ${tipo}`}>
          <thead>
            <tr>
              <th>Tipo doc.</th>
              <th>Número</th>
              <th>Nombre o razón social</th>
              <th className="celda-monto">Documentos</th>
              <th className="celda-monto">Base imponible</th>
              <th className="celda-monto">IGV</th>
              <th className="celda-monto">No gravado</th>
              <th className="celda-monto">Monto DAOT</th>
              <th className="celda-monto">Total</th>
            </tr>
          </thead>
          <tbody>
            {d.terceros.length === 0 && (
              <tr>
                <td colSpan={9}>Ningún tercero supera las 2 UIT en el año.</td>
              </tr>
            )}
            {d.terceros.map((t) => (
              <tr key={`${t.tipo_documento}-${t.numero_documento}`}>
                <td>{t.tipo_documento}</td>
                <td>{t.numero_documento}</td>
                <td>{t.nombre}</td>
                <td className="celda-monto">{t.documentos}</td>
                <td className="celda-monto">{formatMonto(t.base)}</td>
                <td className="celda-monto">{formatMonto(t.igv)}</td>
                <td className="celda-monto">{formatMonto(t.no_gravada)}</td>
                <td className="celda-monto">{formatMonto(t.monto)}</td>
                <td className="celda-monto">{formatMonto(t.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
