import { describe, expect, it } from 'vitest';
import { esDniValido } from './dni.ts';
import { dominioEmail, esEmailValido, normalizarEmail } from './email.ts';
import { digitoVerificadorRuc, esRucValido } from './ruc.ts';
import { celularInternacional, esCelularPeruano } from './telefono.ts';

describe('RUC', () => {
  it.each([
    ['20100070970', true], // SUNAT-registered company (Supermercados Peruanos)
    ['20131312955', true], // SUNAT itself
    ['10456789019', true], // natural person (prefix 10), check digit 9
    ['20100070971', false], // wrong check digit
    ['30100070970', false], // prefix 30 does not exist
    ['2010007097', false], // 10 digits
    ['2010007097A', false],
  ])('%s → %s', (ruc, valido) => {
    expect(esRucValido(ruc)).toBe(valido);
  });

  it('maps a remainder of 10 to 0 and 11 to 1', () => {
    // 2010000000: 2*5+1*3 = 13 → 11 - 2 = 9; craft sums giving remainders 1 and 0.
    const conResto = (objetivo: number) => {
      for (let n = 1000000000; n < 1000100000; n++) {
        const base = `20${String(n).slice(2)}`;
        const pesos = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
        const suma = [...base].reduce((s, d, i) => s + Number(d) * (pesos[i] ?? 0), 0);
        if (suma % 11 === objetivo) return base;
      }
      throw new Error('no base');
    };
    expect(digitoVerificadorRuc(conResto(1))).toBe(0);
    expect(digitoVerificadorRuc(conResto(0))).toBe(1);
  });
});

describe('DNI', () => {
  it.each([
    ['12345678', true],
    ['1234567', false],
    ['123456789', false],
    ['1234567a', false],
  ])('%s → %s', (dni, valido) => expect(esDniValido(dni)).toBe(valido));
});

describe('email', () => {
  it('normalises and validates', () => {
    expect(normalizarEmail('  Ana.Perez@Estudio.PE ')).toBe('ana.perez@estudio.pe');
    expect(esEmailValido('ana.perez@estudio.pe')).toBe(true);
    expect(esEmailValido('ana@perez')).toBe(false);
    expect(esEmailValido('ana perez@estudio.pe')).toBe(false);
    expect(dominioEmail('x@Mailinator.com')).toBe('mailinator.com');
  });
});

describe('celular', () => {
  it.each([
    ['987654321', true],
    ['+51 987 654 321', true],
    ['887654321', false],
    ['98765432', false],
  ])('%s → %s', (tel, valido) => expect(esCelularPeruano(tel)).toBe(valido));

  it.each([
    ['987654321', '51987654321'],
    ['+51 987 654 321', '51987654321'],
    ['51-987-654-321', '51987654321'],
    ['014567890', undefined],
    ['98765432', undefined],
  ])('%s in international form → %s', (tel, numero) => expect(celularInternacional(tel)).toBe(numero));
});
