import { describe, expect, it } from 'vitest';
import { nombreArchivoPle } from '../ple/nombre-archivo.ts';
import { type DatosNombreSire, leerNombreArchivoSire, nombreArchivoSire } from './nombre-archivo.ts';

const base: DatosNombreSire = {
  ruc: '20101392369',
  periodo: '202309',
  registro: 'RVIE',
  caso: 'reemplaza',
  conInformacion: true,
  moneda: 'PEN',
};

describe('nombreArchivoSire', () => {
  it.each<[string, Partial<DatosNombreSire>, string]>([
    ['RVIE acepta', { caso: 'acepta' }, 'LE2010139236920230900140400011112.TXT'],
    ['RVIE reemplaza (Anexo 3)', {}, 'LE2010139236920230900140400021112.TXT'],
    [
      'RVIE ajustes posteriores, second file',
      { caso: 'ajustesPosteriores', correlativo: 2 },
      'LE201013923692023090014040003111202.TXT',
    ],
    [
      'RVIE ajustes pre-SIRE, general format, NN 1 by default',
      { caso: 'ajustesAnterioresGeneral' },
      'LE201013923692023090014040004111201.TXT',
    ],
    [
      'RVIE ajustes pre-SIRE, simplified format',
      { caso: 'ajustesAnterioresSimplificado', correlativo: 12 },
      'LE201013923692023090014040005111212.TXT',
    ],
    ['RCE acepta', { registro: 'RCE', caso: 'acepta' }, 'LE2010139236920230900080400011112.TXT'],
    [
      'RCE reemplaza, empty and in dollars',
      { registro: 'RCE', conInformacion: false, moneda: 'USD' },
      'LE2010139236920230900080400021022.TXT',
    ],
    [
      'RCE ajustes posteriores',
      { registro: 'RCE', caso: 'ajustesPosteriores', correlativo: 3 },
      'LE201013923692023090008040003111203.TXT',
    ],
    [
      'RC no domiciliados',
      { registro: 'RCE', caso: 'noDomiciliados' },
      'LE2010139236920230900080500001112.TXT',
    ],
    [
      'RC no domiciliados ajustes',
      { registro: 'RCE', caso: 'noDomiciliadosAjustes', correlativo: 1 },
      'LE201013923692023090008050006111201.TXT',
    ],
    ['a closing RUC', { operacion: '0' }, 'LE2010139236920230900140400020112.TXT'],
  ])('%s', (_, cambios, nombre) => {
    const datos = { ...base, ...cambios };
    expect(nombreArchivoSire(datos)).toBe(nombre);
    expect(leerNombreArchivoSire(nombre)).toEqual({
      ruc: '20101392369',
      anio: '2023',
      mes: '09',
      dia: '00',
      libro: nombre.slice(21, 27),
      operacion: datos.operacion ?? '1',
      conInformacion: datos.conInformacion,
      moneda: datos.moneda,
      registro: datos.registro,
      caso: datos.caso,
      correlativo: nombre.length === 39 ? Number(nombre.slice(33, 35)) : undefined,
    });
  });

  it('keeps the PLE name as it was (G = 1, no CC outside Inventarios y Balances)', () => {
    expect(
      nombreArchivoPle({
        ruc: '20101392369',
        periodo: '202309',
        libro: '140100',
        conInformacion: true,
        moneda: 'PEN',
      }),
    ).toBe('LE2010139236920230900140100001111.TXT');
  });

  it('refuses a case the register does not have and an NN out of range', () => {
    expect(() => nombreArchivoSire({ ...base, caso: 'noDomiciliados' })).toThrow(
      'El caso noDomiciliados no existe en el RVIE',
    );
    expect(() => nombreArchivoSire({ ...base, caso: 'ajustesPosteriores', correlativo: 100 })).toThrow(
      'El correlativo de ajuste debe ir de 1 a 99 y es 100',
    );
  });

  it.each([
    ['a PLE name (G = 1)', 'LE2010139236920230900140100001111.TXT'],
    ['an adjustment without its NN', 'LE2010139236920230900140400031112.TXT'],
    ['an acceptance with an NN', 'LE201013923692023090014040001111201.TXT'],
    ['RVIE with the no domiciliados code', 'LE2010139236920230900140400001112.TXT'],
    ['a day other than 00', 'LE2010139236920230915140400021112.TXT'],
    ['a name too short', 'LE201013923692023090014040002112.TXT'],
  ])('does not read %s as SIRE', (_, nombre) => {
    expect(leerNombreArchivoSire(nombre)).toBeUndefined();
  });
});
