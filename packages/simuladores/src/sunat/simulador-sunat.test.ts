import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ClienteBillService,
  crearClienteBillService,
  ErrorSunat,
} from '@kipu/peru/sunat/cliente-bill-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facturaPrueba, resumenPrueba, zipDocumento } from './documento-prueba.ts';
import { firmarUbl, generarLlavePrueba, type LlaveFirma, verificarFirma } from './firma.ts';
import { iniciarSimuladorSunat, type SimuladorSunat } from './simulador-sunat.ts';

const RUC = '20601234565';
let sim: SimuladorSunat;
let cliente: ClienteBillService;
let llave: LlaveFirma;

beforeAll(async () => {
  sim = await iniciarSimuladorSunat();
  llave = generarLlavePrueba(RUC, 'COMERCIAL ANDINA DEMO S.A.C.');
  cliente = crearClienteBillService({
    url: sim.url,
    urlConsulta: sim.urlConsulta,
    ruc: RUC,
    usuarioSol: 'MODDATOS',
    claveSol: 'moddatos',
    timeoutMs: 5000,
  });
});
afterAll(() => sim.cerrar());

/** A signed factura zipped under its SUNAT name. */
function factura(numero: number, o: Parameters<typeof facturaPrueba>[0] = {}, firma = llave) {
  const base = `${RUC}-01-F001-${numero}`;
  const xml = firmarUbl(facturaPrueba({ numero, ...o }), firma, 'SignKipu');
  return { nombre: `${base}.zip`, zip: zipDocumento(base, xml), xml, base };
}

async function fallaDe(promesa: Promise<unknown>): Promise<ErrorSunat> {
  try {
    await promesa;
  } catch (e) {
    if (e instanceof ErrorSunat) return e;
    throw e;
  }
  throw new Error('Se esperaba un error de SUNAT');
}

