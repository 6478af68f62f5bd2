import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Escenario, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { type Cierre, GENERAR } from '../contabilidad-cierre/consultas-cierre.ts';
import type { Er, Esf, Hoja } from '../contabilidad-estados/consultas-estados.ts';
import { periodo, registrarMes } from '../contabilidad-estados/mes-contable.ts';

/**
 * The month of mes-contable (result 1,100) in a year that is then closed: the year's statements read
 * the same after the closing, and show the closed result accounts only when asked for the closing.
 */
let e: Escenario;
const ANIO = Number(periodo.slice(0, 4));
const ANIO_COMPLETO = { d: `${ANIO}01`, h: `${ANIO}12` };

const ESF = `query($d: String!, $h: String!, $c: Boolean) {
  estadoSituacionFinanciera(periodo_desde: $d, periodo_hasta: $h, incluirCierre: $c) {
    secciones { codigo total lineas { codigo importe } } total_activo total_patrimonio resultado_periodo diferencia } }`;
const ER = `query($t: TipoEstadoResultados!, $d: String!, $h: String!, $c: Boolean) {
  estadoResultados(tipo: $t, periodo_desde: $d, periodo_hasta: $h, incluirCierre: $c) { tipo resultado lineas { codigo importe } } }`;
const HOJA = `query($d: String!, $h: String!, $c: Boolean) {
  hojaTrabajo(periodo_desde: $d, periodo_hasta: $h, incluirCierre: $c) {
    filas { cuenta deudor acreedor } resultado_inventario resultado_naturaleza resultado_funcion } }`;
const BALANCE = `query($d: String!, $h: String!, $c: Boolean) {
  balanceComprobacion(periodo_desde: $d, periodo_hasta: $h, incluirCierre: $c) {
    filas { cuenta saldo_deudor saldo_acreedor } total_debe } }`;

async function pedir<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await e.t.gql<Record<string, T>>(query, variables, { token: e.ana });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}

type Balance = {
  filas: { cuenta: string; saldo_deudor: string; saldo_acreedor: string }[];
  total_debe: string;
};
const estados = async (c?: boolean) => ({
  esf: await pedir<Esf>(ESF, { ...ANIO_COMPLETO, c }),
  naturaleza: await pedir<Er>(ER, { ...ANIO_COMPLETO, t: 'naturaleza', c }),
  funcion: await pedir<Er>(ER, { ...ANIO_COMPLETO, t: 'funcion', c }),
  hoja: await pedir<Hoja>(HOJA, { ...ANIO_COMPLETO, c }),
  balance: await pedir<Balance>(BALANCE, { ...ANIO_COMPLETO, c }),
});

let antes: Awaited<ReturnType<typeof estados>>;
let cierre: Cierre;

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarMes(e);
  antes = await estados();
  cierre = await pedir<Cierre>(GENERAR, { a: ANIO });
});
afterAll(() => e.t.cerrar());

describe('statements of a closed year', () => {
  it('read the same after the closing as before it, without asking for the closing', async () => {
    expect(antes.esf.resultado_periodo).toBe('1100.00');
    expect(antes.naturaleza.resultado).toBe('1100.00');
    expect(await estados()).toEqual(antes);
    expect(await estados(false)).toEqual(antes);
  });

  it('show the result the closing carried to 59', async () => {
    const traslado = cierre.operaciones.find((o) => o.glosa.startsWith('Traslado'));
    const a59 = traslado?.lineas.find((l) => l.cuenta.startsWith('59'));
    expect(a59?.haber).toBe(antes.esf.resultado_periodo);
    expect(a59?.haber).toBe(antes.naturaleza.resultado);
    expect(a59?.haber).toBe(antes.funcion.resultado);
  });

  it('with incluirCierre: the result accounts at zero and the result in 59', async () => {
    const con = await estados(true);
    expect(con.naturaleza.resultado).toBe('0.00');
    expect(con.funcion.resultado).toBe('0.00');
    expect(con.hoja.resultado_naturaleza).toBe('0.00');
    const saldosDeResultado = con.balance.filas.filter(
      (f) => Number(f.cuenta[0]) >= 6 && (f.saldo_deudor !== '0.00' || f.saldo_acreedor !== '0.00'),
    );
    expect(saldosDeResultado).toEqual([]);
    // Every balance-sheet account is closed too: the balance sheet at year end is empty.
    expect(con.esf.total_activo).toBe('0.00');
    expect(con.esf.resultado_periodo).toBe('0.00');
    expect(con.esf.diferencia).toBe('0.00');
  });

  it('the next year opens with the closed result in 59 and no double counting', async () => {
    const siguiente = await pedir<Esf>(ESF, { d: `${ANIO + 1}01`, h: `${ANIO + 1}01` });
    expect(siguiente.total_activo).toBe(antes.esf.total_activo);
    expect(siguiente.total_patrimonio).toBe(antes.esf.total_patrimonio);
    expect(siguiente.resultado_periodo).toBe('0.00');
    const patrimonio = siguiente.secciones.find((s) => s.codigo === 'patrimonio');
    expect(patrimonio?.lineas.find((l) => l.codigo === 'resultados_acumulados')?.importe).toBe('1100.00');
    // A range across both years leaves out the closing and the opening it produced.
    const dosAnios = await pedir<Esf>(ESF, { d: `${ANIO}01`, h: `${ANIO + 1}01` });
    expect(dosAnios.total_activo).toBe(antes.esf.total_activo);
    expect(dosAnios.resultado_periodo).toBe('1100.00');
  });
});
