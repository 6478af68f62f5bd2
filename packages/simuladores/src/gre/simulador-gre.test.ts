import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { qrDelCdrGuia } from '@kipu/peru/gre/qr-guia';
import { abrirCdr } from '@kipu/peru/sunat/cdr';
import { type ConfigGre, crearClienteGre } from '@kipu/peru/sunat/cliente-gre';
import { ErrorGre } from '@kipu/peru/sunat/error-gre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generarLlavePrueba, type LlaveFirma, revisarFirmaXml } from '../sunat/firma.ts';
import { guiaFirmada } from './guia-prueba.ts';
import { CREDENCIALES_GRE_DEMO, iniciarSimuladorGre, type SimuladorGre } from './simulador-gre.ts';

const D = CREDENCIALES_GRE_DEMO;
let sim: SimuladorGre;
let llave: LlaveFirma;
let numero = 0;

function config(cambios: Partial<ConfigGre> = {}): ConfigGre {
  return {
    urlSeguridad: sim.url,
    urlApi: sim.url,
    clientId: D.clientId,
    clientSecret: D.clientSecret,
    ruc: D.ruc,
    usuario: D.usuario,
    clave: D.clave,
    timeoutMs: 5000,
    ...cambios,
  };
}

/** A guide with a number no other test used. */
const nuevaGuia = (o: Parameters<typeof guiaFirmada>[1] = {}) =>
  guiaFirmada(llave, { numero: ++numero, ...o });

/** The ErrorGre a call ends in; anything else fails the test. */
const errorDe = (promesa: Promise<unknown>): Promise<ErrorGre> =>
  promesa.then(
    () => Promise.reject(new Error('Se esperaba un error de GRE')),
    (e: unknown) => (e instanceof ErrorGre ? e : Promise.reject(e)),
  );

beforeAll(async () => {
  sim = await iniciarSimuladorGre();
  llave = generarLlavePrueba(D.ruc, 'COMERCIAL ANDINA DEMO S.A.C.');
});
afterAll(() => sim.cerrar());

