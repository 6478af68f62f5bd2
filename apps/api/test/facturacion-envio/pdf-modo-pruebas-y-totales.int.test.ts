import { type ComprobanteCalculado, calcularComprobante, type EntradaComprobante } from '@kipu/peru';
import { EMISOR_PRUEBA, ESCENARIOS } from '@kipu/peru/ubl/escenarios';
import { describe, expect, it } from 'vitest';
import {
  generarPdfComprobante,
  type OpcionesPdfComprobante,
} from '../../src/modules/facturacion/pdf/generar-pdf-comprobante.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';

/**
 * The printed representation says what the document is: units by their catálogo 03 name, only the
 * totals lines that apply with the document's own IGV rate, and MODO PRUEBAS on a test document.
 */

const HASH = 'qn3BpXcD1gmQ4xfZZ0wK5o8ABDhbiJk1bP1mvv4q9yQ=';
const MARCA = 'MODO PRUEBAS — SIN VALOR TRIBUTARIO';

function calculado(entrada: EntradaComprobante): ComprobanteCalculado {
  const c = calcularComprobante(entrada);
  expect(c.errores).toEqual([]);
  return c;
}

async function texto(nombre: string, extra: Partial<OpcionesPdfComprobante> = {}): Promise<string> {
  const entrada = ESCENARIOS[nombre];
  if (!entrada) throw new Error(`No existe el escenario ${nombre}`);
  const datos = await generarPdfComprobante({
    calculado: calculado(entrada),
    emisor: EMISOR_PRUEBA,
    formato: 'A4',
    hash: HASH,
    ...extra,
  });
  return textoDePdf(datos);
}

describe('units by name', () => {
  it('prints UNIDAD for NIU (also when the line gives no unit) on A4 and ticket', async () => {
    const a4 = await texto('factura gravada');
    expect(a4).toMatch(/1 UNIDAD P001 Laptop/);
    expect(a4).toMatch(/2 UNIDAD Mouse/);
    expect(a4).not.toContain(' NIU ');
    expect(await texto('factura gravada', { formato: 'TICKET' })).toContain('2 UNIDAD x 50.00');
  });

  it('prints KILOGRAMO for KGM and SERVICIO for ZZ', async () => {
    expect(await texto('factura inafecta')).toMatch(/50 KILOGRAMO Papa blanca/);
    expect(await texto('factura usd', { formato: 'TICKET' })).toContain('1 SERVICIO x 1,200.00');
  });
});

describe('totals lines that apply', () => {
  it('prints an export without gravadas nor IGV lines', async () => {
    const t = await texto('factura exportacion');
    expect(t).toMatch(/Op\. exportación US\$ 4,750\.00 IMPORTE TOTAL US\$ 4,750\.00/);
    expect(t).not.toContain('Op. gravadas');
    expect(t).not.toContain('IGV (');
  });

  it('prints exoneradas and inafectas alone too', async () => {
    const exonerada = await texto('factura exonerada');
    expect(exonerada).toMatch(/Op\. exoneradas S\/ 250\.00 IMPORTE TOTAL S\/ 250\.00/);
    const inafecta = await texto('factura inafecta');
    expect(inafecta).toMatch(/Op\. inafectas S\/ 120\.00 IMPORTE TOTAL S\/ 120\.00/);
    for (const t of [exonerada, inafecta]) {
      expect(t).not.toContain('Op. gravadas');
      expect(t).not.toContain('IGV (');
    }
  });

  it('prints the IGV at the rate the document was computed with: 10.5 % for a MYPE restaurant', async () => {
    const t = await texto('boleta restaurante mype');
    expect(t).toMatch(/Op\. gravadas S\/ 33\.53 IGV \(10\.5%\) S\/ 3\.52/);
    expect(t).not.toContain('IGV (18%)');
  });

  it('keeps gravadas with IGV beside other operations, and alone when the document has no amount', async () => {
    const gratuita = await texto('factura gratuita');
    expect(gratuita).toMatch(/Op\. gravadas S\/ 200\.00 Op\. gratuitas S\/ 25\.00 IGV \(18%\) S\/ 36\.00/);
    const fechas = await texto('nota de credito 13');
    expect(fechas).toMatch(/Op\. gravadas S\/ 0\.00 IGV \(18%\) S\/ 0\.00 IMPORTE TOTAL S\/ 0\.00/);
  });
});

describe('test mode', () => {
  it('marks the A4 page and both ends of the ticket MODO PRUEBAS — SIN VALOR TRIBUTARIO', async () => {
    const a4 = await texto('factura gravada', { modoPruebas: true });
    // Above the issuer's header, where nobody misses it.
    expect(a4).toContain(MARCA);
    expect(a4.indexOf(MARCA)).toBeLessThan(a4.indexOf(`R.U.C. N° ${EMISOR_PRUEBA.ruc}`));
    const ticket = await texto('boleta icbper', { formato: 'TICKET', anchoTicket: 58, modoPruebas: true });
    expect(ticket.split(MARCA).length - 1).toBeGreaterThanOrEqual(2);
  });

  it('leaves a real document unmarked, and a voided test one says both', async () => {
    expect(await texto('factura gravada')).not.toContain('MODO PRUEBAS');
    const anulado = await texto('factura gravada', { modoPruebas: true, estado: 'anulado' });
    expect(anulado).toContain(MARCA);
    expect(anulado).toContain('ANULADO');
  });
});
