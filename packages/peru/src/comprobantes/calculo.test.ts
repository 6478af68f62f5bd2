import { describe, expect, it } from 'vitest';
import { ESCENARIOS } from '../ubl/escenarios.ts';
import {
  type ComprobanteCalculado,
  calcularComprobante,
  conNumero,
  type EntradaComprobante,
  tasaIcbper,
} from './calculo.ts';
import { montoEnLetras } from './monto-letras.ts';

const escenario = (nombre: string): EntradaComprobante => {
  const e = ESCENARIOS[nombre];
  if (!e) throw new Error(`Escenario desconocido: ${nombre}`);
  return e;
};

type Esperado = Partial<
  Pick<
    ComprobanteCalculado,
    | 'operacionesGravadas'
    | 'operacionesExoneradas'
    | 'operacionesInafectas'
    | 'operacionesExportacion'
    | 'operacionesGratuitas'
    | 'igvGratuitas'
    | 'igv'
    | 'isc'
    | 'icbper'
    | 'totalTributos'
    | 'valorVenta'
    | 'redondeo'
    | 'descuentos'
    | 'cargos'
    | 'importeTotal'
    | 'montoPendiente'
    | 'tipoOperacion'
    | 'tasaIgv'
  >
> & { lineas?: { valorVenta: string; igv: string }[]; letras?: string };

