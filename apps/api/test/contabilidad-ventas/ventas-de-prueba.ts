import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import type { AppDePrueba, RespuestaGql } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/** GraphQL documents of the sales screens, as the web client sends them. */
const VENTA = `id cuo periodo libro estado_ple anulada de_facturacion tipo_comprobante serie numero numero_final
  moneda tipo_cambio cliente_id cliente_tipo_documento cliente_numero_documento cliente_nombre glosa
  fecha_vencimiento exportacion base_gravada igv exonerada inafecta isc icbper otros total
  modifica_tipo modifica_serie modifica_numero cuotas { fecha monto }
  lineas_venta { cuenta importe afectacion }
  asiento { cuenta debe haber debe_me haber_me persona_id tipo_comprobante serie numero }`;

export const REGISTRAR = `mutation($i: RegistrarVentaInput!) { registrarVenta(input: $i) { ${VENTA} } }`;
export const ANULAR = `mutation($id: String!) { anularVenta(id: $id) { id anulada } }`;
export const CONSULTAR = `query($id: String!) { venta(id: $id) { ${VENTA} } }`;
export const PREVISUALIZAR = `query($i: RegistrarVentaInput!) {
  previsualizarVenta(input: $i) {
    periodo libro estado_ple cliente_nombre cliente_nuevo total total_debe total_haber
    lineas { cuenta denominacion debe haber }
  }
}`;
export const REGISTRO = `query($p: String!) {
  registroVentas(periodo: $p) {
    filas {
      id cuo tipo_comprobante serie numero numero_final cliente_numero_documento cliente_nombre moneda
      tipo_cambio total_documento exportacion base_gravada igv exonerada inafecta isc icbper otros total
      estado_ple de_facturacion modifica_serie modifica_numero
    }
    totales { exportacion base_gravada igv exonerada inafecta isc icbper otros total }
  }
}`;

export type LineaAsiento = {
  cuenta: string;
  debe: string;
  haber: string;
  debe_me: string;
  haber_me: string;
  persona_id: string | null;
  serie: string | null;
  numero: string | null;
};

export type Venta = {
  id: string;
  cuo: string;
  periodo: string;
  estado_ple: string;
  cliente_id: string | null;
  total: string;
  asiento: LineaAsiento[];
  [campo: string]: unknown;
};

export const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' };

/** Asiento lines as [cuenta, debe, haber], for comparing whole asientos. */
export const lados = (ls: readonly LineaAsiento[]) => ls.map((l) => [l.cuenta, l.debe, l.haber]);

export const registrar = (t: AppDePrueba, token: string, i: Record<string, unknown>) =>
  t.gql<{ registrarVenta: Venta }>(REGISTRAR, { i }, { token });

/** Registers a sale that must be accepted, and answers it. */
export async function registrada(t: AppDePrueba, token: string, i: Record<string, unknown>): Promise<Venta> {
  const r: RespuestaGql<{ registrarVenta: Venta }> = await registrar(t, token, i);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.registrarVenta;
}

const EMITIR = `mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { id serie numero } }`;

/**
 * A company that invoices in Kipu (its contador also notes operations) with a factura and a boleta
 * emitted and posted to the registro de ventas; another contador's company; an invoicing clerk.
 */
export async function escenarioVentas(t: AppDePrueba): Promise<{
  ana: UsuarioConEmpresa;
  beto: UsuarioConEmpresa;
  facturador: UsuarioConEmpresa;
}> {
  const ana = await emisorDePrueba(t, 'ana@andina.pe');
  const beto = await usuarioConEmpresa(t, 'beto@beta.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' });
  const facturador = await usuarioConEmpresa(
    t,
    'caja@gamma.pe',
    { ruc: '20100047218', razonSocial: 'GAMMA S.A.' },
    'fd2b32f2',
  );
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
  for (const input of [
    {
      tipo: '01',
      cliente: { ...CLIENTE, direccion: 'AV. LIMA 1' },
      lineas: [{ descripcion: 'Laptop', cantidad: '1', valor_unitario: '100', afectacion: '10' }],
      forma_pago: { tipo: 'contado' },
    },
    {
      tipo: '03',
      cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
      lineas: [{ descripcion: 'Menú', cantidad: '2', precio_unitario: '15.50', afectacion: '10' }],
    },
  ]) {
    const r = await t.gql(EMITIR, { input }, { token: ana.token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
  }
  const r = await t.gql<{ contabilizarComprobantesPendientes: { errores: string[] } }>(
    'mutation { contabilizarComprobantesPendientes { contabilizados errores } }',
    {},
    { token: ana.token },
  );
  if (r.data?.contabilizarComprobantesPendientes.errores.length !== 0) throw new Error(JSON.stringify(r));
  return { ana, beto, facturador };
}
