// The longest event-loop stall while the API renders a libro diario-sized PDF, writes a 10,000-row Excel
// export and a 10,000-row book, and reads a 10,000-row import file: each through the API's infra
// functions, once on the main thread (what those functions did before the rendering threads) and once
// through them (what they do now). A stall is time in which no other request can be answered.
// Run: npm run bench:bloqueo   (FILAS_PDF=… default 5,000, the most a printed book takes; FILAS=… default
// 10,000; WORKERS_REPORTES=… threads, default one per core beyond the first, at most two)

import { availableParallelism, cpus, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import {
  type ColumnaExcel,
  celdasDe,
  columnasDeHoja,
  escribirHojaExcel,
} from '../apps/api/src/infra/excel/escribir-hoja.ts';
import { escribirLibroExcel } from '../apps/api/src/infra/excel/escribir-libro.ts';
import { leerPrimeraHoja } from '../apps/api/src/infra/excel/leer-hoja.ts';
import { hojaDeCeldas, libroDeFilas } from '../apps/api/src/infra/excel/motor-escritura.ts';
import { registrosPrimeraHoja } from '../apps/api/src/infra/excel/motor-lectura.ts';
import { opcionesReportes, poolDeReportes } from '../apps/api/src/infra/hilos/hilos-reportes.ts';
import { pdfDeDocumento } from '../apps/api/src/infra/pdf/motor-pdf.ts';
import {
  contenidoDeTabla,
  definicionDocumento,
  pdfDeTabla,
  type ReporteTabular,
} from '../apps/api/src/infra/reportes/reporte-tabular.ts';

const FILAS_PDF = Number(process.env.FILAS_PDF ?? 5000);
const FILAS = Number(process.env.FILAS ?? 10_000);

/** A libro diario as the printed 5.1 shows it: asiento, date, glosa, account, its name, debe, haber. */
const diario: ReporteTabular = {
  titulo: 'Libro diario',
  archivo: 'libro-diario-202603',
  horizontal: true,
  columnas: [
    { encabezado: 'CUO' },
    { encabezado: 'Correlativo' },
    { encabezado: 'Fecha' },
    { encabezado: 'Glosa', ancho: 40 },
    { encabezado: 'Documento' },
    { encabezado: 'Cuenta' },
    { encabezado: 'Denominación', ancho: 30 },
    { encabezado: 'Debe', monto: true },
    { encabezado: 'Haber', monto: true },
  ],
  filas: Array.from({ length: FILAS_PDF }, (_, i) => ({
    celdas: [
      `${Math.floor(i / 2) + 1}`,
      `M${i + 1}`,
      '31/03/2026',
      `Venta según factura F001-${i + 1} a DISTRIBUIDORA NORTE S.A.`,
      `01 F001-${i + 1}`,
      i % 2 ? '70121' : '1212',
      i % 2 ? 'Mercaderías - Venta local' : 'Emitidas en cartera',
      i % 2 ? '' : `${(i % 900) + 100}.50`,
      i % 2 ? `${(i % 900) + 99}.50` : '',
    ],
  })),
};
const ENCABEZADO = [
  'FORMATO 5.1: LIBRO DIARIO',
  'PERIODO: 03/2026',
  'RUC: 20601234565',
  'COMERCIAL ANDINA S.A.C.',
];

type Producto = {
  codigo: string;
  descripcion: string;
  unidad: string;
  precio: string;
  stock: string;
  activo: boolean;
};
const productos: Producto[] = Array.from({ length: FILAS }, (_, i) => ({
  codigo: `P${String(i + 1).padStart(5, '0')}`,
  descripcion: `PRODUCTO DE PRUEBA ${i + 1} PRESENTACIÓN ${(i % 12) + 1}`,
  unidad: i % 5 === 4 ? 'ZZ' : 'NIU',
  precio: `${(i % 17) + 10}.50`,
  stock: String(i % 300),
  activo: i % 9 !== 0,
}));
const COLUMNAS: ColumnaExcel<Producto>[] = [
  { encabezado: 'Código', valor: (p) => p.codigo },
  { encabezado: 'Descripción', valor: (p) => p.descripcion, ancho: 40 },
  { encabezado: 'Unidad', valor: (p) => p.unidad },
  { encabezado: 'Precio', valor: (p) => p.precio, tipo: 'monto' },
  { encabezado: 'Stock', valor: (p) => p.stock, tipo: 'cantidad' },
  { encabezado: 'Activo', valor: (p) => p.activo, tipo: 'si_no' },
];

/** The import's file: 11 columns as the products template has them, written once before the runs. */
async function archivoDeImportacion(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Productos');
  hoja.addRow([
    'codigo',
    'descripcion',
    'unidad',
    'tipo',
    'afectacion',
    'precio',
    'valor',
    'moneda',
    'categoria',
    'stock_minimo',
    'marca',
  ]);
  for (const [i, p] of productos.entries())
    hoja.addRow([
      p.codigo,
      p.descripcion,
      p.unidad,
      i % 4 ? 'B' : 'S',
      i % 7 ? '10' : '20',
      p.precio,
      '',
      'PEN',
      `C${i % 20}`,
      '5',
      'KIPU',
    ]);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function* filasAsincronas<T>(filas: readonly T[]) {
  yield* filas;
}

type Caso = { nombre: string; antes: () => Promise<unknown>; ahora: () => Promise<unknown> };

/**
 * Wall time and the event loop's longest stall while `trabajo` runs: the delay histogram's maximum and
 * p99, and, as a cross-check, the longest gap between two beats of a 5 ms timer.
 */
async function medir(trabajo: () => Promise<unknown>) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  // The histogram sees a stall only once the loop runs again; a timer makes sure it does, often.
  let ultimo = performance.now();
  let hueco = 0;
  const latido = setInterval(() => {
    const ahora = performance.now();
    hueco = Math.max(hueco, ahora - ultimo);
    ultimo = ahora;
  }, 5);
  h.enable();
  // The histogram's timer starts on the loop's next turn; a stall before it would go unseen.
  await new Promise((ok) => setTimeout(ok, 20));
  const inicio = performance.now();
  await trabajo();
  const segundos = (performance.now() - inicio) / 1000;
  await new Promise((ok) => setTimeout(ok, 20));
  h.disable();
  clearInterval(latido);
  return { segundos, maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6, huecoMs: hueco };
}

async function main() {
  const importacion = await archivoDeImportacion();
  const casos: Caso[] = [
    {
      nombre: `libro diario PDF, ${FILAS_PDF.toLocaleString('en-US')} rows`,
      antes: () =>
        pdfDeDocumento(definicionDocumento(diario.titulo, true, contenidoDeTabla(diario, ENCABEZADO))),
      ahora: () => pdfDeTabla(diario, ENCABEZADO),
    },
    {
      nombre: `Excel export, ${FILAS.toLocaleString('en-US')} rows × 6`,
      antes: () =>
        hojaDeCeldas({
          titulo: 'Productos',
          columnas: columnasDeHoja(COLUMNAS),
          filas: productos.map((p) => celdasDe(COLUMNAS, p)),
        }),
      ahora: () => escribirHojaExcel('Productos', COLUMNAS, productos),
    },
    {
      nombre: `Excel book (streamed), ${FILAS.toLocaleString('en-US')} rows × 6`,
      // Before: the same streaming writer on this thread, rows computed as they come.
      antes: () =>
        libroDeFilas(
          'Productos',
          ENCABEZADO,
          columnasDeHoja(COLUMNAS),
          filasAsincronas(productos.map((p) => ({ celdas: celdasDe(COLUMNAS, p), enfasis: false }))),
        ),
      ahora: () => escribirLibroExcel('Productos', ENCABEZADO, COLUMNAS, filasAsincronas(productos)),
    },
    {
      nombre: `import read, ${FILAS.toLocaleString('en-US')} rows × 11 (${(importacion.length / 1024 ** 2).toFixed(2)} MiB)`,
      antes: () => registrosPrimeraHoja(importacion),
      ahora: () => leerPrimeraHoja(importacion),
    },
  ];

  // Warm both paths (modules, JIT, the threads' start) so the runs measure the work.
  const calentar: ReporteTabular = { ...diario, filas: diario.filas.slice(0, 50) };
  await pdfDeDocumento(definicionDocumento('x', true, contenidoDeTabla(calentar, ENCABEZADO)));
  await Promise.all(Array.from({ length: opcionesReportes().hilos }, () => pdfDeTabla(calentar, ENCABEZADO)));
  await registrosPrimeraHoja(importacion);
  await leerPrimeraHoja(importacion);

  const filas: string[] = [];
  for (const c of casos) {
    const antes = await medir(c.antes);
    const ahora = await medir(c.ahora);
    const ms = (v: number) => v.toFixed(0);
    filas.push(
      `| ${c.nombre} | ${antes.segundos.toFixed(2)} · ${ahora.segundos.toFixed(2)} | ${ms(antes.maxMs)} | ${ms(ahora.maxMs)} | ${ms(antes.p99Ms)} · ${ms(ahora.p99Ms)} | ${ms(antes.huecoMs)} · ${ms(ahora.huecoMs)} |`,
    );
    console.error(filas.at(-1));
  }
  await poolDeReportes().cerrar();

  console.log(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 1024 ** 3).toFixed(0)} GiB; ` +
      `rendering threads: ${opcionesReportes().hilos} (available parallelism ${availableParallelism()})\n`,
  );
  console.log(
    '| work | wall s (main thread · threads) | longest stall ms, main thread | longest stall ms, threads | p99 delay ms (main · threads) | longest 5 ms-timer gap (main · threads) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const f of filas) console.log(f);
}

await main();
