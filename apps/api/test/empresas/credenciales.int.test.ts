import { schema } from '@kipu/db';
import { generarCertificadoPrueba } from '@kipu/peru/firma/certificado';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sembrarDemo } from '../../src/seed-demo.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const SOL =
  'mutation($e: String!, $u: String!, $p: String!) { guardarCredencialesSol(empresa_id: $e, usuario_sol: $u, password_sol: $p) { usuario_sol tiene_password_sol } }';
const SUBIR =
  'mutation($e: String!, $f: String!, $p: String!) { subirCertificado(empresa_id: $e, pfx_base64: $f, password: $p) { legible vigente ruc_coincide dias_para_vencer mensaje } }';
const VERIFICAR =
  'query($e: String!) { verificarCertificado(empresa_id: $e) { legible vigente ruc_coincide dias_para_vencer mensaje } }';
const ESTADO =
  'query($e: String!) { credencialesSunat(empresa_id: $e) { usuario_sol tiene_password_sol tiene_certificado certificado_ruc } }';

let t: AppDePrueba;
let ana: string;
let beto: string;
let empresaId: string;

beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' },
  });
  await crearUsuario(t, 'beto@estudio.pe', 'Secreta1');
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  ana = await token('ana@estudio.pe');
  beto = await token('beto@estudio.pe');
  empresaId = (await t.deps.db.select().from(schema.empresas))[0]?.id ?? '';
});
afterAll(() => t.cerrar());

describe('SUNAT credentials', () => {
  it('stores the SOL password encrypted and never answers it', async () => {
    const r = await t.gql<{ guardarCredencialesSol: unknown }>(
      SOL,
      { e: empresaId, u: 'moddatos', p: 'Clave123' },
      { token: ana },
    );
    expect(r.data?.guardarCredencialesSol).toEqual({ usuario_sol: 'MODDATOS', tiene_password_sol: true });
    const [fila] = await t.deps.db.select().from(schema.empresaCredenciales);
    expect(fila?.passwordSolCifrado).toMatch(/^v1\./);
    expect(JSON.stringify(fila)).not.toContain('Clave123');
  });

  it('accepts a real PKCS#12 of the company, stores it encrypted, and verifies it later', async () => {
    const { pfx, password } = generarCertificadoPrueba('20601234565', 'ANDINA S.A.C.');
    const r = await t.gql<{ subirCertificado: { ruc_coincide: boolean; dias_para_vencer: number } }>(
      SUBIR,
      { e: empresaId, f: pfx.toString('base64'), p: password },
      { token: ana },
    );
    expect(r.data?.subirCertificado).toMatchObject({ legible: true, vigente: true, ruc_coincide: true });
    expect(r.data?.subirCertificado.dias_para_vencer).toBeGreaterThan(360);
    const [fila] = await t.deps.db.select().from(schema.empresaCredenciales);
    expect(fila?.certificadoCifrado).toMatch(/^v1\./);
    expect(fila?.certificadoCifrado).not.toContain(pfx.toString('base64').slice(0, 40));
    const v = await t.gql<{ verificarCertificado: { mensaje: string } }>(
      VERIFICAR,
      { e: empresaId },
      { token: ana },
    );
    expect(v.data?.verificarCertificado.mensaje).toMatch(/^Certificado válido: vence en \d+ días$/);
    const estado = await t.gql<{ credencialesSunat: unknown }>(ESTADO, { e: empresaId }, { token: ana });
    expect(estado.data?.credencialesSunat).toEqual({
      usuario_sol: 'MODDATOS',
      tiene_password_sol: true,
      tiene_certificado: true,
      certificado_ruc: '20601234565',
    });
  });

  it("refuses another company's certificate, a wrong password and a non-certificate, keeping the stored one", async () => {
    const ajeno = generarCertificadoPrueba('20100070970', 'OTRA S.A.');
    const r1 = await t.gql(
      SUBIR,
      { e: empresaId, f: ajeno.pfx.toString('base64'), p: ajeno.password },
      { token: ana },
    );
    expect(r1.errors?.[0]?.message).toBe(
      'El certificado es del RUC 20100070970, no de la empresa (20601234565)',
    );
    const r2 = await t.gql(
      SUBIR,
      { e: empresaId, f: ajeno.pfx.toString('base64'), p: 'mala' },
      { token: ana },
    );
    expect(r2.errors?.[0]?.message).toBe('La contraseña del certificado no es correcta');
    const r3 = await t.gql(
      SUBIR,
      { e: empresaId, f: Buffer.from('hola').toString('base64'), p: 'x' },
      { token: ana },
    );
    expect(r3.errors?.[0]?.message).toBe('El archivo no es un certificado .pfx/.p12 válido');
    const [fila] = await t.deps.db.select().from(schema.empresaCredenciales);
    expect(fila?.certificadoRuc).toBe('20601234565');
  });

  it("keeps another user's company out of reach", async () => {
    for (const [op, vars] of [
      [SOL, { e: empresaId, u: 'X123', p: 'Clave123' }],
      [VERIFICAR, { e: empresaId }],
      [ESTADO, { e: empresaId }],
    ] as const) {
      expect((await t.gql(op, vars, { token: beto })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  // A second application with the whole demo seed: slower than the suite's default on a busy machine.
  it('the demo company gets a working test certificate of its own RUC and the GRE simulator’s application', {
    timeout: 90_000,
  }, async () => {
    const demo = await crearAppDePrueba();
    try {
      await sembrarDemo(demo.deps);
      const token = (await demo.gql<Login>(LOGIN, { email: 'contador@kipu.pe', password: 'Contador2026' }))
        .data?.login;
      const v = await demo.gql<{ verificarCertificado: { ruc_coincide: boolean; vigente: boolean } }>(
        VERIFICAR,
        { e: token?.company?.id },
        { token: token?.authentication ?? '' },
      );
      expect(v.data?.verificarCertificado).toMatchObject({
        legible: true,
        vigente: true,
        ruc_coincide: true,
      });
      // And the local GRE simulator's application, so its guides go out without setup.
      const gre = await demo.gql<{ credencialesGre: { tiene_gre: boolean } }>(
        'query($e: String!) { credencialesGre(empresa_id: $e) { tiene_gre } }',
        { e: token?.company?.id },
        { token: token?.authentication ?? '' },
      );
      expect(gre.data?.credencialesGre.tiene_gre).toBe(true);
    } finally {
      await demo.cerrar();
    }
  });
});
