import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { SelectBuscar, type SelectOption } from '../../../ui/SelectBuscar';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { cuentasContablesQuery } from '../graphql/compras';

interface CuentaContableSelectProps {
  id: string;
  /** The chosen account: its code as value, 'código - denominación' as label. */
  value: SelectOption | null;
  onChange: (cuenta: SelectOption | null) => void;
  /** Only accounts a purchase line may charge, of the last level (the ledger takes any account). */
  compras?: boolean;
  /** Only accounts a sale's income line may credit (70, 75), of the last level. */
  ventas?: boolean;
  /** Only accounts that take movements (any kind): a journal entry's lines. */
  ultimoNivel?: boolean;
}

/**
 * One of the company's accounts, searched on the server by code or name; a code that matches a single
 * account selects it, so typing 6011 and Tab is enough.
 */
export function CuentaContableSelect({
  id,
  value,
  onChange,
  compras = false,
  ventas = false,
  ultimoNivel = false,
}: CuentaContableSelectProps) {
  const client = useClient();
  const toast = useToast();
  const [opciones, setOpciones] = useState<SelectOption[]>([]);
  const [buscando, setBuscando] = useState(false);
  const turno = useRef(0);

  async function buscar(param: string) {
    const mio = ++turno.current;
    setBuscando(true);
    const r = await client
      .query(
        cuentasContablesQuery,
        { param, ultimo_nivel: compras || ventas || ultimoNivel, compras, ventas },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    if (mio !== turno.current) return;
    setBuscando(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    const filas = r.data?.cuentasContables ?? [];
    // A full code picks its account even when its sub-accounts also start with it.
    const exacta = filas.filter((c) => c.codigo === param);
    setOpciones(
      (exacta.length ? exacta : filas).map((c) => ({
        value: c.codigo,
        label: `${c.codigo} - ${c.denominacion}`,
      })),
    );
  }

  return (
    <SelectBuscar
      id={id}
      value={value}
      onChange={onChange}
      options={opciones}
      onSearch={(texto) => void buscar(texto)}
      loading={buscando}
      placeholder={
        compras
          ? 'Cuenta (60, 63, 65, 33…)'
          : ventas
            ? 'Cuenta (70121, 70321…)'
            : 'Código o nombre de la cuenta'
      }
    />
  );
}
