import { describe, expect, it } from 'vitest';
import { compra, factura } from './filas-de-prueba.ts';
import { camposDiario, camposPlanCuentas } from './libro-diario.ts';
import { nombreArchivoPle } from './nombre-archivo.ts';
import { camposCompras } from './registro-compras.ts';
import { camposVentas } from './registro-ventas.ts';
import { type Hallazgo, verificarArchivoPle } from './verificador.ts';

const nombre = (libro: string, conInformacion = true) =>
  nombreArchivoPle({ ruc: '20601234565', periodo: '202611', libro, conInformacion, moneda: 'PEN' });

/** A line from base fields with some replaced (1-based field numbers), as the writers end it. */
const linea = (base: readonly string[], cambios: Record<number, string> = {}) =>
  `${base.map((v, i) => `${cambios[i + 1] ?? v}|`).join('')}\r\n`;

const verificar = async (libro: string, lineas: string[]) =>
  (await verificarArchivoPle(nombre(libro), lineas)).hallazgos;

const ventas = camposVentas(factura);
const sinCliente = { 10: '', 11: '', 12: '' };
const nota = { 6: '07', 14: '-40.00', 16: '-7.20', 25: '-47.20' };

describe('checker: 14.1 lines', () => {
  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['a correct factura', {}, []],
    [
      'a total that is not the sum of its columns',
      { 25: '117.00' },
      [{ campo: 25, mensaje: 'Importe total: 117.00 no es la suma de los campos 13 a 24 (118.00)' }],
    ],
    [
      'a document of an earlier month noted as of the period',
      { 4: '05/10/2026' },
      [
        {
          campo: 4,
          mensaje:
            'Fecha de emisión: no es del periodo 11/2026; una venta de un periodo anterior se anota con estado 8 o 9',
        },
      ],
    ],
    ['the same, noted with estado 8 in its own period', { 1: '20261000', 4: '05/10/2026', 35: '8' }, []],
    [
      'an earlier period with estado 1',
      { 1: '20261000', 4: '05/10/2026' },
      [{ campo: 35, mensaje: 'Estado: una línea de un periodo anterior lleva el estado 0, 2, 8 o 9' }],
    ],
    [
      'a date after the period',
      { 4: '01/12/2026' },
      [{ campo: 4, mensaje: 'Fecha de emisión: es posterior al periodo 11/2026' }],
    ],
    [
      'a line of a later period',
      { 1: '20261200', 4: '01/12/2026' },
      [
        { campo: 1, mensaje: 'Periodo: es posterior al periodo del archivo' },
        { campo: 4, mensaje: 'Fecha de emisión: es posterior al periodo 11/2026' },
      ],
    ],
    [
      'a date written the ISO way',
      { 4: '2026-11-05' },
      [{ campo: 4, mensaje: 'Fecha de emisión: "2026-11-05" no es una fecha válida DD/MM/AAAA' }],
    ],
    [
      'a day that does not exist',
      { 4: '31/11/2026' },
      [{ campo: 4, mensaje: 'Fecha de emisión: "31/11/2026" no es una fecha válida DD/MM/AAAA' }],
    ],
    [
      'a decimal comma',
      { 14: '100,00' },
      [
        {
          campo: 14,
          mensaje: 'Base imponible gravada: "100,00" no es un importe con punto decimal y hasta 2 decimales',
        },
      ],
    ],
    [
      'a negative base on a factura',
      { 14: '-100.00', 16: '-18.00', 25: '-118.00' },
      [{ campo: 14, mensaje: 'Base imponible gravada: no acepta importes negativos' }],
    ],
    [
      'a credit note, negative in every column, with the document it modifies',
      { ...nota, 28: '05/11/2026', 29: '01', 30: 'F001', 31: '1' },
      [],
    ],
    [
      'a credit note without the document it modifies',
      nota,
      [
        {
          campo: 28,
          mensaje: 'Fecha del comprobante modificado: es obligatorio en notas de crédito y débito',
        },
        {
          campo: 29,
          mensaje: 'Tipo del comprobante modificado: es obligatorio en notas de crédito y débito',
        },
        {
          campo: 30,
          mensaje: 'Serie del comprobante modificado: es obligatorio en notas de crédito y débito',
        },
        {
          campo: 31,
          mensaje: 'Número del comprobante modificado: es obligatorio en notas de crédito y débito',
        },
      ],
    ],
    [
      'a factura without its client',
      sinCliente,
      [
        { campo: 10, mensaje: 'Tipo de documento del cliente: es obligatorio en el tipo 01' },
        { campo: 11, mensaje: 'Número de documento del cliente: es obligatorio en el tipo 01' },
        { campo: 12, mensaje: 'Cliente: es obligatorio en el tipo 01' },
      ],
    ],
    ['a boleta under S/ 700 without client', { ...sinCliente, 6: '03', 7: 'B001' }, []],
    [
      'a boleta of S/ 700 without client',
      { ...sinCliente, 6: '03', 7: 'B001', 14: '593.22', 16: '106.78', 25: '700.00' },
      [
        { campo: 10, mensaje: 'Tipo de documento del cliente: es obligatorio en el tipo 03' },
        { campo: 11, mensaje: 'Número de documento del cliente: es obligatorio en el tipo 03' },
        { campo: 12, mensaje: 'Cliente: es obligatorio en el tipo 03' },
      ],
    ],
    [
      'a RUC whose check digit is wrong',
      { 11: '20100070971' },
      [{ campo: 11, mensaje: 'Número de documento del cliente: el RUC no es válido' }],
    ],
    [
      'a DNI of seven digits',
      { 10: '1', 11: '4677935' },
      [{ campo: 11, mensaje: 'Número de documento del cliente: el DNI debe tener 8 dígitos' }],
    ],
    [
      'a factura series of three characters',
      { 7: 'F01' },
      [{ campo: 7, mensaje: 'Serie: el tipo 01 lleva una serie de 4 caracteres' }],
    ],
    [
      'a boleta series on a factura',
      { 7: 'B001' },
      [{ campo: 7, mensaje: 'Serie: "B001" no es una serie del tipo 01' }],
    ],
    ['number zero', { 8: '0' }, [{ campo: 8, mensaje: 'Número: el tipo 01 lleva un número mayor que cero' }]],
    [
      'a final number on a factura',
      { 9: '5' },
      [{ campo: 9, mensaje: 'Número final: solo se usa en los tipos 00, 03, 12, 13 y 87' }],
    ],
    [
      'estado 0 on a factura',
      { 35: '0' },
      [{ campo: 35, mensaje: 'Estado: el tipo 01 no admite el estado 0 en el registro de ventas' }],
    ],
    [
      'an estado the book does not have',
      { 35: '7' },
      [{ campo: 35, mensaje: 'Estado: el código "7" no está en la tabla de SUNAT' }],
    ],
    [
      'a type outside tabla 10',
      { 6: '99' },
      [{ campo: 6, mensaje: 'Tipo de comprobante: el código "99" no está en la tabla de SUNAT' }],
    ],
    [
      'a purchase-only type',
      { 6: '50' },
      [{ campo: 6, mensaje: 'Tipo de comprobante: el tipo 50 no va en el registro de ventas' }],
    ],
    [
      'a currency outside tabla 4',
      { 26: 'SOL' },
      [{ campo: 26, mensaje: 'Moneda: el código "SOL" no está en la tabla de SUNAT' }],
    ],
    [
      'an exchange rate with two decimals',
      { 27: '3.75' },
      [{ campo: 27, mensaje: 'Tipo de cambio: "3.75" debe ser positivo con el formato #.###' }],
    ],
    ['a CUO with "&"', { 2: '14&1' }, [{ campo: 2, mensaje: 'CUO: no acepta el carácter "&"' }]],
    [
      'a correlativo without A, M or C',
      { 3: 'X1' },
      [
        {
          campo: 3,
          mensaje:
            'Correlativo del asiento: "X1" debe empezar con A, M o C, tener de 2 a 10 caracteres y no llevar "&"',
        },
      ],
    ],
    [
      'a slash in a name',
      { 12: 'NORTE S/A' },
      [{ campo: 12, mensaje: 'Cliente: no debe contener los caracteres "/" ni "\\"' }],
    ],
    [
      'a name over 100 characters',
      { 12: 'X'.repeat(101) },
      [{ campo: 12, mensaje: 'Cliente: tiene 101 caracteres y admite hasta 100' }],
    ],
  ])('%s', async (_, cambios, esperado) => {
    const hallazgos = await verificar('140100', [linea(ventas, cambios)]);
    expect(hallazgos).toEqual(esperado.map((h) => ({ linea: 1, ...h })));
  });
});

