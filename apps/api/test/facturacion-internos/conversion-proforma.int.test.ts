import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  ANULAR,
  CLIENTE_DNI,
  CLIENTE_RUC,
  COMPROBANTE,
  CONVERTIR,
  type Documento,
  diasDesde,
  EMITIR,
  emisorConSeriesInternas,
  LINEAS,
  UNO,
  ultimoDe,
} from './internos-de-prueba.ts';

type Comprobante = Omit<Documento, 'comprobante'> & { estado: string; codigo_sunat: string | null };

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
const hoy = hoyEnLima();

beforeAll(async () => {
  ({ t, ana } = await emisorConSeriesInternas([
    ['98', 'PR01'],
    ['99', 'NV01'],
  ]));
});
afterAll(() => t.cerrar());

const PROFORMA = { tipo: '98', persona: CLIENTE_RUC, fecha_vencimiento: diasDesde(hoy, 10), lineas: LINEAS };

async function proforma(cambios: object = {}): Promise<Documento> {
  const r = await t.gql<{ emitirDocumentoInterno: Documento }>(
    EMITIR,
    { input: { ...PROFORMA, ...cambios } },
    { token: ana.token },
  );
  const d = r.data?.emitirDocumentoInterno;
  if (!d) throw new Error(JSON.stringify(r.errors));
  return d;
}

const convertir = (id: string, tipo: string, serie?: string) =>
  t.gql<{ convertirProforma: Documento }>(CONVERTIR, { id, tipo, serie }, { token: ana.token });
const anular = (id: string, motivo: string) =>
  t.gql<{ anularDocumentoInterno: Documento }>(ANULAR, { id, motivo }, { token: ana.token });
const leer = async (id: string) =>
  (await t.gql<{ documentoInterno: Documento }>(UNO, { id }, { token: ana.token })).data?.documentoInterno;

