import type { Escenario } from '../contabilidad/escenario-maestros.ts';

/** GraphQL documents of the financial statement screens, as the web client sends them. */
const COLUMNAS = `debe haber deudor acreedor activo pasivo perdidas_naturaleza ganancias_naturaleza
  perdidas_funcion ganancias_funcion`;

export const HOJA = `query($d: String!, $h: String!) {
  hojaTrabajo(periodo_desde: $d, periodo_hasta: $h) {
    filas { cuenta denominacion ${COLUMNAS} }
    totales { ${COLUMNAS} } resultado { ${COLUMNAS} } sumas_iguales { ${COLUMNAS} }
    resultado_inventario resultado_naturaleza resultado_funcion
  }
}`;

export const ESF = `query($d: String!, $h: String!) {
  estadoSituacionFinanciera(periodo_desde: $d, periodo_hasta: $h) {
    secciones { codigo titulo total lineas { codigo titulo cuentas importe } }
    total_activo total_pasivo total_patrimonio total_pasivo_patrimonio resultado_periodo diferencia
  }
}`;

export const ER = `query($t: TipoEstadoResultados!, $d: String!, $h: String!) {
  estadoResultados(tipo: $t, periodo_desde: $d, periodo_hasta: $h) {
    tipo resultado lineas { codigo titulo cuentas subtotal importe }
  }
}`;

export const archivo = (campo: string, conTipo = false) =>
  conTipo
    ? `query($t: TipoEstadoResultados!, $d: String!, $h: String!) { ${campo}(tipo: $t, periodo_desde: $d, periodo_hasta: $h) { nombre mime base64 } }`
    : `query($d: String!, $h: String!) { ${campo}(periodo_desde: $d, periodo_hasta: $h) { nombre mime base64 } }`;

export type Columnas = Record<string, string>;
export type Hoja = {
  filas: (Columnas & { cuenta: string; denominacion: string })[];
  totales: Columnas;
  resultado: Columnas;
  sumas_iguales: Columnas;
  resultado_inventario: string;
  resultado_naturaleza: string;
  resultado_funcion: string;
};
export type Linea = { codigo: string; titulo: string; cuentas: string; importe: string; subtotal?: boolean };
export type Esf = {
  secciones: { codigo: string; titulo: string; total: string; lineas: Linea[] }[];
  total_activo: string;
  total_pasivo: string;
  total_patrimonio: string;
  total_pasivo_patrimonio: string;
  resultado_periodo: string;
  diferencia: string;
};
export type Er = { tipo: string; resultado: string; lineas: Linea[] };
export type Archivo = { nombre: string; mime: string; base64: string };

/** The SMV formats: the balance sheet's sections and rubros, the income statement's lines. */
export const SMV_ESF = `query($d: String!, $h: String!) {
  lFsmvEsf(periodo_desde: $d, periodo_hasta: $h) {
    secciones { codigo titulo total lineas { codigo titulo cuentas importe } }
    total_activo total_pasivo total_patrimonio total_pasivo_patrimonio diferencia
  }
}`;

export const SMV_EDR = `query($d: String!, $h: String!) {
  lFsmvEdr(periodo_desde: $d, periodo_hasta: $h) { resultado lineas { codigo titulo cuentas subtotal importe } }
}`;

export type EsfSmv = Omit<Esf, 'resultado_periodo'>;

/** A query's one field, as the given user (the scenario's accountant by default); errors fail the test. */
export const consultor =
  (escenario: () => Escenario) =>
  async <T>(query: string, variables: Record<string, unknown>, token = escenario().ana): Promise<T> => {
    const r = await escenario().t.gql<Record<string, T>>(query, variables, { token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return Object.values(r.data)[0] as T;
  };

export const importes = (lineas: { codigo: string; importe: string }[]) =>
  Object.fromEntries(lineas.map((l) => [l.codigo, l.importe]));
