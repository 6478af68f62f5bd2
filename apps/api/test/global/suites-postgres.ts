/**
 * The integration suites that run on PostgreSQL as well as on PGlite. Every suite runs on PGlite; these
 * prove on a real server what PGlite's single connection cannot, or what the product promises on both:
 * concurrent requests on real connections and row locks, jobs and their recovery, and the invariants
 * (tenant isolation, gap-free numbering, balanced asientos, decimal money). A suite whose doc says it
 * runs on both belongs here.
 */
export const SUITES_POSTGRES = [
  // A company's data never reaches another company's user; roles decide.
  'apps/api/test/seguridad/*.int.test.ts',
  'apps/api/test/equipo/{miembros,matriz-permisos}.int.test.ts',
  // Serie-correlativo never gaps or repeats under concurrent requests.
  'apps/api/test/facturacion/{emision,notas-acotadas}.int.test.ts',
  'apps/api/test/facturacion-internos/emision-interna.int.test.ts',
  'apps/api/test/pos/{concurrencia-pedidos,pedidos,caja,cobranza-caja}.int.test.ts',
  'apps/api/test/reclamos/*.int.test.ts',
  // Every asiento balances, CUOs are consecutive, the kardex and the ledgers agree.
  'apps/api/test/contabilidad-libro/*.int.test.ts',
  'apps/api/test/contabilidad-ventas/*.int.test.ts',
  'apps/api/test/contabilidad-compras/*.int.test.ts',
  'apps/api/test/contabilidad-pagos/*.int.test.ts',
  'apps/api/test/contabilidad-cierre/*.int.test.ts',
  'apps/api/test/contabilidad-conciliacion/*.int.test.ts',
  'apps/api/test/contabilidad-estados/*.int.test.ts',
  'apps/api/test/contabilidad-impuestos/*.int.test.ts',
  'apps/api/test/contabilidad-predisenados/*.int.test.ts',
  'apps/api/test/contabilidad-inventarios/*.int.test.ts',
  // Payroll's money, stored as numeric.
  'apps/api/test/planillas/{trabajadores,planilla-mensual,boleta-pdf,asistencia,beneficios}.int.test.ts',
  // The guías de remisión, whole: 50 concurrent guides on one series, isolation, sending by job
  // (98 then accepted, rejected and rebuilt), the kardex and the baja.
  'apps/api/test/guias/*.int.test.ts',
  // Jobs on pg-boss: sending, batches, crash recovery, worker threads.
  'apps/api/test/seguridad-proceso/*.int.test.ts',
  'apps/api/test/infra/*.int.test.ts',
  'apps/api/test/facturacion-envio/{resumen-diario,pausa-y-reenvio}.int.test.ts',
  'apps/api/test/importacion-comprobantes/*.int.test.ts',
];