/** Polls the emitted document until the sending job has SUNAT's answer. */
async function respuestaSunat(id: string): Promise<Comprobante | undefined> {
  const hasta = Date.now() + 60_000;
  for (;;) {
    const r = await t.gql<{ comprobante: Comprobante }>(COMPROBANTE, { id }, { token: ana.token });
    const c = r.data?.comprobante;
    if (!c || !['pendiente', 'enviado'].includes(c.estado) || Date.now() > hasta) return c;
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

const comprobantes = async () => (await t.deps.db.select().from(schema.comprobantes)).length;

describe('convertirProforma', () => {
  it('emits a factura from the proforma that SUNAT accepts, with the same lines and totals', async () => {
    const p = await proforma();
    const r = await convertir(p.id, '01');
    expect(r.errors).toBeUndefined();
    const convertida = r.data?.convertirProforma;
    expect(convertida).toMatchObject({ id: p.id, estado: 'convertido' });
    expect(convertida?.comprobante).toMatchObject({ tipo: '01', serie: 'F001', numero: 1 });
    const factura = await respuestaSunat(convertida?.comprobante?.id ?? '');
    expect(factura).toMatchObject({
      estado: 'aceptado',
      codigo_sunat: '0',
      cliente_numero_documento: CLIENTE_RUC.numero,
      operaciones_gravadas: p.operaciones_gravadas,
      operaciones_exoneradas: p.operaciones_exoneradas,
      operaciones_inafectas: p.operaciones_inafectas,
      igv: p.igv,
      importe_total: p.importe_total,
      lineas: p.lineas,
    });
    expect((await leer(p.id))?.comprobante).toMatchObject({ serie: 'F001', numero: 1, estado: 'aceptado' });
  });

  it('emits a boleta in the series asked for from a proforma to a DNI customer', async () => {
    const p = await proforma({ persona: CLIENTE_DNI });
    const r = await convertir(p.id, '03', 'B001');
    expect(r.errors).toBeUndefined();
    expect(r.data?.convertirProforma.comprobante).toMatchObject({ tipo: '03', serie: 'B001' });
    const boleta = await respuestaSunat(r.data?.convertirProforma.comprobante?.id ?? '');
    expect(boleta).toMatchObject({ estado: 'aceptado', importe_total: p.importe_total });
  });

  it('refuses, in Spanish and emitting nothing, what cannot be converted', async () => {
    const vencida = await proforma({
      fecha_emision: diasDesde(hoy, -3),
      fecha_vencimiento: diasDesde(hoy, -1),
    });
    expect((await leer(vencida.id))?.vencida).toBe(true);
    const aDni = await proforma({ persona: CLIENTE_DNI });
    const anulada = await proforma();
    expect((await anular(anulada.id, 'El cliente eligió otra oferta')).errors).toBeUndefined();
    const [convertida] = await t.deps.db
      .select()
      .from(schema.documentosInternos)
      .where(eq(schema.documentosInternos.estado, 'convertido'))
      .orderBy(schema.documentosInternos.numero)
      .limit(1);
    const nota = await proforma({ tipo: '99' });
    const fechaVencida = diasDesde(hoy, -1).split('-').reverse().join('/');
    const casos: [string, string, string][] = [
      [vencida.id, '01', `La proforma PR01-${vencida.numero} venció el ${fechaVencida}: emita una nueva`],
      [aDni.id, '01', 'Una factura requiere un cliente con RUC: el cliente de la proforma tiene DNI'],
      [anulada.id, '03', `La proforma PR01-${anulada.numero} ya está anulada`],
      [
        convertida?.id ?? '',
        '01',
        `La proforma PR01-${convertida?.numero} ya fue convertida en comprobante: anule el comprobante emitido`,
      ],
      [nota.id, '03', 'Solo una proforma se convierte en factura o boleta'],
      [aDni.id, '07', 'Una proforma se convierte en factura (01) o boleta (03)'],
    ];
    const antes = await comprobantes();
    const [f, b] = [
      await ultimoDe(t, ana.empresaId, '01', 'F001'),
      await ultimoDe(t, ana.empresaId, '03', 'B001'),
    ];
    for (const [id, tipo, mensaje] of casos) {
      const r = await convertir(id, tipo);
      expect(r.errors?.[0]?.extensions?.code, mensaje).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toBe(mensaje);
    }
    expect(await comprobantes()).toBe(antes);
    expect([
      await ultimoDe(t, ana.empresaId, '01', 'F001'),
      await ultimoDe(t, ana.empresaId, '03', 'B001'),
    ]).toEqual([f, b]);
    expect((await leer(vencida.id))?.estado).toBe('emitido');
    expect((await leer(aDni.id))?.estado).toBe('emitido');
  });

  it('gives the proforma back when the emission is refused, so it converts later', async () => {
    const p = await proforma();
    const antes = await comprobantes();
    const r = await convertir(p.id, '01', 'F009');
    expect(r.errors?.[0]?.message).toBe('El local no tiene la serie F009 activa para factura');
    expect(await comprobantes()).toBe(antes);
    expect(await leer(p.id)).toMatchObject({ estado: 'emitido', comprobante: null });
    expect((await convertir(p.id, '01', 'F002')).data?.convertirProforma.comprobante).toMatchObject({
      serie: 'F002',
    });
  });

  it('converts a proforma once when asked twice at the same time', async () => {
    const p = await proforma();
    const antes = await comprobantes();
    const respuestas = await Promise.all([
      convertir(p.id, '01'),
      convertir(p.id, '01'),
      convertir(p.id, '03'),
    ]);
    const bien = respuestas.filter((r) => !r.errors);
    expect(bien).toHaveLength(1);
    for (const r of respuestas.filter((x) => x.errors)) {
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toMatch(/ya fue convertida|cambió mientras se convertía/);
    }
    expect(await comprobantes()).toBe(antes + 1);
    expect((await leer(p.id))?.comprobante?.id).toBe(bien[0]?.data?.convertirProforma.comprobante?.id);
  });
});

describe('anularDocumentoInterno', () => {
  it('voids a proforma with its reason; it cannot be voided twice', async () => {
    const p = await proforma();
    const r = await anular(p.id, '  Precio no aceptado ');
    expect(r.errors).toBeUndefined();
    expect(r.data?.anularDocumentoInterno).toMatchObject({
      estado: 'anulado',
      motivo_anulacion: 'Precio no aceptado',
    });
    expect((await anular(p.id, 'Otra vez')).errors?.[0]?.message).toBe(
      `La proforma PR01-${p.numero} ya está anulada`,
    );
    expect((await leer(p.id))?.motivo_anulacion).toBe('Precio no aceptado');
  });

  it('refuses a converted proforma and a missing reason, changing nothing', async () => {
    const [convertida] = await t.deps.db
      .select()
      .from(schema.documentosInternos)
      .where(eq(schema.documentosInternos.estado, 'convertido'))
      .limit(1);
    const r = await anular(convertida?.id ?? '', 'Ya no la quiere');
    expect(r.errors?.[0]?.message).toBe(
      `La proforma PR01-${convertida?.numero} ya fue convertida en comprobante: anule el comprobante emitido`,
    );
    expect((await leer(convertida?.id ?? ''))?.estado).toBe('convertido');
    const nota = await proforma({ tipo: '99' });
    expect((await anular(nota.id, ' ')).errors?.[0]?.message).toBe('Indique el motivo de la anulación');
    expect((await anular(nota.id, 'x'.repeat(201))).errors?.[0]?.message).toBe(
      'El motivo de la anulación admite hasta 200 caracteres',
    );
    expect((await leer(nota.id))?.estado).toBe('emitido');
    const ok = await anular(nota.id, 'Venta duplicada');
    expect(ok.data?.anularDocumentoInterno).toMatchObject({ tipo: '99', estado: 'anulado' });
  });
});
