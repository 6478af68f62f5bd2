import Decimal from 'decimal.js';
import { AFPS, type Afp, type ConceptoParametro } from './parametros.ts';

/** What each dated parameter measures, and its name on the screens and in messages. */
export const PARAMETROS_EDITABLES: Readonly<
  Record<ConceptoParametro, { nombre: string; unidad: 'soles' | 'porcentaje' }>
> = {
  uit: { nombre: 'UIT', unidad: 'soles' },
  rmv: { nombre: 'Remuneración mínima vital', unidad: 'soles' },
  asignacion_familiar: { nombre: 'Asignación familiar (% de la RMV)', unidad: 'porcentaje' },
  essalud: { nombre: 'EsSalud', unidad: 'porcentaje' },
  essalud_con_eps: { nombre: 'EsSalud con EPS', unidad: 'porcentaje' },
  credito_eps: { nombre: 'Crédito EPS', unidad: 'porcentaje' },
  onp: { nombre: 'ONP', unidad: 'porcentaje' },
  aporte_afp: { nombre: 'Aporte obligatorio AFP', unidad: 'porcentaje' },
  prima_seguro_afp: { nombre: 'Prima de seguro AFP', unidad: 'porcentaje' },
  rma: { nombre: 'Remuneración máxima asegurable', unidad: 'soles' },
  bonificacion_extraordinaria: { nombre: 'Bonificación extraordinaria Ley 30334', unidad: 'porcentaje' },
  bonificacion_extraordinaria_eps: {
    nombre: 'Bonificación extraordinaria Ley 30334 con EPS',
    unidad: 'porcentaje',
  },
  senati: { nombre: 'SENATI', unidad: 'porcentaje' },
  sis_microempresa: { nombre: 'SIS microempresa (aporte del empleador)', unidad: 'soles' },
};

const esConcepto = (c: string): c is ConceptoParametro => Object.hasOwn(PARAMETROS_EDITABLES, c);
export const esAfp = (a: string): a is Afp => (AFPS as readonly string[]).includes(a);

const NUMERO = /^\d{1,10}(\.\d+)?$/;
const PERIODO = /^(\d{4})(0[1-9]|1[0-2])$/;

/** A percentage: 0 to 100 with up to four decimals (the SBS publishes two). */
function problemaDePorcentaje(nombre: string, valor: string): string | undefined {
  const v = valor.trim();
  if (!NUMERO.test(v) || new Decimal(v).decimalPlaces() > 4)
    return `${nombre}: ingrese un porcentaje con hasta cuatro decimales (p. ej. 1.47)`;
  if (new Decimal(v).greaterThan(100)) return `${nombre}: el porcentaje no puede superar 100`;
  return undefined;
}

/** An amount in soles: more than zero, two decimals at most. */
function problemaDeSoles(nombre: string, valor: string): string | undefined {
  const v = valor.trim();
  if (!NUMERO.test(v) || new Decimal(v).decimalPlaces() > 2 || new Decimal(v).isZero())
    return `${nombre}: ingrese un importe en soles mayor que cero, con hasta dos decimales`;
  return undefined;
}

/** The first day of an AAAAMM period, or undefined when it is not one. */
export function primerDiaDePeriodo(periodo: string): string | undefined {
  const m = PERIODO.exec(periodo.trim());
  return m ? `${m[1]}-${m[2]}-01` : undefined;
}

/**
 * A parameter row an administrator sends: known concept, first day of a month (figures change by
 * month), a value in the concept's unit. Answers the Spanish message of its first problem.
 */
export function problemaDeParametro(p: {
  concepto: string;
  desde: string;
  valor: string;
}): string | undefined {
  if (!esConcepto(p.concepto)) return `El parámetro ${p.concepto} no existe`;
  const { nombre, unidad } = PARAMETROS_EDITABLES[p.concepto];
  if (!/^\d{4}-(0[1-9]|1[0-2])-01$/.test(p.desde))
    return `${nombre}: la vigencia debe empezar el primer día de un mes (AAAA-MM-01)`;
  return unidad === 'soles' ? problemaDeSoles(nombre, p.valor) : problemaDePorcentaje(nombre, p.valor);
}

/** An AFP's commissions for a period, as the administrator sends them. */
export function problemaDeComisionAfp(c: {
  afp: string;
  periodo: string;
  flujo: string;
  mixtaFlujo: string;
  mixtaSaldo: string;
}): string | undefined {
  if (!esAfp(c.afp)) return `La AFP ${c.afp} no existe: use ${AFPS.join(', ')}`;
  if (!primerDiaDePeriodo(c.periodo)) return `El periodo ${c.periodo} no es válido (AAAAMM)`;
  return (
    problemaDePorcentaje(`${c.afp}, comisión sobre flujo`, c.flujo) ??
    problemaDePorcentaje(`${c.afp}, comisión mixta sobre flujo`, c.mixtaFlujo) ??
    problemaDePorcentaje(`${c.afp}, comisión mixta sobre saldo`, c.mixtaSaldo)
  );
}
