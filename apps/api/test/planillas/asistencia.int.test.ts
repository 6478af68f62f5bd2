import { schema } from '@kipu/db';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import {
  CREAR_FERIADO,
  CREAR_HORARIO,
  EDITAR_HORARIO,
  ELIMINAR_FERIADO,
  EXCEL,
  FERIADOS,
  HORARIOS,
  IMPORTAR,
  libroAsistencia,
  OFICINA,
  PDF,
  PLANTILLA,
  REGISTRAR,
  REGISTRAR_MES,
  RESUMEN,
  type ResumenGql,
} from './consultas-asistencia.ts';
import {
  CALCULAR,
  CREAR_CONTRATO,
  CREAR_TRABAJADOR,
  type PlanillaGql,
  trabajador,
} from './consultas-planilla.ts';

let e: Escenario;
const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, token = e.ana.token) =>
  e.t.gql<T>(q, v, { token });
const filasAsistencia = async () => (await e.t.deps.db.select().from(schema.asistencias)).length;
const resumen = async (token = e.ana.token) =>
  (await gql<{ resumenAsistencia: ResumenGql[] }>(RESUMEN, { p: '202601' }, token)).data?.resumenAsistencia ??
  [];
const de = (filas: ResumenGql[], dni: string) => filas.find((f) => f.numero_documento === dni);

/** A worker with a 3,000 ONP contract from 2025 (hourly rate 3,000 / 30 / 8 = 12.50). */
async function conContrato(dni: string, apellido: string, token = e.ana.token): Promise<string> {
  const w = await gql<{ createEmployee: { id: string } }>(
    CREAR_TRABAJADOR,
    { i: trabajador(dni, apellido) },
    token,
  );
  const id = w.data?.createEmployee.id ?? '';
  const c = await gql(
    CREAR_CONTRATO,
    {
      i: {
        trabajador_id: id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'Asistente',
        remuneracion_basica: '3000',
        sistema_pension: 'onp',
        salud: 'essalud',
      },
    },
    token,
  );
  expect(c.errors).toBeUndefined();
  return id;
}

let rosa: string;
let luis: string;
let ajeno: string;
beforeAll(async () => {
  e = await crearEscenario();
  rosa = await conContrato('45000001', 'Mamani');
  luis = await conContrato('45000002', 'Condori');
  ajeno = await conContrato('70000009', 'Ajeno', e.beto.token);
});
afterAll(() => e.t.cerrar());

