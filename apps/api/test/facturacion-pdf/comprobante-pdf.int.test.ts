import { type ComprobanteCalculado, calcularComprobante, type EntradaComprobante } from '@kipu/peru';
import { EMISOR_PRUEBA, ESCENARIOS } from '@kipu/peru/ubl/escenarios';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generarPdfComprobante,
  type OpcionesPdfComprobante,
} from '../../src/modules/facturacion/pdf/generar-pdf-comprobante.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';

const HASH = 'qn3BpXcD1gmQ4xfZZ0wK5o8ABDhbiJk1bP1mvv4q9yQ=';

function calculado(entrada: EntradaComprobante): ComprobanteCalculado {
  const c = calcularComprobante(entrada);
  expect(c.errores).toEqual([]);
  return c;
}

const escenario = (nombre: string) => calculado(ESCENARIOS[nombre]!);

async function pdf(c: ComprobanteCalculado, extra: Partial<OpcionesPdfComprobante> = {}) {
  const datos = await generarPdfComprobante({
    calculado: c,
    emisor: EMISOR_PRUEBA,
    formato: 'A4',
    hash: HASH,
    ...extra,
  });
  return { datos, texto: await textoDePdf(datos) };
}

async function tamanoPagina(datos: Buffer): Promise<{ ancho: number; alto: number; paginas: number }> {
  const doc = await getDocument({ data: new Uint8Array(datos), isEvalSupported: false }).promise;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await doc.getPage(1)).view;
  const paginas = doc.numPages;
  await doc.destroy();
  return { ancho: x1 - x0, alto: y1 - y0, paginas };
}

/** What every printed representation must say (SUNAT's minimum, plus the amount in words and hash). */
function esperarBasico(texto: string, nombre: string, serieNumero: string, total: string, letras: string) {
  expect(texto).toContain(`R.U.C. N° ${EMISOR_PRUEBA.ruc}`);
  expect(texto).toContain(nombre);
  expect(texto).toContain(serieNumero);
  expect(texto).toContain(EMISOR_PRUEBA.razonSocial);
  expect(texto).toContain(`S/ ${total}`);
  expect(texto).toContain(letras);
  expect(texto).toContain(HASH);
  expect(texto).toContain(
    `Representación impresa de la ${nombre}. Consulte su documento en www.sunat.gob.pe`,
  );
}

// A sale above the SPOT threshold, on credit: the cuotas add up to the total minus the detracción.
const DETRACCION_CREDITO: EntradaComprobante = {
  ...ESCENARIOS['factura detraccion']!,
  numero: 12,
  fechaVencimiento: '2025-05-10',
  formaPago: {
    tipo: 'credito',
    cuotas: [
      { monto: '519', vencimiento: '2025-04-10' },
      { monto: '519', vencimiento: '2025-05-10' },
    ],
  },
};

