import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { appConEmisor, FACTURA, operaciones, otraEmpresa } from './envio-de-prueba.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let op: ReturnType<typeof operaciones>;
const ENVIO = '{ envioSunat { soap_envio url_ose envio_boletas envio_pausado } }';
const OSE = 'https://ose.ejemplo.pe/ol-ti-itcpe/billService';

beforeAll(async () => {
  ({ t, ana, op } = await appConEmisor());
});
afterAll(() => t.cerrar());

const envio = async (token = ana.token) =>
  (await t.gql<{ envioSunat: Record<string, unknown> }>(ENVIO, {}, { token })).data?.envioSunat;

describe('configurarEnvioSunat', () => {
  it('refuses in Spanish what cannot be a destination, changing nothing', async () => {
    const casos: [object, string][] = [
      [{ soap_envio: 'fax' }, 'El destino de envío debe ser simulador, beta, produccion u ose'],
      [{ soap_envio: 'ose' }, 'Indique la URL del OSE'],
      [{ soap_envio: 'ose', url_ose: '   ' }, 'Indique la URL del OSE'],
      [{ soap_envio: 'ose', url_ose: 'http://ose.ejemplo.pe/billService' }, 'debe empezar con https://'],
      [{ soap_envio: 'ose', url_ose: 'ose.ejemplo.pe' }, 'La URL del OSE no es válida'],
      [{ soap_envio: 'ose', url_ose: `${OSE}?${'x'.repeat(300)}` }, 'hasta 300 caracteres'],
      [{ envio_boletas: 'semanal' }, 'Las boletas se envían de forma individual o por resumen'],
    ];
    for (const [input, mensaje] of casos) {
      const r = await op.configurar(input);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain(mensaje);
    }
    expect(await envio()).toEqual({
      soap_envio: 'simulador',
      url_ose: null,
      envio_boletas: 'individual',
      envio_pausado: false,
    });
  });

  it("keeps an OSE's https billService; a company without one waits with the reason", async () => {
    const r = await op.configurar({ soap_envio: 'ose', url_ose: ` ${OSE} `, envio_boletas: 'resumen' });
    expect(r.errors).toBeUndefined();
    expect(await envio()).toMatchObject({ soap_envio: 'ose', url_ose: OSE, envio_boletas: 'resumen' });
    // Without a URL the document cannot leave: it stays pendiente saying why (no endless retries).
    await t.deps.db
      .update(schema.empresas)
      .set({ urlOse: null })
      .where(eq(schema.empresas.id, ana.empresaId));
    const f = await op.emitir(FACTURA);
    const c = await op.esperar(f.id, (x) => x.ultimo_error !== null);
    expect(c).toMatchObject({ estado: 'pendiente', intentos: 0 });
    expect(c.ultimo_error).toContain('no tiene su URL');
    expect((await op.configurar({})).data?.configurarEnvioSunat).toMatchObject({
      soap_envio: 'simulador',
      url_ose: null,
    });
  });

  it('acts on the session company only, and needs the emission permission', async () => {
    const beto = await otraEmpresa(t);
    await operaciones(t, beto.token).configurar({ envio_boletas: 'resumen' });
    expect(await envio(beto.token)).toMatchObject({ envio_boletas: 'resumen' });
    expect(await envio()).toMatchObject({ envio_boletas: 'individual' });
    const mozo = await usuarioConEmpresa(
      t,
      'mozo@andina.pe',
      { ruc: '20131312955', razonSocial: 'SUNAT' },
      '1990d988',
    );
    const r = await operaciones(t, mozo.token).configurar({ soap_envio: 'beta' });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Nor does a waiter read the sending settings; they stayed as they were.
    expect((await t.gql(ENVIO, {}, { token: mozo.token })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [empresa] = await t.deps.db
      .select({ soapEnvio: schema.empresas.soapEnvio })
      .from(schema.empresas)
      .where(eq(schema.empresas.id, mozo.empresaId));
    expect(empresa?.soapEnvio).toBe('simulador');
  });
});
