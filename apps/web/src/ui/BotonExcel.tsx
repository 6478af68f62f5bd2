import { Button } from 'primereact/button';
import { useState } from 'react';
import { useToast } from './toast/use-toast';
import { type ArchivoGenerado, descargarArchivo } from './utils/descargar';

interface BotonExcelProps {
  /** Asks the server for the file; answers its error message instead when it failed. */
  generar: () => Promise<ArchivoGenerado | { error: string } | null>;
  label?: string;
  /** Another file kind's icon ('pi pi-file-pdf'): the same button serves any generated file. */
  icon?: string;
}

/** 'Exportar Excel' on a list: the server builds the .xlsx with the list's filter; the browser saves it. */
export function BotonExcel({
  generar,
  label = 'Exportar Excel',
  icon = 'pi pi-file-excel',
}: BotonExcelProps) {
  const toast = useToast();
  const [generando, setGenerando] = useState(false);

  async function exportar() {
    setGenerando(true);
    try {
      const r = await generar();
      if (r && 'error' in r) toast.error(r.error);
      else if (r) descargarArchivo(r);
    } finally {
      setGenerando(false);
    }
  }

  return (
    <Button
      type="button"
      label={label}
      icon={icon}
      size="small"
      severity="success"
      outlined
      loading={generando}
      onClick={() => void exportar()}
    />
  );
}