describe('checker: the shape of lines and files', () => {
  const buena = linea(ventas);

  it.each<[string, string[], Hallazgo[]]>([
    [
      'a field missing',
      [linea(ventas.slice(0, 34))],
      [{ linea: 1, mensaje: 'La línea tiene 34 campos y el libro 140100 pide 35' }],
    ],
    [
      'free fields beyond 70',
      [linea([...ventas, ...Array(36).fill('')])],
      [{ linea: 1, mensaje: 'La línea tiene 71 campos y el libro 140100 pide 35' }],
    ],
    ['free fields up to 70', [linea([...ventas, 'LIBRE'])], []],
    [
      'no trailing separator',
      [buena.replace('|\r\n', '\r\n')],
      [{ linea: 1, mensaje: 'La línea debe terminar con el separador "|"' }],
    ],
    ['a bare LF', [buena.replace('\r\n', '\n')], [{ linea: 1, mensaje: 'La línea no termina en CR LF' }]],
    [
      'the same key twice',
      [buena, buena],
      [
        {
          linea: 2,
          mensaje: 'La llave única de la línea (periodo, CUO, correlativo…) repite la de la línea 1',
        },
      ],
    ],
    [
      'a character outside ISO-8859-1',
      [linea(ventas, { 12: 'CAFÉ ☕' })],
      [{ linea: 1, mensaje: 'La línea tiene caracteres que no existen en ISO-8859-1' }],
    ],
  ])('%s', async (_, lineas, esperado) => {
    expect(await verificar('140100', lineas)).toEqual(esperado);
  });

  it('reads a whole file as text, line by line', async () => {
    const r = await verificarArchivoPle(
      nombre('140100'),
      buena + linea(ventas, { 2: '14202611000002', 25: '1.00' }),
    );
    expect(r.lineas).toBe(2);
    expect(r.hallazgos).toEqual([
      { linea: 2, campo: 25, mensaje: 'Importe total: 1.00 no es la suma de los campos 13 a 24 (118.00)' },
    ]);
  });

  it('holds the empty indicator of the name to the content', async () => {
    expect((await verificarArchivoPle(nombre('140100'), '')).hallazgos).toEqual([
      {
        linea: 0,
        mensaje: 'El nombre indica un libro con información (indicador 1) pero el archivo está vacío',
      },
    ]);
    expect((await verificarArchivoPle(nombre('140100', false), '')).hallazgos).toEqual([]);
    expect((await verificarArchivoPle(nombre('140100', false), buena)).hallazgos).toEqual([
      {
        linea: 0,
        mensaje: 'El nombre indica un libro sin información (indicador 0) pero el archivo tiene líneas',
      },
    ]);
  });

  it('refuses a name out of the structure and lists up to the limit', async () => {
    expect((await verificarArchivoPle('ventas.txt', '')).hallazgos).toEqual([
      {
        linea: 0,
        mensaje: 'El nombre "ventas.txt" no sigue la estructura LERRRRRRRRRRRAAAAMMDDLLLLLLCCOIMG.TXT',
      },
    ]);
    const malas = Array.from({ length: 5 }, (_, i) => linea(ventas, { 2: `C${i}`, 25: '1.00' }));
    const r = await verificarArchivoPle(nombre('140100'), malas, { maximo: 3 });
    expect(r.hallazgos).toHaveLength(3);
    expect(r.omitidos).toBe(2);
  });
});

