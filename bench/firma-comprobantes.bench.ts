// Documents per second built, signed and zipped in one process, the way emission does it for each
// document: calcularComprobante → construirXml → firmarXml (RSA-SHA256, a generated 2048-bit test
// certificate) → zipComprobante. A 1-line and a 20-line factura; each step's share of the time; RSS.
// Run: npm run bench:firma   (DOCUMENTOS=… changes how many documents each case signs; default 1000)
import { createPrivateKey, sign } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { calcularComprobante, construirXml, type EntradaComprobante, type LineaEntrada } from '@kipu/peru';
import { generarCertificadoPrueba, leerPkcs12 } from '@kipu/peru/firma/certificado';
import { type CredencialFirma, firmarXml } from '@kipu/peru/firma/firmar-xml';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { nombreComprobante } from '@kipu/peru/sunat/nombres';
import { EMISOR_PRUEBA } from '@kipu/peru/ubl/escenarios';
import { verificarFirma } from '@kipu/simuladores/sunat/firma';

const DOCUMENTOS = Number(process.env.DOCUMENTOS ?? 1000);
const CALENTAMIENTO = 50;
const PASOS = ['calcular', 'construir XML', 'firmar', 'zip'] as const;
type Paso = (typeof PASOS)[number];

// The key is read once per certificate, as credencialDeFirma keeps it for a burst of emissions.
const { pfx, password } = generarCertificadoPrueba(EMISOR_PRUEBA.ruc, EMISOR_PRUEBA.razonSocial);
const leido = leerPkcs12(pfx, password);
if ('error' in leido) throw new Error(`certificado: ${leido.error}`);
const credencial: CredencialFirma = {
  certificadoPem: leido.certificadoPem,
  llave: createPrivateKey(leido.llavePem),
};