describe('billService client against the SUNAT simulator over HTTP', () => {
  it('sends a signed factura and gets an accepted CDR signed by the simulator', async () => {
    const f = factura(1);
    const r = await cliente.enviarFactura(f.nombre, f.zip);
    expect(r).toMatchObject({
      estado: 'aceptado',
      codigo: '0',
      descripcion: 'La Factura numero F001-1, ha sido aceptada',
      notas: [],
      documento: 'F001-1',
    });
    expect(r.cdrXml).toContain('<cbc:ID>6-20100070970</cbc:ID>');
    expect(verificarFirma(r.cdrXml)).toBe('valida');
    expect(sim.documentos().find((d) => d.nombre === f.base)).toMatchObject({
      operacion: 'sendBill',
      codigo: '0',
    });
  });

  it('accepts with observations the documents whose addresses break the format (4093, 4101)', async () => {
    const f = factura(2, {
      ubigeoEmisor: '1501',
      cliente: {
        tipoDocumento: '6',
        numero: '20100070970',
        nombre: 'SUPERMERCADOS PERUANOS',
        direccion: '-',
      },
    });
    const r = await cliente.enviarFactura(f.nombre, f.zip);
    expect(r.estado).toBe('observado');
    expect(r.codigo).toBe('0');
    expect(r.notas.map((n) => n.codigo)).toEqual(['4093', '4101']);
  });

  it('rejects an altered document (2335), a factura to a DNI (2800) and an expired certificate (2327)', async () => {
    const f = factura(3);
    const alterado = zipDocumento(f.base, f.xml.replace('118.00', '11.80'));
    expect(await cliente.enviarFactura(f.nombre, alterado)).toMatchObject({
      estado: 'rechazado',
      codigo: '2335',
      descripcion: 'El documento electrónico ingresado ha sido alterado',
    });
    const dni = factura(4, {
      cliente: { tipoDocumento: '1', numero: '45678912', nombre: 'ROSA HUAMAN TORRES' },
    });
    expect(await cliente.enviarFactura(dni.nombre, dni.zip)).toMatchObject({
      estado: 'rechazado',
      codigo: '2800',
    });
    const vencida = generarLlavePrueba(
      RUC,
      'COMERCIAL ANDINA DEMO S.A.C.',
      new Date(Date.now() - 2 * 365 * 86_400_000),
    );
    const v = factura(5, {}, vencida);
    expect(await cliente.enviarFactura(v.nombre, v.zip)).toMatchObject({
      estado: 'rechazado',
      codigo: '2327',
    });
  });

  it('refuses bad SOL credentials with 0102', async () => {
    const otro = crearClienteBillService({
      url: sim.url,
      ruc: RUC,
      usuarioSol: 'MODDATOS',
      claveSol: 'otra',
    });
    const f = factura(6);
    const e = await fallaDe(otro.enviarFactura(f.nombre, f.zip));
    expect(e).toMatchObject({ codigo: '0102', tipo: 'credenciales', estadoHttp: 500 });
    expect(e.message).toBe('SUNAT 0102: Usuario o contraseña incorrectos');
  });

  it('rejects a document signed with a certificate of another RUC (2325)', async () => {
    const ajena = generarLlavePrueba('20100070970', 'SUPERMERCADOS PERUANOS S.A.');
    const f = factura(16, {}, ajena);
    expect(await cliente.enviarFactura(f.nombre, f.zip)).toMatchObject({
      estado: 'rechazado',
      codigo: '2325',
      descripcion: 'El certificado usado no es el comunicado a SUNAT',
    });
  });

  it('answers 1033 to a repeated document, whose CDR is then recovered with getStatusCdr', async () => {
    const f = factura(7);
    const primero = await cliente.enviarFactura(f.nombre, f.zip);
    const e = await fallaDe(cliente.enviarFactura(f.nombre, f.zip));
    expect(e).toMatchObject({ codigo: '1033', tipo: 'ya-registrado' });
    const recuperado = await cliente.consultarCdr(RUC, '01', 'F001', 7);
    expect(recuperado).toMatchObject({ estado: 'aceptado', codigo: '0', documento: 'F001-7' });
    if (recuperado.estado === 'sin-cdr') throw new Error('sin CDR');
    expect(recuperado.cdrXml).toBe(primero.cdrXml);
    expect(await cliente.consultarCdr(RUC, '01', 'F001', 999)).toMatchObject({
      estado: 'sin-cdr',
      codigo: '0011',
    });
  });

  it('reports transient failures as such, and the same document goes through on the retry', async () => {
    const f = factura(8);
    sim.fallar(1, '0130');
    expect(await fallaDe(cliente.enviarFactura(f.nombre, f.zip))).toMatchObject({
      codigo: '0130',
      tipo: 'transitorio',
    });
    sim.fallar(1, '0109');
    expect(await fallaDe(cliente.enviarFactura(f.nombre, f.zip))).toMatchObject({
      codigo: '0109',
      tipo: 'transitorio',
    });
    sim.fallar(1, 'http-503');
    expect(await fallaDe(cliente.enviarFactura(f.nombre, f.zip))).toMatchObject({
      codigo: 'http-503',
      tipo: 'transitorio',
      estadoHttp: 503,
    });
    expect((await cliente.enviarFactura(f.nombre, f.zip)).estado).toBe('aceptado');
  });

  it('refuses files SUNAT does not register: wrong RUC, ID, entry name, no signature', async () => {
    const ajeno = `20100070970-01-F001-9`;
    const xmlAjeno = firmarUbl(facturaPrueba({ ruc: '20100070970', numero: 9 }), llave, 'SignKipu');
    expect(await fallaDe(cliente.enviarFactura(`${ajeno}.zip`, zipDocumento(ajeno, xmlAjeno)))).toMatchObject(
      {
        codigo: '0154',
        tipo: 'definitivo',
      },
    );
    const f = factura(10, { id: 'F001-11' });
    expect(await fallaDe(cliente.enviarFactura(f.nombre, f.zip))).toMatchObject({ codigo: '1049' });
    const g = factura(12);
    expect(
      await fallaDe(cliente.enviarFactura(g.nombre, zipDocumento(`${RUC}-01-F001-13`, g.xml))),
    ).toMatchObject({
      codigo: '0161',
    });
    const sinFirma = zipDocumento(`${RUC}-01-F001-14`, facturaPrueba({ numero: 14 }));
    expect(await fallaDe(cliente.enviarFactura(`${RUC}-01-F001-14.zip`, sinFirma))).toMatchObject({
      codigo: '1059',
    });
    expect(sim.documentos().some((d) => d.nombre.endsWith('-F001-14'))).toBe(false);
  });

  it('takes a resumen diario by ticket: 98 in process, then 0 with the CDR', async () => {
    const base = `${RUC}-RC-20250115-1`;
    const xml = firmarUbl(resumenPrueba({ tipo: 'RC', fecha: '2025-01-15' }), llave, 'SignKipu');
    const ticket = await cliente.enviarResumen(`${base}.zip`, zipDocumento(base, xml));
    expect(ticket).toMatch(/^\d{13,}$/);
    expect(await cliente.consultarTicket(ticket)).toEqual({ estado: 'en-proceso' });
    expect(await cliente.consultarTicket(ticket)).toMatchObject({
      estado: 'aceptado',
      codigo: '0',
      descripcion: 'El Resumen diario RC-20250115-1, ha sido aceptado',
    });
  });

  it('answers 99 with the rejection CDR for a wrong summary, and refuses unknown tickets', async () => {
    const base = `${RUC}-RA-20250115-1`;
    const xml = firmarUbl(resumenPrueba({ tipo: 'RA', id: 'RA-20250115-2' }), llave, 'SignKipu');
    const ticket = await cliente.enviarResumen(`${base}.zip`, zipDocumento(base, xml));
    expect(await cliente.consultarTicket(ticket)).toEqual({ estado: 'en-proceso' });
    expect(await cliente.consultarTicket(ticket)).toMatchObject({ estado: 'rechazado', codigo: '2285' });
    expect(await fallaDe(cliente.consultarTicket('123'))).toMatchObject({
      codigo: '0127',
      tipo: 'definitivo',
    });
  });

  /** Sends a summary and answers its final result (after the first look's 98). */
  async function resumen(o: Parameters<typeof resumenPrueba>[0]) {
    const fecha = o.fecha ?? '2025-01-15';
    const base = `${RUC}-${o.tipo}-${fecha.replaceAll('-', '')}-${o.correlativo ?? 1}`;
    const xml = firmarUbl(resumenPrueba(o), llave, 'SignKipu');
    const ticket = await cliente.enviarResumen(`${base}.zip`, zipDocumento(base, xml));
    expect(await cliente.consultarTicket(ticket)).toEqual({ estado: 'en-proceso' });
    return cliente.consultarTicket(ticket);
  }

  it('voids an accepted factura by comunicación de baja; its CDR stays and a second baja is refused', async () => {
    const f = factura(20);
    expect((await cliente.enviarFactura(f.nombre, f.zip)).estado).toBe('aceptado');
    expect(sim.estadoDe(RUC, '01', 'F001', 20)).toBe('aceptado');
    const f20 = [{ tipo: '01', serie: 'F001', numero: 20 }];
    expect(
      await resumen({ tipo: 'RA', fecha: '2025-01-16', referencia: '2025-01-15', documentos: f20 }),
    ).toMatchObject({
      estado: 'aceptado',
      codigo: '0',
      descripcion: 'La Comunicacion de baja RA-20250116-1, ha sido aceptada',
    });
    expect(sim.estadoDe(RUC, '01', 'F001', 20)).toBe('anulado');
    // SUNAT keeps the document's CDR; sending the number again is still 1033.
    expect(await cliente.consultarCdr(RUC, '01', 'F001', 20)).toMatchObject({ estado: 'aceptado' });
    expect(await fallaDe(cliente.enviarFactura(f.nombre, f.zip))).toMatchObject({ codigo: '1033' });
    const otra = await resumen({
      tipo: 'RA',
      fecha: '2025-01-16',
      correlativo: 2,
      referencia: '2025-01-15',
      documentos: f20,
    });
    expect(otra).toMatchObject({ estado: 'rechazado', codigo: '2106' });
  });

  it.each([
    ['a document SUNAT does not have', 30, false, '2105'],
    ['a rejected document', 31, true, '2398'],
  ])('rejects the baja of %s (%s)', async (_, numero, rechazada, codigo) => {
    if (rechazada) {
      const f = factura(numero, { cliente: { tipoDocumento: '1', numero: '46779354', nombre: 'MARIA' } });
      expect((await cliente.enviarFactura(f.nombre, f.zip)).codigo).toBe('2800');
    }
    const r = await resumen({
      tipo: 'RA',
      fecha: '2025-01-17',
      correlativo: numero,
      documentos: [{ tipo: '01', serie: 'F001', numero }],
      referencia: '2025-01-15',
    });
    expect(r).toMatchObject({ estado: 'rechazado', codigo });
    expect(r.estado === 'rechazado' && r.descripcion).toContain(`F001-${numero}`);
  });

  it('rejects a baja whose date is not the documents (2375)', async () => {
    const f = factura(32);
    await cliente.enviarFactura(f.nombre, f.zip);
    const r = await resumen({
      tipo: 'RA',
      fecha: '2025-01-18',
      referencia: '2025-01-14',
      documentos: [{ tipo: '01', serie: 'F001', numero: 32 }],
    });
    expect(r).toMatchObject({ estado: 'rechazado', codigo: '2375' });
    expect(sim.estadoDe(RUC, '01', 'F001', 32)).toBe('aceptado');
  });

  it('informs boletas by resumen (condition 1) and voids them by resumen (condition 3)', async () => {
    const b5 = { tipo: '03', serie: 'B001', numero: 5 };
    expect(
      await resumen({ tipo: 'RC', fecha: '2025-01-16', referencia: '2025-01-15', documentos: [b5] }),
    ).toMatchObject({
      estado: 'aceptado',
    });
    expect(sim.estadoDe(RUC, '03', 'B001', 5)).toBe('aceptado');
    const repetida = await resumen({
      tipo: 'RC',
      fecha: '2025-01-16',
      correlativo: 2,
      referencia: '2025-01-15',
      documentos: [b5],
    });
    expect(repetida).toMatchObject({ estado: 'rechazado', codigo: '2282' });
    const anulada = await resumen({
      tipo: 'RC',
      fecha: '2025-01-17',
      referencia: '2025-01-15',
      documentos: [{ ...b5, condicion: '3' }],
    });
    expect(anulada).toMatchObject({ estado: 'aceptado', codigo: '0' });
    expect(sim.estadoDe(RUC, '03', 'B001', 5)).toBe('anulado');
  });

  it('tells a time-out and a refused connection from SUNAT faults', async () => {
    const mudo: Server = createServer(() => {});
    await new Promise<void>((ok) => mudo.listen(0, '127.0.0.1', ok));
    const { port } = mudo.address() as AddressInfo;
    const lento = crearClienteBillService({
      url: `http://127.0.0.1:${port}/billService`,
      ruc: RUC,
      usuarioSol: 'MODDATOS',
      claveSol: 'moddatos',
      timeoutMs: 200,
    });
    const f = factura(15);
    expect(await fallaDe(lento.enviarFactura(f.nombre, f.zip))).toMatchObject({
      codigo: 'timeout',
      tipo: 'transitorio',
    });
    mudo.closeAllConnections();
    await new Promise<void>((ok) => mudo.close(() => ok()));
    expect(await fallaDe(lento.enviarFactura(f.nombre, f.zip))).toMatchObject({
      codigo: 'red',
      tipo: 'transitorio',
    });
  });

  it('refuses to send a zip whose name breaks SUNAT rules before calling', async () => {
    await expect(cliente.enviarFactura('factura.zip', new Uint8Array())).rejects.toThrow(
      'Nombre de archivo no válido',
    );
    await expect(cliente.enviarResumen(`${RUC}-01-F001-1.zip`, new Uint8Array())).rejects.toThrow(
      'Nombre de archivo no válido',
    );
  });
});

