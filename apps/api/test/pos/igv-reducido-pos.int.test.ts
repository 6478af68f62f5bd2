import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COBRAR } from './consultas-pos.ts';
import {
  cajaConSesion,
  crearEscenarioPos,
  type EscenarioPos,
  montarSala,
  pedidoCon,
  type Sala,
} from './escenario-pos.ts';

/** The IGV rate of each line of a signed XML. */
const porcentajes = (xml: string | null | undefined) =>
  [...(xml ?? '').matchAll(/<cbc:Percent>([^<]+)<\/cbc:Percent>/g)].map((m) => m[1]);

type Cobro = { documento: { id: string; importe_total: string }; pedido: { total: string } };

let e: EscenarioPos;
let sala: Sala;
let sesionCaja: string;
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  sesionCaja = (await cajaConSesion(e, sala.zonaId)).sesionId;
});
afterAll(() => e.t.cerrar());

const cobrarBoleta = async (mesa: string) => {
  // 2 × 32.50 + 8.00 = 73.00, as the menu says, whatever the regime: the prices carry their IGV.
  const p = await pedidoCon(e, mesa, [
    [sala.productos.lomo, '2'],
    [sala.productos.chicha, '1'],
  ]);
  const r = await e.t.gql<{ cobrarPedido: Cobro }>(
    COBRAR,
    {
      p: p.id,
      i: {
        sesion_caja_id: sesionCaja,
        tipo: '03',
        cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
        pagos: [{ medio: 'efectivo', monto: '73' }],
      },
    },
    { token: e.cajero.token },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const id = r.data?.cobrarPedido.documento.id ?? '';
  const [c] = await e.t.deps.db.select().from(schema.comprobantes).where(eq(schema.comprobantes.id, id));
  return { cobro: r.data?.cobrarPedido, comprobante: c };
};

describe('a MYPE restaurant charges at the reduced rate', () => {
  it('the till’s boleta splits the menu price at 10.5% while a general-regime restaurant splits it at 18%', async () => {
    const general = await cobrarBoleta(sala.mesas[0]);
    expect(general.cobro?.documento.importe_total).toBe('73.00');
    // 73.00 ÷ 1.18: 61.86 + 11.14.
    expect([general.comprobante?.operacionesGravadas, general.comprobante?.igv]).toEqual(['61.86', '11.14']);
    expect(porcentajes(general.comprobante?.xmlFirmado)).toEqual(['18', '18']);

    await e.t.deps.db
      .update(schema.empresas)
      .set({ rubro: 'restaurante', regimenIgv: 'restaurantes_hoteles_mype' })
      .where(eq(schema.empresas.id, e.ana.empresaId));
    const mype = await cobrarBoleta(sala.mesas[1]);
    expect(mype.cobro?.documento.importe_total).toBe('73.00');
    // 73.00 ÷ 1.105: 66.06 + 6.94.
    expect([mype.comprobante?.operacionesGravadas, mype.comprobante?.igv]).toEqual(['66.06', '6.94']);
    expect(porcentajes(mype.comprobante?.xmlFirmado)).toEqual(['10.5', '10.5']);
  });
});
