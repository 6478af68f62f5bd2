import { describe, expect, it } from 'vitest';
import { factura } from '../ple/filas-de-prueba.ts';
import { compararPropuesta } from './comparar.ts';
import { type ComprobanteLibro, comprobanteDeVentas } from './comprobante-libro.ts';
import { leerPropuestaSire } from './propuesta.ts';
import { FACTURA_RVIE, lineaDe, PROPUESTA_RCE, PROPUESTA_RVIE } from './propuestas-de-prueba.ts';

const OTRA_FACTURA = lineaDe(40, { ...FACTURA_RVIE, 9: '130', 15: '200.00', 17: '36.00', 26: '236.00' });
const propuesta = leerPropuestaSire('RVIE', `${PROPUESTA_RVIE}${OTRA_FACTURA}\r\n`).filas;

const libro = (c: Partial<ComprobanteLibro>): ComprobanteLibro => ({
  tipo: '01',
  serie: 'F001',
  numero: '00000123',
  fecha: '2023-09-05',
  numeroDocumento: '20100070970',
  importes: { baseGravada: '1000.00', igv: '180.00', total: '1180.00' },
  ...c,
});

const boletas = (
  numero: string,
  numeroFinal: string,
  base: string,
  igv: string,
  icbper: string,
  total: string,
) =>
  libro({
    tipo: '03',
    serie: 'b001',
    numero,
    numeroFinal,
    fecha: '2023-09-10',
    numeroDocumento: null,
    importes: { baseGravada: base, igv, icbper, total },
  });

// The company's register: the factura 0.01 above SUNAT's, the boletas in two ranges, the credit note kept
// positive, and a factura SUNAT does not have.
const LIBROS: ComprobanteLibro[] = [
  libro({ referencia: 'v-1', importes: { baseGravada: '1000.00', igv: '180.00', total: '1180.01' } }),
  boletas('1', '20', '169.49', '30.51', '0.20', '200.20'),
  boletas('21', '50', '254.24', '45.76', '0.30', '300.30'),
  libro({
    tipo: '07',
    numero: '5',
    fecha: '2023-09-12',
    importes: { baseGravada: '100.00', igv: '18.00', total: '118.00' },
    modifica: { fecha: '2023-09-05', tipo: '01', serie: 'F001', numero: '00000123' },
  }),
  libro({ numero: '124', importes: { baseGravada: '500.00', igv: '90.00', total: '590.00' } }),
];

