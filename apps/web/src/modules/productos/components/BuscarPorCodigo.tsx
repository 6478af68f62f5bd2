import { Button } from 'primereact/button';
import { useState } from 'react';
import { useClient } from 'urql';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { productoByCodigoQuery } from '../graphql/productos';

interface BuscarPorCodigoProps {
  /** The single active product whose code or barcode is exactly the text. */
  onEncontrado: (producto: ProductoFieldsFragment) => void;
  /** No single active product has exactly this code or barcode. */
  onSinCoincidencia: (texto: string) => void;
}

/**
 * Look-up by code or barcode (a scanner types the code and Enter): a single exact match opens the
 * product at once (spec 02 §5); the list's own search finds partial matches.
 */
export function BuscarPorCodigo({ onEncontrado, onSinCoincidencia }: BuscarPorCodigoProps) {
  const client = useClient();
  const toast = useToast();
  const [texto, setTexto] = useState('');
  const [buscando, setBuscando] = useState(false);

  async function buscar() {
    const codigo = texto.trim();
    if (!codigo) return;
    setBuscando(true);
    const r = await client
      .query(
        productoByCodigoQuery,
        { codigo, codigo_barras: codigo },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    setBuscando(false);
    const mensaje = mensajeError(r.error);
    if (mensaje) {
      toast.error(mensaje);
      return;
    }
    const producto = r.data?.productoByCodigo;
    if (producto) {
      setTexto('');
      onEncontrado(producto);
      return;
    }
    onSinCoincidencia(codigo);
  }

  return (
    <span className="producto-buscar-codigo">
      <TextInput
        id="producto-buscar-codigo"
        value={texto}
        onChange={setTexto}
        onEnter={() => void buscar()}
        maxLength={50}
        placeholder="Código o código de barras"
        aria-label="Buscar por código o código de barras"
      />
      <Button
        type="button"
        icon="pi pi-barcode"
        size="small"
        outlined
        loading={buscando}
        aria-label="Abrir producto por código"
        onClick={() => void buscar()}
      />
    </span>
  );
}
