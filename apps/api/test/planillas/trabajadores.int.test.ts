import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import {
  CONTRATOS,
  CREAR_CONTRATO,
  CREAR_TRABAJADOR,
  EDITAR_CONTRATO,
  EDITAR_TRABAJADOR,
  ELIMINAR_TRABAJADOR,
  TRABAJADORES,
  trabajador,
} from './consultas-planilla.ts';

type Trabajador = {
  id: string;
  numero_documento: string;
  apellido_paterno: string;
  deleted_at: string | null;
};
type Contrato = { id: string; remuneracion_basica: string; afp: string | null; cuspp: string | null };

let e: Escenario;
beforeAll(async () => {
  e = await crearEscenario();
});
afterAll(() => e.t.cerrar());

const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, token = e.ana.token) =>
  e.t.gql<T>(q, v, { token });
const crear = (i: Record<string, unknown>, token = e.ana.token) =>
  gql<{ createEmployee: Trabajador }>(CREAR_TRABAJADOR, { i }, token);
const contrato = (trabajadorId: string, extra: Record<string, unknown> = {}) => ({
  trabajador_id: trabajadorId,
  fecha_inicio: '2025-01-01',
  regimen_laboral: 'general',
  cargo: 'Asistente contable',
  remuneracion_basica: '2500',
  sistema_pension: 'onp',
  salud: 'essalud',
  ...extra,
});
const filasDe = async (tabla: typeof schema.trabajadores | typeof schema.contratos) =>
  (await e.t.deps.db.select().from(tabla)).length;

describe('trabajadores', () => {
  it('registers, edits, searches and soft-deletes a worker of the company', async () => {
    const r = await crear({ ...trabajador('45678912', 'Mamani'), email: 'Rosa@Correo.PE', sexo: 'f' });
    expect(r.errors).toBeUndefined();
    const w = r.data?.createEmployee;
    expect(w).toMatchObject({ numero_documento: '45678912', apellido_paterno: 'MAMANI', deleted_at: null });
    expect(r.data?.createEmployee).toMatchObject({ email: 'rosa@correo.pe', sexo: 'F' });
    await crear(trabajador('45678913', 'Condori'));
    const editado = await gql<{ editEmployee: Trabajador & { fecha_cese: string } }>(EDITAR_TRABAJADOR, {
      id: w?.id,
      i: { ...trabajador('45678912', 'Mamani'), fecha_cese: '2026-03-31', motivo_cese: 'Renuncia' },
    });
    expect(editado.data?.editEmployee.fecha_cese).toBe('2026-03-31');

    const lista = await gql<{ listTrabajadores: { total: number; filas: Trabajador[] } }>(TRABAJADORES, {
      p: 'mam',
    });
    expect(lista.data?.listTrabajadores.filas.map((f) => f.numero_documento)).toEqual(['45678912']);
    const pagina = await gql<{ listTrabajadores: { total: number; filas: Trabajador[] } }>(TRABAJADORES, {
      l: 1,
      d: 1,
    });
    expect(pagina.data?.listTrabajadores).toMatchObject({
      total: 2,
      filas: [{ apellido_paterno: 'MAMANI' }],
    });

    const borrado = await gql<{ deleteEmployee: { deleted_at: string | null } }>(ELIMINAR_TRABAJADOR, {
      id: w?.id,
    });
    expect(borrado.data?.deleteEmployee.deleted_at).not.toBeNull();
    const vivos = await gql<{ listTrabajadores: { total: number } }>(TRABAJADORES, {});
    expect(vivos.data?.listTrabajadores.total).toBe(1);
    const todos = await gql<{ listTrabajadores: { total: number } }>(TRABAJADORES, { e: true });
    expect(todos.data?.listTrabajadores.total).toBe(2);
    // The document of a deleted worker may be registered again.
    expect((await crear(trabajador('45678912', 'Mamani'))).errors).toBeUndefined();
  });

  it('refuses bad input in Spanish and writes nothing', async () => {
    const antes = await filasDe(schema.trabajadores);
    const casos: [Record<string, unknown>, string][] = [
      [trabajador('4567', 'Rojas'), 'El DNI debe tener 8 dígitos'],
      [
        { ...trabajador('45678914', 'Rojas'), tipo_documento: '6' },
        'El trabajador se identifica con DNI, carné o pasaporte',
      ],
      [{ ...trabajador('45678914', 'Rojas'), nombres: ' ' }, 'Ingrese los apellidos y nombres'],
      [trabajador('45678914', 'Rojas', '2025-02-30'), 'La fecha de ingreso no es válida (AAAA-MM-DD)'],
      [
        { ...trabajador('45678914', 'Rojas'), fecha_cese: '2024-12-31', motivo_cese: 'x' },
        'La fecha de cese no puede ser anterior a la de ingreso',
      ],
      [{ ...trabajador('45678914', 'Rojas'), fecha_cese: '2025-12-31' }, 'Indique el motivo del cese'],
      [{ ...trabajador('45678914', 'Rojas'), email: 'rosa@' }, 'La dirección de email "rosa@" es incorrecta'],
      [trabajador('45678913', 'Otro'), 'Ya existe un trabajador con ese documento'],
    ];
    for (const [entrada, mensaje] of casos)
      expect(errorDe(await crear(entrada))).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect(await filasDe(schema.trabajadores)).toBe(antes);
  });

  it("answers FORBIDDEN for another company's worker and without the payroll permission", async () => {
    const ajeno = (await crear(trabajador('70000001', 'Ajeno'), e.beto.token)).data?.createEmployee.id;
    expect(
      errorDe(await gql(EDITAR_TRABAJADOR, { id: ajeno, i: trabajador('70000001', 'Mio') })).codigo,
    ).toBe('FORBIDDEN');
    expect(errorDe(await gql(ELIMINAR_TRABAJADOR, { id: ajeno })).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(CREAR_CONTRATO, { i: contrato(ajeno ?? '') })).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(CONTRATOS, { t: ajeno })).codigo).toBe('FORBIDDEN');
    expect(errorDe(await crear(trabajador('70000002', 'Mozo'), e.mozo.token)).codigo).toBe('FORBIDDEN');
    const [fila] = await e.t.deps.db
      .select()
      .from(schema.trabajadores)
      .where(eq(schema.trabajadores.id, ajeno ?? ''));
    expect(fila?.apellidoPaterno).toBe('AJENO');
    expect(fila?.deletedAt).toBeNull();
  });
});

