import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { codigo } from '../contabilidad/escenario-maestros.ts';
import {
  KARDEX,
  type Kardex,
  mensaje,
  PENDIENTES,
} from '../contabilidad-inventarios/inventarios-de-prueba.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  type EscenarioEmisionGuias,
  emitirGuia,
  prepararEmisionGuias,
  privada,
} from './escenario-emision-guias.ts';

let e: EscenarioEmisionGuias;
let cemento: string;
let otro: string;
const hoy = hoyEnLima();
const periodo = `${hoy.slice(0, 4)}${hoy.slice(5, 7)}`;

const EMITIR_VENTA =
  'mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { id serie numero } }';
const BAJA = `mutation($id: String!, $m: String!) {
  darBajaGuia(id: $id, motivo: $m) { id estado baja { motivo fecha } }
}`;
const BAJA_DE = 'query($id: String!) { getBajaGuiaSunat(id: $id) { motivo fecha } }';
const VINCULAR =
  'mutation($id: String!, $c: String!) { vincularGuiaVenta(id: $id, comprobante_id: $c) { id comprobante_id } }';
const DE_VENTA = `mutation($c: String!, $input: GuiaDeVentaInput!) {
  createOperacionGuia(comprobante_id: $c, input: $input) {
    id serie numero motivo estado comprobante_id destinatario { numero_documento nombre } xml
  }
}`;

const cliente = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};

