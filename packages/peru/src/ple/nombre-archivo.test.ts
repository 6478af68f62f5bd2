import { describe, expect, it } from 'vitest';
import { type DatosNombrePle, leerNombreArchivoPle, nombreArchivoPle } from './nombre-archivo.ts';

const base: DatosNombrePle = {
  ruc: '20131312955',
  periodo: '202401',
  libro: '140100',
  conInformacion: true,
  moneda: 'PEN',
};

describe('nombreArchivoPle', () => {
  it.each<[string, Partial<DatosNombrePle>, string]>([
    // peru-facts §7 gives LE20131312955202401001401000011111.TXT, one '1' too many for its own table of
    // positions (01–33, as in reference-data libros-nombre-archivo.csv): this is that example, 33 long.
    [
      "peru-facts' example: sales register, January 2024, with data, soles",
      {},
      'LE2013131295520240100140100001111.TXT',
    ],
    [
      'an empty book sets position 31 to 0',
      { conInformacion: false },
      'LE2013131295520240100140100001011.TXT',
    ],
    [
      'a book kept in dollars sets position 32 to 2',
      { moneda: 'USD' },
      'LE2013131295520240100140100001121.TXT',
    ],
    [
      'the purchase register',
      { libro: '080100', periodo: '202611' },
      'LE2013131295520261100080100001111.TXT',
    ],
    ['no domiciliados', { libro: '080200' }, 'LE2013131295520240100080200001111.TXT'],
    ['the journal', { libro: '050100' }, 'LE2013131295520240100050100001111.TXT'],
    ['the ledger', { libro: '060100' }, 'LE2013131295520240100060100001111.TXT'],
    ['the chart of accounts', { libro: '050300' }, 'LE2013131295520240100050300001111.TXT'],
    [
      'a book closed because it is no longer required',
      { operacion: '2' },
      'LE2013131295520240100140100002111.TXT',
    ],
    [
      'Inventarios y Balances carries the day and the EEFF opportunity',
      { libro: '030100', periodo: '202412', dia: '31', oportunidad: '01' },
      'LE2013131295520241231030100011111.TXT',
    ],
    [
      'other books ignore a day or opportunity given by mistake',
      { dia: '31', oportunidad: '01' },
      'LE2013131295520240100140100001111.TXT',
    ],
  ])('%s', (_, cambios, esperado) => {
    const nombre = nombreArchivoPle({ ...base, ...cambios });
    expect(nombre).toBe(esperado);
    expect(nombre).toHaveLength(37);
    // Positions 30–33 (O, I, M, G) of libros-nombre-archivo.csv.
    expect(nombre.slice(29, 33)).toBe(
      `${cambios.operacion ?? '1'}${cambios.conInformacion === false ? '0' : '1'}${cambios.moneda === 'USD' ? '2' : '1'}1`,
    );
  });
});

describe('leerNombreArchivoPle', () => {
  it('reads back every part of a name it wrote', () => {
    expect(leerNombreArchivoPle('LE2013131295520240100140100001011.TXT')).toEqual({
      ruc: '20131312955',
      anio: '2024',
      mes: '01',
      dia: '00',
      libro: '140100',
      oportunidad: '00',
      operacion: '1',
      conInformacion: false,
      moneda: 'PEN',
    });
  });

  it.each([
    ['a short RUC', 'LE201313129520240100140100001111.TXT'],
    ['a G indicator other than 1', 'LE2013131295520240100140100001112.TXT'],
    ['a currency indicator 3', 'LE2013131295520240100140100001131.TXT'],
    ['another extension', 'LE2013131295520240100140100001111.CSV'],
    ['a missing prefix', '2013131295520240100140100001111.TXT'],
  ])('refuses %s', (_, nombre) => {
    expect(leerNombreArchivoPle(nombre)).toBeUndefined();
  });
});