/** A factura of `n` lines: goods and a service, with value or price, taxed and exonerated. */
function factura(n: number, numero: number): EntradaComprobante {
  const lineas: LineaEntrada[] = Array.from({ length: n }, (_, i) => ({
    codigo: `P${String(i + 1).padStart(4, '0')}`,
    descripcion: `PRODUCTO DE PRUEBA ${i + 1}`,
    unidad: i % 5 === 4 ? 'ZZ' : 'NIU',
    cantidad: String((i % 3) + 1),
    ...(i % 2 === 0 ? { precioUnitario: `${(i % 17) + 10}.50` } : { valorUnitario: `${(i % 11) + 5}.25` }),
    afectacion: i % 7 === 6 ? '20' : '10',
  }));
  return {
    tipo: '01',
    serie: 'F001',
    numero,
    fecha: '2026-11-23',
    hora: '10:15:00',
    moneda: 'PEN',
    cliente: { tipoDocumento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' },
    lineas,
    formaPago: { tipo: 'contado' },
  };
}

/** Builds, signs and zips one document, adding each step's milliseconds to `tiempos`. */
function emitir(
  entrada: EntradaComprobante,
  tiempos: Record<Paso, number>,
): { xml: string; zip: Uint8Array } {
  let t0 = performance.now();
  const marcar = (paso: Paso) => {
    const t1 = performance.now();
    tiempos[paso] += t1 - t0;
    t0 = t1;
  };
  const calculado = calcularComprobante(entrada);
  if (calculado.errores.length > 0) throw new Error(JSON.stringify(calculado.errores));
  marcar('calcular');
  const xml = construirXml(calculado, EMISOR_PRUEBA);
  marcar('construir XML');
  const firmado = firmarXml(xml, credencial);
  marcar('firmar');
  const { zip } = zipComprobante(
    nombreComprobante(EMISOR_PRUEBA.ruc, '01', 'F001', entrada.numero),
    firmado.xml,
  );
  marcar('zip');
  return { xml: firmado.xml, zip };
}

function medir(lineas: number) {
  const vacio = (): Record<Paso, number> => ({ calcular: 0, 'construir XML': 0, firmar: 0, zip: 0 });
  for (let i = 0; i < CALENTAMIENTO; i++) emitir(factura(lineas, i + 1), vacio());
  const tiempos = vacio();
  const porDocumento: number[] = [];
  let bytesXml = 0;
  let bytesZip = 0;
  const inicio = performance.now();
  for (let i = 0; i < DOCUMENTOS; i++) {
    const t0 = performance.now();
    const { xml, zip } = emitir(factura(lineas, i + 1), tiempos);
    porDocumento.push(performance.now() - t0);
    bytesXml += xml.length;
    bytesZip += zip.length;
    // Every 100th document is checked as SUNAT would: the numbers are of documents that verify.
    if (i % 100 === 0 && verificarFirma(xml) !== 'valida') throw new Error('firma inválida');
  }
  const total = performance.now() - inicio;
  const suma = PASOS.reduce((s, p) => s + tiempos[p], 0);
  porDocumento.sort((a, b) => a - b);
  const p = (q: number) => (porDocumento[Math.floor(q * (porDocumento.length - 1))] ?? 0).toFixed(2);
  return {
    lineas,
    porSegundo: (DOCUMENTOS / (total / 1000)).toFixed(0),
    p50: p(0.5),
    p95: p(0.95),
    reparto: PASOS.map((paso) => `${((tiempos[paso] / suma) * 100).toFixed(0)} %`),
    xmlKiB: (bytesXml / DOCUMENTOS / 1024).toFixed(1),
    zipKiB: (bytesZip / DOCUMENTOS / 1024).toFixed(1),
  };
}

/** The RSA-SHA256 operation alone over a SignedInfo-sized input: what signing costs beyond the XML work. */
function msPorRsa(veces = 500): string {
  const signedInfo = Buffer.alloc(700, 'a');
  const inicio = performance.now();
  for (let i = 0; i < veces; i++) sign('sha256', signedInfo, credencial.llave);
  return ((performance.now() - inicio) / veces).toFixed(2);
}

const rssAntes = process.memoryUsage.rss() / 1024 ** 2;
let pico = rssAntes;
const muestreo = setInterval(() => {
  pico = Math.max(pico, process.memoryUsage.rss() / 1024 ** 2);
}, 25);
// The loops are synchronous: the sampler only runs between cases, so maxRSS is the figure to read.
const resultados = [medir(1), medir(20)];
clearInterval(muestreo);
const rsa = msPorRsa();
const maxRss = process.resourceUsage().maxRSS / 1024;

console.log(`# build + sign + zip in process · ${new Date().toISOString().slice(0, 10)}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'} · ${Math.round(totalmem() / 1024 ** 3)} GiB · Node ${process.version}`,
);
console.log(`${DOCUMENTOS} facturas per case after ${CALENTAMIENTO} to warm up; one thread (the API's own)`);
console.log(`| lines | docs/s | p50 ms | p95 ms | ${PASOS.join(' | ')} | XML KiB | zip KiB |`);
console.log(`|---:|---:|---:|---:|${PASOS.map(() => '---:').join('|')}|---:|---:|`);
for (const r of resultados)
  console.log(
    `| ${r.lineas} | ${r.porSegundo} | ${r.p50} | ${r.p95} | ${r.reparto.join(' | ')} | ${r.xmlKiB} | ${r.zipKiB} |`,
  );
const piso = 1000 / Number(rsa);
console.log(
  `RSA floor: one RSA-SHA256 signature takes ${rsa} ms here, so at most ${piso.toFixed(0)} signed documents/s on this thread`,
);
for (const r of resultados)
  console.log(
    `${r.lineas} line(s): ${r.porSegundo} docs/s = ${(Number(r.porSegundo) / piso).toFixed(2)} × the RSA floor`,
  );
console.log(
  `RSS before ${rssAntes.toFixed(0)} MiB · sampled peak ${pico.toFixed(0)} MiB · process max RSS ${maxRss.toFixed(0)} MiB`,
);
