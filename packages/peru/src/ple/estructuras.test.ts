import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESTRUCTURAS } from './estructuras.ts';
import { REGLAS_COMPROBANTE } from './reglas-comprobantes.ts';
import {
  TABLA_1_MEDIOS_PAGO,
  TABLA_2_DOCUMENTOS,
  TABLA_3_ENTIDADES,
  TABLA_4_MONEDAS,
  TABLA_10_COMPROBANTES,
  TABLA_17_PLANES,
} from './tablas.ts';
import {
  TABLA_5_EXISTENCIAS,
  TABLA_6_MEDIDAS,
  TABLA_12_OPERACIONES,
  TABLA_13_CATALOGOS,
  TABLA_14_METODOS,
} from './tablas-inventario.ts';

// The tables of this folder are transcriptions of the project's reference data; these tests read the
// CSV files (SUNAT Anexo 2 and 3 as published by MuchikNet/PLE) and hold the code to them.
const carpeta = new URL('../../../db/reference-data/', import.meta.url);

/** RFC 4180 rows (the files keep line breaks inside fields as the two characters "\n"). */
function leerCsv(ruta: string): Record<string, string>[] {
  const [cabecera = [], ...filas] = readFileSync(new URL(ruta, carpeta), 'utf8')
    .trim()
    .split('\n')
    .map((linea) => {
      const campos: string[] = [];
      let actual = '';
      let comillas = false;
      for (let i = 0; i < linea.length; i++) {
        const c = linea[i];
        if (c === '"' && comillas && linea[i + 1] === '"') {
          actual += '"';
          i++;
        } else if (c === '"') comillas = !comillas;
        else if (c === ',' && !comillas) {
          campos.push(actual);
          actual = '';
        } else actual += c;
      }
      return [...campos, actual];
    });
  return filas.map((f) => Object.fromEntries(cabecera.map((k, i) => [k, f[i] ?? ''])));
}

describe.each(Object.values(ESTRUCTURAS))('structure $libro ($nombre)', (e) => {
  const filas = leerCsv(`ple-estructuras/${e.libro}.csv`);
  const propios = filas.filter((f) => /^\d+$/.test(f.campo ?? ''));
  const libres = filas.find((f) => f.campo?.includes(' al '));

  it('has the fields of Anexo 2, and its free fields', () => {
    expect(e.campos).toHaveLength(propios.length);
    const [desde, hasta] = (libres?.campo ?? '').split(' al ').map(Number);
    expect(e.libres).toBe((hasta ?? 0) - (desde ?? 0) + 1);
  });

  it('requires the fields Anexo 2 requires', () => {
    const obligatorios = propios
      .filter((f) => f.obligatorio?.toLowerCase() === 'si')
      .map((f) => Number(f.campo));
    const nuestros = e.campos.flatMap((c, i) => (c.obligatorio ? [i + 1] : []));
    expect(nuestros).toEqual(obligatorios);
  });

  it('gives each field its length and its date format', () => {
    for (const [i, f] of propios.entries()) {
      const campo = e.campos[i];
      const longitud = f.longitud ?? '';
      const numero = Number(/(\d+)(?!.*\d)/.exec(longitud.replace(/ y( |\\n).*/, ''))?.[1]);
      if (campo?.formato === 'tipoCambio') expect(longitud).toBe('1 entero y 3 decimales');
      else expect({ campo: i + 1, longitud: campo?.longitud }).toEqual({ campo: i + 1, longitud: numero });
      expect({ campo: i + 1, fecha: campo?.formato === 'fecha' }).toEqual({
        campo: i + 1,
        fecha: f.formato === 'DD/MM/AAAA',
      });
    }
  });
});

describe('reglas-comprobantes.csv', () => {
  const filas = leerCsv('ple-estructuras/reglas-comprobantes.csv');
  const largo = (v: string | undefined) => (v?.startsWith('Hasta') ? `<=${v.split(' ')[1]}` : (v ?? ''));
  const estados = (f: Record<string, string>, registro: string, codigos: string) =>
    codigos
      .split('')
      .filter((c) => f[`${registro}_${c}__${c}`] === 'SI')
      .join('');

  it('is transcribed type by type', () => {
    expect(Object.keys(REGLAS_COMPROBANTE).sort()).toEqual(filas.map((f) => f.n).sort());
    for (const f of filas) {
      const r = REGLAS_COMPROBANTE[f.n ?? ''];
      expect({
        tipo: f.n,
        ventas: r?.ventas,
        compras: r?.compras,
        noDomiciliados: r?.noDomiciliados,
      }).toEqual({
        tipo: f.n,
        ventas:
          f['regv_1__14.1'] === 'SI'
            ? [estados(f, 'regv', '01289'), largo(f.regv_maquina_longitud), largo(f.regv_numero_longitud)]
            : undefined,
        compras:
          f['regc_1__8.1'] === 'SI'
            ? [estados(f, 'regc', '01679'), largo(f.regc_aduana_longitud), largo(f.regc_numero_longitud)]
            : undefined,
        noDomiciliados: f['regc_2__8.2'] === 'SI' ? true : undefined,
      });
    }
  });
});

describe('Anexo 3 tables', () => {
  it.each([
    ['tabla-01-medio-pago.csv', TABLA_1_MEDIOS_PAGO],
    ['tabla-02-documento-identidad.csv', TABLA_2_DOCUMENTOS],
    ['tabla-03-entidad-financiera.csv', TABLA_3_ENTIDADES],
    ['tabla-04-moneda.csv', TABLA_4_MONEDAS],
    ['tabla-17-plan-cuentas.csv', TABLA_17_PLANES],
    ['tabla-05-tipo-existencia.csv', TABLA_5_EXISTENCIAS],
    ['tabla-06-unidad-medida.csv', TABLA_6_MEDIDAS],
    ['tabla-12-tipo-operacion-kardex.csv', TABLA_12_OPERACIONES],
    ['tabla-13-catalogo-existencias.csv', TABLA_13_CATALOGOS],
    ['tabla-14-metodo-valuacion.csv', TABLA_14_METODOS],
  ])('%s', (archivo, codigos) => {
    expect([...codigos]).toEqual(leerCsv(`ple-tablas/${archivo}`).map((f) => f.codigo));
  });

  it('tabla 10 holds every type of the table and of the general rules', () => {
    const tabla = leerCsv('ple-tablas/tabla-10-tipo-comprobante.csv').map((f) => f.codigo ?? '');
    expect(tabla.every((c) => TABLA_10_COMPROBANTES.has(c))).toBe(true);
    expect(Object.keys(REGLAS_COMPROBANTE).every((c) => TABLA_10_COMPROBANTES.has(c))).toBe(true);
  });
});
