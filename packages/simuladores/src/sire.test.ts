import { type ConfigSire, crearClienteSire, ErrorSire } from '@kipu/peru/sire/cliente-sire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENCIALES_SIRE_DEMO, iniciarSimuladorSire, type SimuladorSire } from './sire.ts';
import { COLUMNAS_PROPUESTA_RVIE } from './sire-propuesta.ts';

const D = CREDENCIALES_SIRE_DEMO;
let sim: SimuladorSire;

function config(cambios: Partial<ConfigSire> = {}): ConfigSire {
  return {
    clientId: D.clientId,
    clientSecret: D.clientSecret,
    ruc: D.ruc,
    usuarioSol: D.usuario,
    claveSol: D.clave,
    urlSeguridad: sim.url,
    urlApi: sim.url,
    timeoutMs: 5000,
    ...cambios,
  };
}

/** The ErrorSire a call ends in; anything else fails the test. */
const errorDe = (promesa: Promise<unknown>): Promise<ErrorSire> =>
  promesa.then(
    () => Promise.reject(new Error('Se esperaba un error de SIRE')),
    (e: unknown) => (e instanceof ErrorSire ? e : Promise.reject(e)),
  );

beforeAll(async () => {
  sim = await iniciarSimuladorSire({
    credenciales: [D, { ...D, clientId: 'otra-app', clientSecret: 'otro-secreto', ruc: '20100070970' }],
  });
  sim.sembrar({
    ruc: D.ruc,
    libro: 'rvie',
    periodo: '202609',
    razonSocial: 'COMERCIAL ANDINA DEMO S.A.C.',
    filas: [
      {
        fechaEmision: '03/09/2026',
        tipoComprobante: '01',
        serie: 'F001',
        numero: '15',
        tipoDocumentoIdentidad: '6',
        numeroDocumentoIdentidad: '20100070970',
        nombreCliente: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
        baseGravada: '100.00',
        igv: '18.00',
        total: '118.00',
        moneda: 'PEN',
      },
      {
        fechaEmision: '04/09/2026',
        tipoComprobante: '03',
        serie: 'B001',
        numero: '7',
        exonerado: '25.50',
        total: '25.50',
        moneda: 'PEN',
      },
    ],
  });
  sim.sembrar({ ruc: D.ruc, libro: 'rvie', periodo: '202608', filas: [] });
  sim.sembrar({
    ruc: D.ruc,
    libro: 'rce',
    periodo: '202609',
    filas: [
      { tipoComprobante: '01', serie: 'F010', numero: '88', baseDg: '50.00', igvDg: '9.00', total: '59.00' },
    ],
  });
});
afterAll(() => sim.cerrar());

