import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { DocumentosCxPxQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { parametricosTablaQuery } from '../../../ui/use-tabla-parametrica';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import {
  cuentasDePagoQuery,
  registrarCobroMutation,
  registrarPagoMutation,
} from '../graphql/cuentas-cobrar-pagar';

export type DocumentoCxPx = DocumentosCxPxQuery['operacionesByCxPx']['filas'][number];

interface PagoDialogProps {
  tipo: 'cobrar' | 'pagar';
  documentos: readonly DocumentoCxPx[];
  /** The deposit of a purchase's detracción (one document, its amount in soles, the constancia). */
  detraccion?: boolean;
  onHide: () => void;
  onRegistrado: () => void;
}

/**
 * One collection or payment of the selected documents (mass payment): date, cash box or bank account,
 * medio de pago (catálogo 59), operation number, the day's rate for dollar documents, and the amount of
 * each document (its balance unless changed). The server refuses amounts above the balance.
 */
export function PagoDialog({ tipo, documentos, detraccion = false, onHide, onRegistrado }: PagoDialogProps) {
  const toast = useToast();
  const moneda = documentos[0]?.moneda ?? 'PEN';
  const [fecha, setFecha] = useState(hoyLima());
  const [cuenta, setCuenta] = useState<string | null>(null);
  const [medio, setMedio] = useState<string | null>(detraccion ? '001' : '003');
  const [numero, setNumero] = useState('');
  const [tipoCambio, setTipoCambio] = useState('');
  const [glosa, setGlosa] = useState('');
  const [constancia, setConstancia] = useState('');
  const [montos, setMontos] = useState<Record<string, string>>(() =>
    Object.fromEntries(documentos.map((d) => [d.id, d.saldo])),
  );
  const [{ data: cuentas }] = useQuery({ query: cuentasDePagoQuery, context: MANUAL_ERRORS });
  const [{ data: medios }] = useQuery({
    query: parametricosTablaQuery,
    variables: { tabla: 'cat59', limite: 100 },
    context: MANUAL_ERRORS,
  });
  const [{ fetching }, registrarPago] = useMutation(registrarPagoMutation);
  const [, registrarCobro] = useMutation(registrarCobroMutation);

  // Soles documents go through soles accounts; a detracción is deposited in soles.
  const opcionesCuenta = useMemo(
    () =>
      (cuentas?.cuentasFinancieras.filas ?? [])
        .filter((c) => c.moneda_id === 'PEN' || (moneda === 'USD' && !detraccion))
        .map((c) => ({ value: c.id, label: `${c.codigo} - ${c.descripcion} (${c.moneda_id})` })),
    [cuentas, moneda, detraccion],
  );
  const total = detraccion
    ? (documentos[0]?.detraccion_monto ?? '0')
    : sumarMontos(documentos.map((d) => montos[d.id] || '0'));
  const verbo = detraccion ? 'Depositar detracción' : tipo === 'cobrar' ? 'Cobrar' : 'Pagar';

  async function registrar() {
    const input = {
      fecha,
      cuenta_financiera_id: cuenta ?? '',
      medio_pago: medio ?? '',
      numero_operacion: numero || null,
      tipo_cambio: moneda === 'PEN' ? null : tipoCambio,
      glosa: glosa || null,
      documentos: documentos.map((d) => ({ documento_id: d.id, monto: detraccion ? null : montos[d.id] })),
      detraccion: detraccion ? { constancia_numero: constancia, constancia_fecha: fecha } : null,
    };
    const r =
      tipo === 'cobrar'
        ? await registrarCobro({ input }, MANUAL_ERRORS)
        : await registrarPago({ input }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) {
      toast.error(error);
      return;
    }
    toast.success(`${detraccion ? 'Depósito' : tipo === 'cobrar' ? 'Cobranza' : 'Pago'} registrado`);
    onRegistrado();
  }

  return (
    <Dialog header={verbo} visible onHide={onHide} style={{ width: 'min(56rem, 95vw)' }}>
      <section className="compra-grilla" aria-label="Datos del pago">
        <FormField id="pago-fecha" label="Fecha">
          <CampoFecha value={fecha} onChange={setFecha} />
        </FormField>
        <CampoSelect
          id="pago-cuenta"
          label="Caja o banco"
          value={cuenta}
          options={opcionesCuenta}
          onChange={setCuenta}
          className="compra-grilla__ancho"
        />
        <CampoSelect
          id="pago-medio"
          label="Medio de pago"
          value={medio}
          filter
          options={(medios?.parametricosbytabla ?? []).map((m) => ({
            value: m.codigo,
            label: `${m.codigo} - ${m.descripcion}`,
          }))}
          onChange={setMedio}
        />
        <FormField id="pago-numero" label="N° de operación">
          <TextInput value={numero} onChange={setNumero} maxLength={20} upperCase />
        </FormField>
        {moneda !== 'PEN' && (
          <FormField id="pago-tc" label="Tipo de cambio del día">
            <DecimalInput value={tipoCambio} onChange={setTipoCambio} maxLength={8} />
          </FormField>
        )}
        {detraccion && (
          <FormField id="pago-constancia" label="N° de constancia">
            <TextInput value={constancia} onChange={setConstancia} maxLength={24} upperCase />
          </FormField>
        )}
        <FormField id="pago-glosa" label="Glosa" className="compra-grilla__ancho">
          <TextInput value={glosa} onChange={setGlosa} maxLength={200} />
        </FormField>
      </section>
      <table className="compra-lineas" aria-label="Documentos del pago">
        <thead>
          <tr>
            <th>Documento</th>
            <th>{tipo === 'cobrar' ? 'Cliente' : 'Proveedor'}</th>
            <th className="celda-monto">Saldo {moneda}</th>
            <th className="celda-monto">{detraccion ? 'Detracción S/' : `Monto ${moneda}`}</th>
          </tr>
        </thead>
        <tbody>
          {documentos.map((d) => (
            <tr key={d.id}>
              <td>{d.documento}</td>
              <td>{d.persona_nombre}</td>
              <td className="celda-monto">{formatMonto(d.saldo)}</td>
              <td className="celda-monto">
                {detraccion ? (
                  formatMonto(d.detraccion_monto)
                ) : (
                  <DecimalInput
                    aria-label={`Monto de ${d.documento}`}
                    value={montos[d.id] ?? ''}
                    onChange={(v) => setMontos((m) => ({ ...m, [d.id]: v }))}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Total</td>
            <td className="celda-monto" data-testid="pago-total">
              {formatMonto(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <div className="fila-acciones">
        <Button type="button" label="Cancelar" text onClick={onHide} />
        <Button
          type="button"
          label={verbo}
          icon="pi pi-check"
          loading={fetching}
          onClick={() => void registrar()}
        />
      </div>
    </Dialog>
  );
}