describe('contratos', () => {
  let trabajadorId: string;
  beforeAll(async () => {
    trabajadorId =
      (await crear(trabajador('45678920', 'Flores', '2025-01-01'))).data?.createEmployee.id ?? '';
  });

  it('registers and edits a contract with its pension and health terms', async () => {
    const r = await gql<{ createContract: Contrato }>(CREAR_CONTRATO, {
      i: contrato(trabajadorId, {
        fecha_fin: '2025-12-31',
        sistema_pension: 'afp',
        afp: 'prima',
        cuspp: '123456abcde1',
        comision_afp: 'flujo',
        tasa_sctr_salud: '0.53',
      }),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createContract).toMatchObject({
      remuneracion_basica: '2500.00',
      afp: 'PRIMA',
      cuspp: '123456ABCDE1',
    });
    const id = r.data?.createContract.id;
    const editado = await gql<{ editContract: Contrato }>(EDITAR_CONTRATO, {
      id,
      i: contrato(trabajadorId, { fecha_fin: '2025-12-31', remuneracion_basica: '2750.50' }),
    });
    expect(editado.data?.editContract).toMatchObject({
      remuneracion_basica: '2750.50',
      afp: null,
      cuspp: null,
    });
    const lista = await gql<{ filterContract: Contrato[] }>(CONTRATOS, { t: trabajadorId });
    expect(lista.data?.filterContract.map((c) => c.id)).toEqual([id]);
  });

  it('refuses bad terms and overlapping contracts in Spanish and writes nothing', async () => {
    const antes = await filasDe(schema.contratos);
    const casos: [Record<string, unknown>, string][] = [
      [{ fecha_inicio: '2024-12-01' }, 'El contrato no puede empezar antes del ingreso (2025-01-01)'],
      [
        { fecha_inicio: '2026-01-01', regimen_laboral: 'especial' },
        'El régimen laboral debe ser general, pequena_empresa o microempresa',
      ],
      [
        { fecha_inicio: '2026-01-01', remuneracion_basica: '1500.555' },
        'La remuneración básica debe ser un importe mayor que cero con hasta dos decimales',
      ],
      [
        { fecha_inicio: '2026-01-01', sistema_pension: 'afp', afp: 'PRIMA' },
        'El CUSPP tiene 12 letras y dígitos',
      ],
      [
        { fecha_inicio: '2026-01-01', sistema_pension: 'afp', afp: 'OTRA' },
        'Seleccione la AFP (HABITAT, INTEGRA, PRIMA, PROFUTURO)',
      ],
      [
        { fecha_inicio: '2026-01-01', salud: 'sis' },
        'El SIS semicontributivo solo corresponde a la microempresa',
      ],
      [{ fecha_inicio: '2026-01-01', horas_diarias: 9 }, 'La jornada diaria es de 1 a 8 horas'],
      [{ fecha_inicio: '2025-06-01' }, 'Las fechas se cruzan con el contrato del 2025-01-01 del trabajador'],
    ];
    for (const [extra, mensaje] of casos)
      expect(errorDe(await gql(CREAR_CONTRATO, { i: contrato(trabajadorId, extra) }))).toEqual({
        mensaje,
        codigo: 'BAD_USER_INPUT',
      });
    expect(await filasDe(schema.contratos)).toBe(antes);
  });
});
