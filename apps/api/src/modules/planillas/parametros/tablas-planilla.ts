import { type Db, schema } from '@kipu/db';
import {
  type Afp,
  type ComisionAfp,
  type ConceptoParametro,
  type ConfianzaParametro,
  ESCALAS_QUINTA,
  type ParametroPlanilla,
  type ParametrosPlanilla,
  parametrosPlanilla,
  type TablasPlanilla,
} from '@kipu/peru';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';

/** numeric columns read as '1.4700': the figure as the rules' tables write it ('1.47'). */
export const cifra = (v: string) => new Decimal(v).toFixed();

const origen = (f: { desde: string; fuente: string; confianza: string; porVerificar: boolean }) => ({
  desde: f.desde,
  fuente: f.fuente,
  confianza: f.confianza as ConfianzaParametro,
  porVerificar: f.porVerificar,
});

/** The database's parameter tables, in the shape the payroll rules take instead of their defaults. */
export async function tablasPlanilla(db: Db): Promise<TablasPlanilla> {
  const [parametros, comisiones] = await Promise.all([
    db.select().from(schema.parametrosPlanilla),
    db.select().from(schema.comisionesAfp),
  ]);
  return {
    parametros: parametros.map(
      (f): ParametroPlanilla => ({
        ...origen(f),
        concepto: f.concepto as ConceptoParametro,
        valor: cifra(f.valor),
      }),
    ),
    comisionesAfp: comisiones.map(
      (f): ComisionAfp => ({
        ...origen(f),
        afp: f.afp as Afp,
        flujo: cifra(f.flujo),
        mixtaFlujo: cifra(f.mixtaFlujo),
        mixtaSaldo: cifra(f.mixtaSaldo),
      }),
    ),
    // The art. 53 bands are not editable: the rules' table is used.
    escalasQuinta: ESCALAS_QUINTA,
  };
}

/** The parameters in force on a period's first day, from the database; a gap is the user's to fix. */
export async function parametrosDelPeriodo(db: Db, periodo: string): Promise<ParametrosPlanilla> {
  const tablas = await tablasPlanilla(db);
  try {
    return parametrosPlanilla(`${periodo.slice(0, 4)}-${periodo.slice(4, 6)}-01`, tablas);
  } catch (e) {
    if (e instanceof RangeError) throw entradaInvalida(`Parámetros de planilla incompletos: ${e.message}`);
    throw e;
  }
}
