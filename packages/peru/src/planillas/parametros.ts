import Decimal from 'decimal.js';
import type { Confianza } from '../tributos/igv.ts';

/**
 * Payroll parameters as dated data (peru-facts §1, §4, §11.5, §11.6). Every table is a plain array of
 * rows with `desde` (first day, YYYY-MM-DD) so the API can keep an editable copy in the database and
 * hand it to `parametrosPlanilla` instead of these defaults. Rates are percentages as decimal strings.
 * `porVerificar` marks figures whose source is weak (press without the norm, a public repository, our
 * own arithmetic) or whose date of effect was not found: check them before a declaration relies on them.
 */

export type ConfianzaParametro = Confianza | 'repositorio';

type Fila = {
  desde: string;
  fuente: string;
  confianza: ConfianzaParametro;
  porVerificar: boolean;
};

export type ConceptoParametro =
  | 'uit'
  | 'rmv'
  | 'asignacion_familiar'
  | 'essalud'
  | 'essalud_con_eps'
  | 'credito_eps'
  | 'onp'
  | 'aporte_afp'
  | 'prima_seguro_afp'
  | 'rma'
  | 'bonificacion_extraordinaria'
  | 'bonificacion_extraordinaria_eps'
  | 'senati'
  | 'sis_microempresa';

export type ParametroPlanilla = Fila & {
  concepto: ConceptoParametro;
  /** Soles for uit, rmv, rma and sis_microempresa; percent for the rest. */
  valor: string;
};

const p = (
  concepto: ConceptoParametro,
  desde: string,
  valor: string,
  fuente: string,
  confianza: ConfianzaParametro,
  porVerificar = confianza !== 'oficial',
): ParametroPlanilla => ({ concepto, desde, valor, fuente, confianza, porVerificar });

/** Rates have not changed since these dates as far as peru-facts goes; earlier dates are not served. */
const DESDE_TASAS = '2016-05-01';

