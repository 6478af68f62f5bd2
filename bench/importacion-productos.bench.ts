// Mass import of 10,000 products from an .xlsx, through the real path: POST /importacion/productos over
// HTTP on loopback, the queue's worker validating every row and writing them in one transaction, the
// job polled with the importacion query. Records wall time and peak RSS of the process.
// Run: npm run bench:importacion (PGlite on disk, the default deployment)
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:importacion
//      (a throw-away database is created on that server for the run and dropped afterwards)
import { cpus, totalmem } from 'node:os';
import ExcelJS from 'exceljs';
import { iniciarApi } from './comun/api-en-marcha.ts';

const FILAS = Number(process.env.FILAS ?? 10_000);
const CATEGORIAS = 20;

async function libro(filas: (string | number)[][]): Promise<Buffer> {
  const l = new ExcelJS.Workbook();
  const hoja = l.addWorksheet('Productos');
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await l.xlsx.writeBuffer());
}

const api = await iniciarApi(process.env.DATABASE_URL);
const { aplicacion, base, gql, token } = api;

type Fin = {
  estado: string;
  total_filas: number;
  filas_validas: number;
  errores: unknown[];
  error: string | null;
};

/** Uploads the file and polls the job until it ends; answers the job, the seconds and the peak RSS. */
async function importar(tipo: string, archivo: Buffer) {
  let pico = process.memoryUsage.rss();
  const muestreo = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage.rss());
  }, 25);
  const inicio = performance.now();
  const formulario = new FormData();
  formulario.append('solo_validas', 'false');
  formulario.append('archivo', new Blob([new Uint8Array(archivo)]), `${tipo}.xlsx`);
  const r = await fetch(`${base}/importacion/${tipo}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: formulario,
  });
  const { id } = (await r.json()) as { id: string };
  if (!id) throw new Error(`subida rechazada: ${r.status}`);
  let fin: Fin;
  for (;;) {
    await new Promise((listo) => setTimeout(listo, 100));
    ({ importacion: fin } = await gql<{ importacion: Fin }>(
      'query($id: String!) { importacion(id: $id) { estado total_filas filas_validas errores { fila } error } }',
      { id },
      token,
    ));
    if (fin.estado !== 'en_curso') break;
  }
  const segundos = (performance.now() - inicio) / 1000;
  clearInterval(muestreo);
  return { fin, segundos, picoMiB: pico / 1024 ** 2 };
}

const categorias = Array.from({ length: CATEGORIAS }, (_, i) => [
  `C${String(i).padStart(2, '0')}`,
  `CATEGORIA ${i}`,
]);
await importar('categorias', await libro([['codigo', 'nombre'], ...categorias]));

const cabecera = [
  'codigo',
  'descripcion',
  'codigo_barras',
  'medida',
  'codigo_categoria',
  'tipo_igv',
  'valor_unitario',
  'precio_unitario',
  'stock',
  'stock_minimo',
  'tipo_existencia',
];
// Mixed rows as a real catalogue has: goods and services, taxed and exonerated, price or value given.
const filas = Array.from({ length: FILAS }, (_, i) => {
  const servicio = i % 10 === 9;
  const precio = ((i % 997) + 1) / 4;
  return [
    `P${String(i).padStart(6, '0')}`,
    `PRODUCTO DE PRUEBA ${i} ${servicio ? 'SERVICIO' : 'UNIDAD'}`,
    `775${String(1_000_000_000 + i)}`,
    servicio ? 'ZZ' : 'NIU',
    categorias[i % CATEGORIAS]?.[0] ?? '',
    i % 7 === 0 ? '20' : '10',
    i % 3 === 0 ? (precio / 1.18).toFixed(4) : '',
    i % 3 === 0 ? '' : precio.toFixed(2),
    servicio ? 'NO' : 'SI',
    servicio ? '' : '5',
    servicio ? '' : '01',
  ];
});
const archivo = await libro([cabecera, ...filas]);
const rssAntes = process.memoryUsage.rss() / 1024 ** 2;

const escritura = await importar('productos', archivo);
if (escritura.fin.estado !== 'terminada' || escritura.fin.filas_validas !== FILAS)
  throw new Error(
    `importación incompleta: ${JSON.stringify({ ...escritura.fin, errores: escritura.fin.errores.length })}`,
  );
// The same file again: every row is already registered, so every row is reported and nothing written.
const rechazo = await importar('productos', archivo);
if (rechazo.fin.errores.length !== FILAS) throw new Error('se esperaba un error por fila');
const maxRssMiB = process.resourceUsage().maxRSS / 1024;

await api.cerrar();

console.log(
  `# import of ${FILAS} products · ${new Date().toISOString().slice(0, 10)} · ${aplicacion.deps.database.kind}`,
);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · ${Math.round(totalmem() / 1024 ** 3)} GiB · Node ${process.version}`,
);
console.log(
  `file: ${(archivo.length / 1024 ** 2).toFixed(2)} MiB .xlsx · RSS before the imports ${rssAntes.toFixed(0)} MiB`,
);
console.log('| run | rows | written | errors reported | wall s | rows/s | peak RSS MiB |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [nombre, r] of [
  ['new products (validate + write in one transaction)', escritura],
  ['same file again (every row a duplicate, nothing written)', rechazo],
] as const) {
  console.log(
    `| ${nombre} | ${r.fin.total_filas} | ${r.fin.filas_validas} | ${r.fin.errores.length} | ${r.segundos.toFixed(2)} | ${(r.fin.total_filas / r.segundos).toFixed(0)} | ${r.picoMiB.toFixed(0)} |`,
  );
}
console.log(`process max RSS over the whole run: ${maxRssMiB.toFixed(0)} MiB`);