describe('GRE client against the simulated SUNAT GRE API', () => {
  it('sends a guide, finds it in process, then accepted with a signed CDR', async () => {
    const c = crearClienteGre(config());
    const guia = nuevaGuia();
    const envio = await c.enviar(guia.nombre, guia.zip);
    expect(envio.ticket).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(envio.recibido))).toBe(false);

    expect(await c.consultarTicket(envio.ticket)).toEqual({ estado: 'en_proceso' });
    const final = await c.consultarTicket(envio.ticket);
    expect(final.estado).toBe('aceptado');
    expect(final.error).toBeUndefined();
    const cdr = abrirCdr(final.cdrZip ?? new Uint8Array());
    expect(cdr).toMatchObject({ estado: 'aceptado', codigo: '0', documento: `T001-${numero}` });
    expect(revisarFirmaXml(cdr.cdrXml).resultado).toBe('valida');
    // Like SUNAT's, the CDR of an accepted guide links to SUNAT's copy: the printed guide's QR.
    expect(qrDelCdrGuia(cdr.cdrXml)).toMatch(
      /^https:\/\/e-factura\.sunat\.gob\.pe\/.*\?hashqr=[\w%+/=-]{32,}$/,
    );
    expect(final.cdr?.codigo).toBe('0');
    expect(sim.aceptadas().map((g) => g.nombre)).toContain(guia.nombre);
    expect(sim.aceptadas().find((g) => g.nombre === guia.nombre)?.xml).toBe(guia.xml);
  });

  it('gets a token once and reuses it for several sends, and renews it after SUNAT drops it', async () => {
    const c = crearClienteGre(config());
    const antes = sim.tokensEmitidos();
    for (let i = 0; i < 3; i++) {
      const g = nuevaGuia();
      await c.enviar(g.nombre, g.zip);
    }
    expect(sim.tokensEmitidos()).toBe(antes + 1);

    sim.caducarTokens();
    const g = nuevaGuia();
    await c.enviar(g.nombre, g.zip);
    expect(sim.tokensEmitidos()).toBe(antes + 2);
  });

  it('asks a new token once the cached one is about to expire', async () => {
    let reloj = Date.now();
    const c = crearClienteGre(config({ ahora: () => reloj }));
    const primero = await c.token();
    expect(await c.token()).toBe(primero);
    reloj += 3600_000;
    expect(await c.token()).not.toBe(primero);
  });

  it('refuses wrong credentials with a Spanish message and no retry', async () => {
    const secreto = await errorDe(crearClienteGre(config({ clientSecret: 'otro' })).token());
    expect(secreto).toMatchObject({ codigo: 'credenciales', estadoHttp: 400, tipo: 'credenciales' });
    expect(secreto.reintentable).toBe(false);
    expect(secreto.message).toBe(
      'SUNAT rechazó las credenciales de la API GRE (invalid_client): cliente no autorizado',
    );
    const clave = await errorDe(crearClienteGre(config({ clave: 'otra' })).token());
    expect(clave.message).toBe(
      'SUNAT rechazó las credenciales de la API GRE (access_denied): Error en la autenticacion del usuario.',
    );
  });

  it('reports a token SUNAT keeps refusing after renewing it once', async () => {
    const c = crearClienteGre(config());
    sim.vidaToken(0);
    try {
      const g = nuevaGuia();
      const e = await errorDe(c.enviar(g.nombre, g.zip));
      expect(e).toMatchObject({ codigo: 'token', estadoHttp: 401, tipo: 'credenciales' });
      expect(e.message).toContain(`SUNAT rechazó el token de acceso al enviar la guía ${g.nombre}`);
    } finally {
      sim.vidaToken(3600);
    }
  });

  it('answers 99 with 2335 and a rejecting CDR for an altered guide', async () => {
    const c = crearClienteGre(config());
    const g = nuevaGuia();
    const alterada = g.xml.replace('PRODUCTOS VARIOS', 'OTROS PRODUCTOS');
    const { ticket } = await c.enviar(g.nombre, zipComprobante(g.nombre, alterada).zip);
    await c.consultarTicket(ticket);
    const r = await c.consultarTicket(ticket);
    expect(r.estado).toBe('rechazado');
    expect(r.error).toEqual({
      codigo: '2335',
      mensaje: 'El documento electrónico ingresado ha sido alterado',
    });
    expect(r.cdr).toMatchObject({ estado: 'rechazado', codigo: '2335', documento: `T001-${numero}` });
    expect(qrDelCdrGuia(abrirCdr(r.cdrZip ?? new Uint8Array()).cdrXml)).toBeUndefined();

    // The number stays taken by the rejection.
    const otra = await c.enviar(g.nombre, g.zip);
    await c.consultarTicket(otra.ticket);
    expect((await c.consultarTicket(otra.ticket)).error?.codigo).toBe('1032');
  });

  it('rejects a resend of an accepted guide with 1033, without a CDR', async () => {
    const c = crearClienteGre(config());
    const g = nuevaGuia();
    const primero = await c.enviar(g.nombre, g.zip);
    const segundo = await c.enviar(g.nombre, g.zip);
    await c.consultarTicket(primero.ticket);
    expect((await c.consultarTicket(primero.ticket)).estado).toBe('aceptado');
    await c.consultarTicket(segundo.ticket);
    const r = await c.consultarTicket(segundo.ticket);
    expect(r).toEqual({
      estado: 'rechazado',
      error: { codigo: '1033', mensaje: 'El comprobante fue registrado previamente con otros datos' },
    });
  });

  it.each([
    ['1034', 'another issuer', { rucEnXml: '20100070970' }],
    ['1052', 'another type of guide', { tipoEnXml: '31' }],
  ])('answers the exception %s, without a CDR, when the XML names %s than the file', async (codigo, _, o) => {
    const c = crearClienteGre(config());
    const g = nuevaGuia(o);
    const { ticket } = await c.enviar(g.nombre, g.zip);
    await c.consultarTicket(ticket);
    const r = await c.consultarTicket(ticket);
    expect(r.estado).toBe('rechazado');
    expect(r.error?.codigo).toBe(codigo);
    expect(r.cdrZip).toBeUndefined();
    // Nothing was registered: the corrected guide goes through under the same number.
    const corregida = guiaFirmada(llave, { numero });
    const otra = await c.enviar(corregida.nombre, corregida.zip);
    await c.consultarTicket(otra.ticket);
    expect((await c.consultarTicket(otra.ticket)).estado).toBe('aceptado');
  });

  it('refuses at once a zip whose hashZip does not match', async () => {
    // A fetch that damages the hash on its way, as a broken proxy would.
    const alterarHash: typeof fetch = (url, init) =>
      fetch(url, {
        ...init,
        ...(typeof init?.body === 'string'
          ? { body: init.body.replace(/"hashZip":"[0-9a-f]/, '"hashZip":"x') }
          : {}),
      });
    const c = crearClienteGre(config({ fetch: alterarHash }));
    const g = nuevaGuia();
    const e = await errorDe(c.enviar(g.nombre, g.zip));
    expect(e).toMatchObject({ codigo: '0156', estadoHttp: 422, tipo: 'definitivo' });
    expect(e.message).toBe(
      `SUNAT observó la solicitud al enviar la guía ${g.nombre}: 0156 El archivo ZIP esta corrupto: hashZip no corresponde al archivo enviado`,
    );
    expect(sim.recibidas().some((x) => x.nombre === g.nombre)).toBe(false);
  });

  it('tells transient faults (HTTP 500, dropped connection) from rejections', async () => {
    const c = crearClienteGre(config());
    await c.token();
    const g = nuevaGuia();
    sim.fallar(1);
    const e500 = await errorDe(c.enviar(g.nombre, g.zip));
    expect(e500).toMatchObject({ codigo: 'http-500', estadoHttp: 500, tipo: 'transitorio' });
    expect(e500.reintentable).toBe(true);
    sim.fallar(1, 'red');
    const red = await errorDe(c.enviar(g.nombre, g.zip));
    expect(red).toMatchObject({ codigo: 'red', reintentable: true });
    expect(red.message).toMatch(/^No se pudo conectar con SUNAT al enviar la guía/);
    // The retry goes through once SUNAT is back.
    expect((await c.enviar(g.nombre, g.zip)).ticket).toBeTruthy();
  });

  it('keeps a ticket in process while SUNAT holds it', async () => {
    const c = crearClienteGre(config());
    const g = nuevaGuia();
    const { ticket } = await c.enviar(g.nombre, g.zip);
    sim.retenerTickets();
    try {
      for (let i = 0; i < 3; i++) expect((await c.consultarTicket(ticket)).estado).toBe('en_proceso');
    } finally {
      sim.retenerTickets(false);
    }
    expect((await c.consultarTicket(ticket)).estado).toBe('aceptado');
  });

  it('refuses a name that is not a guide before calling SUNAT, and an unknown ticket', async () => {
    const c = crearClienteGre(config());
    const nombre = await errorDe(c.enviar(`${D.ruc}-01-F001-1`, new Uint8Array([1])));
    expect(nombre).toMatchObject({ codigo: 'nombre', tipo: 'definitivo' });
    expect(nombre.message).toContain('Nombre de guía no válido');
    const ajena = await errorDe(c.enviar('20100070970-09-T001-1', new Uint8Array([1])));
    expect(ajena.message).toBe('La guía 20100070970-09-T001-1 no es del RUC 20601234565 con el que se envía');
    const ticket = await errorDe(c.consultarTicket('00000000-0000-0000-0000-000000000000'));
    expect(ticket).toMatchObject({ codigo: '0127', estadoHttp: 422 });
  });
});

describe('GRE simulator options', () => {
  it('answers 98 for as many queries as configured', async () => {
    const otro = await iniciarSimuladorGre({ consultasEnProceso: 2 });
    try {
      const c = crearClienteGre({ ...config(), urlSeguridad: otro.url, urlApi: otro.url });
      const g = nuevaGuia();
      const { ticket } = await c.enviar(g.nombre, g.zip);
      const estados = [];
      for (let i = 0; i < 3; i++) estados.push((await c.consultarTicket(ticket)).estado);
      expect(estados).toEqual(['en_proceso', 'en_proceso', 'aceptado']);
    } finally {
      await otro.cerrar();
    }
  });
});