describe('checker: 8.1 lines', () => {
  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['a correct purchase', {}, []],
    ['an invoice of May noted in November with estado 6', { 4: '10/05/2026', 42: '6' }, []],
    [
      'the same with estado 1',
      { 4: '10/05/2026' },
      [
        {
          campo: 4,
          mensaje:
            'Fecha de emisión: con estado 1 el comprobante es del periodo; uno anterior lleva estado 6 (hasta 12 meses) o 7',
        },
      ],
    ],
    ['an invoice of 2025 with estado 7', { 4: '10/10/2025', 42: '7' }, []],
    [
      'estado 7 on an invoice of three months ago',
      { 4: '10/08/2026', 42: '7' },
      [{ campo: 42, mensaje: 'Estado: el 7 es para comprobantes de más de 12 meses antes del periodo' }],
    ],
    [
      'an IGV of the other sign than its base',
      { 15: '-90.00', 24: '410.00' },
      [{ campo: 15, mensaje: 'IGV: debe tener el signo de la base imponible del campo 14' }],
    ],
    [
      'a supplier with document type 0',
      { 11: '0', 12: 'X1' },
      [{ campo: 11, mensaje: 'Tipo de documento del proveedor: el registro de compras no acepta el tipo 0' }],
    ],
    [
      'a DUA without its year',
      { 6: '50', 7: '118', 9: '12345' },
      [{ campo: 8, mensaje: 'Año de la DUA o DSI: es obligatorio en los tipos 50 y 52' }],
    ],
    [
      'a total that is not the sum of fields 14 to 23',
      { 24: '600.00' },
      [{ campo: 24, mensaje: 'Importe total: 600.00 no es la suma de los campos 14 a 23 (590.00)' }],
    ],
    [
      'a non-domiciled document type',
      { 6: '91' },
      [{ campo: 6, mensaje: 'Tipo de comprobante: el tipo 91 no va en el registro de compras' }],
    ],
  ])('%s', async (_, cambios, esperado) => {
    const hallazgos = await verificar('080100', [linea(camposCompras(compra), cambios)]);
    expect(hallazgos).toEqual(esperado.map((h) => ({ linea: 1, ...h })));
  });
});

