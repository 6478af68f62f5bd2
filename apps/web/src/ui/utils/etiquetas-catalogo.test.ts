import { describe, expect, it } from 'vitest';
import { documentosIdentidadEnEspanol, opcionesCatalogo, opcionesUnidadMedida } from './etiquetas-catalogo';

describe('opcionesUnidadMedida', () => {
  // As the server answers catálogo 03: by code, in SUNAT's English.
  const filas = [
    { codigo: '05', descripcion: 'lift' },
    { codigo: 'KGM', descripcion: 'kilogram' },
    { codigo: 'NIU', descripcion: 'number of international units' },
    { codigo: 'ZZ', descripcion: 'mutually defined' },
    { codigo: 'BX', descripcion: 'box' },
  ];

  it('names the usual units in Spanish and offers them first, NIU and ZZ at the top', () => {
    expect(opcionesUnidadMedida(filas)).toEqual([
      { value: 'NIU', label: 'NIU - Unidad' },
      { value: 'ZZ', label: 'ZZ - Servicio' },
      { value: 'BX', label: 'BX - Caja' },
      { value: 'KGM', label: 'KGM - Kilogramo' },
      { value: '05', label: '05 - lift' },
    ]);
  });

  it('never shows the English name of a unit it names in Spanish', () => {
    const etiquetas = opcionesUnidadMedida(filas).map((o) => o.label);
    expect(etiquetas.some((e) => e.includes('international') || e.includes('kilogram'))).toBe(false);
  });
});

describe('opcionesCatalogo', () => {
  it('labels other catalogues código - descripción, in the server’s order', () => {
    expect(
      opcionesCatalogo([
        { codigo: '20', descripcion: 'Exonerado - Operación Onerosa' },
        { codigo: '10', descripcion: 'Gravado - Operación Onerosa' },
      ]),
    ).toEqual([
      { value: '20', label: '20 - Exonerado - Operación Onerosa' },
      { value: '10', label: '10 - Gravado - Operación Onerosa' },
    ]);
  });
});

describe('documentosIdentidadEnEspanol', () => {
  it('replaces SUNAT’s abbreviations and English by Spanish names, keeping every other field', () => {
    const tipos = documentosIdentidadEnEspanol([
      { id: '6', codigo: '6', nombre: 'REG. UNICO DE CONTRIBUYENTES' },
      { id: '0', codigo: '0', nombre: 'DOC.TRIB.NO.DOM.SIN.RUC' },
      { id: 'C', codigo: 'C', nombre: 'Tax Identification Number - TIN – Doc Trib PP.NN' },
    ]);
    expect(tipos).toEqual([
      { id: '6', codigo: '6', nombre: 'RUC - Registro único de contribuyentes' },
      { id: '0', codigo: '0', nombre: 'Documento tributario de no domiciliado sin RUC' },
      {
        id: 'C',
        codigo: 'C',
        nombre: 'TIN - Número de identificación tributaria (persona natural del exterior)',
      },
    ]);
  });

  it('keeps the server’s name for a code it does not know', () => {
    expect(documentosIdentidadEnEspanol([{ codigo: 'X', nombre: 'OTRO' }])).toEqual([
      { codigo: 'X', nombre: 'OTRO' },
    ]);
  });
});
