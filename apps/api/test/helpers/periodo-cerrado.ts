import { type Db, schema } from '@kipu/db';

/** Closes a month directly in the table (a period's row may exist already: posting creates it). */
export async function marcarPeriodoCerrado(db: Db, empresaId: string, periodo: string): Promise<void> {
  await db
    .insert(schema.periodosContables)
    .values({ empresaId, periodo, cerrado: true })
    .onConflictDoUpdate({
      target: [schema.periodosContables.empresaId, schema.periodosContables.periodo],
      set: { cerrado: true },
    });
}