export const PARAMETROS_PLANILLA: readonly ParametroPlanilla[] = [
  p('uit', '2019-01-01', '4200', 'exitosanoticias.pe (serie de la UIT); DS no confirmado', 'prensa'),
  p('uit', '2020-01-01', '4300', 'exitosanoticias.pe (serie de la UIT); DS no confirmado', 'prensa'),
  p('uit', '2021-01-01', '4400', 'DS 392-2020-EF; crececont.pe', 'prensa', false),
  p('uit', '2022-01-01', '4600', 'larepublica.pe 30-12-2021; DS no confirmado', 'prensa'),
  p('uit', '2023-01-01', '4950', 'DS 309-2022-EF; exitosanoticias.pe', 'prensa', false),
  p('uit', '2024-01-01', '5150', 'DS 309-2023-EF; educacionenred.pe', 'prensa', false),
  p('uit', '2025-01-01', '5350', 'DS 260-2024-EF; rpp.pe, tandiashop.com', 'prensa', false),
  p('uit', '2026-01-01', '5500', 'DS 301-2025-EF; rpp.pe, eef.com.pe', 'prensa', false),

  p('rmv', '2016-05-01', '850', 'peru21.pe (RMV S/ 850 desde 05-2016)', 'prensa'),
  // Microempresas in the REMYPE moved to 930 on 01-05-2018, a month later: not modelled (por verificar).
  p('rmv', '2018-04-01', '930', 'DS 004-2018-TR; tvperu.gob.pe', 'oficial'),
  p('rmv', '2022-05-01', '1025', 'DS 003-2022-TR; El Peruano', 'oficial'),
  p('rmv', '2025-01-01', '1130', 'DS 006-2024-TR; lpderecho.pe', 'prensa', false),

  // The law's text was not retrieved; the 10 % and its conditions come from the press (peru-facts §11.6).
  p('asignacion_familiar', DESDE_TASAS, '10', 'Ley 25129 (10 % de la RMV); justomedio.com', 'prensa'),
  p(
    'essalud',
    DESDE_TASAS,
    '9',
    'Ley 26790; larepublica.pe 28-01-2025 (S/ 101.70 sobre RMV 1,130)',
    'prensa',
    false,
  ),
  // EPS: 25 % of the 9 % is the EPS credit; the 25 % itself was not found in a retrieved text.
  p('essalud_con_eps', DESDE_TASAS, '6.75', 'Ley 26790 art. 15 (75 % del 9 %); derivado', 'derivado'),
  p(
    'credito_eps',
    DESDE_TASAS,
    '2.25',
    'Ley 26790 art. 15 (25 % del 9 %); derivado, tope no hallado',
    'derivado',
  ),
  p(
    'onp',
    DESDE_TASAS,
    '13',
    'DL 19990; larepublica.pe 28-01-2025 (S/ 146.90 sobre RMV 1,130)',
    'prensa',
    false,
  ),
  p('aporte_afp', DESDE_TASAS, '10', 'aporte obligatorio al fondo (peru-facts §4, §11.5)', 'prensa', false),
  p('bonificacion_extraordinaria', DESDE_TASAS, '9', 'Ley 30334; libero.pe, peru.com', 'prensa', false),
  p(
    'bonificacion_extraordinaria_eps',
    DESDE_TASAS,
    '6.75',
    'Ley 30334; libero.pe, peru.com',
    'prensa',
    false,
  ),
  p('senati', DESDE_TASAS, '0.75', 'Ley 26272 art. 11; DS 139-94-EF (scribd)', 'prensa', false),
  // "S/ 15 cada parte" for the SIS semicontributivo: the employer's monthly part.
  p('sis_microempresa', DESDE_TASAS, '15', 'DS 013-2013-PRODUCE; gestion.pe ("S/ 15 cada parte")', 'prensa'),

  // SISCO premium: the month each rate started was not found, so the first day of the year is assumed.
  p('prima_seguro_afp', '2021-01-01', '1.74', 'rpp.pe; larepublica.pe 24-02-2023 (2021-2022)', 'prensa'),
  p('prima_seguro_afp', '2023-01-01', '1.84', 'larepublica.pe 24-02-2023', 'prensa'),
  p('prima_seguro_afp', '2024-01-01', '1.70', 'elcomercio.pe; infobae 21-01-2025', 'prensa'),
  p(
    'prima_seguro_afp',
    '2025-01-01',
    '1.37',
    'infobae 21-01-2025 (S/ 3,000 → S/ 41.10); SISCO VIII hasta 12-2026',
    'prensa',
  ),

  // Remuneración máxima asegurable: SBS publishes it quarterly; no official value was retrieved. These
  // are public-repository figures that conflict with each other (12,672.65 for 2026 in another one).
  p(
    'rma',
    '2025-07-01',
    '12184.88',
    'repositorio público (peru-facts §4, índice 62319587423)',
    'repositorio',
  ),
  p(
    'rma',
    '2026-01-01',
    '12209.11',
    'repositorio público (peru-facts §4, índice 62319587423)',
    'repositorio',
  ),
  p(
    'rma',
    '2026-04-01',
    '12598.91',
    'repositorio público (peru-facts §4, índice 62319587423)',
    'repositorio',
  ),
];

export const AFPS = ['HABITAT', 'INTEGRA', 'PRIMA', 'PROFUTURO'] as const;
export type Afp = (typeof AFPS)[number];

/** Flujo: commission on each month's pay. Mixta: on the fund's balance (not charged on the payslip). */
export type TipoComisionAfp = 'flujo' | 'mixta';

export type ComisionAfp = Fila & {
  afp: Afp;
  /** Percent of the month's pay, comisión sobre flujo. */
  flujo: string;
  /** Percent of the month's pay charged to mixta members (0 since 02-2023, SBS boletín 1247). */
  mixtaFlujo: string;
  /** Annual percent of the balance, mixta members: shown for reference, never on the payslip. */
  mixtaSaldo: string;
};

const c = (afp: Afp, desde: string, flujo: string, mixtaSaldo: string, fuente: string): ComisionAfp => ({
  afp,
  desde,
  flujo,
  mixtaFlujo: '0',
  mixtaSaldo,
  fuente,
  confianza: 'prensa',
  // peru-facts §11.5: the SBS monthly table itself was not read.
  porVerificar: true,
});

const FUENTE_2024 = 'eltiempo.pe 2024 (SBS); andina.pe 14-11-2024 (comisión sobre saldo)';

