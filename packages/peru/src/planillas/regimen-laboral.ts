/**
 * Labour regimes and what changes between them (peru-facts §4, TUO Ley MYPE DS 013-2013-PRODUCE; the
 * company must be in the REMYPE, and workers hired before the registration keep the general regime).
 */

export const REGIMENES_LABORALES = ['general', 'pequena_empresa', 'microempresa'] as const;
export type RegimenLaboral = (typeof REGIMENES_LABORALES)[number];

export type ReglasRegimen = {
  /** Share of a full remuneration paid as each gratificación (July, December). */
  fraccionGratificacion: string;
  /** Share of a full remuneration per year deposited as CTS. */
  fraccionCts: string;
  /** Calendar days of vacation per full year of service. */
  diasVacaciones: number;
  /** The company distributes utilidades. */
  utilidades: boolean;
  /** The worker may be insured through the SIS semicontributivo instead of EsSalud. */
  sisPosible: boolean;
};

export const REGLAS_REGIMEN: Readonly<Record<RegimenLaboral, ReglasRegimen>> = {
  general: {
    fraccionGratificacion: '1',
    fraccionCts: '1',
    diasVacaciones: 30,
    utilidades: true,
    sisPosible: false,
  },
  // Half gratificación and CTS (15 daily wages a year), 15 days of vacation.
  pequena_empresa: {
    fraccionGratificacion: '0.5',
    fraccionCts: '0.5',
    diasVacaciones: 15,
    utilidades: true,
    sisPosible: false,
  },
  microempresa: {
    fraccionGratificacion: '0',
    fraccionCts: '0',
    diasVacaciones: 15,
    utilidades: false,
    sisPosible: true,
  },
};

export const reglasRegimen = (regimen: RegimenLaboral) => REGLAS_REGIMEN[regimen];