describe('calcularComprobante', () => {
  const casos: [string, Esperado][] = [
    [
      // 1 × 100.00 = 100.00, IGV 18.00; price 59 ÷ 1.18 = 50 → 2 × 50 = 100.00, IGV 18.00.
      'factura gravada',
      {
        lineas: [
          { valorVenta: '100.00', igv: '18.00' },
          { valorVenta: '100.00', igv: '18.00' },
        ],
        operacionesGravadas: '200.00',
        igv: '36.00',
        importeTotal: '236.00',
        tipoOperacion: '0101',
        letras: 'DOSCIENTOS TREINTA Y SEIS CON 00/100 SOLES',
      },
    ],
    [
      // 15.50 ÷ 1.18 = 13.13559322…; × 3 = 39.4067… → 39.41; IGV 39.41 × 0.18 = 7.0938 → 7.09; 46.50.
      'boleta gravada',
      { lineas: [{ valorVenta: '39.41', igv: '7.09' }], igv: '7.09', importeTotal: '46.50' },
    ],
    // 10 × 25 = 250.00 exonerated, no IGV.
    ['factura exonerada', { operacionesExoneradas: '250.00', igv: '0.00', importeTotal: '250.00' }],
    // 50 kg × 2.40 = 120.00 inafecto.
    ['factura inafecta', { operacionesInafectas: '120.00', importeTotal: '120.00' }],
    [
      // 1,000 kg × 4.75 = 4,750.00 exported, operation type 0200.
      'factura exportacion',
      {
        operacionesExportacion: '4750.00',
        importeTotal: '4750.00',
        tipoOperacion: '0200',
        letras: 'CUATRO MIL SETECIENTOS CINCUENTA CON 00/100 DOLARES AMERICANOS',
      },
    ],
    [
      // Sold 200.00 + IGV 36.00; free: 2 × 10 (retiro gravado, IGV 3.60 reported) + 5 × 1 inafecto = 25.00.
      'factura gratuita',
      {
        operacionesGravadas: '200.00',
        operacionesGratuitas: '25.00',
        igvGratuitas: '3.60',
        igv: '36.00',
        valorVenta: '200.00',
        importeTotal: '236.00',
      },
    ],
    [
      // Rice 23.60 → 20.00 + 3.60; bags 2 × 0.10 = 0.20, IGV 0.036 → 0.04; ICBPER 2025: 2 × 0.50 = 1.00.
      'boleta icbper',
      {
        operacionesGravadas: '20.20',
        igv: '3.64',
        icbper: '1.00',
        totalTributos: '4.64',
        importeTotal: '24.84',
      },
    ],
    [
      // Beer 2 × 40 = 80.00, ISC 30% = 24.00, IGV on 104.00 = 18.72; cups 10.00 + 1.80. 90 + 24 + 20.52.
      'factura isc',
      {
        lineas: [
          { valorVenta: '80.00', igv: '18.72' },
          { valorVenta: '10.00', igv: '1.80' },
        ],
        isc: '24.00',
        igv: '20.52',
        totalTributos: '44.52',
        importeTotal: '134.52',
      },
    ],
    [
      // Chairs 4 × 50 = 200 − 10% = 180.00; table 300.00; global discount 02 of 20 → base 460.00,
      // IGV 460 × 0.18 = 82.80; total 542.80.
      'factura descuentos',
      {
        lineas: [
          { valorVenta: '180.00', igv: '32.40' },
          { valorVenta: '300.00', igv: '54.00' },
        ],
        operacionesGravadas: '460.00',
        igv: '82.80',
        importeTotal: '542.80',
      },
    ],
    [
      // 200 + item charge 47 of 10 = 210.00, IGV 37.80 → 247.80; − global discount 03 of 5.00
      // + global charge 50 of 10% × 210 = 21.00 → 263.80.
      'factura cargos',
      { valorVenta: '210.00', igv: '37.80', descuentos: '5.00', cargos: '21.00', importeTotal: '263.80' },
    ],
    [
      // 1,000 + 180 = 1,180.00; detracción 12% = 141.60 → 142 (whole soles); pending 1,038.00.
      'factura detraccion',
      { importeTotal: '1180.00', montoPendiente: '1038.00', tipoOperacion: '1001' },
    ],
    // 10 × 50 = 500 + 90 = 590.00 in two cuotas of 295.00.
    ['factura credito', { importeTotal: '590.00', montoPendiente: '590.00' }],
    [
      // US$ 1,200 + 216 = 1,416.00.
      'factura usd',
      {
        igv: '216.00',
        importeTotal: '1416.00',
        letras: 'MIL CUATROCIENTOS DIECISEIS CON 00/100 DOLARES AMERICANOS',
      },
    ],
    [
      // 2026 MYPE restaurant rate 10.5%: 12.35 ÷ 1.105 = 11.17647…; × 3 = 33.5294… → 33.53;
      // IGV 33.53 × 0.105 = 3.52065 → 3.52; 37.05 rounded down to 37.00 for the customer (−0.05).
      'boleta restaurante mype',
      { tasaIgv: '10.5', igv: '3.52', redondeo: '-0.05', importeTotal: '37.00' },
    ],
    // Interest 25.00 + IGV 4.50.
    ['nota de debito', { igv: '4.50', importeTotal: '29.50' }],
  ];

  it.each(casos)('%s', (nombre, esperado) => {
    const c = calcularComprobante(escenario(nombre));
    expect(c.errores).toEqual([]);
    const { lineas, letras, ...totales } = esperado;
    expect(c).toMatchObject(totales);
    if (lineas) expect(c.lineas.map((l) => ({ valorVenta: l.valorVenta, igv: l.igv.monto }))).toEqual(lineas);
    if (letras) expect(c.leyendas[0]).toEqual({ codigo: '1000', texto: letras });
  });

  it('adds the free-transfer and detracción legends and the deposit in soles', () => {
    expect(calcularComprobante(escenario('factura gratuita')).leyendas.map((l) => l.codigo)).toEqual([
      '1000',
      '1002',
    ]);
    const d = calcularComprobante(escenario('factura detraccion'));
    expect(d.leyendas.map((l) => l.codigo)).toEqual(['1000', '2006']);
    expect(d.detraccion).toMatchObject({
      codigo: '020',
      porcentaje: '12',
      monto: '142.00',
      medioPago: '001',
    });
  });

  const errores: [string, Partial<EntradaComprobante>, string][] = [
    [
      'crédito sin cuotas',
      { formaPago: { tipo: 'credito', cuotas: [] } },
      'El pago al crédito requiere al menos una cuota',
    ],
    [
      'cuotas que no suman el pendiente',
      {
        formaPago: {
          tipo: 'credito',
          cuotas: [
            { monto: '295', vencimiento: '2025-04-10' },
            { monto: '200', vencimiento: '2025-05-10' },
          ],
        },
      },
      'Las cuotas suman 495.00 y deben sumar el monto pendiente de pago (590.00)',
    ],
    [
      'cuota vencida antes de la emisión',
      { formaPago: { tipo: 'credito', cuotas: [{ monto: '590', vencimiento: '2025-03-01' }] } },
      'Cuota 1: el vencimiento debe ser posterior a la fecha de emisión',
    ],
    [
      'detracción bajo el umbral',
      { detraccion: { codigo: '037', porcentaje: '12', cuentaBancoNacion: '00-000-1' } },
      'La detracción no aplica: el importe total (S/ 590.00) no supera S/ 700.00',
    ],
    [
      'factura a un cliente con DNI',
      { cliente: { tipoDocumento: '1', numero: '46779354', nombre: 'MARIA QUISPE' } },
      'Una factura solo se emite a un cliente con RUC (salvo exportación)',
    ],
    [
      'RUC del cliente inválido',
      { cliente: { tipoDocumento: '6', numero: '20100070971', nombre: 'X S.A.' } },
      'El RUC del cliente no es válido',
    ],
    ['factura sin forma de pago', { formaPago: undefined }, 'Indique la forma de pago (contado o crédito)'],
    [
      'valor y precio a la vez',
      {
        lineas: [
          { descripcion: 'X', cantidad: '1', valorUnitario: '1', precioUnitario: '1.18', afectacion: '10' },
        ],
      },
      'Ítem 1: indique el valor unitario o el precio unitario (solo uno)',
    ],
    [
      'cantidad cero',
      { lineas: [{ descripcion: 'X', cantidad: '0', valorUnitario: '1', afectacion: '10' }] },
      'Ítem 1: la cantidad debe ser mayor que cero',
    ],
    [
      'afectación desconocida',
      { lineas: [{ descripcion: 'X', cantidad: '1', valorUnitario: '1', afectacion: '99' }] },
      'Ítem 1: tipo de afectación del IGV desconocido (99)',
    ],
    ['sin ítems', { lineas: [] }, 'El comprobante debe tener al menos un ítem'],
  ];

  it.each(errores)('refuses %s', (_, cambio, mensaje) => {
    const c = calcularComprobante({ ...escenario('factura credito'), ...cambio });
    expect(c.errores.map((e) => e.mensaje)).toContain(mensaje);
  });

  it('refuses notes without the modified document or with a reason outside their catalogue', () => {
    const nc = escenario('nota de credito 01');
    expect(calcularComprobante({ ...nc, afectado: undefined }).errores.map((e) => e.mensaje)).toContain(
      'Una nota debe indicar el comprobante que modifica',
    );
    expect(
      calcularComprobante({ ...nc, motivo: { codigo: '14', descripcion: 'x' } }).errores.map(
        (e) => e.mensaje,
      ),
    ).toContain('Motivo de la nota no válido (catálogo 09)');
    const nd = escenario('nota de debito');
    expect(
      calcularComprobante({ ...nd, motivo: { codigo: '04', descripcion: 'x' } }).errores.map(
        (e) => e.mensaje,
      ),
    ).toContain('Motivo de la nota no válido (catálogo 10)');
  });

  it('a boleta above S/ 700 needs the customer document', () => {
    const c = calcularComprobante({
      ...escenario('boleta restaurante mype'),
      lineas: [{ descripcion: 'Banquete', cantidad: '1', precioUnitario: '800', afectacion: '10' }],
    });
    expect(c.errores.map((e) => e.mensaje)).toContain(
      'Una boleta de más de S/ 700.00 requiere el documento real del cliente (el total es S/ 800.00)',
    );
  });

  it('a placeholder DNI is not the customer document, and dollars count at their rate', () => {
    const varios = { tipoDocumento: '1', numero: '00000000', nombre: 'CLIENTES VARIOS' };
    const usd = (tipoCambio?: string) =>
      calcularComprobante({
        ...escenario('boleta gravada'),
        moneda: 'USD',
        ...(tipoCambio ? { tipoCambio } : {}),
        cliente: varios,
        // USD 200.00: S/ 750.00 at 3.750, above the S/ 700 a boleta may leave unidentified.
        lineas: [{ descripcion: 'Tour', cantidad: '1', precioUnitario: '200', afectacion: '10' }],
      }).errores.map((e) => e.mensaje);
    expect(usd()).toEqual([
      'Indique el tipo de cambio del día: el comprobante en dólares se lleva a soles con él',
    ]);
    expect(usd('3.750')).toEqual([
      'Una boleta de más de S/ 700.00 requiere el documento real del cliente (el total es S/ 750.00)',
    ]);
    expect(usd('0')).toEqual(['Tipo de cambio no válido']);
    expect(usd('3.40')).toEqual([]);
  });

  it('a sold line at 0 is a free transfer in disguise; a negative price says so', () => {
    const linea = (precioUnitario: string, afectacion = '10') =>
      calcularComprobante({
        ...escenario('boleta gravada'),
        lineas: [
          { descripcion: 'Lomo saltado', cantidad: '1', precioUnitario: '30', afectacion: '10' },
          { descripcion: 'Chicha', cantidad: '1', precioUnitario, afectacion },
        ],
      }).errores.map((e) => e.mensaje);
    expect(linea('0')).toEqual([
      'Ítem 2: un ítem vendido no vale 0; si es una entrega gratuita, use la afectación de transferencia gratuita (11–16, 21 o 31–37)',
    ]);
    expect(linea('-5')).toEqual(['Ítem 2: el valor o precio unitario debe ser mayor o igual a cero']);
    expect(linea('abc')).toEqual(['Ítem 2: el valor o precio unitario no es un número válido']);
  });
});

