import type { HorarioFieldsFragment, HorarioInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** Weekdays as the API numbers them (0 = domingo), listed from Monday as a week is read. */
export const DIAS_SEMANA = [
  { dia: 1, nombre: 'Lunes' },
  { dia: 2, nombre: 'Martes' },
  { dia: 3, nombre: 'Miércoles' },
  { dia: 4, nombre: 'Jueves' },
  { dia: 5, nombre: 'Viernes' },
  { dia: 6, nombre: 'Sábado' },
  { dia: 0, nombre: 'Domingo' },
] as const;

export type DiaForm = { laborable: boolean; entrada: string; salida: string };

/** The schedule dialog: a normal schedule uses `entrada`/`salida` on the checked days; an atypical one each day's own. */
export interface HorarioForm {
  nombre: string;
  atipico: boolean;
  entrada: string;
  salida: string;
  dias: Record<number, DiaForm>;
  refrigerio_minutos: string;
  tolerancia_minutos: string;
  predeterminado: boolean;
}

export function horarioFormDe(h: HorarioFieldsFragment | null): HorarioForm {
  const primero = h?.dias[0];
  const dias: Record<number, DiaForm> = {};
  for (const { dia } of DIAS_SEMANA) {
    const propio = h?.dias.find((d) => d.dia === dia);
    dias[dia] = propio
      ? { laborable: true, entrada: propio.entrada, salida: propio.salida }
      : { laborable: !h && dia >= 1 && dia <= 5, entrada: '08:00', salida: '17:00' };
  }
  return {
    nombre: h?.nombre ?? '',
    atipico: h?.atipico ?? false,
    entrada: primero?.entrada ?? '08:00',
    salida: primero?.salida ?? '17:00',
    dias,
    refrigerio_minutos: String(h?.refrigerio_minutos ?? 60),
    tolerancia_minutos: String(h?.tolerancia_minutos ?? 0),
    predeterminado: h?.predeterminado ?? false,
  };
}

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's obvious mistakes; the server checks the rest (a break longer than the day…). */
export function validarHorarioForm(f: HorarioForm): Errores<HorarioForm> {
  const e: Errores<HorarioForm> = {};
  if (!f.nombre.trim()) e.nombre = 'Ingrese el nombre';
  if (!Object.values(f.dias).some((d) => d.laborable)) e.dias = 'Marque al menos un día laborable';
  const horas = f.atipico ? Object.values(f.dias).filter((d) => d.laborable) : [f];
  if (horas.some((d) => !HORA.test(d.entrada) || !HORA.test(d.salida)))
    e.entrada = 'Las horas deben tener el formato HH:MM';
  if (!/^\d{1,3}$/.test(f.refrigerio_minutos)) e.refrigerio_minutos = 'Minutos enteros';
  if (!/^\d{1,2}$/.test(f.tolerancia_minutos)) e.tolerancia_minutos = 'Minutos enteros';
  return e;
}

export function entradaHorario(f: HorarioForm): HorarioInput {
  return {
    nombre: f.nombre.trim(),
    atipico: f.atipico,
    dias: DIAS_SEMANA.filter(({ dia }) => f.dias[dia]?.laborable).map(({ dia }) => {
      const propio = f.dias[dia];
      const horas = f.atipico && propio ? propio : f;
      return { dia, entrada: horas.entrada, salida: horas.salida };
    }),
    refrigerio_minutos: Number(f.refrigerio_minutos),
    tolerancia_minutos: Number(f.tolerancia_minutos),
    predeterminado: f.predeterminado,
  };
}

/** 'Lunes a Viernes 08:00–17:00' style summary of a schedule's days for the list. */
export function resumenDias(h: HorarioFieldsFragment): string {
  return h.dias.map((d) => `${d.nombre.slice(0, 3)} ${d.entrada}–${d.salida}`).join(' · ');
}
