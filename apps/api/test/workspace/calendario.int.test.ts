import { ROL, schema, sembrarCronogramas } from '@kipu/db';
import { GRUPOS_RUC, validarCronograma } from '@kipu/peru';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const CALENDARIO = `query($a: Int!, $t: String!) { calendarioTributario(anio: $a, tipo: $t) {
  anio tipo cargado verificado fuente grupos filas { periodo grupo vence } } }`;
const CARGAR = `mutation($a: Int!, $t: String!, $csv: String!) { cargarCronograma(anio: $a, tipo: $t, csv: $csv) {
  cargado verificado grupos filas { periodo grupo vence } } }`;

type Cronograma = {
  cargado: boolean;
  verificado: boolean;
  fuente: string | null;
  grupos: string[];
  filas: { periodo: string; grupo: string; vence: string }[];
};

let t: AppDePrueba;
let jefe: string;
let contador: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'jefe@kipu.pe', 'Secreta1', { rolId: ROL.administradorGeneral });
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1');
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  jefe = await token('jefe@kipu.pe');
  contador = await token('ana@estudio.pe');
});
afterAll(() => t.cerrar());

const leer = async (anio: number, tipo = 'mensual') =>
  (await t.gql<{ calendarioTributario: Cronograma }>(CALENDARIO, { a: anio, t: tipo }, { token: contador }))
    .data?.calendarioTributario;