async function venta(
  cantidad: string,
  guias: { tipo: string; numero: string }[] = [],
  extra: {
    descripcion: string;
    unidad: string;
    cantidad: string;
    valor_unitario: string;
    afectacion: string;
  }[] = [],
) {
  const r = await e.t.gql<{ emitirComprobante: { id: string; serie: string; numero: number } }>(
    EMITIR_VENTA,
    {
      input: {
        tipo: '01',
        cliente,
        forma_pago: { tipo: 'contado' },
        guias,
        lineas: [
          { codigo: 'CEM-42', descripcion: 'Cemento', cantidad, valor_unitario: '25', afectacion: '10' },
          ...extra,
        ],
      },
    },
    { token: e.ana.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data?.emitirComprobante ?? { id: '', serie: '', numero: 0 };
}

async function guia(extra: object = {}) {
  const r = await emitirGuia(e, { ...privada(e), ...extra });
  expect(r.errors).toBeUndefined();
  const g = r.data?.createGuiaIndividual;
  if (!g) throw new Error('guía no emitida');
  return g;
}

const kardex = async () => {
  const r = await e.t.gql<{ kardex13: Kardex }>(KARDEX, { p: cemento, per: periodo }, { token: e.ana.token });
  expect(r.errors).toBeUndefined();
  return (r.data?.kardex13.lineas ?? []).map((l) => [l.documento, l.origen, l.salida.cantidad]);
};

const registrarPendientes = () => e.t.gql(PENDIENTES, {}, { token: e.ana.token });

const g = schema.guias;

/**
 * SUNAT's answer as the sending job stores it: these tests are about what a baja allows. The company
 * has no GRE credentials, so the job's first attempt leaves the guide pendiente with the reason; the
 * answer is written after it, so the job cannot write over it.
 */
async function marcar(
  id: string,
  estado: 'aceptado' | 'rechazado',
  extra: { fechaInicioTraslado?: string } = {},
) {
  const hasta = Date.now() + 20_000;
  for (;;) {
    const [fila] = await e.t.deps.db.select({ error: g.ultimoError }).from(g).where(eq(g.id, id));
    if (fila?.error || Date.now() > hasta) break;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  await e.t.deps.db
    .update(g)
    .set({ estado, ...extra })
    .where(eq(g.id, id));
}

/** Voids a sale as its baja would, once its sending job stored SUNAT's answer (it would write over it). */
async function anular(id: string) {
  const c = schema.comprobantes;
  const hasta = Date.now() + 20_000;
  for (;;) {
    const [fila] = await e.t.deps.db.select({ estado: c.estado }).from(c).where(eq(c.id, id));
    if (!['pendiente', 'enviado'].includes(fila?.estado ?? '') || Date.now() > hasta) break;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  await e.t.deps.db.update(c).set({ estado: 'anulado' }).where(eq(c.id, id));
}

const incluirGuiasKardex = (incluir: boolean) =>
  e.t.deps.db
    .update(schema.locales)
    .set({ incluirGuiasKardex: incluir })
    .where(eq(schema.locales.id, e.ana.localId));

beforeAll(async () => {
  e = await prepararEmisionGuias();
  const [p] = await e.t.deps.db
    .insert(schema.productos)
    .values({
      empresaId: e.ana.empresaId,
      codigo: 'CEM-42',
      descripcion: 'CEMENTO PORTLAND TIPO I x 42.5 KG',
      valorUnitario: '25',
      precioUnitario: '29.5',
      comprasPcge: '6011',
    })
    .returning({ id: schema.productos.id });
  cemento = p?.id ?? '';
  otro = (
    await usuarioConEmpresa(e.t, 'beto@guias-kardex.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' })
  ).token;
});
afterAll(() => e.t.cerrar());

describe('guides in the kardex (incluir_guias_kardex)', () => {
  it('a local without the flag moves nothing with its guides', async () => {
    await guia();
    expect(await kardex()).toEqual([]);
  });

  it('with the flag, a sale’s guide takes the goods out once: the sale citing it moves nothing', async () => {
    await incluirGuiasKardex(true);
    const t001 = await guia();
    const nombre = `${t001.serie}-${t001.numero}`;
    expect(await kardex()).toEqual([[`09 ${nombre}`, 'guia', '20']]);
    const f = await venta('20', [{ tipo: '09', numero: nombre }]);
    expect((await registrarPendientes()).errors).toBeUndefined();
    expect(await kardex()).toEqual([[`09 ${nombre}`, 'guia', '20']]);
    // The sale cites the guide: no baja while the sale lives.
    await marcar(t001.id, 'aceptado');
    const r = await e.t.gql(BAJA, { id: t001.id, m: 'Error en la dirección' }, { token: e.ana.token });
    expect(mensaje(r)).toBe(
      `La guía ${nombre} está relacionada con el comprobante ${f.serie}-${f.numero}: anule primero el comprobante`,
    );
  });

  it('a guide issued from a sale moves nothing: the sale moves its own goods', async () => {
    const f = await venta('5');
    expect((await registrarPendientes()).errors).toBeUndefined();
    const antes = await kardex();
    expect(antes).toContainEqual([`01 ${f.serie}-${f.numero}`, 'venta', '5']);
    await guia({
      comprobante_id: f.id,
      lineas: [{ codigo: 'CEM-42', descripcion: 'CEMENTO', cantidad: '5' }],
    });
    expect(await kardex()).toEqual(antes);
  });
});

describe('vincularGuiaVenta (a guide on its own, linked to its sale later)', () => {
  it('keeps the goods leaving once: the guide’s movement goes when the sale moved them already', async () => {
    const t001 = await guia({ lineas: [{ codigo: 'CEM-42', descripcion: 'CEMENTO', cantidad: '4' }] });
    const nombre = `${t001.serie}-${t001.numero}`;
    expect(await kardex()).toContainEqual([`09 ${nombre}`, 'guia', '4']);
    const f = await venta('4');
    expect((await registrarPendientes()).errors).toBeUndefined();
    expect(await kardex()).toContainEqual([`01 ${f.serie}-${f.numero}`, 'venta', '4']);

    const ajeno = await e.t.gql(VINCULAR, { id: t001.id, c: f.id }, { token: otro });
    expect(codigo(ajeno)).toBe('FORBIDDEN');
    const r = await e.t.gql<{ vincularGuiaVenta: { comprobante_id: string } }>(
      VINCULAR,
      { id: t001.id, c: f.id },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.vincularGuiaVenta.comprobante_id).toBe(f.id);
    const k = await kardex();
    expect(k).toContainEqual([`01 ${f.serie}-${f.numero}`, 'venta', '4']);
    expect(k).not.toContainEqual([`09 ${nombre}`, 'guia', '4']);

    const otra = await venta('1');
    const again = await e.t.gql(VINCULAR, { id: t001.id, c: otra.id }, { token: e.ana.token });
    expect(mensaje(again)).toBe(`La guía ${nombre} ya está relacionada con otro comprobante`);
  });

  it('a sale posted after the link moves nothing when the guide moved the goods', async () => {
    const t001 = await guia({ lineas: [{ codigo: 'CEM-42', descripcion: 'CEMENTO', cantidad: '6' }] });
    const nombre = `${t001.serie}-${t001.numero}`;
    const f = await venta('6');
    const r = await e.t.gql(VINCULAR, { id: t001.id, c: f.id }, { token: e.ana.token });
    expect(r.errors).toBeUndefined();
    expect((await registrarPendientes()).errors).toBeUndefined();
    const k = await kardex();
    // Whichever ran first (the sale's posting job or the link), one of the two moved the six bags.
    const movidas = k.filter(
      ([documento, , cantidad]) =>
        (documento === `09 ${nombre}` || documento === `01 ${f.serie}-${f.numero}`) && cantidad === '6',
    );
    expect(movidas).toHaveLength(1);
  });
});

describe('darBajaGuia', () => {
  it('gives an accepted guide de baja: anulado, with reason and date, and out of the kardex', async () => {
    const t001 = await guia({ lineas: [{ codigo: 'CEM-42', descripcion: 'CEMENTO', cantidad: '3' }] });
    const nombre = `${t001.serie}-${t001.numero}`;
    expect(await kardex()).toContainEqual([`09 ${nombre}`, 'guia', '3']);
    const pendiente = await e.t.gql(BAJA, { id: t001.id, m: 'Pedido cancelado' }, { token: e.ana.token });
    expect(mensaje(pendiente)).toBe(
      `La guía ${nombre} aún no tiene la respuesta de SUNAT: espere a que sea aceptada para darla de baja`,
    );
    await marcar(t001.id, 'aceptado');
    for (const [motivo, esperado] of [
      ['  ', 'Ingrese el motivo de la baja'],
      ['x'.repeat(251), 'El motivo de la baja admite hasta 250 caracteres'],
    ]) {
      const r = await e.t.gql(BAJA, { id: t001.id, m: motivo }, { token: e.ana.token });
      expect(codigo(r)).toBe('BAD_USER_INPUT');
      expect(mensaje(r)).toBe(esperado);
    }
    const ajeno = await e.t.gql(BAJA, { id: t001.id, m: 'Pedido cancelado' }, { token: otro });
    expect(codigo(ajeno)).toBe('FORBIDDEN');
    const ajenoLee = await e.t.gql(BAJA_DE, { id: t001.id }, { token: otro });
    expect(codigo(ajenoLee)).toBe('FORBIDDEN');

    const r = await e.t.gql<{ darBajaGuia: { estado: string; baja: { motivo: string; fecha: string } } }>(
      BAJA,
      { id: t001.id, m: ' Pedido cancelado ' },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.darBajaGuia).toMatchObject({
      estado: 'anulado',
      baja: { motivo: 'Pedido cancelado', fecha: hoy },
    });
    const leida = await e.t.gql<{ getBajaGuiaSunat: unknown }>(
      BAJA_DE,
      { id: t001.id },
      { token: e.ana.token },
    );
    expect(leida.data?.getBajaGuiaSunat).toEqual({ motivo: 'Pedido cancelado', fecha: hoy });
    expect(await kardex()).not.toContainEqual([`09 ${nombre}`, 'guia', '3']);
    const otraVez = await e.t.gql(BAJA, { id: t001.id, m: 'Otra vez' }, { token: e.ana.token });
    expect(mensaje(otraVez)).toBe(`La guía ${nombre} ya está dada de baja`);
  });

  it('refuses a rejected guide and one whose transfer already started', async () => {
    const rechazada = await guia();
    await marcar(rechazada.id, 'rechazado');
    const r = await e.t.gql(BAJA, { id: rechazada.id, m: 'Error' }, { token: e.ana.token });
    expect(mensaje(r)).toBe(
      `SUNAT rechazó la guía ${rechazada.serie}-${rechazada.numero}: no tiene efecto y no necesita baja`,
    );
    const iniciada = await guia();
    const ayer = new Date(Date.parse(`${hoy}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await marcar(iniciada.id, 'aceptado', { fechaInicioTraslado: ayer });
    const tarde = await e.t.gql(BAJA, { id: iniciada.id, m: 'Error' }, { token: e.ana.token });
    expect(mensaje(tarde)).toBe(
      `No se puede dar de baja la guía ${iniciada.serie}-${iniciada.numero}: su traslado se inició el ${ayer}`,
    );
    const [fila] = await e.t.deps.db.select().from(g).where(eq(g.id, iniciada.id));
    expect(fila?.estado).toBe('aceptado');
  });
});

describe('createOperacionGuia (Generar guía on a sale)', () => {
  const {
    tipo: _tipo,
    motivo: _motivo,
    destinatario: _d,
    lineas: _l,
    ...traslado
  } = privada({} as EscenarioEmisionGuias);
  const transporte = () => ({ ...traslado, vehiculo_ids: [e.vehiculoId], conductor_ids: [e.conductorId] });

  it('fills the customer, the goods without services and the sale as reference, linked to it', async () => {
    const flete = {
      descripcion: 'Flete',
      unidad: 'ZZ',
      cantidad: '1',
      valor_unitario: '30',
      afectacion: '10',
    };
    const f = await venta('7', [], [flete]);
    const r = await e.t.gql<{
      createOperacionGuia: { motivo: string; comprobante_id: string; destinatario: object; xml: string };
    }>(DE_VENTA, { c: f.id, input: transporte() }, { token: e.ana.token });
    expect(r.errors).toBeUndefined();
    const g = r.data?.createOperacionGuia;
    expect(g).toMatchObject({
      motivo: '01',
      comprobante_id: f.id,
      destinatario: { numero_documento: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' },
    });
    const xml = g?.xml ?? '';
    expect(xml).toContain(`<cbc:ID>${f.serie}-${f.numero}</cbc:ID>`);
    expect(xml).toMatch(/<cbc:DeliveredQuantity unitCode="NIU"[^>]*>7<\/cbc:DeliveredQuantity>/);
    expect(xml).not.toContain('Flete');
  });

  it('refuses another company’s sale as FORBIDDEN and a voided one in Spanish, taking no number', async () => {
    const f = await venta('1');
    const ajeno = await e.t.gql(DE_VENTA, { c: f.id, input: transporte() }, { token: otro });
    expect(codigo(ajeno)).toBe('FORBIDDEN');
    await anular(f.id);
    const [antes] = await e.t.deps.db
      .select()
      .from(schema.series)
      .where(and(eq(schema.series.localId, e.ana.localId), eq(schema.series.serie, 'T001')));
    const r = await e.t.gql(DE_VENTA, { c: f.id, input: transporte() }, { token: e.ana.token });
    expect(mensaje(r)).toBe(`El comprobante ${f.serie}-${f.numero} está anulado: no se emite una guía de él`);
    const [despues] = await e.t.deps.db
      .select()
      .from(schema.series)
      .where(and(eq(schema.series.localId, e.ana.localId), eq(schema.series.serie, 'T001')));
    expect(despues?.ultimo).toBe(antes?.ultimo);
  });
});