describe('conNumero', () => {
  it('gives, for every scenario, what computing the document again under that number gives', () => {
    for (const [nombre, e] of Object.entries(ESCENARIOS)) {
      const otro = e.numero + 41;
      expect(conNumero(calcularComprobante(e), otro), nombre).toEqual(
        calcularComprobante({ ...e, numero: otro }),
      );
    }
  });
});

describe('a line at a price with IGV', () => {
  const boleta = (cantidad: string, precioUnitario: string, extra = {}) =>
    calcularComprobante({
      ...escenario('boleta gravada'),
      lineas: [{ descripcion: 'Lomo saltado', cantidad, precioUnitario, afectacion: '10', ...extra }],
    });

  it('totals quantity × price: the IGV is what remains over the value', () => {
    // 2 × 32.50 = 65.00; value 65 ÷ 1.18 = 55.0847… → 55.08; IGV 65.00 − 55.08 = 9.92 (55.08 × 18 % = 9.91)
    const c = boleta('2', '32.50');
    expect(c.lineas.map((l) => [l.valorVenta, l.igv.monto])).toEqual([['55.08', '9.92']]);
    expect([c.operacionesGravadas, c.igv, c.importeTotal]).toEqual(['55.08', '9.92', '65.00']);
  });

  it('keeps base × rate when a discount changes the value', () => {
    // 2 × 32.50 ÷ 1.18 = 55.08 − 5.00 of discount = 50.08; IGV 50.08 × 18 % = 9.0144 → 9.01
    const c = boleta('2', '32.50', { descuento: { monto: '5.00' } });
    expect(c.lineas.map((l) => [l.valorVenta, l.igv.monto])).toEqual([['50.08', '9.01']]);
  });
});