describe('checker: 5.1 / 6.1 and 5.3 lines', () => {
  const debe = camposDiario({
    periodo: '202611',
    cuo: '05202611000001',
    correlativo: 'M1',
    cuenta: '1041',
    moneda: 'PEN',
    tipoComprobante: '00',
    numero: '05202611000001',
    fechaContable: '2026-11-30',
    fechaOperacion: '2026-11-30',
    glosa: 'Depósito del día',
    debe: '250',
    haber: '0',
    estado: '1',
  });
  const cambiosHaber = { 3: 'M2', 4: '1011', 18: '0.00', 19: '250.00' };
  const haber = linea(debe, cambiosHaber);

  it.each<[string, string[], Hallazgo[]]>([
    ['a balanced asiento', [linea(debe), haber], []],
    [
      'an asiento that does not balance',
      [linea(debe, { 18: '260.00' }), haber],
      [
        {
          linea: 0,
          campo: 18,
          mensaje: 'La suma del debe (260.00) no es igual a la del haber (250.00) en las líneas con estado 1',
        },
      ],
    ],
    [
      'debe and haber on one movement',
      [linea(debe, { 19: '250.00' }), haber],
      [
        { linea: 1, campo: 19, mensaje: 'Haber: el debe y el haber son excluyentes en un mismo movimiento' },
        {
          linea: 0,
          campo: 18,
          mensaje: 'La suma del debe (250.00) no es igual a la del haber (500.00) en las líneas con estado 1',
        },
      ],
    ],
    [
      'a negative debe',
      [linea(debe, { 18: '-250.00', 19: '0.00' }), linea(debe, { 3: 'M2', 18: '0.00', 19: '-250.00' })],
      [
        { linea: 1, campo: 18, mensaje: 'Debe: no acepta importes negativos' },
        { linea: 2, campo: 19, mensaje: 'Haber: no acepta importes negativos' },
      ],
    ],
    [
      'an accounting date of another month with estado 1',
      [linea(debe, { 13: '30/10/2026' }), linea(debe, { ...cambiosHaber, 13: '30/10/2026' })],
      [
        { linea: 1, campo: 13, mensaje: 'Fecha contable: con estado 1 debe ser del periodo de la línea' },
        { linea: 2, campo: 13, mensaje: 'Fecha contable: con estado 1 debe ser del periodo de la línea' },
      ],
    ],
    [
      'a structured datum that names no register',
      [linea(debe, { 20: '050100&20261100&05202611000001&M1' }), haber],
      [
        {
          linea: 1,
          campo: 20,
          mensaje:
            'Dato estructurado: debe ser libro&periodo&CUO&correlativo de una línea del registro de ventas o de compras',
        },
      ],
    ],
  ])('%s', async (_, lineas, esperado) => {
    expect(await verificar('050100', lineas)).toEqual(esperado);
    expect(await verificar('060100', lineas)).toEqual(esperado);
  });

  const cuenta = camposPlanCuentas({
    periodo: '202611',
    cuenta: '1041',
    denominacion: 'Cuentas corrientes operativas',
    plan: '01',
    estado: '1',
  });

  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['an account of the chart', {}, []],
    [
      'a two-digit account',
      { 2: '10' },
      [{ campo: 2, mensaje: 'Cuenta contable: debe tener al menos 3 dígitos' }],
    ],
    [
      'the period with day 00',
      { 1: '20261100' },
      [{ campo: 1, mensaje: 'Periodo: "20261100" no tiene el formato AAAAMMDD' }],
    ],
    [
      'plan 99 without its description',
      { 4: '99' },
      [{ campo: 5, mensaje: 'Descripción del plan de cuentas: es obligatoria con el plan 99' }],
    ],
  ])('5.3: %s', async (_, cambios, esperado) => {
    expect(await verificar('050300', [linea(cuenta, cambios)])).toEqual(
      esperado.map((h) => ({ linea: 1, ...h })),
    );
  });
});
