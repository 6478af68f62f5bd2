import { schema } from '@kipu/db';
import { generarCertificadoPrueba } from '@kipu/peru/firma/certificado';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CERTIFICADO_PRUEBAS_REAL } from '../../src/modules/empresas/commands/credenciales-sunat.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { EMPRESA_ANDINA } from '../helpers/empresa-entrada.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

/**
 * The first-run checklist of a company a new user creates: what it still needs to emit, post and pay,
 * and the test certificate a company in test mode may sign with instead of buying one first.
 */

const CREAR = 'mutation($i: EmpresaInput!) { createEmpresa(input: $i) { id } }';
const PREPARACION =
  'query($e: String!) { preparacionEmpresa(empresa_id: $e) { modo_pruebas puede_emitir pasos { clave para listo detalle } } }';
const USAR_PRUEBAS =
  'mutation($e: String!) { usarCertificadoDePruebas(empresa_id: $e) { legible vigente ruc_coincide } }';
const SUBIR =
  'mutation($e: String!, $f: String!, $p: String!) { subirCertificado(empresa_id: $e, pfx_base64: $f, password: $p) { legible } }';

type Paso = { clave: string; para: string; listo: boolean; detalle: string };
type Preparacion = { modo_pruebas: boolean; puede_emitir: boolean; pasos: Paso[] };

let t: AppDePrueba;
const tokens: Record<string, string> = {};

const login = async (email: string) => {
  await crearUsuario(t, email, 'Secreta1');
  tokens[email] =
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
};

async function crearEmpresa(email: string, ruc: string, razon: string): Promise<string> {
  const r = await t.gql<{ createEmpresa: { id: string } }>(
    CREAR,
    { i: { ...EMPRESA_ANDINA, ruc, razon_social: razon } },
    { token: tokens[email] },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createEmpresa.id;
}

async function preparacion(email: string, empresaId: string) {
  return t.gql<{ preparacionEmpresa: Preparacion }>(PREPARACION, { e: empresaId }, { token: tokens[email] });
}

const listos = (p: Preparacion | undefined) =>
  Object.fromEntries((p?.pasos ?? []).map((paso) => [paso.clave, paso.listo]));

beforeAll(async () => {
  t = await crearAppDePrueba();
  await login('nueva@restaurante.pe');
  await login('otra@estudio.pe');
});
afterAll(() => t.cerrar());

describe('a new company’s checklist', () => {
  it('says what a company just created still needs, and a test certificate completes what it needs to emit', async () => {
    const empresaId = await crearEmpresa('nueva@restaurante.pe', '20612345679', 'SABORES DEL CUSCO E.I.R.L.');
    const antes = (await preparacion('nueva@restaurante.pe', empresaId)).data?.preparacionEmpresa;
    // Created with its fiscal address, a PRINCIPAL local with series, the PCGE, in test mode: it lacks
    // only a certificate to emit and a cash or bank account to pay.
    expect(antes?.modo_pruebas).toBe(true);
    expect(antes?.puede_emitir).toBe(false);
    expect(listos(antes)).toEqual({
      datos_fiscales: true,
      local_series: true,
      envio: true,
      certificado: false,
      clave_sol: true,
      plan_contable: true,
      caja_banco: false,
    });
    expect(antes?.pasos.find((p) => p.clave === 'certificado')?.detalle).toContain('certificado de pruebas');

    const r = await t.gql(USAR_PRUEBAS, { e: empresaId }, { token: tokens['nueva@restaurante.pe'] });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      usarCertificadoDePruebas: { legible: true, vigente: true, ruc_coincide: true },
    });
    const despues = (await preparacion('nueva@restaurante.pe', empresaId)).data?.preparacionEmpresa;
    expect(despues?.puede_emitir).toBe(true);
    expect(listos(despues).certificado).toBe(true);
    expect(listos(despues).caja_banco).toBe(false);

    // Asked again, it never replaces the certificate it has.
    const [guardado] = await t.deps.db
      .select({ c: schema.empresaCredenciales.certificadoCifrado })
      .from(schema.empresaCredenciales)
      .where(eq(schema.empresaCredenciales.empresaId, empresaId));
    const otra = await t.gql(USAR_PRUEBAS, { e: empresaId }, { token: tokens['nueva@restaurante.pe'] });
    expect(otra.errors?.[0]?.message).toBe(
      'La empresa ya tiene un certificado: reemplácelo subiendo el nuevo .pfx',
    );
    const [igual] = await t.deps.db
      .select({ c: schema.empresaCredenciales.certificadoCifrado })
      .from(schema.empresaCredenciales)
      .where(eq(schema.empresaCredenciales.empresaId, empresaId));
    expect(igual?.c).toBe(guardado?.c);
  });

  it('refuses a test certificate to a company that sends to SUNAT for real, and asks it for its SOL user', async () => {
    const empresaId = await crearEmpresa('nueva@restaurante.pe', '20100070970', 'NORTE REAL S.A.C.');
    await t.deps.db
      .update(schema.empresas)
      .set({ soapEnvio: 'produccion' })
      .where(eq(schema.empresas.id, empresaId));
    const r = await t.gql(USAR_PRUEBAS, { e: empresaId }, { token: tokens['nueva@restaurante.pe'] });
    expect(r.errors?.[0]?.message).toBe(MENSAJE_CERTIFICADO_PRUEBAS_REAL);
    const filas = await t.deps.db
      .select()
      .from(schema.empresaCredenciales)
      .where(eq(schema.empresaCredenciales.empresaId, empresaId));
    expect(filas).toEqual([]);

    const { pfx, password } = generarCertificadoPrueba('20100070970', 'NORTE REAL S.A.C.');
    await t.gql(
      SUBIR,
      { e: empresaId, f: pfx.toString('base64'), p: password },
      { token: tokens['nueva@restaurante.pe'] },
    );
    const p = (await preparacion('nueva@restaurante.pe', empresaId)).data?.preparacionEmpresa;
    expect(p?.modo_pruebas).toBe(false);
    expect(listos(p)).toMatchObject({ certificado: true, clave_sol: false, envio: true });
    expect(p?.puede_emitir).toBe(false);
  });

  it('shows nothing of a company to a user who does not work in it', async () => {
    const empresaId = await crearEmpresa('nueva@restaurante.pe', '20131312955', 'TERCERA S.A.C.');
    const r = await preparacion('otra@estudio.pe', empresaId);
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const u = await t.gql(USAR_PRUEBAS, { e: empresaId }, { token: tokens['otra@estudio.pe'] });
    expect(u.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const filas = await t.deps.db
      .select()
      .from(schema.empresaCredenciales)
      .where(eq(schema.empresaCredenciales.empresaId, empresaId));
    expect(filas).toEqual([]);
  });
});
