import { describe, expect, it } from 'vitest';
import { leerNombreArchivoPlame, nombreArchivoPlame } from './formato.ts';
import { verificarArchivoPlame, verificarEstructurasPlame } from './verificador.ts';

const RUC = '20601234565';
const nombre = (ext: Parameters<typeof nombreArchivoPlame>[2]) => nombreArchivoPlame(RUC, '202601', ext);
const mensajes = (ext: Parameters<typeof nombreArchivoPlame>[2], ...lineas: string[]) =>
  verificarArchivoPlame(nombre(ext), lineas.map((x) => `${x}\r\n`).join(''), {
    ruc: RUC,
    periodo: '202601',
  }).hallazgos.map((h) => h.mensaje);

describe('PLAME file names', () => {
  it('are 0601 + period + RUC + extension, and read back', () => {
    expect(nombre('rem')).toBe('060120260120601234565.rem');
    expect(leerNombreArchivoPlame('060120260120601234565.4ta')).toEqual({
      periodo: '202601',
      ruc: RUC,
      extension: '4ta',
    });
    expect(leerNombreArchivoPlame('060120261320601234565.rem')).toBeUndefined();
  });

  it('refuses another name, RUC or period', () => {
    expect(verificarArchivoPlame('planilla.txt', '').hallazgos[0]?.mensaje).toMatch(/no sigue la estructura/);
    expect(
      verificarArchivoPlame(nombre('jor'), '', { ruc: '20100070970', periodo: '202602' }).hallazgos.map(
        (h) => h.mensaje,
      ),
    ).toEqual(['El RUC del nombre no es 20100070970', 'El periodo del nombre no es 202602']);
  });
});

