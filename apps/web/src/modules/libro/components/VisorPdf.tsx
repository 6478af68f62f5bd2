import { urlAlmacen } from '../utils/subir-imagen';

interface VisorPdfProps {
  /** The stored PDF's path (`libro/<uuid>.pdf`). */
  ruta: string;
  titulo: string;
}

/** A stored PDF inside the page, with a link to open it apart (for browsers that cannot show it inline). */
export function VisorPdf({ ruta, titulo }: VisorPdfProps) {
  const url = urlAlmacen(ruta);
  return (
    <div className="visor-pdf">
      <iframe className="visor-pdf__marco" src={url} title={titulo} />
      <a className="visor-pdf__abrir" href={url} target="_blank" rel="noopener noreferrer">
        <i className="pi pi-external-link" aria-hidden="true" /> Abrir el PDF en otra pestaña
      </a>
    </div>
  );
}
