import { schema } from '@kipu/db';
import { verificarDirecto } from '@kipu/peru/firma/verificar-directo';
import { firmaVerifica } from '@kipu/peru/firma/verificar-firma';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EscenarioEmisionGuias,
  emitirGuia,
  prepararEmisionGuias,
  privada,
  publica,
  transportista,
} from './escenario-emision-guias.ts';

let e: EscenarioEmisionGuias;
beforeAll(async () => {
  e = await prepararEmisionGuias();
});
afterAll(() => e.t.cerrar());

const ultimo = async (serie: string) =>
  (
    await e.t.deps.db
      .select({ ultimo: schema.series.ultimo })
      .from(schema.series)
      .where(and(eq(schema.series.empresaId, e.ana.empresaId), eq(schema.series.serie, serie)))
  )[0]?.ultimo;

const guardada = async (id: string) =>
  (await e.t.deps.db.select().from(schema.guias).where(eq(schema.guias.id, id)))[0];

/** The signature verifies with the certificate it carries, by the direct verifier and by xml-crypto. */
function firmaValida(xml: string): void {
  const leida = verificarDirecto(xml);
  expect(leida?.valida).toBe(true);
  expect(firmaVerifica(xml, leida?.certificado.toString() ?? '')).toBe(true);
}

describe('createGuiaIndividual', () => {
  it('issues a remitente guide by private transport with the vehicle and driver of the masters', async () => {
    const r = await emitirGuia(e, privada(e));
    expect(r.errors).toBeUndefined();
    const g = r.data?.createGuiaIndividual;
    expect(g).toMatchObject({ tipo: '09', serie: 'T001', numero: 1, motivo: '01', estado: 'pendiente' });
    expect(g?.peso).toEqual({ bruto: '1250.500', unidad: 'KGM' });
    const xml = g?.xml ?? '';
    expect(xml).toContain('<cbc:ID>T001-1</cbc:ID>');
    expect(xml).toMatch(/<cbc:HandlingCode[^>]*>01<\/cbc:HandlingCode>/);
    expect(xml).toContain('<cbc:GrossWeightMeasure unitCode="KGM">1250.500</cbc:GrossWeightMeasure>');
    expect(xml).toContain('<cbc:ID>ABC123</cbc:ID>');
    expect(xml).toContain('Q45678912');
    firmaValida(xml);
    const fila = await guardada(g?.id ?? '');
    expect(fila).toMatchObject({ xmlFirmado: xml, estado: 'pendiente', numero: 1, modalidad: '02' });
    expect(fila?.zipBase64.length).toBeGreaterThan(100);
    expect(xml).toContain(fila?.digestValue);
    expect(fila?.entrada).toMatchObject({ numero: 1, vehiculos: [{ placa: 'ABC123' }] });
  });

  it('issues one by public transport naming the carrier of the masters, without vehicle', async () => {
    const r = await emitirGuia(e, publica(e));
    expect(r.errors).toBeUndefined();
    const xml = r.data?.createGuiaIndividual.xml ?? '';
    expect(xml).toContain('<cbc:ID>T001-2</cbc:ID>');
    expect(xml).toContain('20500000008');
    expect(xml).toContain('<cbc:CompanyID>1543210CNG</cbc:CompanyID>');
    expect(xml).not.toContain('ABC123');
    firmaValida(xml);
  });

  it('issues a transportista guide (31) in series V001 with the TUC of its vehicle', async () => {
    const r = await emitirGuia(e, transportista(e));
    expect(r.errors).toBeUndefined();
    const g = r.data?.createGuiaIndividual;
    expect(g).toMatchObject({ tipo: '31', serie: 'V001', numero: 1, motivo: null });
    expect(g?.xml).toContain('<cbc:ID>V001-1</cbc:ID>');
    expect(g?.xml).toContain('F2A456');
    expect(g?.xml).toContain('15M21028624E');
    firmaValida(g?.xml ?? '');
  });

  it('refuses an invalid guide with every message, writes nothing and takes no number', async () => {
    const antes = await e.t.deps.db.select({ id: schema.guias.id }).from(schema.guias);
    const ultimoAntes = await ultimo('T001');
    const r = await emitirGuia(e, {
      ...privada(e),
      peso_bruto: '0',
      destinatario: { tipo_documento: '6', numero: '20601234565', nombre: 'PROPIA' },
    });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const mensaje = r.errors?.[0]?.message ?? '';
    expect(mensaje).toMatch(/^La guía no es válida: /);
    expect(mensaje).toContain('(2523)');
    expect(mensaje).toContain('(2555)');
    expect(await e.t.deps.db.select({ id: schema.guias.id }).from(schema.guias)).toHaveLength(antes.length);
    expect(await ultimo('T001')).toBe(ultimoAntes);
    const siguiente = await emitirGuia(e, privada(e));
    expect(siguiente.data?.createGuiaIndividual.numero).toBe((ultimoAntes ?? 0) + 1);
  });

  it('refuses a series the local does not have and a carrier on a 31', async () => {
    const sinSerie = await emitirGuia(e, { ...privada(e), serie: 'T009' });
    expect(sinSerie.errors?.[0]?.message).toBe(
      'El local no tiene la serie T009 activa para guías de remitente',
    );
    const conTransportista = await emitirGuia(e, {
      ...transportista(e),
      transportista_id: e.transportistaId,
    });
    expect(conTransportista.errors?.[0]?.message).toBe(
      'En una guía de transportista el transportista es la propia empresa',
    );
  });
});

describe('numbering under concurrency', () => {
  it('50 simultaneous guides on one series take consecutive distinct numbers', {
    timeout: 240_000,
  }, async () => {
    const inicio = (await ultimo('T001')) ?? 0;
    const respuestas = await Promise.all(Array.from({ length: 50 }, () => emitirGuia(e, publica(e))));
    for (const r of respuestas) expect(r.errors).toBeUndefined();
    const numeros = respuestas.map((r) => r.data?.createGuiaIndividual.numero ?? 0).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 50 }, (_, i) => inicio + i + 1));
    expect(await ultimo('T001')).toBe(inicio + 50);
  });
});
