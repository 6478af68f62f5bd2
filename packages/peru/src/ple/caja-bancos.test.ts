import { describe, expect, it } from 'vitest';
import { camposBancos, camposCaja, type FilaBancos, lineaBancos, lineaCaja } from './caja-bancos.ts';
import type { FilaDiario } from './libro-diario.ts';
import { nombreArchivoPle } from './nombre-archivo.ts';
import { type Hallazgo, verificarArchivoPle } from './verificador.ts';

const nombre = (libro: string) =>
  nombreArchivoPle({ ruc: '20601234565', periodo: '202611', libro, conInformacion: true, moneda: 'PEN' });

const linea = (base: readonly string[], cambios: Record<number, string> = {}) =>
  `${base.map((v, i) => `${cambios[i + 1] ?? v}|`).join('')}\r\n`;

const verificar = async (libro: string, lineas: string[]) =>
  (await verificarArchivoPle(nombre(libro), lineas)).hallazgos;

/** A collection into the cash box: 101 debited with S/ 118 of factura F001-1. */
const cobro: FilaDiario = {
  periodo: '202611',
  cuo: '0101202611000001',
  correlativo: 'M1',
  cuenta: '101',
  moneda: 'PEN',
  tipoComprobante: '01',
  serie: 'F001',
  numero: '1',
  fechaContable: '2026-11-20',
  fechaOperacion: '2026-11-20',
  glosa: 'Cobranza 01 F001-1',
  debe: '118.00',
  haber: '0',
  estado: '1',
};

/** A cheque paid from the BCP account to a supplier. */
const cheque: FilaBancos = {
  periodo: '202611',
  cuo: '0102202611000001',
  correlativo: 'M2',
  entidadFinanciera: '02',
  cuentaBancaria: '193-1234567-0-12',
  fecha: '2026-11-21',
  medioPago: '007',
  descripcion: 'Pago 01 F002-345 / DISTRIBUIDORA NORTE',
  tipoDocumento: '6',
  numeroDocumento: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  numeroTransaccion: '000123',
  debe: '0',
  haber: '590',
  estado: '1',
};

describe('1.1 and 1.2 writers', () => {
  it('writes a cash movement as the journal line without the issuer', () => {
    expect(lineaCaja(cobro)).toBe(
      '20261100|0101202611000001|M1|101|||PEN|01|F001|1|20/11/2026||20/11/2026|Cobranza 01 F001-1||118.00|0.00||1|\r\n',
    );
    expect(camposCaja(cobro)).toHaveLength(19);
  });

  it('writes a bank movement, with "-" and VARIOS when there is no counterpart', () => {
    expect(lineaBancos(cheque)).toBe(
      '20261100|0102202611000001|M2|02|193-1234567-0-12|21/11/2026|007|Pago 01 F002-345 DISTRIBUIDORA NORTE|6|20100070970|DISTRIBUIDORA NORTE S.A.|000123|0.00|590.00|1|\r\n',
    );
    expect(
      camposBancos({ ...cheque, tipoDocumento: '', numeroDocumento: '', nombre: '' }).slice(8, 11),
    ).toEqual(['-', '-', 'VARIOS']);
  });
});

describe('checker: 1.1 lines', () => {
  const base = camposCaja(cobro);
  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['a correct movement', {}, []],
    [
      'debe and haber together',
      { 17: '5.00' },
      [{ campo: 17, mensaje: 'Haber: el debe y el haber son excluyentes en un mismo movimiento' }],
    ],
    [
      'an accounting date of another month with estado 1',
      { 11: '20/10/2026' },
      [{ campo: 11, mensaje: 'Fecha contable: con estado 1 debe ser del periodo de la línea' }],
    ],
    [
      'a currency outside tabla 4',
      { 7: 'XXX' },
      [{ campo: 7, mensaje: 'Moneda: el código "XXX" no está en la tabla de SUNAT' }],
    ],
    [
      'a later period',
      { 1: '20261200' },
      [
        { campo: 1, mensaje: 'Periodo: es posterior al periodo del archivo' },
        { campo: 11, mensaje: 'Fecha contable: con estado 1 debe ser del periodo de la línea' },
      ],
    ],
  ])('%s', async (_, cambios, esperado) => {
    expect(await verificar('010100', [linea(base, cambios)])).toEqual(
      esperado.map((h) => ({ linea: 1, ...h })),
    );
  });

  it('reports a repeated key and a wrong field count', async () => {
    expect(await verificar('010100', [linea(base), linea(base), linea(base.slice(0, 18))])).toEqual([
      {
        linea: 2,
        mensaje: 'La llave única de la línea (periodo, CUO, correlativo…) repite la de la línea 1',
      },
      { linea: 3, mensaje: 'La línea tiene 18 campos y el libro 010100 pide 19' },
    ]);
  });
});

describe('checker: 1.2 lines', () => {
  const base = camposBancos(cheque);
  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['a correct movement', {}, []],
    ['a movement of several payees', { 9: '-', 10: '-', 11: 'VARIOS' }, []],
    [
      'a bank outside tabla 3',
      { 4: '04' },
      [{ campo: 4, mensaje: 'Entidad financiera: el código "04" no está en la tabla de SUNAT' }],
    ],
    [
      'a medio de pago outside tabla 1',
      { 7: '012' },
      [{ campo: 7, mensaje: 'Medio de pago: el código "012" no está en la tabla de SUNAT' }],
    ],
    [
      'both sides zero',
      { 14: '0.00' },
      [{ campo: 13, mensaje: 'Debe: el debe y el haber no pueden ser ambos 0.00' }],
    ],
    [
      'both sides filled',
      { 13: '1.00' },
      [{ campo: 14, mensaje: 'Haber: el debe y el haber son excluyentes en un mismo movimiento' }],
    ],
    [
      'a wrong RUC',
      { 10: '20100070971' },
      [{ campo: 10, mensaje: 'Número de documento: el RUC no es válido' }],
    ],
    [
      'no type but a number',
      { 9: '-' },
      [{ campo: 10, mensaje: 'Número de documento: sin tipo de documento se registra "-"' }],
    ],
    [
      'an operation date after the period',
      { 6: '01/12/2026' },
      [{ campo: 6, mensaje: 'Fecha de la operación: es posterior al periodo 11/2026' }],
    ],
    [
      'estado 8 in its own period',
      { 15: '8' },
      [{ campo: 15, mensaje: 'Estado: una línea del periodo del archivo lleva el estado 1' }],
    ],
    ['no transaction number', { 12: '' }, [{ campo: 12, mensaje: 'Número de transacción: es obligatorio' }]],
  ])('%s', async (_, cambios, esperado) => {
    expect(await verificar('010200', [linea(base, cambios)])).toEqual(
      esperado.map((h) => ({ linea: 1, ...h })),
    );
  });
});
