/** GraphQL documents of the tax screens, as the web client sends them. */
export const LIQUIDACION = `query($p: String!, $r: RegimenRenta, $c: String) {
  liquidacionImpuestos(periodo: $p, regimen: $r, coeficiente: $c) {
    periodo regimen igv_a_pagar saldo_siguiente renta_a_pagar total_a_pagar asiento_cuo
    lineas { seccion codigo concepto importe tipo fuente enfasis }
  }
}`;
export const EXCEL = `query($p: String!, $r: RegimenRenta) {
  excelLiquidacionImpuestos(periodo: $p, regimen: $r) { nombre mime base64 }
}`;
export const PDF = `query($p: String!, $r: RegimenRenta) {
  pdfLiquidacionImpuestos(periodo: $p, regimen: $r) { nombre mime base64 }
}`;
export const REGISTRAR = `mutation($p: String!) {
  registrarLiquidacion(periodo: $p) { id cuo periodo glosa lineas { cuenta debe haber } }
}`;
export const DAOT = `query($a: String!, $t: TipoDaot!) {
  getDaot(anio: $a, tipo: $t) {
    anio tipo uit umbral
    terceros { tipo_documento numero_documento nombre documentos base igv no_gravada monto total }
  }
}`;
export const EXCEL_DAOT = `query($a: String!, $t: TipoDaot!) { excelDaot(anio: $a, tipo: $t) { nombre base64 } }`;

export type Linea = {
  seccion: string;
  codigo: string;
  concepto: string;
  importe: string;
  tipo: string;
  fuente: string;
};
export type Liquidacion = {
  periodo: string;
  regimen: string;
  igv_a_pagar: string;
  saldo_siguiente: string;
  renta_a_pagar: string;
  total_a_pagar: string;
  asiento_cuo: string | null;
  lineas: Linea[];
};
export type Tercero = {
  numero_documento: string;
  documentos: number;
  base: string;
  igv: string;
  no_gravada: string;
  monto: string;
  total: string;
};
export type Daot = { anio: string; uit: string; umbral: string; terceros: Tercero[] };

/** The settlement's lines as codigo → importe. */
export const importes = (l: Liquidacion) => Object.fromEntries(l.lineas.map((x) => [x.codigo, x.importe]));
