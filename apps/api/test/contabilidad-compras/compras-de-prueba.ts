import type { AppDePrueba, RespuestaGql } from '../helpers/app-de-prueba.ts';

/** GraphQL documents of the purchase screens, as the web client sends them. */
const COMPRA = `id cuo periodo libro estado_ple anulada tipo_comprobante serie numero moneda tipo_cambio
  proveedor_id proveedor_numero_documento proveedor_nombre glosa fecha_vencimiento
  base_gravada igv base_gravada_mixta igv_mixta base_sin_credito igv_sin_credito no_gravada isc icbper otros total
  modifica_tipo modifica_serie modifica_numero
  detraccion { codigo porcentaje monto constancia_numero constancia_fecha } retencion retencion_renta
  cuotas { fecha monto } lineas_compra { cuenta base destino_igv igv }
  asiento { cuenta debe haber debe_me haber_me destino centro_costo_id persona_id serie numero }`;

export const REGISTRAR = `mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { ${COMPRA} } }`;
export const ANULAR = `mutation($id: String!) { anularCompra(id: $id) { id anulada } }`;
export const CONSULTAR = `query($id: String!) { compra(id: $id) { ${COMPRA} } }`;
export const PREVISUALIZAR = `query($i: RegistrarCompraInput!) {
  previsualizarCompra(input: $i) {
    periodo libro estado_ple proveedor_nombre proveedor_nuevo total total_debe total_haber
    lineas { cuenta denominacion debe haber destino }
  }
}`;
export const REGISTRO = `query($p: String!, $l: String) {
  registroCompras(periodo: $p, libro: $l) {
    filas {
      cuo tipo_comprobante serie numero proveedor_numero_documento moneda tipo_cambio total_documento
      base_gravada igv base_sin_credito igv_sin_credito no_gravada total estado_ple
      detraccion_numero detraccion_fecha retencion modifica_serie modifica_numero
    }
    totales { base_gravada igv base_sin_credito igv_sin_credito no_gravada total }
  }
}`;
export const MAYOR = `query($c: String!, $d: String!, $h: String!) {
  libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) {
    cuenta denominacion saldo_inicial total_debe total_haber saldo_final
    movimientos { cuo cuenta documento debe haber saldo }
  }
}`;
export const BALANCE = `query($d: String!, $h: String!) {
  balanceComprobacion(periodo_desde: $d, periodo_hasta: $h) { total_debe total_haber total_deudor total_acreedor }
}`;
export const CUENTAS = `query($p: String, $u: Boolean, $c: Boolean) {
  cuentasContables(param: $p, ultimo_nivel: $u, compras: $c) { codigo ultimo_nivel }
}`;

export type LineaAsiento = {
  cuenta: string;
  debe: string;
  haber: string;
  debe_me: string;
  haber_me: string;
  destino: boolean;
  centro_costo_id: string | null;
  persona_id: string | null;
  serie: string | null;
  numero: string | null;
};

export type Compra = {
  id: string;
  cuo: string;
  periodo: string;
  libro: string;
  estado_ple: string;
  anulada: boolean;
  proveedor_id: string | null;
  total: string;
  asiento: LineaAsiento[];
  [campo: string]: unknown;
};

export const PROVEEDOR = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'Supermercados Peruanos S.A.',
};

/** Asiento lines as [cuenta, debe, haber], for comparing whole asientos. */
export const lados = (ls: readonly LineaAsiento[]) => ls.map((l) => [l.cuenta, l.debe, l.haber]);

export async function registrar(
  t: AppDePrueba,
  token: string,
  i: Record<string, unknown>,
): Promise<RespuestaGql<{ registrarCompra: Compra }>> {
  return t.gql<{ registrarCompra: Compra }>(REGISTRAR, { i }, { token });
}

/** Registers a purchase that must be accepted, and answers it. */
export async function registrada(t: AppDePrueba, token: string, i: Record<string, unknown>): Promise<Compra> {
  const r = await registrar(t, token, i);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.registrarCompra;
}
