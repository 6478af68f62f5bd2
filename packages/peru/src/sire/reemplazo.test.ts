import { describe, expect, it } from 'vitest';
import { factura } from '../ple/filas-de-prueba.ts';
import type { FilaVentas } from '../ple/registro-ventas.ts';
import { compararPropuesta } from './comparar.ts';
import { comprobanteDeVentas } from './comprobante-libro.ts';
import { leerPropuestaSire } from './propuesta.ts';
import { archivoReemplazoRvie, type DatosReemplazoRvie } from './reemplazo.ts';

const facturaSeptiembre: FilaVentas = {
  ...factura,
  periodo: '202309',
  fechaEmision: '2023-09-05',
  numero: '00000123',
  clienteNombre: 'SUPERMERCADOS PERUANOS S.A.',
  baseGravada: '1000',
  igv: '180',
  total: '1180',
};

const boletas: FilaVentas = {
  ...facturaSeptiembre,
  fechaEmision: '2023-09-10',
  tipoComprobante: '03',
  serie: 'B001',
  numero: '1',
  numeroFinal: '50',
  clienteTipoDocumento: null,
  clienteNumeroDocumento: null,
  clienteNombre: null,
  baseGravada: '423.73',
  igv: '76.27',
  icbper: '0.50',
  total: '500.50',
};

const nota: FilaVentas = {
  ...facturaSeptiembre,
  fechaEmision: '2023-09-12',
  tipoComprobante: '07',
  numero: '5',
  baseGravada: '-100',
  igv: '-18',
  total: '-118',
  modifica: { fecha: '2023-09-05', tipo: '01', serie: 'F001', numero: '00000123' },
};

const DATOS: DatosReemplazoRvie = {
  ruc: '20101392369',
  razonSocial: 'COMERCIAL ANDINA S.A.C.',
  periodo: '202309',
  moneda: 'PEN',
  filas: [facturaSeptiembre, boletas, nota],
};

describe('archivoReemplazoRvie', () => {
  it('writes fields 1–33 of Anexo 3 with the CAR empty, one line per document, under the CC 02 name', () => {
    const { nombre, contenido } = archivoReemplazoRvie(DATOS);
    expect(nombre).toBe('LE2010139236920230900140400021112.TXT');
    const lineas = contenido.split('\r\n');
    expect(lineas).toHaveLength(4);
    expect(lineas[0]).toBe(
      '20101392369|COMERCIAL ANDINA S.A.C.|202309||05/09/2023||01|F001|123||6|20100070970|' +
        'SUPERMERCADOS PERUANOS S.A.|0.00|1000.00|0.00|180.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|' +
        '1180.00|PEN|1.000||||||',
    );
    expect(lineas[1]?.split('|').slice(6, 13)).toEqual(['03', 'B001', '1', '50', '', '', '']);
    expect(lineas[2]?.split('|').slice(25, 33)).toEqual([
      '-118.00',
      'PEN',
      '1.000',
      '05/09/2023',
      '01',
      'F001',
      '123',
      '',
    ]);
    expect(lineas.slice(0, 3).every((l) => l.split('|').length === 34)).toBe(true);
    expect(lineas[3]).toBe('');
  });

  it('reads back with the proposal reader to the same figures, and compares equal to the register', () => {
    const leida = leerPropuestaSire('RVIE', archivoReemplazoRvie(DATOS).contenido);
    expect(leida.errores).toEqual([]);
    expect(leida.conCabecera).toBe(false);
    expect(
      leida.filas.map((f) => [
        f.linea,
        f.tipo,
        f.serie,
        f.numero,
        f.numeroFinal,
        f.fechaEmision,
        f.car,
        f.importes.total,
      ]),
    ).toEqual([
      [1, '01', 'F001', '123', null, '2023-09-05', null, '1180.00'],
      [2, '03', 'B001', '1', '50', '2023-09-10', null, '500.50'],
      [3, '07', 'F001', '5', null, '2023-09-12', null, '-118.00'],
    ]);
    expect(leida.filas[1]?.importes).toMatchObject({ baseGravada: '423.73', igv: '76.27', icbper: '0.50' });
    expect(leida.filas[2]?.modifica).toEqual({
      fecha: '2023-09-05',
      tipo: '01',
      serie: 'F001',
      numero: '123',
    });

    const c = compararPropuesta(
      'RVIE',
      leida.filas,
      DATOS.filas.map((f) => comprobanteDeVentas(f)),
    );
    expect(c.resultados.map((r) => r.categoria)).toEqual(['coincide', 'coincide', 'coincide']);
    expect(c.totales.coincide.sunat.total).toBe('1562.50');
  });

  it('names an empty replacement with indicator 0 and writes nothing', () => {
    expect(archivoReemplazoRvie({ ...DATOS, filas: [] })).toEqual({
      nombre: 'LE2010139236920230900140400021012.TXT',
      contenido: '',
    });
  });
});
