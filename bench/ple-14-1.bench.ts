// A 14.1 registro de ventas of 100,000 lines through the real path: GraphQL `generarPle` over HTTP on
// loopback against one API process, which reads the operations by keyset pages of 1,000, writes and
// checks each line, and answers the TXT in base64. The operations are bulk-inserted first (facturas,
// boletas to DNI clients, credit notes, dollar facturas). Records wall time and peak RSS.
// Run: npm run bench:ple       (PGlite on disk, the default deployment)
//      TEST_DATABASE_URL=postgres://… npm run bench:ple -- --db=postgres
//      (a throw-away database is created on that server for the run and dropped afterwards)
//      LINEAS=… changes the size of the book (default 100,000)
import { cpus, totalmem } from 'node:os';
import { schema } from '@kipu/db';
import { crearVerificador, nombreArchivoPle } from '@kipu/peru/ple/index';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { libroPle } from '../apps/api/src/modules/ple/libros-ple.ts';
import { iniciarApi } from './comun/api-en-marcha.ts';

const usaPostgres = process.argv.includes('--db=postgres');
const LINEAS = Number(process.env.LINEAS ?? 100_000);
const PERIODO = '202509';
const LOTE = 1000;

const api = await iniciarApi(
  usaPostgres ? (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined,
);
const { db } = api.aplicacion.deps;
const [empresa] = await db
  .select({ id: schema.empresas.id })
  .from(schema.empresas)
  .where(eq(schema.empresas.ruc, '20601234565'));
if (!empresa) throw new Error('sin empresa demo');

/** The i-th operation of the book: a mix of the documents a shop emits in a month. */
function operacion(i: number): typeof schema.operaciones.$inferInsert {
  const clase = i % 20;
  const nota = clase === 19;
  const dolares = clase === 7;
  const boleta = clase % 3 === 1;
  const valor = new Decimal((i % 4999) + 1).div(4).toDecimalPlaces(2);
  const igv = valor.times('0.18').toDecimalPlaces(2);
  const signo = nota ? -1 : 1;
  const dia = String((i % 28) + 1).padStart(2, '0');
  const fecha = `${PERIODO.slice(0, 4)}-${PERIODO.slice(4)}-${dia}`;
  return {
    empresaId: empresa?.id ?? '',
    periodo: PERIODO,
    libro: '140100',
    tipoOperacion: 2,
    numeroCuo: i + 1,
    cuo: `14${PERIODO}${String(i + 1).padStart(6, '0')}`,
    fechaContable: fecha,
    fechaEmision: fecha,
    glosa: `Venta ${i}`,
    moneda: dolares ? 'USD' : 'PEN',
    tipoCambio: dolares ? '3.755' : '1',
    personaTipoDocumento: boleta ? '1' : '6',
    personaNumeroDocumento: boleta ? String(40_000_000 + i).slice(0, 8) : '20100070970',
    personaNombre: boleta ? `CLIENTE ${i} PÉREZ` : 'DISTRIBUIDORA NORTE S.A.',
    tipoComprobante: nota ? '07' : boleta ? '03' : '01',
    serie: boleta ? 'B001' : 'F001',
    numero: String(i + 1),
    ...(nota ? { modificaFecha: fecha, modificaTipo: '01', modificaSerie: 'F001', modificaNumero: '1' } : {}),
    baseGravada: valor.times(signo).toFixed(2),
    igv: igv.times(signo).toFixed(2),
    total: valor.plus(igv).times(signo).toFixed(2),
  };
}

const inicioCarga = performance.now();
for (let i = 0; i < LINEAS; i += LOTE)
  await db
    .insert(schema.operaciones)
    .values(Array.from({ length: Math.min(LOTE, LINEAS - i) }, (_, k) => operacion(i + k)));
const segundosCarga = (performance.now() - inicioCarga) / 1000;
const rssAntes = process.memoryUsage.rss() / 1024 ** 2;

// First the book read, written and checked in process with its output counted, not kept: what the
// generation itself holds, without the file and its base64 answer.
const libro = libroPle('140100');
if (!libro) throw new Error('sin libro 14.1');
const verificador = crearVerificador(
  nombreArchivoPle({
    ruc: '20601234565',
    periodo: PERIODO,
    libro: '140100',
    conInformacion: true,
    moneda: 'PEN',
  }),
);
let picoFlujo = process.memoryUsage.rss();
const rssAntesFlujo = rssAntes;
const muestreoFlujo = setInterval(() => {
  picoFlujo = Math.max(picoFlujo, process.memoryUsage.rss());
}, 25);
const inicioFlujo = performance.now();
let bytesFlujo = 0;
for await (const linea of libro.lineas(db, empresa.id, PERIODO)) {
  verificador.agregar(linea);
  bytesFlujo += linea.length;
}
const segundosFlujo = (performance.now() - inicioFlujo) / 1000;
const rssAntesGraphql = process.memoryUsage.rss() / 1024 ** 2;
clearInterval(muestreoFlujo);
const flujo = verificador.terminar();
if (flujo.lineas !== LINEAS || flujo.hallazgos.length) throw new Error('el flujo no coincide');

type Archivo = {
  generarPle: {
    archivo: { nombre: string; base64: string };
    lineas: number;
    valido: boolean;
    omitidos: number;
  };
};
let pico = process.memoryUsage.rss();
const muestreo = setInterval(() => {
  pico = Math.max(pico, process.memoryUsage.rss());
}, 25);
const inicio = performance.now();
const r = await api.gql<Archivo>(
  `query($p: String!) { generarPle(libro: "140100", periodo: $p) {
    archivo { nombre base64 } lineas valido omitidos hallazgos { linea }
  } }`,
  { p: PERIODO },
  api.token,
);
const segundos = (performance.now() - inicio) / 1000;
clearInterval(muestreo);
const bytes = Buffer.from(r.generarPle.archivo.base64, 'base64').length;
if (r.generarPle.lineas !== LINEAS || !r.generarPle.valido)
  throw new Error(
    `libro incompleto o con observaciones: ${r.generarPle.lineas} líneas, ${r.generarPle.omitidos}`,
  );
await api.cerrar();

console.log(
  `# PLE 14.1 of ${LINEAS} lines · ${new Date().toISOString().slice(0, 10)} · ${api.aplicacion.deps.database.kind}`,
);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · ${Math.round(totalmem() / 1024 ** 3)} GiB · Node ${process.version}`,
);
console.log(`bulk insert of the operations: ${segundosCarga.toFixed(1)} s`);
console.log('| run | lines | file MiB | wall s | lines/s | RSS before MiB | peak RSS MiB |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
console.log(
  `| generarPle over GraphQL (read, write, check, base64) | ${r.generarPle.lineas} | ${(bytes / 1024 ** 2).toFixed(1)} | ${segundos.toFixed(2)} | ${(LINEAS / segundos).toFixed(0)} | ${rssAntesGraphql.toFixed(0)} | ${(pico / 1024 ** 2).toFixed(0)} |`,
);
console.log(
  `| in process, output counted not kept (read, write, check) | ${flujo.lineas} | ${(bytesFlujo / 1024 ** 2).toFixed(1)} | ${segundosFlujo.toFixed(2)} | ${(LINEAS / segundosFlujo).toFixed(0)} | ${rssAntesFlujo.toFixed(0)} | ${(picoFlujo / 1024 ** 2).toFixed(0)} |`,
);
console.log(
  `file: ${r.generarPle.archivo.nombre} · process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
);
