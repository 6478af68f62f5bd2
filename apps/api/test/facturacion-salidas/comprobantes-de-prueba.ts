import type { AppDePrueba } from '../helpers/app-de-prueba.ts';

const EMITIR = /* GraphQL */ `
  mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { id } }`;
const ESTADO = 'query($id: String!) { comprobante(id: $id) { id serie numero estado importe_total } }';

export type Emitido = { id: string; serie: string; numero: number; estado: string; importe_total: string };

export const CLIENTE_RUC = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};

/** A factura of 236.00 (two lines, IGV 36.00) to CLIENTE_RUC. */
export const FACTURA = {
  tipo: '01',
  cliente: CLIENTE_RUC,
  lineas: [
    { codigo: 'P001', descripcion: 'Laptop 14"', cantidad: '1', valor_unitario: '100', afectacion: '10' },
    { descripcion: 'Mouse', cantidad: '2', precio_unitario: '59', afectacion: '10' },
  ],
  forma_pago: { tipo: 'contado' },
};

/** Emits a document and waits for SUNAT's (the simulator's) answer. */
export async function emitirYEsperar(t: AppDePrueba, token: string, input: object): Promise<Emitido> {
  const r = await t.gql<{ emitirComprobante: { id: string } }>(EMITIR, { input }, { token });
  const id = r.data?.emitirComprobante.id;
  if (!id) throw new Error(JSON.stringify(r.errors));
  const hasta = Date.now() + 60_000;
  for (;;) {
    const c = (await t.gql<{ comprobante: Emitido }>(ESTADO, { id }, { token })).data?.comprobante;
    if (!c) throw new Error(`No se pudo leer el comprobante ${id}`);
    if (!['pendiente', 'enviado'].includes(c.estado) || Date.now() > hasta) return c;
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
