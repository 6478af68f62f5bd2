import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escribirHojaExcel } from '../../src/infra/excel/escribir-hoja.ts';
import { escribirLibroExcel } from '../../src/infra/excel/escribir-libro.ts';
import { leerPrimeraHoja } from '../../src/infra/excel/leer-hoja.ts';
import { pdfDeTabla, type ReporteTabular } from '../../src/infra/reportes/reporte-tabular.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { libroExcel } from '../helpers/subir-importacion.ts';

/**
 * A libro diario-sized PDF, a 10,000-row export and a 10,000-row import used to hold the event loop for
 * seconds, so every other request (here GET /health) waited. They run on the rendering threads now:
 * /health keeps answering while they work.
 */
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

type Vigilancia = { respuestas: number[]; mayorPausaMs: number; duracionMs: number };

/** Asks /health over and over while `trabajo` runs; notes the answers and the longest event-loop pause. */
async function mientras<T>(trabajo: () => Promise<T>): Promise<[T, Vigilancia]> {
  let terminado = false;
  let ultimo = performance.now();
  let mayorPausaMs = 0;
  const reloj = setInterval(() => {
    const ahora = performance.now();
    mayorPausaMs = Math.max(mayorPausaMs, ahora - ultimo);
    ultimo = ahora;
  }, 5);
  const respuestas: number[] = [];
  const inicio = performance.now();
  const promesa = trabajo().finally(() => {
    terminado = true;
  });
  const salud = (async () => {
    while (!terminado) {
      const r = await t.app.inject({ method: 'GET', url: '/health' });
      if (!terminado) respuestas.push(r.statusCode);
      await new Promise((ok) => setTimeout(ok, 20));
    }
  })();
  const valor = await promesa;
  const duracionMs = performance.now() - inicio;
  await salud;
  clearInterval(reloj);
  return [valor, { respuestas, mayorPausaMs, duracionMs }];
}

/** The event loop went on serving while the work ran: /health answered again and again, no long pause. */
function siguioAtendiendo(v: Vigilancia) {
  expect(v.respuestas.length).toBeGreaterThanOrEqual(5);
  expect(v.respuestas.every((s) => s === 200)).toBe(true);
  // The work takes seconds; on the event loop it was one pause of that length.
  expect(v.mayorPausaMs).toBeLessThan(Math.max(500, v.duracionMs / 3));
}

const FILAS = 3000;
const diario: ReporteTabular = {
  titulo: 'Libro diario',
  archivo: 'libro-diario-202603',
  horizontal: true,
  columnas: [
    { encabezado: 'CUO' },
    { encabezado: 'Fecha' },
    { encabezado: 'Glosa', ancho: 40 },
    { encabezado: 'Cuenta' },
    { encabezado: 'Denominación', ancho: 30 },
    { encabezado: 'Debe', monto: true },
    { encabezado: 'Haber', monto: true },
  ],
  filas: Array.from({ length: FILAS }, (_, i) => ({
    celdas: [
      `M${i + 1}`,
      '31/03/2026',
      `Venta según factura F001-${i + 1} a cliente de prueba`,
      i % 2 ? '70121' : '1212',
      i % 2 ? 'Mercaderías - Venta local' : 'Emitidas en cartera',
      i % 2 ? '' : '1180.00',
      i % 2 ? '1180.00' : '',
    ],
  })),
};

describe('rendering threads', () => {
  it('a 3,000-row libro diario PDF renders while /health keeps answering', async () => {
    const [pdf, v] = await mientras(() => pdfDeTabla(diario, ['ANDINA S.A.C.', 'RUC 20601234565']));
    const datos = Buffer.from(pdf.base64, 'base64');
    expect(pdf.nombre).toBe('libro-diario-202603.pdf');
    expect(datos.subarray(0, 5).toString()).toBe('%PDF-');
    // Dozens of landscape pages (about 40 rows each).
    expect(datos.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(50);
    siguioAtendiendo(v);
  });

  it('a 10,000-row Excel export is written while /health keeps answering', async () => {
    const filas = Array.from({ length: 10_000 }, (_, i) => ({
      codigo: `P${String(i).padStart(5, '0')}`,
      precio: '12.50',
    }));
    const [xlsx, v] = await mientras(() =>
      escribirHojaExcel(
        'Productos',
        [
          { encabezado: 'Código', valor: (f: (typeof filas)[number]) => f.codigo },
          { encabezado: 'Precio', valor: (f) => f.precio, tipo: 'monto' },
        ],
        filas,
      ),
    );
    const leidas = await filasDeExcel(xlsx.toString('base64'));
    expect(leidas[0]).toEqual(['Productos']);
    expect(leidas[1]).toEqual(['Código', 'Precio']);
    expect(leidas.at(-1)).toEqual(['P09999', '12.5']);
    expect(leidas).toHaveLength(10_002);
    siguioAtendiendo(v);
  });

  it('a 10,000-row import is read while /health keeps answering; the upload stays usable', async () => {
    const archivo = await libroExcel([
      ['Codigo', 'Descripcion', 'Precio'],
      ...Array.from({ length: 10_000 }, (_, i) => [`P${i}`, `Producto ${i}`, 10 + i]),
    ]);
    const tamano = archivo.length;
    const [registros, v] = await mientras(() => leerPrimeraHoja(archivo));
    expect(registros).toHaveLength(10_000);
    expect(registros[9_999]).toEqual({ codigo: 'P9999', descripcion: 'Producto 9999', precio: '10009' });
    // The bytes were copied to the thread, not taken from the caller.
    expect(archivo.length).toBe(tamano);
    siguioAtendiendo(v);
  });

  it('a book streamed from an async source keeps its rows in order and surfaces the source’s own error', async () => {
    async function* filas() {
      for (let i = 1; i <= 2500; i++) yield { n: i, total: i === 2500 };
    }
    const columnas = [{ encabezado: 'N', valor: (f: { n: number }) => f.n, tipo: 'cantidad' as const }];
    const xlsx = await escribirLibroExcel('Libro', ['FORMATO 5.1'], columnas, filas(), (f) => f.total);
    const leidas = await filasDeExcel(xlsx.toString('base64'));
    expect(leidas.slice(0, 3)).toEqual([['FORMATO 5.1'], ['N'], ['1']]);
    expect(leidas.at(-1)).toEqual(['2500']);
    expect(leidas).toHaveLength(2502);

    async function* rota() {
      yield { n: 1 };
      throw new Error('conexión perdida');
    }
    await expect(escribirLibroExcel('Libro', [], columnas, rota())).rejects.toThrow('conexión perdida');
    // The thread is still there for the next report.
    expect(await escribirHojaExcel('Otra', columnas, [{ n: 1 }])).toBeInstanceOf(Buffer);
  });
});
