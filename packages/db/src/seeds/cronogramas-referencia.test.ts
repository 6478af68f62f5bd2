import { describe, expect, it } from 'vitest';
import { GRUPOS_CRONOGRAMA_REFERENCIA, leerCronogramasDeReferencia } from './cronogramas-referencia.ts';
import { parsearCsv } from './csv.ts';

/** A reader over in-memory files, for the malformed cases. */
const archivos =
  (mapa: Record<string, string>) =>
  (ruta: string): Record<string, string>[] => {
    const texto = mapa[ruta];
    if (texto === undefined) throw new Error(`no existe ${ruta}`);
    return parsearCsv(texto);
  };

const INDICE = 'anio,tipo,verificado,fuente\n2026,libros,si,"Anexo II, R.S. 000281-2022/SUNAT"\n';

describe('reference tax schedules', () => {
  const referencia = leerCronogramasDeReferencia();
  const de = (anio: number, tipo: string) => referencia.find((c) => c.anio === anio && c.tipo === tipo);

  it('lists 2026 monthly and electronic-register schedules as checked, 2025 monthly as referential', () => {
    expect(referencia.map((c) => [c.anio, c.tipo, c.verificado])).toEqual([
      [2025, 'mensual', false],
      [2026, 'mensual', true],
      [2026, 'libros', true],
    ]);
    expect(de(2026, 'mensual')?.fuente).toContain('Anexo I de la R.S. N.° 000281-2022/SUNAT');
    expect(de(2026, 'libros')?.fuente).toContain('Anexo II de la R.S. N.° 000281-2022/SUNAT');
    expect(de(2025, 'mensual')?.fuente).toContain('compruébelas en sunat.gob.pe');
  });

  it('has every period of the year in each of SUNAT’s seven columns, buenos contribuyentes last', () => {
    for (const c of referencia) {
      expect(c.filas).toHaveLength(12 * 7);
      const periodos = [...new Set(c.filas.map((f) => f.periodo))];
      expect(periodos).toHaveLength(12);
      for (const p of periodos)
        expect(c.filas.filter((f) => f.periodo === p).map((f) => f.grupo)).toEqual([
          ...GRUPOS_CRONOGRAMA_REFERENCIA,
        ]);
    }
  });

  it('keeps SUNAT’s published dates: the register closes one business day before the declaration', () => {
    const mensual = de(2026, 'mensual')?.filas ?? [];
    const libros = de(2026, 'libros')?.filas ?? [];
    const vence = (filas: typeof mensual, periodo: string, grupo: string) =>
      filas.find((f) => f.periodo === periodo && f.grupo === grupo)?.vence;
    expect(vence(mensual, '2026-01', '0')).toBe('2026-02-16');
    expect(vence(mensual, '2026-03', 'BUC')).toBe('2026-04-27');
    expect(vence(mensual, '2026-12', '8-9')).toBe('2027-01-25');
    expect(vence(libros, '2026-01', '0')).toBe('2026-02-13');
    expect(vence(libros, '2026-11', '4-5')).toBe('2026-12-21');
    // Anexo II's column n is Anexo I's column n-1: in every period the register's dates are the
    // declaration's dates moved one column to the left, and the first is earlier still.
    for (const p of [...new Set(mensual.map((f) => f.periodo))]) {
      const m = mensual.filter((f) => f.periodo === p).map((f) => f.vence);
      const l = libros.filter((f) => f.periodo === p).map((f) => f.vence);
      expect(l.slice(1)).toEqual(m.slice(0, -1));
      expect((l[0] ?? '') < (m[0] ?? '')).toBe(true);
    }
  });

  it('dates grow with the column and fall in the month after the period', () => {
    for (const c of referencia)
      for (const p of [...new Set(c.filas.map((f) => f.periodo))]) {
        const fechas = c.filas.filter((f) => f.periodo === p).map((f) => f.vence);
        expect([...fechas].sort()).toEqual(fechas);
        expect(new Set(fechas).size).toBe(fechas.length);
        const [a, m] = p.split('-').map(Number);
        const siguiente = m === 12 ? `${(a ?? 0) + 1}-01` : `${a}-${String((m ?? 0) + 1).padStart(2, '0')}`;
        for (const f of fechas) expect(f.slice(0, 7)).toBe(siguiente);
      }
  });

  it('reads the index and the dates of a well-formed pair of files', () => {
    const r = leerCronogramasDeReferencia(
      archivos({
        'cronogramas/fuentes.csv': INDICE,
        'cronogramas/libros-2026.csv': 'periodo,grupo,vence\n2026-01,0,2026-02-13\n2026-01,BUC,2026-02-23\n',
      }),
    );
    expect(r).toEqual([
      {
        anio: 2026,
        tipo: 'libros',
        verificado: true,
        fuente: 'Anexo II, R.S. 000281-2022/SUNAT',
        filas: [
          { periodo: '2026-01', grupo: '0', vence: '2026-02-13' },
          { periodo: '2026-01', grupo: 'BUC', vence: '2026-02-23' },
        ],
      },
    ]);
  });

  it('refuses malformed reference files, naming the file and row', () => {
    const con =
      (datos: string, indice = INDICE) =>
      () =>
        leerCronogramasDeReferencia(
          archivos({ 'cronogramas/fuentes.csv': indice, 'cronogramas/libros-2026.csv': datos }),
        );
    const cabecera = 'periodo,grupo,vence\n';
    expect(con(`${cabecera}2025-12,0,2026-01-15\n`)).toThrow(
      'cronogramas/libros-2026.csv, fila 1: el periodo "2025-12" no es un mes de 2026',
    );
    expect(con(`${cabecera}2026-01,2,2026-02-17\n`)).toThrow('el grupo "2" no es una columna de SUNAT');
    expect(con(`${cabecera}2026-01,0,2026-01-30\n`)).toThrow('no es una fecha posterior al periodo');
    expect(con(`${cabecera}2026-01,0,13/02/2026\n`)).toThrow('no es una fecha posterior al periodo');
    expect(con(`${cabecera}2026-01,0,2026-02-13\n2026-01,0,2026-02-16\n`)).toThrow(
      'fila 2: periodo y grupo repetidos',
    );
    expect(con(cabecera)).toThrow('cronogramas/libros-2026.csv: no tiene fechas');
    expect(con('', 'anio,tipo,verificado,fuente\n2026,agenda,si,x\n')).toThrow('tipo "agenda" desconocido');
    expect(con('', 'anio,tipo,verificado,fuente\n2026,libros,quizas,x\n')).toThrow('verificado es si o no');
    expect(con('', 'anio,tipo,verificado,fuente\n2026,libros,si,\n')).toThrow('falta la fuente');
  });
});
