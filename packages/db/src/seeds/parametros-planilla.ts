import type { Db } from '../client.ts';
import { comisionesAfp, parametrosPlanilla } from '../schema/parametros-planilla.ts';

type Origen = { desde: string; fuente: string; confianza: string; porVerificar: boolean };

/** The payroll rules' default tables (`TABLAS_PLANILLA` of @kipu/peru), as this seed reads them. */
export type TablasPlanillaSemilla = {
  parametros: readonly (Origen & { concepto: string; valor: string })[];
  comisionesAfp: readonly (Origen & {
    afp: string;
    flujo: string;
    mixtaFlujo: string;
    mixtaSaldo: string;
  })[];
};

/**
 * Loads the default rows a database does not have yet (by concept or fund and date): a new dated figure
 * of the rules reaches old databases, while a row the administrator changed is never overwritten.
 */
export async function sembrarParametrosPlanilla(db: Db, tablas: TablasPlanillaSemilla): Promise<void> {
  const origen = (f: Origen) => ({
    desde: f.desde,
    fuente: f.fuente,
    confianza: f.confianza,
    porVerificar: f.porVerificar,
  });
  await db
    .insert(parametrosPlanilla)
    .values(tablas.parametros.map((f) => ({ ...origen(f), concepto: f.concepto, valor: f.valor })))
    .onConflictDoNothing();
  await db
    .insert(comisionesAfp)
    .values(
      tablas.comisionesAfp.map((f) => ({
        ...origen(f),
        afp: f.afp,
        flujo: f.flujo,
        mixtaFlujo: f.mixtaFlujo,
        mixtaSaldo: f.mixtaSaldo,
      })),
    )
    .onConflictDoNothing();
}
