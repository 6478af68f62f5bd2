import { describe, expect, it } from 'vitest';
import { formularioInicial } from './comprobante-form';
import {
  anulable,
  condicionResumen,
  inputContingencia,
  nombreDestino,
  problemaConfiguracionEnvio,
  problemaContingencia,
  problemaMotivo,
} from './envio-form';

const IMPRESO = { serie: '0001', numero: '154', fecha: '2025-03-10' };

describe('contingency form', () => {
  it.each([
    ['the printed data', IMPRESO, null],
    ['a letter series', { ...IMPRESO, serie: 'F001' }, 'La serie impresa tiene 4 dígitos (por ejemplo 0001)'],
    [
      'a three-digit series',
      { ...IMPRESO, serie: '001' },
      'La serie impresa tiene 4 dígitos (por ejemplo 0001)',
    ],
    ['no number', { ...IMPRESO, numero: '' }, 'Ingrese el número impreso del comprobante'],
    ['number zero', { ...IMPRESO, numero: '0' }, 'Ingrese el número impreso del comprobante'],
    ['nine digits', { ...IMPRESO, numero: '123456789' }, 'Ingrese el número impreso del comprobante'],
    ['no date', { ...IMPRESO, fecha: '' }, 'Ingrese la fecha de emisión del comprobante'],
  ])('%s → %s', (_, datos, problema) => {
    expect(problemaContingencia(datos)).toBe(problema);
  });

  it('sends the document with its printed series, number and date instead of a local series', () => {
    const form = {
      ...formularioInicial('01'),
      serie: 'F001',
      cliente: { tipoDocumento: '6', numero: '20100070970', nombre: 'NORTE S.A.', direccion: '' },
      lineas: [
        {
          clave: 'a',
          codigo: '',
          descripcion: 'Mercadería',
          unidad: 'NIU',
          cantidad: '3',
          monto: '23.60',
          afectacion: '10',
        },
      ],
    };
    expect(
      inputContingencia(form, 'precio_unitario', { ...IMPRESO, serie: ' 0001 ', numero: ' 154' }),
    ).toEqual({
      tipo: '01',
      serie: '0001',
      numero: 154,
      fecha_emision: '2025-03-10',
      cliente: { tipo_documento: '6', numero: '20100070970', nombre: 'NORTE S.A.' },
      lineas: [
        {
          descripcion: 'Mercadería',
          cantidad: '3',
          afectacion: '10',
          precio_unitario: '23.60',
          unidad: 'NIU',
        },
      ],
      forma_pago: { tipo: 'contado' },
    });
  });
});

describe('voiding and summaries', () => {
  it.each([
    ['ab', 'Indique el motivo de la baja (al menos 3 caracteres)'],
    ['   abc  ', null],
    ['x'.repeat(101), 'El motivo admite hasta 100 caracteres'],
  ])('reason %j → %s', (motivo, problema) => {
    expect(problemaMotivo(motivo)).toBe(problema);
  });

  it.each([
    ['1', 'Adicionar'],
    ['2', 'Modificar'],
    ['3', 'Anular'],
    [null, 'Baja'],
  ])('condition %s reads %s', (c, texto) => {
    expect(condicionResumen(c)).toBe(texto);
  });

  it.each([
    ['aceptado', true],
    ['observado', true],
    ['pendiente', false],
    ['rechazado', false],
    ['anulado', false],
  ])('a document %s can be voided: %s', (estado, si) => {
    expect(anulable(estado)).toBe(si);
  });
});

describe('sending settings form', () => {
  const BASE = { soap_envio: 'produccion', url_ose: '', envio_boletas: 'resumen' };
  it.each([
    ['SUNAT production', BASE, null],
    ['an OSE without its URL', { ...BASE, soap_envio: 'ose' }, 'Indique la URL del OSE'],
    [
      'an OSE over plain http',
      { ...BASE, soap_envio: 'ose', url_ose: 'http://ose.pe/billService' },
      'La URL del OSE debe empezar con https://',
    ],
    [
      'an OSE with its https URL',
      { ...BASE, soap_envio: 'ose', url_ose: 'https://ose.pe/billService' },
      null,
    ],
  ])('%s → %s', (_, form, problema) => {
    expect(problemaConfiguracionEnvio(form)).toBe(problema);
  });

  it('names the test destinations as having no tax value', () => {
    expect(nombreDestino('simulador')).toContain('sin valor tributario');
    expect(nombreDestino('beta')).toContain('sin valor tributario');
    expect(nombreDestino('produccion')).toBe('SUNAT producción');
  });
});