describe('the structural checker', () => {
  it.each([
    ['rem', '01|40000001|0121|3000.00|3000.00|'],
    ['rem', '01|40000001|0608||311.30|'],
    ['jor', '01|40000001|240|0|12|30|'],
    ['snl', '01|40000001|07|2|'],
    ['tas', '01|40000001|1|0.53|'],
    ['ps4', '06|10467793549|QUISPE|MAMANI|ROSA|1|0|'],
    ['4ta', '06|10467793549|R|E001|15|2000.00|20/01/2026|31/01/2026|1|3||'],
  ] as const)('accepts a good %s line', (ext, linea) => {
    expect(mensajes(ext, linea)).toEqual([]);
  });

  it.each([
    [
      'rem',
      '01|40000001|0121|3000.00|',
      ['Tiene 4 campos; la Estructura 18: ingresos, tributos y descuentos lleva 5'],
    ],
    ['rem', '01|4000001|0121|3000.00|3000.00|', ['Campo 2: El DNI debe tener 8 dígitos']],
    ['rem', '02|40000001|0121|3000.00|3000.00|', ['Tipo de documento: "02" no está en la tabla 3']],
    [
      'rem',
      '06|20601234565|0121|3000.00|3000.00|',
      ['Tipo de documento: el RUC solo identifica a prestadores de 4ta categoría'],
    ],
    ['rem', '01|40000001|9999|3000.00|3000.00|', ['Código de concepto: "9999" no está en la tabla 22']],
    ['rem', '01|40000001|0100|3000.00|3000.00|', ['Código de concepto: "0100" no está en la tabla 22']],
    [
      'rem',
      '01|40000001|0121|3000|3000.00|',
      ['Monto devengado: debe ser un importe con dos decimales y hasta 7 enteros'],
    ],
    [
      'rem',
      '01|40000001|0121|3,000.00|3000.00|',
      ['Monto devengado: debe ser un importe con dos decimales y hasta 7 enteros'],
    ],
    ['rem', '01|40000001|0607||146.90|', ['El concepto 0607 lo calcula el PDT: no se envía']],
    ['rem', '01|40000001|0605|10.00|10.00|', ['El concepto 0605 solo lleva el monto pagado o descontado']],
    [
      'rem',
      '01|40000001|0121||3000.00|',
      ['El monto devengado y el pagado van juntos: si uno se llena, el otro también'],
    ],
    ['rem', '01|40000001|0121|||', ['La línea no tiene montos']],
    ['rem', '01|40000001|0121|3000.00|3000.00', ['La línea debe terminar con el separador "|"']],
    [
      'jor',
      '01|40000001|361|0|0|60|',
      [
        'Horas ordinarias: debe ser un entero de 0 a 360',
        'Minutos de sobretiempo: debe ser un entero de 0 a 59',
      ],
    ],
    [
      'snl',
      '01|40000001|09|32|',
      ['Tipo de suspensión: "09" no está en la tabla 21', 'Días: debe ser un entero de 1 a 31'],
    ],
    [
      'tas',
      '01|40000001|3|100.50|',
      ['Indicador: debe ser 1 o 2', 'Tasa: debe ser una tasa de 0.00 a 100.00'],
    ],
    [
      'ps4',
      '01|40000001|QUISPE||ROSA|1|9|',
      [
        'Convenio para evitar la doble tributación: "9" no está en la tabla 25',
        'Un prestador domiciliado se identifica con su RUC (06)',
      ],
    ],
    [
      '4ta',
      '06|10467793549|F|E0001|123456789|2000|2026-01-20|31/01/2026|1|3||',
      [
        'Tipo de comprobante: "F" no está en la tabla 23',
        'Serie: debe tener hasta 4 letras o dígitos',
        'Número: debe tener hasta 8 dígitos',
        'Monto total: debe ser un importe con dos decimales y hasta 12 enteros',
        'Fecha de emisión: debe ser una fecha DD/MM/AAAA',
      ],
    ],
    [
      '4ta',
      '06|10467793540|R|E001|15|2000.00|20/01/2026|10/01/2026|1|3||',
      ['Campo 2: El RUC 10467793540 no es válido', 'La fecha de pago no puede ser anterior a la de emisión'],
    ],
    [
      '4ta',
      '06|10467793549|R|E001|15|2000.00|20/12/2025|02/02/2026|1|1||',
      [
        'La fecha de pago 02/02/2026 no está en el periodo 202601',
        'El aporte previsional se informa solo cuando hay retención (campo 10 = 1 o 2)',
      ],
    ],
  ] as const)('refuses a %s line %s', (ext, linea, esperados) => {
    expect(mensajes(ext, linea)).toEqual(esperados);
  });

  it('refuses a repeated key and a file without CR LF line ends', () => {
    expect(mensajes('snl', '01|40000001|07|2|', '01|40000001|07|1|')).toEqual([
      'Repite la línea 1 (01|40000001|07)',
    ]);
    const r = verificarArchivoPlame(nombre('jor'), '01|40000001|240|0|0|0|\n01|40000002|240|0|0|0|');
    expect(r.hallazgos.map((h) => h.mensaje)).toEqual([
      'El archivo debe terminar con un salto de línea CR LF',
      'La línea debe terminar con CR LF',
    ]);
  });

  it('wants every provider of the .4ta in the .ps4', () => {
    const [ps4, cuarta] = verificarEstructurasPlame(
      [
        { nombre: nombre('ps4'), contenido: '06|10467793549|QUISPE|MAMANI|ROSA|1|0|\r\n' },
        {
          nombre: nombre('4ta'),
          contenido:
            '06|10467793549|R|E001|15|2000.00|20/01/2026|31/01/2026|1|3||\r\n' +
            '06|20100070970|R|E001|7|500.00|20/01/2026|31/01/2026|0|3||\r\n',
        },
      ],
      { ruc: RUC, periodo: '202601' },
    );
    expect(ps4?.hallazgos).toEqual([]);
    expect(cuarta?.hallazgos).toEqual([
      { linea: 2, mensaje: 'El prestador 06|20100070970 no está en el archivo .ps4' },
    ]);
  });
});
