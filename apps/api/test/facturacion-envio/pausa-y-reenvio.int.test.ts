import { randomUUID } from 'node:crypto';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { appConEmisor, BOLETA, FACTURA, type operaciones, otraEmpresa } from './envio-de-prueba.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let op: ReturnType<typeof operaciones>;

const PAUSAR = /* GraphQL */ `
  mutation($p: Boolean!) { pausarEnvioSunat(pausado: $p) { envio_pausado comprobantes_pendientes } }`;
const ENVIO = '{ envioSunat { envio_pausado comprobantes_pendientes resumenes_pendientes soap_envio } }';
const REENVIAR = 'mutation($id: String!) { reenviarComprobante(id: $id) { id } }';
const REENVIAR_VARIOS = /* GraphQL */ `
  mutation($ids: [String!]) { reenviarComprobantes(ids: $ids) { encolados omitidos } }`;
const SOL = /* GraphQL */ `
  mutation($e: String!, $p: String!) {
    guardarCredencialesSol(empresa_id: $e, usuario_sol: "MODDATOS", password_sol: $p) { usuario_sol }
  }`;

beforeAll(async () => {
  ({ t, ana, op } = await appConEmisor());
  beto = await otraEmpresa(t);
});
afterAll(() => t.cerrar());

const pausar = (p: boolean, token = ana.token) =>
  t.gql<{ pausarEnvioSunat: { envio_pausado: boolean; comprobantes_pendientes: number } }>(
    PAUSAR,
    { p },
    { token },
  );
const reenviarVarios = (ids: string[] | null, token = ana.token) =>
  t.gql<{ reenviarComprobantes: { encolados: number; omitidos: number } }>(
    REENVIAR_VARIOS,
    { ids },
    { token },
  );
const espera = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const enviadosA = () => (t.simuladorSunat?.documentos() ?? []).map((d) => d.nombre);

describe('pausing the sending to SUNAT', () => {
  it('leaves emitted documents pendiente without sending them; resuming sends every one', async () => {
    expect((await pausar(true)).data?.pausarEnvioSunat.envio_pausado).toBe(true);
    const f = await op.emitir(FACTURA);
    const b = await op.emitir(BOLETA);
    await espera(2500);
    for (const d of [f, b])
      expect(await op.comprobante(d.id)).toMatchObject({ estado: 'pendiente', intentos: 0 });
    expect(enviadosA()).toEqual([]);
    const estado = await t.gql<{ envioSunat: { envio_pausado: boolean; comprobantes_pendientes: number } }>(
      ENVIO,
      {},
      { token: ana.token },
    );
    expect(estado.data?.envioSunat).toMatchObject({ envio_pausado: true, comprobantes_pendientes: 2 });
    // Resending by hand would send nothing while paused: it says so.
    expect((await t.gql(REENVIAR, { id: f.id }, { token: ana.token })).errors?.[0]?.message).toContain(
      'pausado',
    );
    expect((await reenviarVarios([f.id])).errors?.[0]?.message).toContain('pausado');

    const r = await pausar(false);
    expect(r.data?.pausarEnvioSunat.envio_pausado).toBe(false);
    for (const d of [f, b]) expect(await op.esperar(d.id)).toMatchObject({ estado: 'aceptado', intentos: 1 });
  });

  it('stops a job queued before the pause from sending: it waits with the reason until resumed', async () => {
    // The first attempt meets a transient fault; its retry comes after the pause.
    t.simuladorSunat?.fallar(1, '0130');
    const f = await op.emitir(FACTURA);
    await op.esperar(f.id, (c) => c.intentos === 1 && c.ultimo_error !== null);
    await pausar(true);
    const esperando = await op.esperar(f.id, (c) => c.ultimo_error?.includes('pausado') === true, 20_000);
    expect(esperando).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(esperando.ultimo_error).toContain('El envío automático a SUNAT está pausado');
    await pausar(false);
    expect(await op.esperar(f.id)).toMatchObject({ estado: 'aceptado', intentos: 2, ultimo_error: null });
  });
});

describe('reenviarComprobantes', () => {
  it('queues each pending document given and counts the answered ones as left out', async () => {
    await t.gql(SOL, { e: ana.empresaId, p: 'equivocada' }, { token: ana.token });
    const a = await op.emitir(FACTURA);
    const b = await op.emitir(BOLETA);
    for (const d of [a, b]) {
      const c = await op.esperar(d.id, (x) => x.ultimo_error !== null);
      expect(c).toMatchObject({ estado: 'pendiente', intentos: 1 });
      expect(c.ultimo_error).toContain('0102');
    }
    await t.gql(SOL, { e: ana.empresaId, p: 'moddatos' }, { token: ana.token });
    const [aceptada] = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.estado, 'aceptado'));
    const r = await reenviarVarios([a.id, b.id, aceptada?.id ?? '']);
    expect(r.errors).toBeUndefined();
    expect(r.data?.reenviarComprobantes).toEqual({ encolados: 2, omitidos: 1 });
    for (const d of [a, b]) expect(await op.esperar(d.id)).toMatchObject({ estado: 'aceptado', intentos: 2 });
  });

  it('resends every pending document of the company when no ids are given', async () => {
    await t.gql(SOL, { e: ana.empresaId, p: 'equivocada' }, { token: ana.token });
    const a = await op.emitir(FACTURA);
    await op.esperar(a.id, (x) => x.ultimo_error !== null);
    await t.gql(SOL, { e: ana.empresaId, p: 'moddatos' }, { token: ana.token });
    expect((await reenviarVarios(null)).data?.reenviarComprobantes).toEqual({ encolados: 1, omitidos: 0 });
    expect(await op.esperar(a.id)).toMatchObject({ estado: 'aceptado' });
  });

  it("answers FORBIDDEN when any id is another company's (or unknown), queueing nothing", async () => {
    await t.gql(SOL, { e: ana.empresaId, p: 'equivocada' }, { token: ana.token });
    const a = await op.emitir(FACTURA);
    await op.esperar(a.id, (x) => x.ultimo_error !== null);
    await t.gql(SOL, { e: ana.empresaId, p: 'moddatos' }, { token: ana.token });
    expect((await reenviarVarios([a.id, randomUUID()])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await reenviarVarios([a.id], beto.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await reenviarVarios([])).errors?.[0]?.message).toBe('Seleccione los comprobantes a reenviar');
    await espera(1500);
    expect(await op.comprobante(a.id)).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(enviadosA()).not.toContain(`${RUC_EMISOR}-01-F001-${a.numero}`);
    expect((await pausar(true, beto.token)).data?.pausarEnvioSunat.envio_pausado).toBe(true);
    // Beto paused his own company, not Ana's.
    expect((await reenviarVarios([a.id])).data?.reenviarComprobantes).toEqual({ encolados: 1, omitidos: 0 });
    expect(await op.esperar(a.id)).toMatchObject({ estado: 'aceptado' });
  });

  it('leaves a boleta of a company that informs them by resumen to the resumen diario', async () => {
    await op.configurar({ envio_boletas: 'resumen' });
    const b = await op.emitir(BOLETA);
    const r = await t.gql(REENVIAR, { id: b.id }, { token: ana.token });
    expect(r.errors?.[0]?.message).toBe(
      `La boleta B001-${b.numero} se informa en el resumen diario: genere el resumen de su fecha`,
    );
    expect((await reenviarVarios([b.id])).data?.reenviarComprobantes).toEqual({ encolados: 0, omitidos: 1 });
    expect(await op.comprobante(b.id)).toMatchObject({ estado: 'pendiente', intentos: 0 });
  });
});
