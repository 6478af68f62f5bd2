import { Button } from 'primereact/button';
import { useState } from 'react';
import { FileDrop } from '../../../ui/FileDrop';
import { useToast } from '../../../ui/toast/use-toast';
import { ADJUNTO_ACCEPT, ADJUNTO_MAX_BYTES, subirImagen, urlAlmacen } from '../../libro/utils/subir-imagen';

interface ImagenProductoProps {
  /** The stored file's path ('carpeta/archivo.png'), or null. */
  value: string | null;
  onChange: (ruta: string | null) => void;
}

/** The product's picture: dropped, chosen or pasted, uploaded at once, with a preview and 'Quitar'. */
export function ImagenProducto({ value, onChange }: ImagenProductoProps) {
  const toast = useToast();
  const [subiendo, setSubiendo] = useState(false);

  async function subir(archivo: File) {
    setSubiendo(true);
    const r = await subirImagen(archivo, 'producto');
    setSubiendo(false);
    if ('error' in r) toast.error(r.error);
    else onChange(r.name);
  }

  return (
    <div className="producto-imagen">
      {value && (
        <>
          <img src={urlAlmacen(value)} alt="Imagen del producto" />
          <Button
            type="button"
            label="Quitar"
            icon="pi pi-times"
            size="small"
            severity="secondary"
            outlined
            onClick={() => onChange(null)}
          />
        </>
      )}
      <FileDrop
        id="producto-imagen"
        accept={ADJUNTO_ACCEPT}
        maxSize={ADJUNTO_MAX_BYTES}
        disabled={subiendo}
        onFile={(archivo) => void subir(archivo)}
      />
    </div>
  );
}
