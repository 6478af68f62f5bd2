import { useState } from 'react';
import type { ComisionesAfpQuery } from '../../../gql/graphql';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { formatPeriodo } from '../../../ui/utils/fechas';
import type { useGuardarParametros } from '../hooks/use-guardar-parametros';
import { periodoApi } from '../utils/planilla';

export type ComisionFila = ComisionesAfpQuery['comisionesAfp'][number];

interface ComisionAfpDialogProps {
  comision: ComisionFila;
  /** 'YYYY-MM': the rates apply from this month on. */
  mes: string;
  guardar: ReturnType<typeof useGuardarParametros>;
  onHide: () => void;
  onGuardado: () => void;
}

/** The administrator sets a fund's commissions from the chosen month on (mounted while open). */
export function ComisionAfpDialog({ comision, mes, guardar, onHide, onGuardado }: ComisionAfpDialogProps) {
  const [flujo, setFlujo] = useState(comision.flujo);
  const [mixtaFlujo, setMixtaFlujo] = useState(comision.mixta_flujo);
  const [mixtaSaldo, setMixtaSaldo] = useState(comision.mixta_saldo);
  const [fuente, setFuente] = useState('');
  const enviar = () =>
    void guardar.comision(
      {
        afp: comision.afp,
        periodo: periodoApi(mes),
        flujo,
        mixta_flujo: mixtaFlujo,
        mixta_saldo: mixtaSaldo,
        fuente: fuente || null,
      },
      onGuardado,
    );
  return (
    <DialogoFormulario
      titulo={`Comisiones de ${comision.afp} desde ${formatPeriodo(mes)}`}
      visible
      onHide={onHide}
      onSubmit={enviar}
      guardando={guardar.guardando}
      errorServidor={guardar.error}
    >
      <FormField id="comision-flujo" label="Comisión sobre flujo (%)">
        <DecimalInput value={flujo} onChange={setFlujo} autoFocus />
      </FormField>
      <FormField id="comision-mixta-flujo" label="Comisión mixta sobre flujo (%)">
        <DecimalInput value={mixtaFlujo} onChange={setMixtaFlujo} />
      </FormField>
      <FormField id="comision-mixta-saldo" label="Comisión mixta sobre saldo, anual (%)">
        <DecimalInput value={mixtaSaldo} onChange={setMixtaSaldo} />
      </FormField>
      <FormField id="comision-fuente" label="Fuente (p. ej. SBS, boletín del mes)">
        <TextInput value={fuente} onChange={setFuente} maxLength={300} />
      </FormField>
    </DialogoFormulario>
  );
}
