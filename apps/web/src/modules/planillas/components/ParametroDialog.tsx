import { useState } from 'react';
import type { ParametrosPlanillaQuery } from '../../../gql/graphql';
import { CampoPeriodo } from '../../../ui/CampoPeriodo';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DecimalInput } from '../../../ui/DecimalInput';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { TextInput } from '../../../ui/TextInput';
import { periodoActualLima } from '../../../ui/utils/fechas';
import type { useGuardarParametros } from '../hooks/use-guardar-parametros';

export type ParametroFila = ParametrosPlanillaQuery['parametrosPlanilla'][number];

const CONFIANZAS: readonly SelectOption[] = [
  { value: 'oficial', label: 'Oficial (norma publicada)' },
  { value: 'prensa', label: 'Prensa (por verificar)' },
  { value: 'derivado', label: 'Derivado (por verificar)' },
  { value: 'repositorio', label: 'Repositorio público (por verificar)' },
];

interface ParametroDialogProps {
  parametro: ParametroFila;
  guardar: ReturnType<typeof useGuardarParametros>;
  onHide: () => void;
  onGuardado: () => void;
}

/** The administrator sets a parameter's value from a month on (a new dated row, or that month's replaced). */
export function ParametroDialog({ parametro, guardar, onHide, onGuardado }: ParametroDialogProps) {
  const [mes, setMes] = useState(periodoActualLima);
  const [valor, setValor] = useState(parametro.valor);
  const [fuente, setFuente] = useState('');
  const [confianza, setConfianza] = useState<string | null>('oficial');
  const unidad = parametro.unidad === 'soles' ? 'S/' : '%';
  return (
    <DialogoFormulario
      titulo={`${parametro.nombre}: nuevo valor`}
      visible
      onHide={onHide}
      onSubmit={() =>
        void guardar.parametro(
          { concepto: parametro.concepto, desde: `${mes}-01`, valor, fuente: fuente || null, confianza },
          onGuardado,
        )
      }
      guardando={guardar.guardando}
      errorServidor={guardar.error}
    >
      <FormField id="parametro-desde" label="Vigente desde (mes)">
        <CampoPeriodo value={mes} onChange={setMes} />
      </FormField>
      <FormField id="parametro-valor" label={`Valor (${unidad})`}>
        <DecimalInput value={valor} onChange={setValor} autoFocus />
      </FormField>
      <FormField id="parametro-fuente" label="Fuente (norma, publicación)">
        <TextInput value={fuente} onChange={setFuente} maxLength={300} />
      </FormField>
      <CampoSelect
        id="parametro-confianza"
        label="Confianza"
        value={confianza}
        options={CONFIANZAS}
        onChange={setConfianza}
      />
    </DialogoFormulario>
  );
}
