import { describe, expect, it } from 'vitest';
import {
  enlaceWhatsapp,
  mensajeWhatsapp,
  nombreTipo,
  numeroWhatsapp,
  totalConMoneda,
} from './mensajes-cliente';

const FACTURA = {
  tipo: '01',
  serie: 'F001',
  numero: 12,
  moneda: 'PEN',
  importe_total: '1180',
  cliente_nombre: 'DISTRIBUIDORA NORTE S.A.',
};
const CONSULTA = 'Consulte su documento en www.sunat.gob.pe con el RUC del emisor 20601234565.';

describe('numeroWhatsapp', () => {
  it('takes a Peruvian mobile with or without +51, spaces or dashes, as 51 and nine digits', () => {
    expect(numeroWhatsapp('987654321')).toBe('51987654321');
    expect(numeroWhatsapp('+51 987 654 321')).toBe('51987654321');
    expect(numeroWhatsapp('51-987-654-321')).toBe('51987654321');
  });

  it('leaves out landlines, short numbers and nothing', () => {
    for (const telefono of ['014567890', '98765432', '887654321', 'sin teléfono', '', null, undefined])
      expect(numeroWhatsapp(telefono), String(telefono)).toBeUndefined();
  });
});

describe('mensajeWhatsapp and enlaceWhatsapp', () => {
  it('tells the document, its total and the SUNAT check, encoded for wa.me', () => {
    const mensaje = mensajeWhatsapp(FACTURA, CONSULTA);
    expect(mensaje).toBe(
      `Hola DISTRIBUIDORA NORTE S.A., le enviamos su factura electrónica F001-12 por un total de S/ 1,180.00. ${CONSULTA}`,
    );
    const enlace = new URL(enlaceWhatsapp('987 654 321', mensaje));
    expect(`${enlace.origin}${enlace.pathname}`).toBe('https://wa.me/51987654321');
    expect(enlace.searchParams.get('text')).toBe(mensaje);
    expect(enlaceWhatsapp('987654321', 'a & b')).toBe('https://wa.me/51987654321?text=a%20%26%20b');
  });

  it('opens WhatsApp without a number when the customer has no valid mobile', () => {
    expect(enlaceWhatsapp(null, 'Hola')).toBe('https://wa.me/?text=Hola');
    expect(enlaceWhatsapp('014567890', 'Hola')).toBe('https://wa.me/?text=Hola');
  });

  it('names notes and dollar totals as the customer reads them', () => {
    const nota = { ...FACTURA, tipo: '07', moneda: 'USD', importe_total: '50.5' };
    expect(mensajeWhatsapp(nota, CONSULTA)).toContain(
      'su nota de crédito electrónica F001-12 por un total de US$ 50.50.',
    );
    expect(nombreTipo('03')).toBe('Boleta de venta');
    expect(totalConMoneda('PEN', '0')).toBe('S/ 0.00');
  });
});
