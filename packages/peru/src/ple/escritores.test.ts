import { describe, expect, it } from 'vitest';
import { compra as compraDePrueba, factura, movimiento, notaCredito } from './filas-de-prueba.ts';
import { lineaDiario, lineaPlanCuentas } from './libro-diario.ts';
import { type FilaNoDomiciliados, lineaNoDomiciliados } from './no-domiciliados.ts';
import { nombreArchivoPle } from './nombre-archivo.ts';
import { type FilaCompras, lineaCompras } from './registro-compras.ts';
import { lineaVentas } from './registro-ventas.ts';
import { verificarArchivoPle } from './verificador.ts';

const nombre = (libro: string) =>
  nombreArchivoPle({ ruc: '20601234565', periodo: '202611', libro, conInformacion: true, moneda: 'PEN' });

const campos = (linea: string) => linea.replace(/\|\r\n$/, '').split('|');

describe('14.1 registro de ventas', () => {
  it('writes a factura field by field', async () => {
    const linea = lineaVentas(factura);
    expect(linea).toBe(
      '20261100|14202611000001|M1|05/11/2026||01|F001|1||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '0.00|100.00|0.00|18.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|118.00|PEN|1.000||||||||1|\r\n',
    );
    expect(campos(linea)).toHaveLength(35);
    expect((await verificarArchivoPle(nombre('140100'), [linea])).hallazgos).toEqual([]);
  });

  it('writes a dollar credit note negative, with the document it modifies', async () => {
    const f = campos(lineaVentas(notaCredito));
    expect([f[13], f[15], f[24], f[25], f[26]]).toEqual(['-40.00', '-7.20', '-47.20', 'USD', '3.755']);
    expect(f.slice(27, 31)).toEqual(['05/11/2026', '01', 'F001', '1']);
    expect((await verificarArchivoPle(nombre('140100'), [lineaVentas(notaCredito)])).hallazgos).toEqual([]);
  });
});

describe('8.1 registro de compras', () => {
  const compra: FilaCompras = {
    ...compraDePrueba,
    noGravada: '10',
    icbper: '0.50',
    total: '600.50',
    detraccionFecha: '2026-11-12',
    detraccionNumero: '0012345',
  };

  it('writes a purchase field by field', async () => {
    const linea = lineaCompras(compra);
    expect(linea).toBe(
      '20261100|08202611000001|M1|10/11/2026||01|F002||345||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '500.00|90.00|0.00|0.00|0.00|0.00|10.00|0.00|0.50|0.00|600.50|PEN|1.000||||||12/11/2026|0012345|' +
        '||||||||1|\r\n',
    );
    expect(campos(linea)).toHaveLength(42);
    expect((await verificarArchivoPle(nombre('080100'), [linea])).hallazgos).toEqual([]);
  });
});

describe('8.2 no domiciliados', () => {
  const servicio: FilaNoDomiciliados = {
    periodo: '202611',
    cuo: '08202611000002',
    correlativo: 'M1',
    fechaEmision: '2026-11-03',
    tipoComprobante: '91',
    serie: 'INV',
    numero: '7781',
    valorAdquisicion: '1000',
    otros: '0',
    total: '1000',
    moneda: 'USD',
    tipoCambio: '3.761',
    pais: '9249',
    nombre: 'CLOUD SERVICES LLC',
    domicilio: '410 TERRY AVE N, SEATTLE',
    identificacion: '911646860',
    convenio: '00',
    tipoRenta: '17',
    estado: '0',
  };

  it('writes a service from abroad field by field', async () => {
    const linea = lineaNoDomiciliados(servicio);
    expect(linea).toBe(
      '20261100|08202611000002|M1|03/11/2026|91|INV|7781|1000.00|0.00|1000.00||||||USD|3.761|9249|' +
        'CLOUD SERVICES LLC|410 TERRY AVE N, SEATTLE|911646860||||||||||00||17|||0|\r\n',
    );
    expect(campos(linea)).toHaveLength(36);
    expect((await verificarArchivoPle(nombre('080200'), [linea])).hallazgos).toEqual([]);
  });
});

describe('5.1 libro diario, 6.1 libro mayor and 5.3 plan de cuentas', () => {
  it('writes a journal movement tied to its register line', async () => {
    const debe = lineaDiario(movimiento);
    const haber = lineaDiario({ ...movimiento, correlativo: 'M2', cuenta: '70121', debe: '0', haber: '118' });
    expect(debe).toBe(
      '20261100|14202611000001|M1|1212|||PEN|6|20100070970|01|F001|1|05/11/2026||05/11/2026|' +
        'Factura F001-1 DISTRIBUIDORA NORTE S.A.||118.00|0.00|140100&20261100&14202611000001&M1|1|\r\n',
    );
    expect(campos(debe)).toHaveLength(21);
    expect((await verificarArchivoPle(nombre('050100'), [debe, haber])).hallazgos).toEqual([]);
    expect((await verificarArchivoPle(nombre('060100'), [debe, haber])).hallazgos).toEqual([]);
  });

  it('writes an account of the chart with the period day and the PCGE code', async () => {
    const linea = lineaPlanCuentas({
      periodo: '202611',
      cuenta: '1212',
      denominacion: 'Emitidas en cartera',
      plan: '01',
      estado: '1',
    });
    expect(linea).toBe('20261101|1212|Emitidas en cartera|01||||1|\r\n');
    expect((await verificarArchivoPle(nombre('050300'), [linea])).hallazgos).toEqual([]);
  });
});
