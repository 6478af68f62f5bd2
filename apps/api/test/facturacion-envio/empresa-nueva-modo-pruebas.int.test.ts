import { schema } from '@kipu/db';
import { generarCertificadoPrueba } from '@kipu/peru/firma/certificado';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { EMPRESA_ANDINA } from '../helpers/empresa-entrada.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { FACTURA, operaciones } from './envio-de-prueba.ts';

/**
 * A company created through the API, as a new user does, with only its certificate uploaded: no SOL
 * user typed. The embedded simulator behaves like SUNAT's beta (every RUC with MODDATOS / moddatos), so
 * its documents are accepted out of the box, print as test documents, and a wrong SOL user says what
 * to fix and where.
 */

// Not the demo company's RUC: the simulator knows no account of this one.
const RUC = '20100070970';
const RAZON_SOCIAL = 'SUPERMERCADOS DEL NORTE S.A.C.';

const CREAR_EMPRESA = 'mutation($i: EmpresaInput!) { createEmpresa(input: $i) { id } }';
const SELECCIONAR = /* GraphQL */ `
  mutation($e: String!, $l: String!) {
    seleccionarEmpresa(empresa_id: $e, local_id: $l, periodo: "2026-11", modulo: "facturacion") {
      status company { soap_envio }
    }
  }`;
const SUBIR =
  'mutation($e: String!, $f: String!, $p: String!) { subirCertificado(empresa_id: $e, pfx_base64: $f, password: $p) { legible ruc_coincide } }';
const SOL =
  'mutation($e: String!, $p: String!) { guardarCredencialesSol(empresa_id: $e, usuario_sol: "MODDATOS", password_sol: $p) { usuario_sol } }';
const CREDENCIALES =
  'query($e: String!) { credencialesSunat(empresa_id: $e) { usuario_sol tiene_password_sol tiene_certificado } }';
const ENVIO = '{ envioSunat { soap_envio modo_pruebas modo_pruebas_desde } }';
const REENVIAR = 'mutation($id: String!) { reenviarComprobante(id: $id) { id } }';
const PDF = 'query($id: String!) { pdfComprobante(id: $id) { nombre base64 } }';

let t: AppDePrueba;
let token: string;
let empresaId: string;
let op: ReturnType<typeof operaciones>;

beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'lucia@norte.pe', 'Secreta1');
  token =
    (await t.gql<Login>(LOGIN, { email: 'lucia@norte.pe', password: 'Secreta1' })).data?.login
      ?.authentication ?? '';
  const creada = await t.gql<{ createEmpresa: { id: string } }>(
    CREAR_EMPRESA,
    { i: { ...EMPRESA_ANDINA, ruc: RUC, razon_social: RAZON_SOCIAL, email: 'ventas@norte.pe' } },
    { token },
  );
  empresaId = creada.data?.createEmpresa.id ?? '';
  expect(creada.errors).toBeUndefined();
  const [local] = await t.deps.db
    .select()
    .from(schema.locales)
    .where(eq(schema.locales.empresaId, empresaId));
  const seleccion = await t.gql<{ seleccionarEmpresa: { status: boolean; company: { soap_envio: string } } }>(
    SELECCIONAR,
    { e: empresaId, l: local?.id },
    { token },
  );
  // What the header's 'Modo pruebas' badge reads: a new company sends to the simulator.
  expect(seleccion.data?.seleccionarEmpresa).toEqual({ status: true, company: { soap_envio: 'simulador' } });
  const { pfx, password } = generarCertificadoPrueba(RUC, RAZON_SOCIAL);
  const subida = await t.gql(SUBIR, { e: empresaId, f: pfx.toString('base64'), p: password }, { token });
  expect(subida.data).toEqual({ subirCertificado: { legible: true, ruc_coincide: true } });
  op = operaciones(t, token);
});
afterAll(() => t.cerrar());