/** Per fund and month. The first rows are the 2024 figures, still the ones quoted in 2025-2026. */
export const COMISIONES_AFP: readonly ComisionAfp[] = [
  c('HABITAT', '2024-01-01', '1.47', '1.25', FUENTE_2024),
  c('INTEGRA', '2024-01-01', '1.55', '0.78', FUENTE_2024),
  c('PRIMA', '2024-01-01', '1.60', '1.25', FUENTE_2024),
  c('PROFUTURO', '2024-01-01', '1.69', '1.20', FUENTE_2024),
  // Profuturo won the 7th licitación with 0.68 % on balance, for new and existing members.
  c('PROFUTURO', '2025-06-01', '1.69', '0.68', 'larepublica.pe 30-05-2025; infobae 27-09-2025 (flujo)'),
];

export type TramoQuinta = {
  /** Upper limit of the band in UIT; null for the last one. */
  hastaUit: string | null;
  tasa: string;
};

export type EscalaQuinta = Fila & { tramos: readonly TramoQuinta[] };

/** TUO LIR art. 53 on the net annual income of work (4ta + 5ta). */
export const ESCALAS_QUINTA: readonly EscalaQuinta[] = [
  {
    // The bands were set by Ley 30296 from 2015; the date is not in peru-facts.
    desde: '2015-01-01',
    tramos: [
      { hastaUit: '5', tasa: '8' },
      { hastaUit: '20', tasa: '14' },
      { hastaUit: '35', tasa: '17' },
      { hastaUit: '45', tasa: '20' },
      { hastaUit: null, tasa: '30' },
    ],
    fuente: 'TUO LIR art. 53; gob.pe/7319 (tramos)',
    confianza: 'oficial',
    porVerificar: false,
  },
];

export const ACTIVIDADES_UTILIDADES = [
  'pesquera',
  'telecomunicaciones',
  'industrial',
  'minera',
  'comercio_restaurantes',
  'otras',
] as const;
export type ActividadUtilidades = (typeof ACTIVIDADES_UTILIDADES)[number];

export type PorcentajeUtilidades = Fila & { actividad: ActividadUtilidades; porcentaje: string };

const u = (actividad: ActividadUtilidades, porcentaje: string): PorcentajeUtilidades => ({
  actividad,
  porcentaje,
  desde: '1997-01-01',
  // Not in peru-facts: the percentages of DL 892 art. 2 as commonly published.
  fuente: 'DL 892 art. 2 (por verificar: no figura en peru-facts)',
  confianza: 'derivado',
  porVerificar: true,
});

/** Share of the pre-tax income distributed to workers, by the company's main activity. */
export const PORCENTAJES_UTILIDADES: readonly PorcentajeUtilidades[] = [
  u('pesquera', '10'),
  u('telecomunicaciones', '10'),
  u('industrial', '10'),
  u('minera', '8'),
  u('comercio_restaurantes', '8'),
  u('otras', '5'),
];

export type TablasPlanilla = {
  parametros: readonly ParametroPlanilla[];
  comisionesAfp: readonly ComisionAfp[];
  escalasQuinta: readonly EscalaQuinta[];
};

export const TABLAS_PLANILLA: TablasPlanilla = {
  parametros: PARAMETROS_PLANILLA,
  comisionesAfp: COMISIONES_AFP,
  escalasQuinta: ESCALAS_QUINTA,
};

function validarFecha(fecha: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new RangeError(`Fecha no válida: ${fecha}`);
}

function vigente<T extends { desde: string }>(filas: readonly T[], fecha: string): T | undefined {
  validarFecha(fecha);
  return [...filas].sort((a, b) => a.desde.localeCompare(b.desde)).findLast((f) => f.desde <= fecha);
}

/** The row of a parameter in force on a date. */
export function parametroVigente(
  concepto: ConceptoParametro,
  fecha: string,
  tablas: TablasPlanilla = TABLAS_PLANILLA,
): ParametroPlanilla {
  const fila = vigente(
    tablas.parametros.filter((f) => f.concepto === concepto),
    fecha,
  );
  if (!fila) throw new RangeError(`No hay ${concepto} registrado para ${fecha}`);
  return fila;
}

export const uitVigente = (fecha: string, tablas?: TablasPlanilla) =>
  parametroVigente('uit', fecha, tablas).valor;
export const rmvVigente = (fecha: string, tablas?: TablasPlanilla) =>
  parametroVigente('rmv', fecha, tablas).valor;