describe('tax calendar', () => {
  it('is seeded with SUNAT’s 2026 tables, citing the resolution, and every date is a business day', async () => {
    const c = await leer(2026);
    expect(c).toMatchObject({ cargado: true, verificado: true, grupos: [...GRUPOS_RUC] });
    expect(c?.fuente).toContain('Anexo I de la R.S. N.° 000281-2022/SUNAT');
    expect(c?.filas).toHaveLength(84);
    expect(c?.filas.find((f) => f.periodo === '2026-01' && f.grupo === '0')?.vence).toBe('2026-02-16');
    expect(validarCronograma(2026, c?.filas ?? [], GRUPOS_RUC)).toEqual([]);
    const libros = await leer(2026, 'libros');
    expect(libros).toMatchObject({ cargado: true, verificado: true, grupos: [...GRUPOS_RUC] });
    expect(libros?.fuente).toContain('Anexo II de la R.S. N.° 000281-2022/SUNAT');
    expect(libros?.filas.find((f) => f.periodo === '2026-01' && f.grupo === 'BUC')?.vence).toBe('2026-02-23');
  });

  it('keeps 2025 as referential dates the user is told to check on sunat.gob.pe', async () => {
    const c = await leer(2025);
    expect(c).toMatchObject({ cargado: true, verificado: false });
    expect(c?.fuente).toContain('compruébelas en sunat.gob.pe');
    expect(c?.filas).toHaveLength(84);
  });

  it('the seed replaces a year it wrote with outdated data, in one piece', async () => {
    const { cronogramas } = schema;
    const libros = and(eq(cronogramas.anio, 2026), eq(cronogramas.tipo, 'libros'));
    await t.deps.db
      .update(cronogramas)
      .set({ verificado: false, fuente: 'Referencial, no verificado (codigo publico de terceros)' })
      .where(libros);
    await sembrarCronogramas(t.deps.db);
    const c = await leer(2026, 'libros');
    expect(c).toMatchObject({ verificado: true });
    expect(c?.fuente).toContain('Anexo II');
    expect(c?.filas).toHaveLength(84);
  });

  it('says a year without a schedule is not loaded, with no dates', async () => {
    expect(await leer(2024)).toMatchObject({ cargado: false, filas: [] });
  });

  it('refuses a load with a weekend or holiday deadline, naming the row, and keeps the old schedule', async () => {
    const csv = 'periodo,grupo,vence\n2026-01,0,2026-02-13\n2026-01,1,2026-02-14\n2026-04,2-3,2026-05-01\n';
    const r = await t.gql(CARGAR, { a: 2026, t: 'mensual', csv }, { token: jefe });
    expect(r.errors?.[0]?.message).toBe(
      'Fila 2: el 14/02/2026 es sábado; Fila 3: el 01/05/2026 es feriado (Día del Trabajo)',
    );
    expect((await leer(2026))?.filas).toHaveLength(84);
  });

  it('replaces the year with a valid load, now verified, in the six-group scheme', async () => {
    const csv = [
      'periodo,grupo,vence',
      ...['0', '1', '2-3', '4-5', '6-7', '8-9', 'buc'].map(
        (g, i) => `2024-01,${g},2024-02-${String(14 + i + (i >= 3 ? 2 : 0)).padStart(2, '0')}`,
      ),
    ].join('\n');
    const r = await t.gql<{ cargarCronograma: Cronograma }>(
      CARGAR,
      { a: 2024, t: 'mensual', csv },
      { token: jefe },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.cargarCronograma).toMatchObject({
      cargado: true,
      verificado: true,
      grupos: ['0', '1', '2-3', '4-5', '6-7', '8-9', 'BUC'],
    });
    expect(r.data?.cargarCronograma.filas).toHaveLength(7);
    expect((await leer(2024))?.filas.map((f) => f.vence)).toEqual([
      '2024-02-14',
      '2024-02-15',
      '2024-02-16',
      '2024-02-19',
      '2024-02-20',
      '2024-02-21',
      '2024-02-22',
    ]);
  });

  it('loads an Excel file too, its dates read as dates', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('2025');
    hoja.addRow(['periodo', 'grupo', 'vence']);
    hoja.addRow(['2025-03', '0', new Date(Date.UTC(2025, 3, 14))]);
    hoja.addRow(['2025-03', '1', '2025-04-15']);
    const excel = Buffer.from(await libro.xlsx.writeBuffer()).toString('base64');
    const CARGAR_EXCEL = `mutation($a: Int!, $t: String!, $x: String!) { cargarCronograma(anio: $a, tipo: $t, excel: $x) {
      filas { periodo grupo vence } } }`;
    const r = await t.gql<{ cargarCronograma: Cronograma }>(
      CARGAR_EXCEL,
      { a: 2025, t: 'mensual', x: excel },
      { token: jefe },
    );
    expect(r.data?.cargarCronograma.filas).toEqual([
      { periodo: '2025-03', grupo: '0', vence: '2025-04-14' },
      { periodo: '2025-03', grupo: '1', vence: '2025-04-15' },
    ]);
    const roto = await t.gql(
      CARGAR_EXCEL,
      { a: 2025, t: 'mensual', x: Buffer.from('no es excel').toString('base64') },
      { token: jefe },
    );
    expect(roto.errors?.[0]?.message).toBe('El archivo no es un Excel (.xlsx) válido');
  });

  it('lets only the top administrator load schedules', async () => {
    const r = await t.gql(
      CARGAR,
      { a: 2025, t: 'mensual', csv: 'periodo,grupo,vence\n' },
      { token: contador },
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const filas = await t.deps.db.select().from(schema.cronogramas);
    expect(filas.map((f) => `${f.anio} ${f.tipo}`).sort()).toEqual([
      '2024 mensual',
      '2025 mensual',
      '2026 libros',
      '2026 mensual',
    ]);
  });

  it('never touches a year the administrator loaded when the seed runs again', async () => {
    await sembrarCronogramas(t.deps.db);
    const c = await leer(2025);
    expect(c).toMatchObject({ verificado: true, fuente: 'Cargado por el administrador' });
    expect(c?.filas).toHaveLength(2);
  });

  it('lists the national holidays of a year', async () => {
    const r = await t.gql<{ feriados: { fecha: string; nombre: string }[] }>(
      '{ feriados(anio: 2026) { fecha nombre } }',
      {},
      { token: contador },
    );
    expect(r.data?.feriados).toContainEqual({ fecha: '2026-04-03', nombre: 'Viernes Santo' });
  });
});