const pdfDe = async (id: string) => {
  const r = await t.gql<{ pdfComprobante: { base64: string } }>(PDF, { id }, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return textoDePdf(Buffer.from(r.data.pdfComprobante.base64, 'base64'));
};

describe('a new company in the embedded simulator', () => {
  it('has no SOL user of its own and is in test mode by default', async () => {
    const r = await t.gql(CREDENCIALES, { e: empresaId }, { token });
    expect(r.data).toEqual({
      credencialesSunat: { usuario_sol: null, tiene_password_sol: false, tiene_certificado: true },
    });
    expect((await t.gql(ENVIO, {}, { token })).data).toEqual({
      envioSunat: { soap_envio: 'simulador', modo_pruebas: true, modo_pruebas_desde: null },
    });
  });

  it('gets its factura accepted with SUNAT beta’s test user, and its PDF says it is a test document', async () => {
    const f = await op.emitir(FACTURA);
    const c = await op.esperar(f.id);
    expect(c).toMatchObject({ estado: 'aceptado', codigo_sunat: '0', intentos: 1, ultimo_error: null });
    expect(t.simuladorSunat?.estadoDe(RUC, '01', f.serie, f.numero)).toBe('aceptado');
    const [fila] = await t.deps.db
      .select({ entornoEnvio: schema.comprobantes.entornoEnvio })
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, f.id));
    expect(fila?.entornoEnvio).toBe('simulador');
    const texto = await pdfDe(f.id);
    expect(texto).toContain('MODO PRUEBAS — SIN VALOR TRIBUTARIO');
    expect(texto).toContain(`R.U.C. N° ${RUC}`);
    // The unit prints its catálogo 03 name, not its code.
    expect(texto).toMatch(/1 UNIDAD/);
    expect(texto).not.toContain(' NIU ');
  });

  it('keeps a document pending with what to fix and where while its SOL password is wrong', async () => {
    expect((await t.gql(SOL, { e: empresaId, p: 'equivocada' }, { token })).errors).toBeUndefined();
    const f = await op.emitir(FACTURA);
    const c = await op.esperar(f.id, (x) => x.ultimo_error !== null);
    expect(c).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(c.ultimo_error).toBe(
      'SUNAT rechazó el usuario SOL (0102: Usuario o contraseña incorrectos): revise el usuario y la clave SOL ' +
        'en Datos generales › Empresas › Credenciales SUNAT (en el entorno de pruebas use MODDATOS / moddatos)',
    );
    expect(t.simuladorSunat?.estadoDe(RUC, '01', f.serie, f.numero)).toBeUndefined();
    expect((await t.gql(SOL, { e: empresaId, p: 'moddatos' }, { token })).errors).toBeUndefined();
    expect((await t.gql(REENVIAR, { id: f.id }, { token })).errors).toBeUndefined();
    expect(await op.esperar(f.id)).toMatchObject({ estado: 'aceptado', intentos: 2, ultimo_error: null });
  });

  it('records who chose test mode and when; a real destination clears it', async () => {
    const elegido = await op.configurar({ soap_envio: 'beta' });
    expect(elegido.errors).toBeUndefined();
    const [empresa] = await t.deps.db.select().from(schema.empresas).where(eq(schema.empresas.id, empresaId));
    const [usuario] = await t.deps.db
      .select({ id: schema.usuarios.id })
      .from(schema.usuarios)
      .where(eq(schema.usuarios.email, 'lucia@norte.pe'));
    expect(empresa?.modoPruebasPor).toBe(usuario?.id);
    expect(empresa?.modoPruebasDesde).toBeInstanceOf(Date);
    const desde = empresa?.modoPruebasDesde?.toISOString();
    // Back to the simulator: still test mode, since the same moment.
    expect((await op.configurar({ soap_envio: 'simulador' })).data?.configurarEnvioSunat).toBeDefined();
    expect((await t.gql(ENVIO, {}, { token })).data).toEqual({
      envioSunat: { soap_envio: 'simulador', modo_pruebas: true, modo_pruebas_desde: desde },
    });
  });

  it('never sends a document of a test environment to SUNAT production after the company switches', async () => {
    await t.gql(SOL, { e: empresaId, p: 'equivocada' }, { token });
    const f = await op.emitir(FACTURA);
    await op.esperar(f.id, (x) => x.ultimo_error !== null);
    await t.gql(SOL, { e: empresaId, p: 'moddatos' }, { token });
    const real = await op.configurar({ soap_envio: 'produccion' });
    expect(real.errors).toBeUndefined();
    expect((await t.gql(ENVIO, {}, { token })).data).toEqual({
      envioSunat: { soap_envio: 'produccion', modo_pruebas: false, modo_pruebas_desde: null },
    });
    expect((await t.gql(REENVIAR, { id: f.id }, { token })).errors).toBeUndefined();
    const c = await op.esperar(f.id, (x) => x.ultimo_error !== null);
    expect(c).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect(c.ultimo_error).toBe(
      'El comprobante se envió en modo pruebas (el simulador) y no tiene valor tributario: no se envía a ' +
        'SUNAT producción; emita uno nuevo',
    );
    // Its PDF still says what it is: the environment it went to, not the company's current one.
    expect(await pdfDe(f.id)).toContain('MODO PRUEBAS — SIN VALOR TRIBUTARIO');
    await op.configurar({ soap_envio: 'simulador' });
  });
});
