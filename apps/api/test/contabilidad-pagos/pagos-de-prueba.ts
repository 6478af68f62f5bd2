import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { AppDePrueba, RespuestaGql } from '../helpers/app-de-prueba.ts';

/** GraphQL documents of the receivables and payables screens, as the web client sends them. */
const DOCUMENTO = `id operacion_id cuenta persona_id persona_numero persona_nombre documento serie numero
  fecha_emision fecha_vencimiento moneda tipo_cambio importe pagado saldo saldo_soles dias_vencido
  antiguedad { no_vencido d1_30 d31_60 d61_90 mas_90 } cuotas { fecha monto pagado pendiente }
  detraccion_monto detraccion_constancia`;
const PAGO = `id tipo cuo libro fecha moneda tipo_cambio medio_pago numero_operacion cuenta_financiera glosa
  importe importe_me aplicado aplicado_me detraccion_constancia anulado
  asiento { cuenta debe haber debe_me haber_me persona_id serie numero destino }`;

export const PENDIENTES = `query($t: String!, $p: String, $d: String, $h: String, $m: String, $b: String, $c: String, $l: Int, $g: Int) {
  operacionesByCxPx(tipo: $t, persona_id: $p, fecha_desde: $d, fecha_hasta: $h, moneda: $m, buscar: $b,
    fecha_corte: $c, limite: $l, pagina: $g) {
    total fecha_corte filas { ${DOCUMENTO} }
    totales { saldo_soles saldo_pen saldo_usd antiguedad { no_vencido d1_30 d31_60 d61_90 mas_90 } }
  }
}`;
export const CONTAR = `query($t: String!, $b: String) { countCxPx(tipo: $t, buscar: $b) }`;
export const POR_PERSONA = `query($t: String!, $c: String) {
  cuentasByParamCxPx(tipo: $t, fecha_corte: $c) {
    persona_id persona_numero persona_nombre documentos saldo_soles saldo_usd antiguedad { no_vencido d31_60 }
  }
}`;
export const EXCEL = `query($t: String!, $b: String) { excelByCxPx(tipo: $t, buscar: $b) { nombre base64 } }`;
export const PAGAR = `mutation($i: RegistrarPagoInput!) { registrarPago(input: $i) { ${PAGO} } }`;
export const COBRAR = `mutation($i: RegistrarPagoInput!) { registrarCobro(input: $i) { ${PAGO} } }`;
export const ANULAR_PAGO = `mutation($id: String!) { anularPago(id: $id) { id anulado } }`;
export const ANULAR_COBRO = `mutation($id: String!) { anularCobro(id: $id) { id anulado } }`;
export const PAGOS_DE = `query($d: String!) { pagosDeDocumento(documento_id: $d) { ${PAGO} } }`;
export const PAGO_POR_ID = `query($id: String!) { pago(id: $id) { ${PAGO} } }`;
export const CUOTAS = `query($o: String!) { cuotasPendientes(operacion_id: $o) { fecha monto pagado pendiente } }`;
export const CUENTA_FINANCIERA = `mutation($i: CuentaFinancieraInput!) { createCuentaFinanciera(input: $i) { id } }`;

export type Antiguedad = Record<'no_vencido' | 'd1_30' | 'd31_60' | 'd61_90' | 'mas_90', string>;

export type Documento = {
  id: string;
  operacion_id: string;
  cuenta: string;
  persona_id: string | null;
  documento: string;
  moneda: string;
  importe: string;
  pagado: string;
  saldo: string;
  saldo_soles: string;
  dias_vencido: number;
  antiguedad: Antiguedad;
  cuotas: { fecha: string; monto: string; pagado: string; pendiente: string }[];
  detraccion_monto: string | null;
  detraccion_constancia: string | null;
  [campo: string]: unknown;
};

export type Pagina = {
  total: number;
  fecha_corte: string;
  filas: Documento[];
  totales: { saldo_soles: string; saldo_pen: string; saldo_usd: string; antiguedad: Antiguedad };
};