describe('SOL users as SUNAT beta knows them', () => {
  const OTRO_RUC = '20100070970';
  let beta: SimuladorSunat;
  beforeAll(async () => {
    beta = await iniciarSimuladorSunat({
      usuarios: [{ ruc: OTRO_RUC, usuario: 'VENTAS01', clave: 'Clave123' }],
    });
  });
  afterAll(() => beta.cerrar());

  const clienteDe = (ruc: string, usuarioSol: string, claveSol: string) =>
    crearClienteBillService({ url: beta.url, urlConsulta: beta.urlConsulta, ruc, usuarioSol, claveSol });

  /** A factura of any issuer, signed with a certificate of its own RUC. */
  function facturaDe(ruc: string, numero: number) {
    const firma = generarLlavePrueba(ruc, `EMPRESA ${ruc} S.A.C.`);
    const base = `${ruc}-01-F001-${numero}`;
    const xml = firmarUbl(
      facturaPrueba({ ruc, numero, razonSocial: `EMPRESA ${ruc} S.A.C.` }),
      firma,
      'SignKipu',
    );
    return { nombre: `${base}.zip`, zip: zipDocumento(base, xml) };
  }

  it.each(['20100070970', '20131312955', '10467793549'])(
    'accepts any RUC (%s) with the beta test user MODDATOS / moddatos',
    async (ruc) => {
      const f = facturaDe(ruc, 1);
      const r = await clienteDe(ruc, 'MODDATOS', 'moddatos').enviarFactura(f.nombre, f.zip);
      expect(r).toMatchObject({ estado: 'aceptado', codigo: '0', documento: 'F001-1' });
      expect(beta.estadoDe(ruc, '01', 'F001', 1)).toBe('aceptado');
    },
  );

  it("accepts a company's own SOL user it was given, for that RUC only", async () => {
    const f = facturaDe(OTRO_RUC, 2);
    expect((await clienteDe(OTRO_RUC, 'VENTAS01', 'Clave123').enviarFactura(f.nombre, f.zip)).estado).toBe(
      'aceptado',
    );
    const g = facturaDe('20601234565', 2);
    const e = await fallaDe(clienteDe('20601234565', 'VENTAS01', 'Clave123').enviarFactura(g.nombre, g.zip));
    expect(e).toMatchObject({ codigo: '0102', tipo: 'credenciales' });
  });

  it.each([
    ['MODDATOS', 'otra'],
    ['MODDATOS', 'MODDATOS'],
    ['VENTAS01', 'moddatos'],
    ['OTRO', 'moddatos'],
  ])('still refuses %s / %s with 0102, registering nothing', async (usuario, clave) => {
    const f = facturaDe(OTRO_RUC, 3);
    const e = await fallaDe(clienteDe(OTRO_RUC, usuario, clave).enviarFactura(f.nombre, f.zip));
    expect(e).toMatchObject({ codigo: '0102', tipo: 'credenciales' });
    expect(e.message).toBe('SUNAT 0102: Usuario o contraseña incorrectos');
    expect(beta.estadoDe(OTRO_RUC, '01', 'F001', 3)).toBeUndefined();
  });

  it("keeps checking that the file is the signed-in RUC's (0154) and the certificate the issuer's (2325)", async () => {
    const f = facturaDe(OTRO_RUC, 4);
    expect(
      await fallaDe(clienteDe('20601234565', 'MODDATOS', 'moddatos').enviarFactura(f.nombre, f.zip)),
    ).toMatchObject({ codigo: '0154' });
    const firmaAjena = generarLlavePrueba('20601234565', 'COMERCIAL ANDINA DEMO S.A.C.');
    const base = `${OTRO_RUC}-01-F001-5`;
    const xml = firmarUbl(facturaPrueba({ ruc: OTRO_RUC, numero: 5 }), firmaAjena, 'SignKipu');
    const r = await clienteDe(OTRO_RUC, 'MODDATOS', 'moddatos').enviarFactura(
      `${base}.zip`,
      zipDocumento(base, xml),
    );
    expect(r).toMatchObject({ estado: 'rechazado', codigo: '2325' });
  });
});
