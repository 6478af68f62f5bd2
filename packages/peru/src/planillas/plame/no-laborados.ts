import { camposDocumento, type DocumentoPlame } from './documento.ts';
import { lineaPlame } from './formato.ts';

/** The month's days a payslip input records as not worked. */
export type DiasDelMes = {
  faltas?: number;
  diasSuspension?: number;
  diasVacaciones?: number;
  diasSubsidiados?: number;
};

/**
 * Tabla 21 type of each kind of day: 07 falta no justificada, 05 licencia sin goce (the suspensión
 * perfecta the payroll input records), 23 descanso vacacional, 21 incapacidad temporal subsidiada.
 */
export const SUSPENSION_PLAME: Readonly<Record<keyof DiasDelMes, string>> = {
  faltas: '07',
  diasSuspension: '05',
  diasVacaciones: '23',
  diasSubsidiados: '21',
};

export type NoLaboradosPlame = DocumentoPlame & { dias: DiasDelMes };

/** Estructura 15 (.snl), días subsidiados y no laborados: one line per worker and Tabla 21 type. */
export function archivoNoLaborados(trabajadores: readonly NoLaboradosPlame[]): string[] {
  const dias = new Map<string, { documento: DocumentoPlame; tipo: string; dias: number }>();
  for (const t of trabajadores)
    for (const [campo, tipo] of Object.entries(SUSPENSION_PLAME)) {
      const n = t.dias[campo as keyof DiasDelMes] ?? 0;
      if (n <= 0) continue;
      const clave = `${t.tipoDocumento}|${t.numeroDocumento}|${tipo}`;
      const actual = dias.get(clave);
      if (actual) actual.dias += n;
      else dias.set(clave, { documento: t, tipo, dias: n });
    }
  return [...dias.values()].map((d) =>
    lineaPlame([...camposDocumento(d.documento), d.tipo, String(Math.min(d.dias, 31))]),
  );
}
