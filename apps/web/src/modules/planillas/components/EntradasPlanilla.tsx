import type { TrabajadorFieldsFragment } from '../../../gql/graphql';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
import { ENTRADA_VACIA, type EntradaGrilla } from '../utils/planilla';
import { nombreCompleto } from '../utils/trabajador-form';

interface EntradasPlanillaProps {
  trabajadores: readonly TrabajadorFieldsFragment[];
  grilla: Readonly<Record<string, EntradaGrilla>>;
  cambiar: (trabajadorId: string, entrada: EntradaGrilla) => void;
  bloqueada: boolean;
}

const COLUMNAS: readonly { campo: keyof EntradaGrilla; titulo: string; decimal: boolean }[] = [
  { campo: 'faltas', titulo: 'Días no laborados', decimal: false },
  { campo: 'horas_extras_25', titulo: 'Horas extras 25 %', decimal: true },
  { campo: 'horas_extras_35', titulo: 'Horas extras 35 %', decimal: true },
  { campo: 'minutos_tardanza', titulo: 'Minutos de tardanza', decimal: false },
  { campo: 'adelanto', titulo: 'Adelanto (S/)', decimal: true },
];

/** The month's inputs of each worker, typed before 'Calcular' (empty cells: a plain month). */
export function EntradasPlanilla({ trabajadores, grilla, cambiar, bloqueada }: EntradasPlanillaProps) {
  return (
    <table className="tabla-libro tabla-reporte" aria-label="Datos del mes">
      <thead>
        <tr>
          <th>Trabajador</th>
          {COLUMNAS.map((c) => (
            <th key={c.campo}>{c.titulo}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {trabajadores.map((w) => {
          const fila = grilla[w.id] ?? ENTRADA_VACIA;
          return (
            <tr key={w.id}>
              <td style={{ whiteSpace: 'nowrap' }}>
                {w.numero_documento} {nombreCompleto(w)}
              </td>
              {COLUMNAS.map(({ campo, titulo, decimal }) => {
                const props = {
                  id: `entrada-${w.numero_documento}-${campo}`,
                  'aria-label': `${titulo} de ${w.numero_documento}`,
                  value: fila[campo],
                  disabled: bloqueada,
                  maxLength: 8,
                  onChange: (v: string) =>
                    cambiar(w.id, { ...fila, [campo]: decimal ? v : v.replace(/\D/g, '') }),
                };
                return (
                  <td key={campo} style={{ width: '9rem' }}>
                    {decimal ? <DecimalInput {...props} /> : <TextInput {...props} inputMode="numeric" />}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
