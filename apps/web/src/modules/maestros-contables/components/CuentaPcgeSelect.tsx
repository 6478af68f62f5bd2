import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { SelectBuscar, type SelectOption } from '../../../ui/SelectBuscar';
import { pcgeOpcionesQuery } from '../graphql/opciones';

interface CuentaPcgeSelectProps {
  id: string;
  /** The chosen account: its id as value, 'código - denominación' as label. */
  value: SelectOption | null;
  onChange: (cuenta: SelectOption | null) => void;
  /** Only accounts whose code starts with this ('10': cash and banks). */
  prefijo?: string;
}

/** One of the company's active PCGE accounts, searched on the server by code or name. */
export function CuentaPcgeSelect({ id, value, onChange, prefijo = '' }: CuentaPcgeSelectProps) {
  const client = useClient();
  const [opciones, setOpciones] = useState<SelectOption[]>([]);
  const [buscando, setBuscando] = useState(false);
  const turno = useRef(0);

  async function buscar(texto: string) {
    const mio = ++turno.current;
    setBuscando(true);
    // A code typed without the prefix ('41' for '1041') is searched under it.
    const param = /^\d+$/.test(texto) && !texto.startsWith(prefijo) ? `${prefijo}${texto}` : texto;
    const r = await client
      .query(pcgeOpcionesQuery, { param }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    if (mio !== turno.current) return;
    setBuscando(false);
    setOpciones(
      (r.data?.pcge.filas ?? [])
        .filter((c) => c.codigo.startsWith(prefijo) && c.codigo.length > prefijo.length)
        .map((c) => ({ value: c.id, label: `${c.codigo} - ${c.denominacion}` })),
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
      placeholder={prefijo ? `Cuenta ${prefijo}...` : 'Código o nombre de la cuenta...'}
    />
  );
}