describe('horarios y feriados', () => {
  it('refuses attendance while the worker has no schedule', async () => {
    const r = await gql(REGISTRAR, {
      t: rosa,
      d: { fecha: '2026-01-05', entrada: '08:00', salida: '17:00' },
    });
    expect(errorDe(r)).toEqual({
      mensaje: 'El trabajador no tiene horario: asigne uno a su contrato o marque un horario predeterminado',
      codigo: 'BAD_USER_INPUT',
    });
    expect(await filasAsistencia()).toBe(0);
  });

  it('registers a normal and an atypical schedule, one of them the default', async () => {
    const r = await gql<{
      createHorario: { nombre: string; dias: { nombre: string }[]; predeterminado: boolean };
    }>(CREAR_HORARIO, { i: OFICINA });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createHorario).toMatchObject({ nombre: 'OFICINA', predeterminado: true });
    expect(r.data?.createHorario.dias.map((d) => d.nombre)).toEqual([
      'LUNES',
      'MARTES',
      'MIÉRCOLES',
      'JUEVES',
      'VIERNES',
    ]);
    const atipico = await gql<{ createHorario: { id: string } }>(CREAR_HORARIO, {
      i: {
        nombre: 'Tienda',
        atipico: true,
        dias: [
          { dia: 1, entrada: '09:00', salida: '18:00' },
          { dia: 6, entrada: '9:00', salida: '13:00' },
        ],
      },
    });
    expect(atipico.errors).toBeUndefined();
    const lista = await gql<{ horarios: { nombre: string; predeterminado: boolean }[] }>(HORARIOS);
    expect(lista.data?.horarios).toMatchObject([
      { nombre: 'OFICINA', predeterminado: true },
      { nombre: 'TIENDA', predeterminado: false },
    ]);
  });

  it('refuses bad schedules in Spanish and writes nothing', async () => {
    const antes = (await e.t.deps.db.select().from(schema.horarios)).length;
    const casos: [Record<string, unknown>, string][] = [
      [{ ...OFICINA, nombre: ' ' }, 'Ingrese el nombre del horario'],
      [{ ...OFICINA, nombre: 'oficina' }, 'Ya existe un horario con ese nombre'],
      [
        { ...OFICINA, nombre: 'X', dias: [{ dia: 7, entrada: '08:00', salida: '17:00' }] },
        'Los días de la semana van de 0 (domingo) a 6 (sábado)',
      ],
      [
        { ...OFICINA, nombre: 'X', dias: [{ dia: 1, entrada: '17:00', salida: '08:00' }] },
        'La salida del lunes debe ser posterior a la entrada',
      ],
      [{ ...OFICINA, nombre: 'X', dias: [] }, 'El horario debe tener al menos un día laborable'],
      [{ ...OFICINA, nombre: 'X', tolerancia_minutos: 90 }, 'La tolerancia es de 0 a 60 minutos'],
      [
        {
          nombre: 'X',
          dias: [
            { dia: 1, entrada: '08:00', salida: '17:00' },
            { dia: 6, entrada: '08:00', salida: '13:00' },
          ],
        },
        'Un horario normal tiene las mismas horas todos sus días: márquelo como atípico',
      ],
    ];
    for (const [i, mensaje] of casos)
      expect(errorDe(await gql(CREAR_HORARIO, { i }))).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect((await e.t.deps.db.select().from(schema.horarios)).length).toBe(antes);
  });

  it("lists the year's national holidays with the company's own", async () => {
    const r = await gql<{ createFeriado: { id: string } }>(CREAR_FERIADO, {
      i: { fecha: '2026-01-20', descripcion: 'Aniversario de la ciudad' },
    });
    expect(r.errors).toBeUndefined();
    const lista = await gql<{ feriadosEmpresa: { fecha: string; descripcion: string; nacional: boolean }[] }>(
      FERIADOS,
      { a: 2026 },
    );
    const fechas = lista.data?.feriadosEmpresa.map((f) => f.fecha) ?? [];
    // Easter 2026 is on 5 April: Jueves and Viernes Santo are the 2nd and 3rd.
    expect(fechas).toEqual(expect.arrayContaining(['2026-01-01', '2026-04-02', '2026-04-03', '2026-12-09']));
    expect(lista.data?.feriadosEmpresa.find((f) => f.fecha === '2026-01-20')).toMatchObject({
      nacional: false,
    });
    // Beto sees only the national ones and cannot delete ana's.
    const suyos = await gql<{ feriadosEmpresa: { fecha: string }[] }>(FERIADOS, { a: 2026 }, e.beto.token);
    expect(suyos.data?.feriadosEmpresa.some((f) => f.fecha === '2026-01-20')).toBe(false);
    expect(errorDe(await gql(ELIMINAR_FERIADO, { id: r.data?.createFeriado.id }, e.beto.token)).codigo).toBe(
      'FORBIDDEN',
    );
  });
});

