import { schema } from '@kipu/db';
import { generarCertificadoPrueba } from '@kipu/peru/firma/certificado';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_SIN_ENTORNO } from '../../src/modules/facturacion/modo-pruebas.ts';
import { RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { resolverCaptcha } from '../helpers/captcha-resuelto.ts';
import { LOGIN } from '../helpers/operaciones.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { FACTURA, operaciones } from './envio-de-prueba.ts';

/**
 * With NODE_ENV=production no company sends to a test environment silently: soap_envio's default
 * ('simulador') is refused until someone chooses test mode through configurarEnvioSunat, and only the
 * test environments sign in with SUNAT's public MODDATOS user.
 */

let t: AppDePrueba;
let ana: { token: string; empresaId: string; soapEnvio: string | undefined };
let op: ReturnType<typeof operaciones>;
const ENVIO = '{ envioSunat { soap_envio modo_pruebas modo_pruebas_desde } }';
const REENVIAR = 'mutation($id: String!) { reenviarComprobante(id: $id) { id } }';
const PDF = 'query($id: String!) { pdfComprobante(id: $id) { base64 } }';
const SOL =
  'mutation($e: String!) { guardarCredencialesSol(empresa_id: $e, usuario_sol: "MODDATOS", password_sol: "moddatos") { usuario_sol } }';
const SUBIR =
  'mutation($e: String!, $f: String!, $p: String!) { subirCertificado(empresa_id: $e, pfx_base64: $f, password: $p) { legible } }';

/**
 * Ana's company ready to emit, as emisorDePrueba makes it, but logged in as production asks (the
 * captcha solved): fiscal address, series, her certificate and the SOL user MODDATOS.
 */
async function emisorEnProduccion() {
  const usuario = await crearUsuario(t, 'ana@andina.pe', 'Secreta1', {
    empresa: { ruc: RUC_EMISOR, razonSocial: 'COMERCIAL ANDINA S.A.C.' },
  });
  const [ue] = await t.deps.db
    .select()
    .from(schema.usuarioEmpresas)
    .where(eq(schema.usuarioEmpresas.usuarioId, usuario.id));
  const empresaId = ue?.empresaId ?? '';
  await t.deps.db
    .update(schema.empresas)
    .set({ direccion: 'AV. ABANCAY 123', ubigeo: '150101' })
    .where(eq(schema.empresas.id, empresaId));
  await t.deps.db.insert(schema.series).values(
    (['01', '03'] as const).map((tipo) => ({
      empresaId,
      localId: ue?.localId ?? '',
      tipoComprobante: tipo,
      serie: tipo === '01' ? 'F001' : 'B001',
    })),
  );
  const login = await t.gql<{ login: { authentication: string; company: { soap_envio: string } | null } }>(
    LOGIN,
    { email: 'ana@andina.pe', password: 'Secreta1', captcha: await resolverCaptcha(t) },
  );
  const token = login.data?.login.authentication ?? '';
  const { pfx, password } = generarCertificadoPrueba(RUC_EMISOR, 'COMERCIAL ANDINA S.A.C.');
  const r1 = await t.gql(SOL, { e: empresaId }, { token });
  const r2 = await t.gql(SUBIR, { e: empresaId, f: pfx.toString('base64'), p: password }, { token });
  if (login.errors || r1.errors || r2.errors)
    throw new Error(JSON.stringify([login.errors, r1.errors, r2.errors]));
  return { token, empresaId, soapEnvio: login.data?.login.company?.soap_envio };
}

beforeAll(async () => {
  t = await crearAppDePrueba({
    NODE_ENV: 'production',
    CAPTCHA_PROVIDER: 'altcha',
    PUBLIC_URL: 'https://app.kipu.test',
  });
  expect(t.deps.config.produccion).toBe(true);
  ana = await emisorEnProduccion();
  op = operaciones(t, ana.token);
});
afterAll(() => t.cerrar());

const enviados = () => (t.simuladorSunat?.documentos() ?? []).map((d) => d.nombre);
const envio = async () =>
  (await t.gql<{ envioSunat: Record<string, unknown> }>(ENVIO, {}, { token: ana.token })).data?.envioSunat;

describe('test mode in production', () => {
  it('refuses the simulator nobody chose: the document waits with the reason and nothing leaves', async () => {
    // The header's badge reads the session company's soap_envio.
    expect(ana.soapEnvio).toBe('simulador');
    expect(await envio()).toEqual({ soap_envio: 'simulador', modo_pruebas: true, modo_pruebas_desde: null });

    const f = await op.emitir(FACTURA);
    const c = await op.esperar(f.id, (x) => x.ultimo_error !== null);
    expect(c).toMatchObject({ estado: 'pendiente', intentos: 0, ultimo_error: MENSAJE_SIN_ENTORNO });
    expect(enviados()).not.toContain(`${RUC_EMISOR}-01-${f.serie}-${f.numero}`);
  });

  it('sends once test mode is chosen explicitly, and prints it on the PDF', async () => {
    const r = await op.configurar({ soap_envio: 'simulador' });
    expect(r.errors).toBeUndefined();
    const ajustes = await envio();
    expect(ajustes).toMatchObject({ soap_envio: 'simulador', modo_pruebas: true });
    expect(typeof ajustes?.modo_pruebas_desde).toBe('string');
    const [pendiente] = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.estado, 'pendiente'));
    expect((await t.gql(REENVIAR, { id: pendiente?.id }, { token: ana.token })).errors).toBeUndefined();
    expect(await op.esperar(pendiente?.id ?? '')).toMatchObject({ estado: 'aceptado', intentos: 1 });
    const pdf = await t.gql<{ pdfComprobante: { base64: string } }>(
      PDF,
      { id: pendiente?.id },
      { token: ana.token },
    );
    const texto = await textoDePdf(Buffer.from(pdf.data?.pdfComprobante.base64 ?? '', 'base64'));
    expect(texto).toContain('MODO PRUEBAS — SIN VALOR TRIBUTARIO');
  });

  it("needs the company's own SOL user for SUNAT production; MODDATOS stands in for test environments only", async () => {
    await t.deps.db
      .update(schema.empresaCredenciales)
      .set({ usuarioSol: null, passwordSolCifrado: null })
      .where(eq(schema.empresaCredenciales.empresaId, ana.empresaId));
    expect((await op.configurar({ soap_envio: 'produccion' })).errors).toBeUndefined();
    const f = await op.emitir(FACTURA);
    const c = await op.esperar(f.id, (x) => x.ultimo_error !== null);
    expect(c).toMatchObject({
      estado: 'pendiente',
      intentos: 0,
      ultimo_error:
        'La empresa no tiene usuario SOL: regístrelo en Datos generales › Empresas › Credenciales SUNAT',
    });
    // Never sent anywhere, it may still go to the simulator chosen now, signing in as MODDATOS.
    expect((await op.configurar({ soap_envio: 'simulador' })).errors).toBeUndefined();
    expect((await t.gql(REENVIAR, { id: f.id }, { token: ana.token })).errors).toBeUndefined();
    expect(await op.esperar(f.id)).toMatchObject({ estado: 'aceptado', intentos: 1 });
    expect(enviados()).toContain(`${RUC_EMISOR}-01-${f.serie}-${f.numero}`);
  });
});
