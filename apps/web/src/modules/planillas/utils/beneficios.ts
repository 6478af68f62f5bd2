/** The kinds of benefit run and the periods the screens offer for each. */

export type TipoBeneficio = 'gratificacion' | 'cts' | 'vacaciones' | 'liquidacion' | 'utilidades';

export const TIPOS_SALARIO_BENEFICIOS: readonly { value: TipoBeneficio; label: string }[] = [
  { value: 'gratificacion', label: 'Gratificación' },
  { value: 'cts', label: 'CTS' },
  { value: 'vacaciones', label: 'Provisión de vacaciones' },
  { value: 'liquidacion', label: 'Liquidación de beneficios sociales' },
];

/** The months a kind is computed in: July and December, May and November, or any month (null). */
export const MESES_DE_TIPO: Readonly<
  Partial<Record<TipoBeneficio, readonly { value: string; label: string }[]>>
> = {
  gratificacion: [
    { value: '07', label: 'Julio (enero–junio)' },
    { value: '12', label: 'Diciembre (julio–diciembre)' },
  ],
  cts: [
    { value: '05', label: 'Mayo (noviembre–abril)' },
    { value: '11', label: 'Noviembre (mayo–octubre)' },
  ],
};

/**
 * The API's period of a run: AAAAMM from the year and the chosen month for a gratificación or CTS, from
 * the 'YYYY-MM' month picked otherwise.
 */
export function periodoBeneficio(tipo: TipoBeneficio, anio: string, mesFijo: string, mes: string): string {
  return MESES_DE_TIPO[tipo] ? `${anio}${mesFijo}` : mes.replace('-', '');
}

/** The month a gratificación or CTS picker starts on: the first of the kind's months. */
export const primerMes = (tipo: TipoBeneficio) => MESES_DE_TIPO[tipo]?.[0]?.value ?? '';

export const ACTIVIDADES_UTILIDADES: readonly { value: string; label: string }[] = [
  { value: 'pesquera', label: 'Pesquera (10 %)' },
  { value: 'telecomunicaciones', label: 'Telecomunicaciones (10 %)' },
  { value: 'industrial', label: 'Industrial (10 %)' },
  { value: 'minera', label: 'Minera (8 %)' },
  { value: 'comercio_restaurantes', label: 'Comercio y restaurantes (8 %)' },
  { value: 'otras', label: 'Otras actividades (5 %)' },
];

/** The last day of a 'YYYY-MM' month, 'YYYY-MM-DD'. */
export function ultimoDiaDeMes(mes: string): string {
  const [anio, m] = mes.split('-').map(Number);
  return new Date(Date.UTC(anio ?? 0, m ?? 0, 0)).toISOString().slice(0, 10);
}

type TrabajadorOpcion = {
  id: string;
  numero_documento: string;
  apellido_paterno: string;
  apellido_materno: string;
  nombres: string;
  fecha_cese?: string | null;
};

/** A worker as a select option: names and document. */
export const opcionTrabajador = (t: TrabajadorOpcion) => ({
  value: t.id,
  label:
    `${t.apellido_paterno} ${t.apellido_materno} ${t.nombres}`.replace(/\s+/g, ' ').trim() +
    ` (${t.numero_documento})`,
});

/** The workers whose cese falls in a 'YYYY-MM' month: those a month's liquidación settles. */
export const cesadosEnMes = <T extends TrabajadorOpcion>(trabajadores: readonly T[], mes: string) =>
  trabajadores.filter((t) => t.fecha_cese?.startsWith(mes));