describe('SIRE client against the SIRE simulator over HTTP', () => {
  it('gets a token once and reuses it until it expires', async () => {
    const c = crearClienteSire(config());
    const antes = sim.tokensEmitidos();
    const t = await c.token();
    expect(t.length).toBeGreaterThan(20);
    expect(await c.token()).toBe(t);
    expect(sim.tokensEmitidos()).toBe(antes + 1);

    // A clock past expires_in (3600 s) asks for a new one.
    let reloj = Date.now();
    const conReloj = crearClienteSire(config({ ahora: () => reloj }));
    const primero = await conReloj.token();
    reloj += 3_600_000;
    expect(await conReloj.token()).not.toBe(primero);
  });

  it('lists the periods of each book, newest first, grouped by year', async () => {
    const c = crearClienteSire(config());
    expect(await c.periodos('rvie')).toEqual([
      {
        ejercicio: '2026',
        estado: 'Pendiente',
        periodos: [
          { periodo: '202609', codigoEstado: '02', estado: 'Pendiente' },
          { periodo: '202608', codigoEstado: '02', estado: 'Pendiente' },
        ],
      },
    ]);
    expect((await c.periodos('rce'))[0]?.periodos.map((p) => p.periodo)).toEqual(['202609']);
  });

  it('exports the RVIE proposal, follows the ticket and reads the .txt inside the ZIP', async () => {
    const c = crearClienteSire(config());
    const ticket = await c.exportarPropuesta('rvie', '202609');
    expect(ticket).toMatch(/^\d{4}03\d{8}$/);

    const enProceso = await c.consultarTicket(ticket, '202609');
    expect(enProceso).toMatchObject({ codigoEstado: '05', terminado: false, archivos: [] });
    await expect(c.descargarReporte('rvie', enProceso)).rejects.toThrow(`El ticket ${ticket} aún no termina`);

    const listo = await c.consultarTicket(ticket, '202609');
    expect(listo).toMatchObject({
      codigoEstado: '06',
      estado: 'Terminado',
      codigoProceso: '10',
      terminado: true,
    });
    expect(listo.archivos).toEqual([
      { nombre: `LE${D.ruc}2026090014040001EXP2.zip`, tipo: '00', contenido: null },
    ]);

    const reporte = await c.descargarReporte('rvie', listo);
    expect(reporte.archivos.map((a) => a.nombre)).toEqual([`LE${D.ruc}2026090014040001EXP2.txt`]);
    const [cabecera, ...filas] = (reporte.archivos[0]?.texto ?? '').trimEnd().split('\n');
    const columnas = cabecera?.split('|') ?? [];
    expect(columnas).toHaveLength(40);
    expect(columnas.slice(0, 4)).toEqual(['RUC', 'Razón social', 'Periodo', 'CAR SUNAT']);
    expect(columnas[39]).toBe('CLU');
    expect(filas).toHaveLength(2);
    const factura = filas[0]?.split('|') ?? [];
    expect(factura).toHaveLength(40);
    const valor = (clave: string) => factura[COLUMNAS_PROPUESTA_RVIE.findIndex(([k]) => k === clave)];
    expect(valor('ruc')).toBe(D.ruc);
    expect(valor('razonSocial')).toBe('COMERCIAL ANDINA DEMO S.A.C.');
    expect(valor('car')).toBe(`${D.ruc}01F0010000000015`);
    expect(valor('serie')).toBe('F001');
    expect(valor('igv')).toBe('18.00');
    expect(valor('total')).toBe('118.00');
    expect(filas[1]?.split('|')[COLUMNAS_PROPUESTA_RVIE.findIndex(([k]) => k === 'exonerado')]).toBe('25.50');
  });

  it('exports the RCE proposal with its own layout', async () => {
    const c = crearClienteSire(config());
    const ticket = await c.exportarPropuesta('rce', '202609');
    await c.consultarTicket(ticket, '202609');
    const reporte = await c.descargarReporte('rce', await c.consultarTicket(ticket, '202609'));
    expect(reporte.nombre).toBe(`LE${D.ruc}2026090008040001EXP2.zip`);
    const [cabecera, fila] = (reporte.archivos[0]?.texto ?? '').split('\n');
    expect(cabecera?.split('|')).toHaveLength(41);
    expect(cabecera?.split('|')[8]).toBe('Año');
    expect(fila?.split('|').slice(14, 16)).toEqual(['50.00', '9.00']);
  });

  it('accepts the RVIE proposal by ticket and the period shows as presented', async () => {
    const c = crearClienteSire(config());
    const ticket = await c.aceptarPropuesta('202608');
    expect(sim.aceptadas()).toEqual([{ ruc: D.ruc, periodo: '202608' }]);
    await c.consultarTicket(ticket, '202608');
    expect(await c.consultarTicket(ticket, '202608')).toMatchObject({
      codigoProceso: '2',
      terminado: true,
      archivos: [],
    });
    const periodos = (await c.periodos('rvie'))[0]?.periodos;
    expect(periodos?.find((p) => p.periodo === '202608')).toEqual({
      periodo: '202608',
      codigoEstado: '01',
      estado: 'Presentado',
    });
  });

  it('refuses a wrong client secret and a wrong SOL password in Spanish', async () => {
    const secreto = await errorDe(crearClienteSire(config({ clientSecret: 'mal' })).periodos('rvie'));
    expect(secreto).toMatchObject({ codigo: 'credenciales', estadoHttp: 400 });
    expect(secreto.message).toBe(
      'SUNAT rechazó las credenciales de la API SIRE (invalid_client): cliente no autorizado',
    );
    const clave = await errorDe(crearClienteSire(config({ claveSol: 'otra' })).token());
    expect(clave.message).toBe(
      'SUNAT rechazó las credenciales de la API SIRE (access_denied): Error en la autenticacion del usuario.',
    );
    // Another application's id with this SOL user is refused too.
    const ajena = await errorDe(
      crearClienteSire(config({ clientId: 'otra-app', clientSecret: 'otro-secreto' })).token(),
    );
    expect(ajena.codigo).toBe('credenciales');
  });

  it('renews a token SUNAT dropped early, and reports a token it keeps refusing', async () => {
    const c = crearClienteSire(config());
    await c.token();
    sim.caducarTokens();
    const antes = sim.tokensEmitidos();
    expect((await c.periodos('rvie')).length).toBe(1);
    expect(sim.tokensEmitidos()).toBe(antes + 1);

    sim.vidaToken(0);
    try {
      const e = await errorDe(crearClienteSire(config()).periodos('rvie'));
      expect(e).toMatchObject({ codigo: 'token', estadoHttp: 401 });
      expect(e.message).toBe(
        'SUNAT rechazó el token de acceso al consultar los periodos (HTTP 401): Unauthorized - El token de acceso no es válido o expiró',
      );
    } finally {
      sim.vidaToken(3600);
    }
  });

  it('answers 401 JSON like SUNAT to a request with an unknown token', async () => {
    const r = await fetch(
      `${sim.url}/v1/contribuyente/migeigv/libros/rvierce/padron/web/omisos/140000/periodos`,
      {
        headers: { authorization: 'Bearer inventado' },
      },
    );
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({
      cod: '401',
      msg: 'Unauthorized - El token de acceso no es válido o expiró',
    });
  });

  it('refuses unknown and malformed tickets, empty periods and bad periods in Spanish', async () => {
    const c = crearClienteSire(config());
    await expect(c.consultarTicket('20260300009999', '202609')).rejects.toThrow(
      'SUNAT no tiene el ticket 20260300009999 en el periodo 202609',
    );
    const formato = await errorDe(c.consultarTicket('ABC', '202609'));
    expect(formato).toMatchObject({ codigo: '1052', estadoHttp: 422 });
    expect(formato.message).toBe(
      'SUNAT observó la solicitud al consultar el ticket: 1052 Formato no permitido o no valido para el número de Ticket',
    );
    const vacio = await errorDe(c.exportarPropuesta('rvie', '202607'));
    expect(vacio.codigo).toBe('1070');
    expect(vacio.message).toContain('No se ha encontrado información de comprobantes de pago');
    await expect(c.exportarPropuesta('rvie', '2026-09')).rejects.toThrow('Periodo no válido: 2026-09');
  });

  it("keeps each taxpayer's tickets and proposals to itself", async () => {
    const propio = crearClienteSire(config());
    const ticket = await propio.exportarPropuesta('rvie', '202609');
    const ajeno = crearClienteSire(
      config({ clientId: 'otra-app', clientSecret: 'otro-secreto', ruc: '20100070970' }),
    );
    await expect(ajeno.consultarTicket(ticket, '202609')).rejects.toThrow(
      `SUNAT no tiene el ticket ${ticket}`,
    );
    expect(await ajeno.periodos('rvie')).toEqual([]);
    await propio.consultarTicket(ticket, '202609');
    const listo = await propio.consultarTicket(ticket, '202609');
    const robo = await errorDe(ajeno.descargarReporte('rvie', listo));
    expect(robo).toMatchObject({ estadoHttp: 404, codigo: 'http-404' });
  });

  it('reports a server that does not answer in time', async () => {
    const { createServer } = await import('node:http');
    const mudo = createServer(() => {});
    await new Promise<void>((ok) => mudo.listen(0, '127.0.0.1', ok));
    const { port } = mudo.address() as import('node:net').AddressInfo;
    try {
      const e = await errorDe(
        crearClienteSire(config({ urlSeguridad: `http://127.0.0.1:${port}`, timeoutMs: 200 })).token(),
      );
      expect(e).toMatchObject({ codigo: 'timeout' });
      expect(e.message).toBe('SUNAT no respondió en 200 ms al pedir el token');
    } finally {
      mudo.closeAllConnections();
      await new Promise((ok) => mudo.close(ok));
    }
  });
});
