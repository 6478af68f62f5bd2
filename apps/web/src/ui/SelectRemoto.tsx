import { useEffect, useRef, useState } from 'react';
import { SelectBuscar, type SelectOption } from './SelectBuscar';
import { useToast } from './toast/use-toast';

/** One answer of a remote search: the options, or the server's message. */
export type RespuestaBusqueda = { opciones: SelectOption[] } | { error: string };

interface SelectRemotoProps {
  /** The chosen value (a code, an id), or null. */
  value: string | null;
  onChange: (option: SelectOption | null) => void;
  /** Searches the server for the typed text. */
  buscar: (texto: string) => Promise<RespuestaBusqueda>;
  /** The option of a value known only by itself (an edit): looked up once. */
  etiquetaDe?: (value: string) => Promise<SelectOption | null>;
  id?: string;
  placeholder?: string;
  /** A search with exactly one match selects it (default false: catalogue searches are loose). */
  autoSelectSingle?: boolean;
}

/**
 * A SelectBuscar over a server search: only the answer to the latest search is shown, errors become
 * toasts, and the label of a value given from outside is looked up once.
 */
export function SelectRemoto({
  value,
  onChange,
  buscar,
  etiquetaDe,
  id,
  placeholder,
  autoSelectSingle = false,
}: SelectRemotoProps) {
  const toast = useToast();
  const [opciones, setOpciones] = useState<SelectOption[]>([]);
  const [buscando, setBuscando] = useState(false);
  const [etiqueta, setEtiqueta] = useState<SelectOption | null>(null);
  const turno = useRef(0);

  async function onSearch(texto: string) {
    const mio = ++turno.current;
    setBuscando(true);
    const r = await buscar(texto);
    // Earlier searches may answer later: only the last one counts.
    if (mio !== turno.current) return;
    setBuscando(false);
    if ('error' in r) {
      toast.error(r.error);
      setOpciones([]);
    } else setOpciones(r.opciones);
  }

  const etiquetaRef = useRef(etiquetaDe);
  etiquetaRef.current = etiquetaDe;
  const sinNombre = value && etiqueta?.value !== value ? value : null;
  useEffect(() => {
    const buscarEtiqueta = etiquetaRef.current;
    if (!sinNombre || !buscarEtiqueta) return;
    let vigente = true;
    void buscarEtiqueta(sinNombre).then((o) => {
      if (vigente && o) setEtiqueta(o);
    });
    return () => {
      vigente = false;
    };
  }, [sinNombre]);

  const seleccion = value ? (etiqueta?.value === value ? etiqueta : { value, label: value }) : null;

  return (
    <SelectBuscar
      id={id}
      value={seleccion}
      onChange={(o) => {
        setEtiqueta(o);
        onChange(o);
      }}
      options={opciones}
      onSearch={(texto) => void onSearch(texto)}
      loading={buscando}
      autoSelectSingle={autoSelectSingle}
      placeholder={placeholder}
    />
  );
}
