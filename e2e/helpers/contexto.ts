/** What the browser suite's global setup hands to the test files (vitest's `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folder of a product started once and stopped: the template each test's product copies. */
    plantillaProducto: string;
    /** URL of the setup's reserve: GET /tomar hands over a product already started from the template. */
    reservaProductos: string;
  }
}

export {};