export type Pago = {
  id: string;
  cuo: string;
  libro: string;
  importe: string;
  importe_me: string;
  aplicado: string | null;
  anulado: boolean;
  asiento: {
    cuenta: string;
    debe: string;
    haber: string;
    debe_me: string;
    haber_me: string;
    numero: string | null;
  }[];
  [campo: string]: unknown;
};

/** The pending list `token` sees with these filters. */
export async function pendientes(
  t: AppDePrueba,
  token: string,
  tipo: 'cobrar' | 'pagar',
  filtro: Record<string, unknown> = {},
): Promise<Pagina> {
  const r = await t.gql<{ operacionesByCxPx: Pagina }>(PENDIENTES, { t: tipo, ...filtro }, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.operacionesByCxPx;
}

/** A document of the pending list by its number (serie-número as listed). */
export async function documento(t: AppDePrueba, token: string, tipo: 'cobrar' | 'pagar', nombre: string) {
  const { filas } = await pendientes(t, token, tipo, { b: nombre });
  return filas.find((d) => d.documento.endsWith(nombre));
}

export async function pagar(
  t: AppDePrueba,
  token: string,
  tipo: 'cobrar' | 'pagar',
  i: Record<string, unknown>,
): Promise<RespuestaGql<Record<string, Pago>>> {
  return t.gql<Record<string, Pago>>(tipo === 'pagar' ? PAGAR : COBRAR, { i }, { token });
}

/** A payment that must be accepted. */
export async function pagado(
  t: AppDePrueba,
  token: string,
  tipo: 'cobrar' | 'pagar',
  i: Record<string, unknown>,
) {
  const r = await pagar(t, token, tipo, i);
  const p = r.data ? Object.values(r.data)[0] : undefined;
  if (!p) throw new Error(JSON.stringify(r.errors));
  return p;
}

/** A company's cash box and bank accounts (soles, dollars, detracciones), by code. */
export async function cuentasFinancieras(t: AppDePrueba, token: string, empresaId: string) {
  const pcge = async (codigo: string) => {
    const filas = await t.deps.db
      .select()
      .from(schema.pcgeCuentas)
      .where(eq(schema.pcgeCuentas.empresaId, empresaId));
    return filas.find((f) => f.codigo === codigo)?.id;
  };
  const banco = { tipo: 'banco', control: false, detraccion: false, pcge_id: await pcge('1041') };
  const cuentas = {
    caja: {
      ...banco,
      codigo: 'CAJA',
      tipo: 'caja',
      moneda_id: 'PEN',
      descripcion: 'Caja principal',
      pcge_id: await pcge('101'),
    },
    bcp: {
      ...banco,
      codigo: 'BCP-S',
      moneda_id: 'PEN',
      descripcion: 'BCP soles',
      banco_id: '02',
      cuenta: '193-1234567-0-12',
    },
    dolares: {
      ...banco,
      codigo: 'BCP-D',
      moneda_id: 'USD',
      descripcion: 'BCP dolares',
      banco_id: '02',
      cuenta: '193-7654321-1-13',
    },
    nacion: {
      ...banco,
      codigo: 'BN-DET',
      moneda_id: 'PEN',
      descripcion: 'Banco de la Nacion detracciones',
      banco_id: '18',
      cuenta: '00-000-123456',
      detraccion: true,
    },
  };
  const ids: Record<keyof typeof cuentas, string> = { caja: '', bcp: '', dolares: '', nacion: '' };
  for (const [k, i] of Object.entries(cuentas) as [keyof typeof cuentas, Record<string, unknown>][]) {
    const r = await t.gql<{ createCuentaFinanciera: { id: string } }>(CUENTA_FINANCIERA, { i }, { token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    ids[k] = r.data.createCuentaFinanciera.id;
  }
  return ids;
}

/** [cuenta, debe, haber, debe_me, haber_me] of each line, for comparing whole asientos. */
export const lineas = (p: Pago) => p.asiento.map((l) => [l.cuenta, l.debe, l.haber, l.debe_me, l.haber_me]);

/** A day `dias` after (or before) a date. */
export const masDias = (fecha: string, dias: number) =>
  new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
