import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { SelectBuscar, type SelectOption } from '../../../ui/SelectBuscar';
import { useToast } from '../../../ui/toast/use-toast';
import { ubigeoByParamQuery } from '../../libro/graphql/libro';

interface UbigeoSelectProps {
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The district (ubigeo) of an address: a remote search on `ubigeoByParam` by district or province name
 * or by code. A value that only knows its code (an edit) is given its 'DISTRITO - PROVINCIA - DEPARTAMENTO'
 * name.
 */
export function UbigeoSelect({ value, onChange, id, disabled }: UbigeoSelectProps) {
  const client = useClient();
  const toast = useToast();
  const [opciones, setOpciones] = useState<SelectOption[]>([]);
  const [buscando, setBuscando] = useState(false);
  const turno = useRef(0);

  async function buscar(texto: string) {
    const mio = ++turno.current;
    if (texto.trim().length < 2) {
      setBuscando(false);
      setOpciones([]);
      return;
    }
    setBuscando(true);
    const r = await client
      .query(ubigeoByParamQuery, { param: texto }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    if (mio !== turno.current) return;
    setBuscando(false);
    if (r.error) toast.error(errorMessage(r.error));
    setOpciones((r.data?.ubigeoByParam ?? []).map((u) => ({ value: u.value, label: u.label })));
  }

  // An edit knows the code only: look its name up once.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const codigoSinNombre = value && value.label === value.value ? value.value : null;
  useEffect(() => {
    if (!codigoSinNombre) return;
    let vigente = true;
    void client
      .query(ubigeoByParamQuery, { param: codigoSinNombre }, MANUAL_ERRORS)
      .toPromise()
      .then((r) => {
        const encontrado = r.data?.ubigeoByParam.find((u) => u.value === codigoSinNombre);
        if (vigente && encontrado) onChangeRef.current({ value: encontrado.value, label: encontrado.label });
      });
    return () => {
      vigente = false;
    };
  }, [client, codigoSinNombre]);

  return (
    <SelectBuscar
      id={id}
      value={value}
      onChange={onChange}
      options={opciones}
      onSearch={(texto) => void buscar(texto)}
      loading={buscando}
      placeholder="Distrito o provincia..."
      disabled={disabled}
    />
  );
}