describe('ICBPER per bag by year', () => {
  it.each([
    ['2019-07-31', undefined],
    ['2019-08-01', '0.10'],
    ['2020-06-30', '0.20'],
    ['2021-01-01', '0.30'],
    ['2022-12-31', '0.40'],
    ['2023-01-01', '0.50'],
    ['2026-05-01', '0.50'],
  ])('%s → %s', (fecha, tasa) => {
    expect(tasaIcbper(fecha)).toBe(tasa);
  });
});

describe('montoEnLetras', () => {
  it.each([
    ['118', 'PEN', 'CIENTO DIECIOCHO CON 00/100 SOLES'],
    ['0.5', 'PEN', 'CERO CON 50/100 SOLES'],
    ['1', 'PEN', 'UNO CON 00/100 SOLES'],
    ['100', 'PEN', 'CIEN CON 00/100 SOLES'],
    ['21000', 'PEN', 'VEINTIUN MIL CON 00/100 SOLES'],
    ['1001000', 'USD', 'UN MILLON MIL CON 00/100 DOLARES AMERICANOS'],
    ['2500000.75', 'PEN', 'DOS MILLONES QUINIENTOS MIL CON 75/100 SOLES'],
    ['31541.999', 'PEN', 'TREINTA Y UN MIL QUINIENTOS CUARENTA Y DOS CON 00/100 SOLES'],
    [
      '999999999.99',
      'PEN',
      'NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE CON 99/100 SOLES',
    ],
  ])('%s %s', (monto, moneda, texto) => {
    expect(montoEnLetras(monto, moneda)).toBe(texto);
  });
});
