import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { SelectBuscar, type SelectOption } from '../../../ui/SelectBuscar';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { pcgeBuscarQuery } from '../graphql/pcge';

interface CuentaSelectProps {
  /** The chosen account's code, or null. */
  value: string | null;
  onChange: (codigo: string | null) => void;
  /** Only accounts whose code starts with this (9 for the destination, 79 for the imputable charge). */
  prefijo: string;
  id?: string;
}

/** One of the company's accounts by code or name (the destination entries of a 62–68 expense). */
export function CuentaSelect({ value, onChange, prefijo, id }: CuentaSelectProps) {
  const client = useClient();
  const toast = useToast();
  const [opciones, setOpciones] = useState<SelectOption[]>([]);
  const [buscando, setBuscando] = useState(false);
  const [etiqueta, setEtiqueta] = useState<SelectOption | null>(null);
  const turno = useRef(0);

  async function buscar(texto: string) {
    const mio = ++turno.current;
    setBuscando(true);
    const r = await client
      .query(
        pcgeBuscarQuery,
        { param: texto, limite: 50 },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    if (mio !== turno.current) return;
    setBuscando(false);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    setOpciones(
      (r.data?.pcge.filas ?? [])
        .filter((c) => c.codigo.startsWith(prefijo))
        .map((c) => ({ value: c.codigo, label: `${c.codigo} - ${c.denominacion}` })),
    );
  }

  // An edit knows the code only: look its name up once.
  const sinNombre = value && etiqueta?.value !== value ? value : null;
  useEffect(() => {
    if (!sinNombre) return;
    let vigente = true;
    void client
      .query(pcgeBuscarQuery, { param: sinNombre, limite: 5 }, MANUAL_ERRORS)
      .toPromise()
      .then((r) => {
        const cuenta = r.data?.pcge.filas.find((c) => c.codigo === sinNombre);
        if (vigente && cuenta)
          setEtiqueta({ value: cuenta.codigo, label: `${cuenta.codigo} - ${cuenta.denominacion}` });
      });
    return () => {
      vigente = false;
    };
  }, [client, sinNombre]);

  const seleccion = value ? (etiqueta?.value === value ? etiqueta : { value, label: value }) : null;

  return (
    <SelectBuscar
      id={id}
      value={seleccion}
      onChange={(option) => {
        setEtiqueta(option);
        onChange(option?.value ?? null);
      }}
      options={opciones}
      onSearch={(texto) => void buscar(texto)}
      loading={buscando}
      placeholder={`Cuenta ${prefijo}...`}
    />
  );
}