describe('asistencia', () => {
  it('registers a day and a month by hand', async () => {
    const dia = await gql<{ registrarAsistencia: { entrada: string; origen: string } }>(REGISTRAR, {
      t: rosa,
      d: { fecha: '2026-01-02', entrada: '8:05', salida: '17:00' },
    });
    expect(dia.data?.registrarAsistencia).toMatchObject({ entrada: '08:05', origen: 'manual' });
    const mes = await gql<{ registrarAsistenciaMensual: { fecha: string }[] }>(REGISTRAR_MES, {
      p: '202601',
      t: luis,
      d: [
        { fecha: '2026-01-01', entrada: '08:00', salida: '12:00' },
        { fecha: '2026-01-02', marca: 'vacaciones' },
      ],
    });
    expect(mes.data?.registrarAsistenciaMensual.map((d) => d.fecha)).toEqual(['2026-01-01', '2026-01-02']);
    const malo = await gql(REGISTRAR_MES, {
      p: '202601',
      t: luis,
      d: [
        { fecha: '2026-02-01', marca: 'falta' },
        { fecha: '2026-01-03', entrada: '18:00', salida: '17:00' },
      ],
    });
    expect(errorDe(malo)).toEqual({
      mensaje:
        '2026-02-01: La fecha 2026-02-01 no es del periodo 01/2026; 2026-01-03: La hora de salida debe ser posterior a la de entrada',
      codigo: 'BAD_USER_INPUT',
    });
    expect(await filasAsistencia()).toBe(3);
  });

  it('imports a month from Excel and summarises it per worker', async () => {
    const excel = await libroAsistencia([
      ['45000001', '2026-01-05', '08:20', '19:30', ''], // 20 min late, 2 h 30 min after 17:00
      ['45000001', '06/01/2026', '', '', 'falta'],
      // Typed as Excel values: a date cell and a time as a fraction of a day.
      ['45000001', new Date(Date.UTC(2026, 0, 7)), 8 / 24, 17 / 24, ''],
      ['45000002', '2026-01-05', '08:00', '17:00', ''],
      ['45000002', '2026-01-12', '', '', 'descanso médico'],
    ]);
    const r = await gql<{ importarAsistencia: { registros: number; trabajadores: number } }>(IMPORTAR, {
      p: '202601',
      x: excel,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.importarAsistencia).toEqual({ registros: 5, trabajadores: 2 });
    const filas = await resumen();
    expect(de(filas, '45000001')).toMatchObject({
      horario: 'OFICINA',
      dias_calendario: 31,
      dias_laborados: 3,
      horas_25: '2.00',
      horas_35: '0.50',
      minutos_tardanza: 20,
      faltas: 1,
    });
    expect(de(filas, '45000002')).toMatchObject({
      dias_laborados: 2,
      feriados_trabajados: 1,
      dias_vacaciones: 1,
      dias_suspension: 1,
    });
    expect(de(filas, '45000001')?.dias.find((d) => d.fecha === '2026-01-05')).toMatchObject({
      origen: 'importacion',
      minutos_25: 120,
      minutos_35: 30,
    });
    // Another company's summary never lists ana's workers.
    expect((await resumen(e.beto.token)).map((f) => f.numero_documento)).toEqual(['70000009']);
  });

  it('lists every wrong row of an import and writes nothing', async () => {
    const antes = await filasAsistencia();
    const excel = await libroAsistencia([
      ['45000001', '2026-01-08', '08:00', '17:00', ''],
      ['99999999', '2026-01-08', '08:00', '17:00', ''],
      ['70000009', '2026-01-08', '08:00', '17:00', ''], // beto's worker
      ['45000001', '2026-02-02', '08:00', '17:00', ''],
      ['45000001', '2026-01-09', '25:00', '17:00', ''],
      ['45000002', '2026-01-09', '', '', 'permiso'],
      ['45000001', '2026-01-08', '', '', 'falta'],
    ]);
    const r = await gql(IMPORTAR, { p: '202601', x: excel });
    expect(errorDe(r).codigo).toBe('BAD_USER_INPUT');
    expect((r.errors?.[0]?.extensions as { errores?: unknown } | undefined)?.errores).toEqual([
      { fila: 3, mensaje: 'No hay un trabajador activo con el documento 99999999' },
      { fila: 4, mensaje: 'No hay un trabajador activo con el documento 70000009' },
      { fila: 5, mensaje: 'La fecha 2026-02-02 no es del periodo 01/2026' },
      { fila: 6, mensaje: 'La hora de entrada no es válida (HH:MM)' },
      { fila: 7, mensaje: 'La marca "permiso" no existe' },
      { fila: 8, mensaje: 'El 2026-01-08 de 45000001 ya está en la fila 2' },
    ]);
    expect(r.errors?.[0]?.message).toMatch(
      /^El archivo tiene 6 fila\(s\) con errores; no se importó nada\. Fila 3: /,
    );
    expect(await filasAsistencia()).toBe(antes);
    const sinColumnas = await gql(IMPORTAR, {
      p: '202601',
      x: Buffer.from('no es excel').toString('base64'),
    });
    expect(errorDe(sinColumnas).mensaje).toBe(
      'No se pudo leer el archivo: guárdelo como libro de Excel (.xlsx)',
    );
  });

  it('replaces the same days when imported again', async () => {
    const antes = await filasAsistencia();
    const excel = await libroAsistencia([['45000002', '2026-01-05', '08:00', '18:00', '']]);
    expect((await gql(IMPORTAR, { p: '202601', x: excel })).errors).toBeUndefined();
    expect(await filasAsistencia()).toBe(antes);
    expect(de(await resumen(), '45000002')).toMatchObject({ horas_25: '1.00' });
  });

  it("refuses another company's worker and writes without the payroll permission", async () => {
    const r = await gql(REGISTRAR, { t: ajeno, d: { fecha: '2026-01-05', marca: 'falta' } });
    expect(errorDe(r).codigo).toBe('FORBIDDEN');
    const horarioAna = (await gql<{ horarios: { id: string }[] }>(HORARIOS)).data?.horarios[0]?.id;
    expect(errorDe(await gql(EDITAR_HORARIO, { id: horarioAna, i: OFICINA }, e.beto.token)).codigo).toBe(
      'FORBIDDEN',
    );
    expect(errorDe(await gql(CREAR_HORARIO, { i: OFICINA }, e.mozo.token)).codigo).toBe('FORBIDDEN');
    const x = await libroAsistencia([['45000001', '2026-01-08', '08:00', '17:00', '']]);
    expect(errorDe(await gql(IMPORTAR, { p: '202601', x }, e.mozo.token)).codigo).toBe('FORBIDDEN');
  });

  it('gives the template, the Excel report and the PDF', async () => {
    const plantilla = await gql<{ plantillaAsistencia: { nombre: string; base64: string } }>(PLANTILLA, {
      p: '202601',
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(
      Buffer.from(plantilla.data?.plantillaAsistencia.base64 ?? '', 'base64') as unknown as ArrayBuffer,
    );
    expect(libro.worksheets[0]?.getRow(1).values).toEqual([
      undefined,
      'dni',
      'fecha',
      'entrada',
      'salida',
      'marca',
    ]);
    expect(libro.worksheets[0]?.getRow(2).getCell(2).value).toBe('2026-01-05');

    const excel = await gql<{ excelAsistencia: { nombre: string; base64: string } }>(EXCEL, { p: '202601' });
    const reporte = new ExcelJS.Workbook();
    await reporte.xlsx.load(
      Buffer.from(excel.data?.excelAsistencia.base64 ?? '', 'base64') as unknown as ArrayBuffer,
    );
    const hoja = reporte.worksheets[0];
    const fila = [3, 4].map((n) => hoja?.getRow(n)).find((f) => f?.getCell(1).value === '45000001');
    // Documento, trabajador, horario, días calendario, laborados, horas 25 %, horas 35 %, min. tardanza.
    expect([4, 5, 6, 7, 8].map((c) => fila?.getCell(c).value)).toEqual([31, 3, 2, 0.5, 20]);

    const pdf = await gql<{ pdfAsistencia: { nombre: string; mime: string; base64: string } }>(PDF, {
      p: '202601',
    });
    expect(pdf.data?.pdfAsistencia).toMatchObject({
      nombre: 'asistencia-202601.pdf',
      mime: 'application/pdf',
    });
    expect(
      Buffer.from(pdf.data?.pdfAsistencia.base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('planilla', () => {
  const importe = (lineas: { codigo: string; importe: string }[], codigo: string) =>
    lineas.find((l) => l.codigo === codigo)?.importe;

  it("takes the month's attendance as the entry of a worker without one", async () => {
    const r = await gql<{ calcularPlanilla: PlanillaGql }>(CALCULAR, { p: '202601' });
    expect(r.errors).toBeUndefined();
    const boleta = r.data?.calcularPlanilla.boletas.find((b) => b.numero_documento === '45000001');
    // 12.50 an hour: 2 h × 1.25 = 31.25; 0.5 h × 1.35 = 8.4375 → 8.44; 20 min = 4.1666… → 4.17; a day 100.
    expect(importe(boleta?.ingresos ?? [], 'horas_extras_25')).toBe('31.25');
    expect(importe(boleta?.ingresos ?? [], 'horas_extras_35')).toBe('8.44');
    expect(importe(boleta?.descuentos ?? [], 'tardanza')).toBe('4.17');
    expect(importe(boleta?.descuentos ?? [], 'inasistencia')).toBe('100.00');
    const luisBoleta = r.data?.calcularPlanilla.boletas.find((b) => b.numero_documento === '45000002');
    // The holiday worked (2 × 100) and a day of vacation and one of descanso médico off the days paid.
    expect(importe(luisBoleta?.ingresos ?? [], 'feriado_trabajado')).toBe('200.00');
    expect(luisBoleta?.dias_laborados).toBe(28);
  });

  it("keeps what the month's entry gives over the attendance, field by field", async () => {
    const r = await gql<{ calcularPlanilla: PlanillaGql }>(CALCULAR, {
      p: '202601',
      e: [{ trabajador_id: rosa, adelanto: '100', faltas: 0 }],
    });
    const boleta = r.data?.calcularPlanilla.boletas.find((b) => b.numero_documento === '45000001');
    expect(importe(boleta?.descuentos ?? [], 'adelanto')).toBe('100.00');
    expect(importe(boleta?.descuentos ?? [], 'inasistencia')).toBeUndefined();
    expect(importe(boleta?.ingresos ?? [], 'horas_extras_25')).toBe('31.25');
  });
});

describe("the contract's schedule", () => {
  it("measures a contract against its own schedule and refuses another company's", async () => {
    const tienda = (await gql<{ horarios: { id: string; nombre: string }[] }>(HORARIOS)).data?.horarios.find(
      (h) => h.nombre === 'TIENDA',
    )?.id;
    const deBeto = await gql<{ createHorario: { id: string } }>(CREAR_HORARIO, { i: OFICINA }, e.beto.token);
    const w = await gql<{ createEmployee: { id: string } }>(CREAR_TRABAJADOR, {
      i: trabajador('45000003', 'Flores'),
    });
    const contrato = (horario_id: string | undefined) => ({
      i: {
        trabajador_id: w.data?.createEmployee.id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'Vendedor',
        remuneracion_basica: '1500',
        sistema_pension: 'onp',
        salud: 'essalud',
        horario_id,
      },
    });
    expect(errorDe(await gql(CREAR_CONTRATO, contrato(deBeto.data?.createHorario.id))).codigo).toBe(
      'FORBIDDEN',
    );
    expect((await gql(CREAR_CONTRATO, contrato(tienda))).errors).toBeUndefined();
    // TIENDA works Saturday 09:00–13:00: 17 January 2026 is a working day for this contract.
    const x = await libroAsistencia([['45000003', '2026-01-17', '09:15', '14:00', '']]);
    expect((await gql(IMPORTAR, { p: '202601', x })).errors).toBeUndefined();
    expect(de(await resumen(), '45000003')).toMatchObject({
      horario: 'TIENDA',
      minutos_tardanza: 15,
      horas_25: '1.00',
      feriados_trabajados: 0,
    });
  });
});