describe('compararPropuesta (RVIE)', () => {
  it('sorts every comprobante into its category and lists the differing amount with both values', () => {
    const r = compararPropuesta('RVIE', propuesta, LIBROS);
    expect(r.resultados.map((x) => [x.categoria, x.tipo, x.serie, x.numero, x.numeroFinal])).toEqual([
      ['difiere', '01', 'F001', '123', null],
      ['coincide', '07', 'F001', '5', null],
      ['coincide', '03', 'B001', '1', '50'],
      ['soloSunat', '01', 'F001', '130', null],
      ['soloLibros', '01', 'F001', '124', null],
    ]);
    expect(r.resultados[0]?.diferencias).toEqual([{ campo: 'total', sunat: '1180.00', libros: '1180.01' }]);
    expect(r.resultados[0]?.libros[0]?.referencia).toBe('v-1');
    // SUNAT's one range of 50 boletas gathers the register's two ranges.
    expect(r.resultados[2]?.libros.map((b) => b.numero)).toEqual(['1', '21']);
    expect(r.totales).toEqual({
      coincide: {
        cantidad: 2,
        sunat: expect.objectContaining({
          baseGravada: '323.73',
          igv: '58.27',
          icbper: '0.50',
          total: '382.50',
        }),
        libros: { baseGravada: '323.73', igv: '58.27', icbper: '0.50', total: '382.50' },
      },
      difiere: {
        cantidad: 1,
        sunat: expect.objectContaining({ baseGravada: '1000.00', igv: '180.00', total: '1180.00' }),
        libros: { baseGravada: '1000.00', igv: '180.00', total: '1180.01' },
      },
      soloSunat: {
        cantidad: 1,
        sunat: expect.objectContaining({ baseGravada: '200.00', igv: '36.00', total: '236.00' }),
        libros: {},
      },
      soloLibros: {
        cantidad: 1,
        sunat: {},
        libros: { baseGravada: '500.00', igv: '90.00', total: '590.00' },
      },
    });
  });

  it('lets a tolerance of 0.01 accept the cent, and no less', () => {
    const categoria = (tolerancia: string) =>
      compararPropuesta('RVIE', propuesta, LIBROS, { tolerancia }).resultados[0]?.categoria;
    expect(categoria('0.01')).toBe('coincide');
    expect(categoria('0.009')).toBe('difiere');
    expect(() => compararPropuesta('RVIE', propuesta, LIBROS, { tolerancia: '-1' })).toThrow(
      'La tolerancia "-1" debe ser un importe no negativo',
    );
  });

  it('names the date, client, currency and modified document that differ', () => {
    const r = compararPropuesta('RVIE', propuesta, [
      libro({ fecha: '2023-09-06', numeroDocumento: '20100070971', moneda: 'USD' }),
      libro({
        tipo: '07',
        numero: '5',
        fecha: '2023-09-12',
        importes: { total: '-118.00' },
        modifica: { fecha: '2023-09-04', tipo: '01', serie: 'F001', numero: '122' },
      }),
    ]);
    expect(r.resultados[0]?.diferencias).toEqual([
      { campo: 'fecha', sunat: '2023-09-05', libros: '2023-09-06' },
      { campo: 'numeroDocumento', sunat: '20100070970', libros: '20100070971' },
      { campo: 'moneda', sunat: 'PEN', libros: 'USD' },
    ]);
    expect(r.resultados[1]?.diferencias).toEqual([
      { campo: 'modifica', sunat: '01 F001-123', libros: '01 F001-122' },
      { campo: 'modificaFecha', sunat: '2023-09-05', libros: '2023-09-04' },
    ]);
  });

  it('counts the boletas a range stands for, and lets a range of the books gather SUNAT rows', () => {
    const faltan = compararPropuesta('RVIE', propuesta, [
      boletas('1', '20', '169.49', '30.51', '0.20', '200.20'),
    ]);
    const rango = faltan.resultados.find((x) => x.tipo === '03');
    expect(rango?.categoria).toBe('difiere');
    expect(rango?.diferencias).toEqual([
      { campo: 'documentos', sunat: '50', libros: '20' },
      { campo: 'baseGravada', sunat: '423.73', libros: '169.49' },
      { campo: 'igv', sunat: '76.27', libros: '30.51' },
      { campo: 'icbper', sunat: '0.50', libros: '0.20' },
      { campo: 'total', sunat: '500.50', libros: '200.20' },
    ]);

    const sueltas = leerPropuestaSire(
      'RVIE',
      ['1', '2']
        .map((n) => lineaDe(40, { ...FACTURA_RVIE, 7: '03', 8: 'B001', 9: n, 26: '10.00' }))
        .join('\n'),
    ).filas;
    const r = compararPropuesta('RVIE', sueltas, [
      libro({ tipo: '03', serie: 'B001', numero: '1', numeroFinal: '2', importes: { total: '20.00' } }),
    ]);
    expect(r.resultados).toHaveLength(1);
    expect(r.resultados[0]).toMatchObject({ categoria: 'coincide', numero: '1', numeroFinal: '2' });
    expect(r.resultados[0]?.sunat.map((f) => f.numero)).toEqual(['1', '2']);
  });

  it('takes the PLE 14.1 rows the API already builds', () => {
    const c = comprobanteDeVentas(factura, 'asiento-7');
    expect(c).toMatchObject({
      referencia: 'asiento-7',
      tipo: '01',
      serie: 'F001',
      numero: '1',
      fecha: '2026-11-05',
      numeroDocumento: '20100070970',
    });
    expect(c.importes).toEqual({
      exportacion: '0',
      baseGravada: '100.00',
      descuentoBase: '0',
      igv: '18.00',
      descuentoIgv: '0',
      exonerada: '0',
      inafecta: '0',
      isc: '0',
      baseIvap: '0',
      ivap: '0',
      icbper: '0',
      otros: '0',
      total: '118.00',
    });
  });
});

describe('compararPropuesta (RCE)', () => {
  const rce = leerPropuestaSire('RCE', PROPUESTA_RCE).filas;
  const compra = (numeroDocumento: string): ComprobanteLibro => ({
    tipo: '01',
    serie: 'F002',
    numero: '00000008',
    fecha: '2023-09-07',
    numeroDocumento,
    importes: { baseGravada: '250.00', igv: '45.00', total: '295.00' },
  });

  it('keys purchases by the supplier too: the same number from another RUC is another document', () => {
    const igual = compararPropuesta('RCE', rce, [compra('20512345678')]);
    expect(igual.resultados.map((x) => x.categoria)).toEqual(['coincide', 'soloSunat']);
    const otro = compararPropuesta('RCE', rce, [compra('20999999999')]);
    expect(otro.resultados.map((x) => [x.categoria, x.numeroDocumento])).toEqual([
      ['soloSunat', '20512345678'],
      ['soloSunat', '20600000001'],
      ['soloLibros', '20999999999'],
    ]);
    expect(otro.totales.soloSunat.sunat.total).toBe('395.00');
  });
});
