import { describe, expect, it } from 'vitest';
import { type FilaPropuesta, leerPropuestaSire, numeroSinCeros } from './propuesta.ts';
import {
  CABECERA_RVIE,
  FACTURA_RVIE,
  lineaDe,
  NOTA_RVIE,
  PROPUESTA_RCE,
  PROPUESTA_RVIE,
} from './propuestas-de-prueba.ts';

const ceros = (total: string) => ({
  exportacion: '0.00',
  descuentoBase: '0.00',
  descuentoIgv: '0.00',
  exonerada: '0.00',
  inafecta: '0.00',
  isc: '0.00',
  baseIvap: '0.00',
  ivap: '0.00',
  icbper: '0.00',
  otros: '0.00',
  total,
});

describe('leerPropuestaSire (RVIE)', () => {
  it('reads a factura, a range of boletas and a credit note with their figures', () => {
    const r = leerPropuestaSire('RVIE', PROPUESTA_RVIE);
    expect(r.errores).toEqual([]);
    expect(r.conCabecera).toBe(true);
    const [factura, boletas, nota] = r.filas;
    expect(factura).toEqual<FilaPropuesta>({
      linea: 2,
      registro: 'RVIE',
      ruc: '20101392369',
      razonSocial: 'COMERCIAL ANDINA S.A.C.',
      periodo: '202309',
      car: '2010139236901F00100000123',
      fechaEmision: '2023-09-05',
      fechaVencimiento: null,
      tipo: '01',
      serie: 'F001',
      anioDua: null,
      numero: '123',
      numeroFinal: null,
      tipoDocumento: '6',
      numeroDocumento: '20100070970',
      nombre: 'SUPERMERCADOS PERUANOS S.A.',
      importes: { ...ceros('1180.00'), baseGravada: '1000.00', igv: '180.00' },
      moneda: 'PEN',
      tipoCambio: '1.000',
      modifica: null,
      proyecto: null,
      tipoNota: null,
      estadoComprobante: '1',
    });
    expect(boletas).toMatchObject({
      linea: 3,
      tipo: '03',
      serie: 'B001',
      numero: '1',
      numeroFinal: '50',
      fechaEmision: '2023-09-10',
      tipoDocumento: null,
      numeroDocumento: null,
      importes: { ...ceros('500.50'), baseGravada: '423.73', igv: '76.27', icbper: '0.50' },
    });
    expect(nota).toMatchObject({
      linea: 4,
      tipo: '07',
      numero: '5',
      importes: { baseGravada: '-100.00', igv: '-18.00', total: '-118.00' },
      modifica: { fecha: '2023-09-05', tipo: '01', serie: 'F001', numero: '123' },
      tipoNota: '01',
    });
  });

  it('finds the columns by their header labels when the file moves them', () => {
    // 'Total CP' (26) moved to the end: the header says where it is.
    const mover = (campos: string[]) => [...campos.slice(0, 25), ...campos.slice(26), campos[25] ?? ''];
    const cabecera = mover(CABECERA_RVIE).join('|');
    const factura = mover(lineaDe(40, FACTURA_RVIE).split('|')).join('|');
    const r = leerPropuestaSire('RVIE', `${cabecera}\n${factura}`);
    expect(r.errores).toEqual([]);
    expect(r.filas[0]?.importes.total).toBe('1180.00');
    expect(r.filas[0]?.moneda).toBe('PEN');
  });

  it('reports each bad field with its line and keeps the good lines', () => {
    const malas = [
      lineaDe(40, { ...FACTURA_RVIE, 5: '31/02/2023', 17: '1,180.00' }),
      lineaDe(40, { ...FACTURA_RVIE, 7: '99', 8: '' }),
      lineaDe(40, { ...NOTA_RVIE, 3: '202313', 9: '8', 10: '3', 12: '20100070970', 27: 'soles' }),
      'solo|tres|columnas',
      '',
      lineaDe(40, { ...FACTURA_RVIE, 9: '0000124' }),
    ];
    const r = leerPropuestaSire('RVIE', [CABECERA_RVIE.join('|'), ...malas].join('\n'));
    expect(r.errores).toEqual([
      { linea: 2, mensaje: 'Fecha de emisión: "31/02/2023" no es una fecha válida DD/MM/AAAA' },
      { linea: 2, mensaje: 'IGV/IPM: "1,180.00" no es un importe con punto decimal' },
      { linea: 3, mensaje: 'Tipo CP/Doc.: el código "99" no está en la tabla 10' },
      { linea: 3, mensaje: 'Serie del CDP: es obligatorio' },
      { linea: 4, mensaje: 'Periodo: "202313" no es un periodo AAAAMM' },
      { linea: 4, mensaje: 'Nro Final (Rango): 3 es menor que el número inicial 8' },
      { linea: 4, mensaje: 'Moneda: "soles" no es un código de moneda de 3 letras' },
      { linea: 5, mensaje: 'La línea tiene 3 columnas y la propuesta del RVIE tiene al menos 33' },
    ]);
    expect(r.filas.map((f) => [f.linea, f.numero])).toEqual([[7, '124']]);
  });

  it('refuses an RCE proposal read as RVIE, and the other way round', () => {
    expect(leerPropuestaSire('RVIE', PROPUESTA_RCE)).toEqual({
      registro: 'RVIE',
      conCabecera: true,
      filas: [],
      errores: [
        {
          linea: 1,
          mensaje: 'La cabecera tiene la columna "Año" del RCE: el archivo no es una propuesta del RVIE',
        },
      ],
    });
    expect(leerPropuestaSire('RCE', PROPUESTA_RVIE).errores).toEqual([
      {
        linea: 1,
        mensaje:
          'La cabecera tiene la columna "Valor Facturado Exportación" del RVIE: el archivo no es una propuesta del RCE',
      },
    ]);
  });

  it('answers no rows and no errors for a period without comprobantes, and never throws', () => {
    expect(leerPropuestaSire('RVIE', `${CABECERA_RVIE.join('|')}\r\n`)).toMatchObject({
      filas: [],
      errores: [],
    });
    expect(leerPropuestaSire('RVIE', '').filas).toEqual([]);
    expect(leerPropuestaSire('RCE', '|||\n\u0000|').errores[0]?.linea).toBe(2);
  });
});

