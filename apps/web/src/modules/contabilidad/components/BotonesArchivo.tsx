import type { AnyVariables } from 'urql';
import { BotonExcel } from '../../../ui/BotonExcel';
import { useExportar } from '../../../ui/use-exportar';
import type { Exportacion } from './FiltrosReporte';

interface BotonesArchivoProps<DE, DP, V extends AnyVariables> {
  variables: V;
  excel: Exportacion<DE, V>;
  pdf: Exportacion<DP, V>;
}

/** A book's 'Excel' and 'PDF' buttons: the server writes both with the screen's filter. */
export function BotonesArchivo<DE, DP, V extends AnyVariables>({
  variables,
  excel,
  pdf,
}: BotonesArchivoProps<DE, DP, V>) {
  const generarExcel = useExportar(excel.query, excel.elegir);
  const generarPdf = useExportar(pdf.query, pdf.elegir);
  return (
    <>
      <BotonExcel label="Excel" generar={() => generarExcel(variables)} />
      <BotonExcel label="PDF" icon="pi pi-file-pdf" generar={() => generarPdf(variables)} />
    </>
  );
}
