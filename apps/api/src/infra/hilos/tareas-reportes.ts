import { hojaDeCeldas, libroPorPartes, plantillaExcel } from '../excel/motor-escritura.ts';
import { celdasPrimeraHoja, registrosPrimeraHoja, valoresPrimeraHoja } from '../excel/motor-lectura.ts';
import { pdfDeDocumento } from '../pdf/motor-pdf.ts';
import { atenderTareas } from './atender-tareas.ts';

/** What a rendering thread does: every CPU-bound step of reports, exports and imports. */
const tareas = {
  pdf: pdfDeDocumento,
  excelHoja: hojaDeCeldas,
  excelLibro: libroPorPartes,
  excelPlantilla: plantillaExcel,
  excelRegistros: registrosPrimeraHoja,
  excelCeldas: celdasPrimeraHoja,
  excelValores: valoresPrimeraHoja,
};

export type TareasReportes = typeof tareas;

atenderTareas(tareas);