describe('leerPropuestaSire (RCE)', () => {
  it('reads the supplier, the DG/DGNG/DNG bases and the dollar rate of the live layout', () => {
    const r = leerPropuestaSire('RCE', PROPUESTA_RCE);
    expect(r.errores).toEqual([]);
    expect(r.filas).toHaveLength(2);
    expect(r.filas[0]).toMatchObject({
      linea: 2,
      registro: 'RCE',
      tipo: '01',
      serie: 'F002',
      numero: '8',
      fechaEmision: '2023-09-07',
      tipoDocumento: '6',
      numeroDocumento: '20512345678',
      nombre: 'PROVEEDORA ANDINA SAC',
      importes: {
        baseGravada: '250.00',
        igv: '45.00',
        baseGravadaMixta: '0.00',
        noGravada: '0.00',
        total: '295.00',
      },
    });
    expect(r.filas[1]).toMatchObject({
      numero: '77',
      numeroDocumento: '20600000001',
      importes: { baseGravada: '0.00', noGravada: '100.00', total: '100.00' },
      moneda: 'USD',
      tipoCambio: '3.780',
    });
  });
});

describe('numeroSinCeros', () => {
  it.each([
    ['00000123', '123'],
    ['0', '0'],
    ['000', '0'],
    ['A-0012', 'A-0012'],
  ])('%s → %s', (entrada, salida) => {
    expect(numeroSinCeros(entrada)).toBe(salida);
  });
});
