import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { RegimenRenta } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { BotonExcel } from '../../../ui/BotonExcel';
import { CampoSelect } from '../../../ui/CampoSelect';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { useExportar } from '../../../ui/use-exportar';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatMonto } from '../../../ui/utils/montos';
import { usePermiso } from '../../datos-generales/components/PermisoRequerido';
import { PERMISOS_CONTABLE } from '../../shell/menu/contabilidad';
import {
  excelLiquidacionImpuestosQuery,
  liquidacionImpuestosQuery,
  pdfLiquidacionImpuestosQuery,
  registrarLiquidacionMutation,
} from '../graphql/impuestos';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { CampoPeriodo } from './CampoPeriodo';
import './contabilidad.css';
import './estados-financieros.css';
import './impuestos.css';

const REGIMENES: { value: RegimenRenta; label: string }[] = [
  { value: 'general', label: 'Régimen General' },
  { value: 'mype', label: 'Régimen MYPE Tributario' },
  { value: 'rer', label: 'Régimen Especial (RER)' },
  { value: 'nrus', label: 'Nuevo RUS' },
];

const SECCIONES = [
  { seccion: 'igv', titulo: 'IGV' },
  { seccion: 'renta', titulo: 'Impuesto a la renta: pago a cuenta' },
  { seccion: 'total', titulo: 'Total' },
];

type Linea = { tipo: string; importe: string };
const valor = (l: Linea) =>
  l.tipo === 'monto' ? formatMonto(l.importe) : l.tipo === 'porcentaje' ? `${l.importe} %` : l.importe;

/**
 * /util/liquidacion-impuestos: what the accountant checks before filing the PDT 621 — the month's IGV
 * (débito, crédito, prorrata, saldo carried, percepciones, retenciones) and the IR pago a cuenta by
 * régimen, each line with where it comes from — computed from the registers every time; PDF, Excel and
 * the IGV settlement entry.
 */
export function LiquidacionImpuestosPage() {
  const toast = useToast();
  const { periodo, cambiar } = usePeriodoLibro();
  const [regimen, setRegimen] = useState<RegimenRenta>('general');
  const [coeficiente, setCoeficiente] = useState('');
  const variables = { periodo: periodoLibro(periodo), regimen, coeficiente: coeficiente.trim() || null };
  const [{ data, fetching, error }, refetch] = useQuery({
    query: liquidacionImpuestosQuery,
    variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: registrando }, registrar] = useMutation(registrarLiquidacionMutation);
  const generarExcel = useExportar(excelLiquidacionImpuestosQuery, (d) => d.excelLiquidacionImpuestos);
  const generarPdf = useExportar(pdfLiquidacionImpuestosQuery, (d) => d.pdfLiquidacionImpuestos);
  // The settlement entry is an asiento vario; the server checks the permission again.
  const puedeRegistrar = usePermiso(PERMISOS_CONTABLE.asientosVarios);
  const l = data?.liquidacionImpuestos;

  function registrarAsiento() {
    confirmar({
      mensaje: `¿Registrar el asiento de la liquidación del IGV de ${periodo}? Trasladará a la cuenta del IGV las compras mixtas por la prorrata, el IGV de no domiciliados, las percepciones y las retenciones.`,
      aceptar: 'Registrar',
      onAceptar: async () => {
        const r = await registrar(variables, MANUAL_ERRORS);
        const mensaje = mensajeError(r.error);
        if (mensaje) toast.error(mensaje);
        if (!r.data) return;
        toast.success(`Asiento de la liquidación registrado con CUO ${r.data.registrarLiquidacion.cuo}`);
        refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page">
      <h1 className="page__title">Liquidación de impuestos</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <CampoPeriodo id="liquidacion-periodo" value={periodo} onChange={cambiar} />
        <CampoSelect
          id="liquidacion-regimen"
          label="Régimen tributario"
          value={regimen}
          options={REGIMENES}
          onChange={(v) => v && setRegimen(v as RegimenRenta)}
        />
        <FormField id="liquidacion-coeficiente" label="Coeficiente (opcional)">
          <TextInput value={coeficiente} onChange={setCoeficiente} placeholder="0.0150" maxLength={6} />
        </FormField>
        <BotonExcel label="Excel" generar={() => generarExcel(variables)} />
        <BotonExcel label="PDF" icon="pi pi-file-pdf" generar={() => generarPdf(variables)} />
        {puedeRegistrar && (
          <Button
            type="button"
            label="Registrar asiento"
            icon="pi pi-book"
            size="small"
            disabled={!l || Boolean(l.asiento_cuo) || registrando}
            onClick={registrarAsiento}
          />
        )}
        {fetching && <span>Cargando...</span>}
      </div>
      {l?.asiento_cuo && (
        <Message
          severity="info"
          className="w-full"
          text={`El asiento de la liquidación del IGV está registrado con CUO ${l.asiento_cuo}`}
        />
      )}
      {l && (
        <table className="tabla-libro tabla-reporte" aria-label="Liquidación de impuestos">
          <thead>
            <tr>
              <th>Concepto</th>
              <th className="celda-monto">Importe</th>
              <th>Origen</th>
            </tr>
          </thead>
          {SECCIONES.map(({ seccion, titulo }) => (
            <tbody key={seccion}>
              <tr className="tabla-libro__operacion">
                <td colSpan={3}>{titulo}</td>
              </tr>
              {l.lineas
                .filter((x) => x.seccion === seccion)
                .map((x) => (
                  <tr
                    key={x.codigo}
                    data-linea={x.codigo}
                    className={x.enfasis ? 'tabla-reporte__total' : undefined}
                  >
                    <td>{x.concepto}</td>
                    <td className="celda-monto" data-testid={`liquidacion-${x.codigo}`}>
                      {valor(x)}
                    </td>
                    <td className="celda-fuente">{x.fuente}</td>
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      )}
    </div>
  );
}
