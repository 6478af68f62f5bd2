import { describe, expect, it } from 'vitest';
import {
  etapa,
  formularioImportacion,
  leerRespuestaImportacion,
  porcentaje,
  resumen,
  SUBIDA_FALLIDA,
} from './importacion';

const base = {
  tipo: 'clientes',
  estado: 'terminada',
  progreso: 1,
  total_filas: 10,
  filas: 10,
  filas_validas: 10,
  solo_validas: false,
  error: null,
  errores: [],
};

describe('upload answer', () => {
  it('reads the job id, the server message, or falls back to a generic one', () => {
    expect(leerRespuestaImportacion(true, { id: 'abc' })).toEqual({ id: 'abc' });
    expect(
      leerRespuestaImportacion(false, { error: 'El archivo debe ser un libro de Excel (.xlsx)' }),
    ).toEqual({
      error: 'El archivo debe ser un libro de Excel (.xlsx)',
    });
    expect(leerRespuestaImportacion(false, { id: 'abc' })).toEqual({ error: SUBIDA_FALLIDA });
    expect(leerRespuestaImportacion(true, null)).toEqual({ error: SUBIDA_FALLIDA });
    expect(leerRespuestaImportacion(true, ['x'])).toEqual({ error: SUBIDA_FALLIDA });
  });
});

describe('progress', () => {
  it('rounds and clamps the fraction to a percentage', () => {
    expect(porcentaje({ progreso: 0.456 })).toBe(46);
    expect(porcentaje({ progreso: 1.2 })).toBe(100);
    expect(porcentaje({ progreso: -1 })).toBe(0);
  });

  it('says whether the file is being read, validated or written', () => {
    expect(etapa({ ...base, estado: 'en_curso', total_filas: 0, filas: 0 })).toBe('Leyendo el archivo…');
    expect(etapa({ ...base, estado: 'en_curso', filas: 4 })).toBe('Validando filas: 4 de 10');
    expect(etapa({ ...base, estado: 'en_curso' })).toBe('Guardando 10 filas…');
  });
});

describe('outcome', () => {
  it('tells a clean import, a refused one and a partial one apart', () => {
    expect(resumen(base)).toEqual({ severidad: 'success', texto: 'Se importaron 10 filas.' });
    const errores = [{ fila: 2, mensaje: 'RUC no válido' }];
    expect(resumen({ ...base, filas_validas: 0, errores })).toEqual({
      severidad: 'error',
      texto:
        'No se importó ninguna fila: 1 fila con errores de 10. Corrija el archivo o importe solo las filas válidas.',
    });
    expect(resumen({ ...base, filas_validas: 9, solo_validas: true, errores })).toEqual({
      severidad: 'warn',
      texto: 'Se importaron 9 filas válidas; 1 fila con errores no se importó.',
    });
    expect(
      resumen({ ...base, filas_validas: 1, total_filas: 3, solo_validas: true, errores: [1, 2] }),
    ).toEqual({
      severidad: 'warn',
      texto: 'Se importó 1 fila válida; 2 filas con errores no se importaron.',
    });
    expect(resumen({ ...base, filas_validas: 1, total_filas: 1 }).texto).toBe('Se importó 1 fila.');
    expect(resumen({ ...base, estado: 'fallida', error: 'El archivo no tiene filas con datos' })).toEqual({
      severidad: 'error',
      texto: 'El archivo no tiene filas con datos',
    });
  });
});

describe('mass invoicing', () => {
  const masiva = { ...base, tipo: 'comprobantes', total_filas: 5, filas: 5, filas_validas: 5 };
  const emitido = { emitido: true };
  const fallido = { emitido: false };

  it('sends solo_registro only for comprobantes, before the file', () => {
    const archivo = new File(['x'], 'comprobantes.xlsx');
    const f = formularioImportacion('comprobantes', archivo, { soloValidas: false, soloRegistro: true });
    expect([...f.keys()]).toEqual(['solo_validas', 'solo_registro', 'archivo']);
    expect(f.get('solo_registro')).toBe('true');
    const otra = formularioImportacion('clientes', archivo, { soloValidas: true, soloRegistro: true });
    expect([...otra.keys()]).toEqual(['solo_validas', 'archivo']);
    expect(otra.get('solo_validas')).toBe('true');
  });

  it('says it validates, then how many rows of documents were emitted', () => {
    expect(etapa({ ...masiva, estado: 'en_curso', filas: 0 })).toBe('Validando 5 filas…');
    expect(etapa({ ...masiva, estado: 'en_curso', filas: 2 })).toBe('Emitiendo comprobantes: 2 de 5 filas');
  });

  it('counts documents emitted, documents that failed and wrong rows', () => {
    expect(resumen({ ...masiva, documentos: [emitido, emitido, emitido] })).toEqual({
      severidad: 'success',
      texto: 'Se emitieron 3 comprobantes.',
    });
    const errores = [{ fila: 2, mensaje: 'No existe el producto X en la empresa' }];
    expect(resumen({ ...masiva, filas_validas: 0, errores, documentos: [] })).toEqual({
      severidad: 'error',
      texto:
        'No se emitió ningún comprobante: 1 fila con errores de 5. Corrija el archivo o emita solo los comprobantes válidos.',
    });
    // A document that failed to emit is listed among the errors too.
    const fallo = { fila: 4, mensaje: 'El local no tiene la serie F002 activa para factura' };
    expect(
      resumen({
        ...masiva,
        solo_validas: true,
        errores: [...errores, fallo],
        documentos: [emitido, fallido],
      }),
    ).toEqual({
      severidad: 'warn',
      texto: 'Se emitió 1 comprobante; 1 comprobante no se pudo emitir; 1 fila con errores no se emitió.',
    });
    expect(resumen({ ...masiva, solo_validas: true, errores, documentos: [] }).texto).toBe(
      'No hay comprobantes válidos que emitir: 1 fila con errores.',
    );
  });
});