describe('generarPdfComprobante (A4)', () => {
  it('prints a factura gravada with customer, lines, totals, amount in words and observations', async () => {
    const logo = await QRCode.toDataURL('logo', { margin: 0, scale: 2 });
    const { datos, texto } = await pdf(escenario('factura gravada'), {
      emisor: { ...EMISOR_PRUEBA, logo, telefono: '01 4567890', email: 'ventas@andina.pe' },
    });
    esperarBasico(
      texto,
      'FACTURA ELECTRÓNICA',
      'F001-1',
      '236.00',
      'DOSCIENTOS TREINTA Y SEIS CON 00/100 SOLES',
    );
    expect(texto).toContain('DISTRIBUIDORA <NORTE> S.A.');
    expect(texto).toContain('RUC 20100070970');
    expect(texto).toContain('10/03/2025');
    expect(texto).toContain('SOLES');
    expect(texto).toContain('Contado');
    expect(texto).toMatch(/P001 Laptop 14" 100\.00 118\.00 100\.00/);
    expect(texto).toMatch(/Mouse 50\.00 59\.00 100\.00/);
    expect(texto).toMatch(/Op\. gravadas S\/ 200\.00 IGV \(18%\) S\/ 36\.00 IMPORTE TOTAL S\/ 236\.00/);
    expect(texto).toContain('Observaciones: Entrega en almacén');
    expect(texto).toContain('Tel.: 01 4567890 · ventas@andina.pe');
    expect((await tamanoPagina(datos)).paginas).toBe(1);
  });

  it('prints a boleta to a customer with DNI', async () => {
    const { texto } = await pdf(escenario('boleta gravada'));
    esperarBasico(
      texto,
      'BOLETA DE VENTA ELECTRÓNICA',
      'B001-1',
      '46.50',
      'CUARENTA Y SEIS CON 50/100 SOLES',
    );
    expect(texto).toContain('MARIA QUISPE MAMANI');
    expect(texto).toContain('DNI 46779354');
    expect(texto).toMatch(/IGV \(18%\) S\/ 7\.09/);
  });

  it('prints a factura in dollars with its exchange rate', async () => {
    const { texto } = await pdf(escenario('factura usd'));
    expect(texto).toContain('DÓLARES AMERICANOS');
    expect(texto).toContain('Tipo de cambio: 3.700');
    expect(texto).toContain('IMPORTE TOTAL US$ 1,416.00');
    expect(texto).toContain('MIL CUATROCIENTOS DIECISEIS CON 00/100 DOLARES AMERICANOS');
  });

  it('prints a factura with detracción and crédito: legend 2006, account, pending amount and cuotas', async () => {
    const { texto } = await pdf(calculado(DETRACCION_CREDITO));
    esperarBasico(texto, 'FACTURA ELECTRÓNICA', 'F001-12', '1,180.00', 'MIL CIENTO OCHENTA CON 00/100 SOLES');
    expect(texto).toContain('Operación sujeta a detracción');
    expect(texto).toContain('Bien o servicio: 020 · Porcentaje: 12% · Monto: S/ 142.00');
    expect(texto).toContain('Banco de la Nación N° 00-000-123456');
    expect(texto).toContain('Fecha de vencimiento: 10/05/2025');
    expect(texto).toContain('Forma de pago: Crédito');
    expect(texto).toContain('Monto neto pendiente de pago: S/ 1,038.00');
    expect(texto).toMatch(/001 10\/04\/2025 S\/ 519\.00 002 10\/05\/2025 S\/ 519\.00/);
  });

  it('prints a nota de crédito with the document it modifies and the reason', async () => {
    const { texto } = await pdf(escenario('nota de credito 01'), { estado: 'aceptado' });
    esperarBasico(
      texto,
      'NOTA DE CRÉDITO ELECTRÓNICA',
      'F001-1',
      '236.00',
      'DOSCIENTOS TREINTA Y SEIS CON 00/100 SOLES',
    );
    expect(texto).toContain('FACTURA ELECTRÓNICA F001-1');
    expect(texto).toContain('01 - Anulación de la operación');
    expect(texto).not.toContain('ACEPTADO');
  });

  it('prints free transfers with legend 1002, a cancelled state as a watermark, and skips a logo path', async () => {
    const { texto } = await pdf(escenario('factura gratuita'), {
      estado: 'anulado',
      // A stored file path is no data URL: the document may not read it, so it is left out.
      emisor: { ...EMISOR_PRUEBA, logo: '/storage/logos/andina.png' },
    });
    expect(texto).toContain('Op. gratuitas S/ 25.00');
    // pdfmake may wrap the legend after its slash, which the text layer reads as a space.
    expect(texto).toMatch(/TRANSFERENCIA GRATUITA DE UN BIEN Y\/ ?O SERVICIO PRESTADO GRATUITAMENTE/);
    expect(texto).toContain('ANULADO');
  });
});

describe('generarPdfComprobante (ticket)', () => {
  let ticket80: { datos: Buffer; texto: string };
  let ticket58: { datos: Buffer; texto: string };
  beforeAll(async () => {
    ticket80 = await pdf(escenario('boleta icbper'), { formato: 'TICKET', anchoTicket: 80 });
    ticket58 = await pdf(calculado(DETRACCION_CREDITO), { formato: 'TICKET', anchoTicket: 58 });
  });

  it('is 80 mm wide, one page as tall as its content, with the same content condensed', async () => {
    const { ancho, alto, paginas } = await tamanoPagina(ticket80.datos);
    expect(ancho).toBeCloseTo(226.77, 1);
    expect(paginas).toBe(1);
    expect(alto).toBeLessThan(842);
    const t = ticket80.texto;
    expect(t).toContain('R.U.C. 20601234565');
    expect(t).toContain('BOLETA DE VENTA ELECTRÓNICA');
    expect(t).toContain('B001-2');
    expect(t).toContain('ICBPER S/ 1.00');
    expect(t).toContain('IMPORTE TOTAL S/ 24.84');
    expect(t).toContain('VEINTICUATRO CON 84/100 SOLES');
    expect(t).toContain(HASH);
    expect(t).toContain('Representación impresa de la BOLETA DE VENTA ELECTRÓNICA');
  });

  it('is 58 mm wide and still carries detracción, cuotas and the whole hash', async () => {
    expect((await tamanoPagina(ticket58.datos)).ancho).toBeCloseTo(164.41, 1);
    const t = ticket58.texto;
    expect(t).toContain('F001-12');
    expect(t).toContain('S/ 1,180.00');
    expect(t).toContain('MIL CIENTO OCHENTA CON 00/100 SOLES');
    expect(t).toContain('Cuenta de detracciones Banco de la Nación');
    expect(t).toContain('Cuota 002 vence 10/05/2025 S/ 519.00');
    expect(t).toContain(HASH);
  });
});
