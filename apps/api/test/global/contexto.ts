/** What the global setups hand to the test files (vitest's `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded PGlite dump. */
    plantillaPglite: string;
    /** Name of the migrated and seeded PostgreSQL template database. */
    plantillaPostgres: string;
  }
}

export {};
