import { afterAll, beforeAll, expect } from 'vitest';
import { crearEscenario, type Escenario } from '../productos/escenario.ts';
import { CALCULAR, CERRAR, CREAR_CONTRATO, CREAR_TRABAJADOR, trabajador } from './consultas-planilla.ts';

/** GraphQL documents of the benefit tests, as the web client sends them. */
export const CAMPOS_BENEFICIO = `id tipo periodo estado total operacion_id parametros
  columnas { encabezado tipo total } totales lineas { trabajador_id numero_documento importe valores resultado }`;
export const BENEFICIO = `query($t: String!, $p: String!) { beneficio(tipo: $t, periodo: $p) { ${CAMPOS_BENEFICIO} } }`;
export const CALCULAR_BENEFICIO = `mutation($t: String!, $p: String!, $o: OpcionesBeneficioInput) {
  calcularBeneficio(tipo: $t, periodo: $p, opciones: $o) { ${CAMPOS_BENEFICIO} } }`;
export const CERRAR_BENEFICIO = `mutation($t: String!, $p: String!) { cerrarBeneficio(tipo: $t, periodo: $p) { ${CAMPOS_BENEFICIO} } }`;
export const REVERTIR_BENEFICIO = `mutation($t: String!, $p: String!) { rollbackBeneficio(tipo: $t, periodo: $p) { ${CAMPOS_BENEFICIO} } }`;

export type BeneficioGql = {
  id: string;
  estado: string;
  total: string;
  operacion_id: string | null;
  parametros: string;
  columnas: { encabezado: string; tipo: string; total: boolean }[];
  totales: string[];
  lineas: {
    trabajador_id: string;
    numero_documento: string;
    importe: string;
    valores: string[];
    resultado: string;
  }[];
};

/**
 * The company's staff for the benefits: hired 2025-01-01 unless said, ONP and EsSalud unless said.
 * FLORES leaves on 2026-03-20; ESPINOZA is hired on 2026-03-10.
 */
export const PLANTILLA = [
  { dni: '42000001', apellido: 'ALVA', api: { remuneracion_basica: '2000' } },
  { dni: '42000002', apellido: 'BACA', api: { remuneracion_basica: '1500', salud: 'eps' } },
  {
    dni: '42000003',
    apellido: 'CANO',
    api: { remuneracion_basica: '1500', regimen_laboral: 'pequena_empresa' },
  },
  {
    dni: '42000004',
    apellido: 'DIAZ',
    api: { remuneracion_basica: '1130', regimen_laboral: 'microempresa', salud: 'sis' },
  },
  { dni: '42000005', apellido: 'ESPINOZA', ingreso: '2026-03-10', api: { remuneracion_basica: '2000' } },
  { dni: '42000006', apellido: 'FLORES', cese: '2026-03-20', api: { remuneracion_basica: '1800' } },
] as const;

export type EscenarioBeneficios = Escenario & { ids: Map<string, string> };

/** The staff with their contracts, and the closed planillas of January to June 2026. */
export async function crearEscenarioBeneficios(): Promise<EscenarioBeneficios> {
  const e = await crearEscenario();
  const gql = <T>(q: string, v: Record<string, unknown>) => e.t.gql<T>(q, v, { token: e.ana.token });
  const ids = new Map<string, string>();
  for (const p of PLANTILLA) {
    const ingreso = 'ingreso' in p ? p.ingreso : '2025-01-01';
    const cese = 'cese' in p ? { fecha_cese: p.cese, motivo_cese: 'RENUNCIA' } : {};
    const w = await gql<{ createEmployee: { id: string } }>(CREAR_TRABAJADOR, {
      i: { ...trabajador(p.dni, p.apellido, ingreso), ...cese },
    });
    expect(w.errors).toBeUndefined();
    const id = w.data?.createEmployee.id ?? '';
    ids.set(p.apellido, id);
    const c = await gql(CREAR_CONTRATO, {
      i: {
        trabajador_id: id,
        fecha_inicio: ingreso,
        regimen_laboral: 'general',
        cargo: 'Operario',
        sistema_pension: 'onp',
        salud: 'essalud',
        ...p.api,
      },
    });
    expect(c.errors).toBeUndefined();
  }
  for (const periodo of ['202601', '202602', '202603', '202604', '202605', '202606']) {
    expect((await gql(CALCULAR, { p: periodo, e: [] })).errors).toBeUndefined();
    expect((await gql(CERRAR, { p: periodo })).errors).toBeUndefined();
  }
  return { ...e, ids };
}

/** The line of a worker (by surname) in a run. */
export const lineaDe = (b: BeneficioGql | null | undefined, e: EscenarioBeneficios, apellido: string) =>
  b?.lineas.find((l) => l.trabajador_id === e.ids.get(apellido));

/**
 * Registers the suite's scenario (made before its tests, closed after them) and a GraphQL caller that
 * acts as ana unless given another token.
 */
export function usarEscenarioBeneficios() {
  const s = {} as { e: EscenarioBeneficios };
  beforeAll(async () => {
    s.e = await crearEscenarioBeneficios();
  }, 120_000);
  afterAll(() => s.e.t.cerrar());
  const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, token?: string) =>
    s.e.t.gql<T>(q, v, { token: token ?? s.e.ana.token });
  return { s, gql };
}