export function comisionAfpVigente(
  afp: Afp,
  fecha: string,
  tablas: TablasPlanilla = TABLAS_PLANILLA,
): ComisionAfp {
  const fila = vigente(
    tablas.comisionesAfp.filter((f) => f.afp === afp),
    fecha,
  );
  if (!fila) throw new RangeError(`No hay comisiones de ${afp} registradas para ${fecha}`);
  return fila;
}

export function escalaQuintaVigente(fecha: string, tablas: TablasPlanilla = TABLAS_PLANILLA): EscalaQuinta {
  const fila = vigente(tablas.escalasQuinta, fecha);
  if (!fila) throw new RangeError(`No hay escala de renta de quinta registrada para ${fecha}`);
  return fila;
}

/** Everything a month's payroll needs, resolved for one date. */
export type ParametrosPlanilla = {
  fecha: string;
  uit: string;
  rmv: string;
  /** In soles: the percentage of the RMV in force. */
  asignacionFamiliar: string;
  essalud: string;
  essaludConEps: string;
  creditoEps: string;
  onp: string;
  aporteAfp: string;
  primaSeguroAfp: string;
  /** Remuneración máxima asegurable; undefined when none is registered for the date. */
  rma: string | undefined;
  bonificacionExtraordinaria: string;
  bonificacionExtraordinariaEps: string;
  senati: string;
  sisMicroempresa: string;
  comisionesAfp: Readonly<Partial<Record<Afp, ComisionAfp>>>;
  escalaQuinta: EscalaQuinta;
  /** The rows used that are marked por verificar, for the screen to warn. */
  porVerificar: readonly string[];
};

export function parametrosPlanilla(
  fecha: string,
  tablas: TablasPlanilla = TABLAS_PLANILLA,
): ParametrosPlanilla {
  const usados: (ParametroPlanilla | ComisionAfp | EscalaQuinta)[] = [];
  const valor = (concepto: ConceptoParametro) => {
    const fila = parametroVigente(concepto, fecha, tablas);
    usados.push(fila);
    return fila.valor;
  };
  const rmv = valor('rmv');
  const rma = tablas.parametros.some((f) => f.concepto === 'rma' && f.desde <= fecha)
    ? valor('rma')
    : undefined;
  // A fund with no row for the date is left out: only its members' payslips need it.
  const comisionesAfp: Partial<Record<Afp, ComisionAfp>> = {};
  for (const afp of AFPS) {
    const fila = vigente(
      tablas.comisionesAfp.filter((f) => f.afp === afp),
      fecha,
    );
    if (fila) comisionesAfp[afp] = fila;
  }
  usados.push(...Object.values(comisionesAfp));
  const escalaQuinta = escalaQuintaVigente(fecha, tablas);
  valor('asignacion_familiar');
  const resultado: ParametrosPlanilla = {
    fecha,
    uit: valor('uit'),
    rmv,
    asignacionFamiliar: asignacionFamiliarVigente(fecha, tablas),
    essalud: valor('essalud'),
    essaludConEps: valor('essalud_con_eps'),
    creditoEps: valor('credito_eps'),
    onp: valor('onp'),
    aporteAfp: valor('aporte_afp'),
    primaSeguroAfp: valor('prima_seguro_afp'),
    rma,
    bonificacionExtraordinaria: valor('bonificacion_extraordinaria'),
    bonificacionExtraordinariaEps: valor('bonificacion_extraordinaria_eps'),
    senati: valor('senati'),
    sisMicroempresa: valor('sis_microempresa'),
    comisionesAfp,
    escalaQuinta,
    porVerificar: [],
  };
  usados.push(escalaQuinta);
  resultado.porVerificar = usados
    .filter((f) => f.porVerificar)
    .map(
      (f) =>
        `${'concepto' in f ? f.concepto : 'afp' in f ? `comision ${f.afp}` : 'escala quinta'} (${f.desde})`,
    );
  return resultado;
}

/** Asignación familiar in soles on a date: the percentage of the RMV then in force. */
export const asignacionFamiliarVigente = (fecha: string, tablas?: TablasPlanilla) =>
  new Decimal(rmvVigente(fecha, tablas))
    .times(parametroVigente('asignacion_familiar', fecha, tablas).valor)
    .dividedBy(100)
    .toFixed(2);
