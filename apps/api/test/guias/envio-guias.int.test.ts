import { schema } from '@kipu/db';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { abrirCdr } from '@kipu/peru/sunat/cdr';
import { CREDENCIALES_GRE_DEMO } from '@kipu/simuladores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstadoGuiaSunat as EstadoSunat } from '../../src/modules/guias/queries/estado-guia-sunat.ts';
import { codigo, esperarProhibido } from '../contabilidad/escenario-maestros.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  type EscenarioEmisionGuias,
  emitirGuia,
  prepararEmisionGuias,
  privada,
} from './escenario-emision-guias.ts';

let e: EscenarioEmisionGuias;
let otro: string;
beforeAll(async () => {
  e = await prepararEmisionGuias();
  otro = (
    await usuarioConEmpresa(e.t, 'beto@guias-envio.pe', { ruc: '20100070970', razonSocial: 'OTRA S.A.C.' })
  ).token;
});
afterAll(() => e.t.cerrar());

const CAMPOS =
  'id serie numero estado ticket codigo_sunat descripcion_sunat ultimo_error intentos cdr_base64 reemplazada_por_id';
const ESTADO = `query($id: String!) { getEstadoGuiaSunat(id: $id) { ${CAMPOS} } }`;
const CONSULTAR = `mutation($id: String!, $solo: Boolean) { consultarCDRGuia(id_guia: $id, onlyTicket: $solo) { ${CAMPOS} } }`;
const RECONSTRUIR = 'mutation($id: String!) { reconstruirGuia(id: $id) { id serie numero estado } }';
const CREDENCIALES = 'query($e: String!) { credencialesGre(empresa_id: $e) { tiene_gre tiene_sol } }';
const GUARDAR =
  'mutation($e: String!, $c: String!, $s: String!) { guardarCredencialesGre(empresa_id: $e, client_id: $c, client_secret: $s) { tiene_gre tiene_sol } }';

const estadoDe = async (id: string) => {
  const r = await e.t.gql<{ getEstadoGuiaSunat: EstadoSunat }>(ESTADO, { id }, { token: e.ana.token });
  expect(r.errors).toBeUndefined();
  return r.data?.getEstadoGuiaSunat as EstadoSunat;
};

/** Polls the guide's state through the API until `listo` holds (the job runs in the background). */
async function esperar(id: string, listo: (g: EstadoSunat) => boolean): Promise<EstadoSunat> {
  const hasta = Date.now() + 60_000;
  for (;;) {
    const g = await estadoDe(id);
    if (listo(g) || Date.now() > hasta) return g;
    await new Promise((ok) => setTimeout(ok, 100));
  }
}
const final = (g: EstadoSunat) => !['pendiente', 'enviado'].includes(g.estado);

const emitir = async () => {
  const r = await emitirGuia(e, privada(e));
  expect(r.errors).toBeUndefined();
  return r.data?.createGuiaIndividual.id ?? '';
};

let sinCredenciales = '';
let alterada = '';
let aceptada = '';

describe('sending guides to SUNAT’s GRE API', () => {
  it('without GRE credentials the guide stays pendiente with what to register and where', async () => {
    sinCredenciales = await emitir();
    const g = await esperar(sinCredenciales, (x) => x.ultimo_error !== null);
    expect(g).toMatchObject({ estado: 'pendiente', ticket: null, intentos: 0 });
    expect(g.ultimo_error).toMatch(/no tiene credenciales de la API GRE.*Credenciales de API SUNAT/);
    const c = await e.t.gql(CREDENCIALES, { e: e.ana.empresaId }, { token: e.ana.token });
    expect(c.data).toEqual({ credencialesGre: { tiene_gre: false, tiene_sol: true } });
    // onlyTicket never sends: a guide without a ticket stays as it is.
    const solo = await e.t.gql<{ consultarCDRGuia: EstadoSunat }>(
      CONSULTAR,
      { id: sinCredenciales, solo: true },
      { token: e.ana.token },
    );
    expect(solo.data?.consultarCDRGuia).toMatchObject({ estado: 'pendiente', ticket: null });

    // Another guide waits too, and is altered in the database after signing (SUNAT must refuse it).
    alterada = await emitir();
    await esperar(alterada, (x) => x.ultimo_error !== null);
    const [fila] = await e.t.deps.db.select().from(schema.guias).where(eq(schema.guias.id, alterada));
    const xml = (fila?.xmlFirmado ?? '').replace('DISTRIBUIDORA NORTE S.A.', 'DISTRIBUIDORA SUR S.A.');
    expect(xml).not.toBe(fila?.xmlFirmado);
    const nombre = `20601234565-09-${fila?.serie}-${fila?.numero}`;
    await e.t.deps.db
      .update(schema.guias)
      .set({ xmlFirmado: xml, zipBase64: Buffer.from(zipComprobante(nombre, xml).zip).toString('base64') })
      .where(eq(schema.guias.id, alterada));
  });

  it('refuses malformed credentials with a Spanish message and stores nothing', async () => {
    const r = await e.t.gql(GUARDAR, { e: e.ana.empresaId, c: 'x', s: 'corto' }, { token: e.ana.token });
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toMatch(/client_id de GRE/);
    const c = await e.t.gql(CREDENCIALES, { e: e.ana.empresaId }, { token: e.ana.token });
    expect(c.data).toEqual({ credencialesGre: { tiene_gre: false, tiene_sol: true } });
  });

  it('stores the credentials encrypted and never answers them', async () => {
    const { clientId, clientSecret } = CREDENCIALES_GRE_DEMO;
    const r = await e.t.gql(
      GUARDAR,
      { e: e.ana.empresaId, c: clientId, s: clientSecret },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ guardarCredencialesGre: { tiene_gre: true, tiene_sol: true } });
    const [fila] = await e.t.deps.db
      .select()
      .from(schema.empresaCredenciales)
      .where(eq(schema.empresaCredenciales.empresaId, e.ana.empresaId));
    expect(JSON.stringify(fila)).not.toContain(clientSecret);
    expect(JSON.stringify(fila)).not.toContain(clientId);
    // The guides that waited for them are sent at once.
    expect(await esperar(sinCredenciales, final)).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
  });

  it('a guide issued goes to SUNAT by job: ticket, 98, then accepted with its CDR', async () => {
    aceptada = await emitir();
    const g = await esperar(aceptada, final);
    expect(g).toMatchObject({ estado: 'aceptado', codigo_sunat: '0', ultimo_error: null, intentos: 1 });
    expect(g.ticket).toMatch(/^[0-9a-f-]{36}$/);
    const cdr = abrirCdr(new Uint8Array(Buffer.from(g.cdr_base64 ?? '', 'base64')));
    expect(cdr).toMatchObject({ codigo: '0', estado: 'aceptado', documento: `${g.serie}-${g.numero}` });
    // Sent once: the ticket was asked again (98 first), never the guide.
    const recibidas = e.t.simuladorGre
      ?.recibidas()
      .filter((x) => x.nombre.endsWith(`-${g.serie}-${g.numero}`));
    expect(recibidas).toHaveLength(1);
  });

  it('a transient fault (HTTP 500) is retried with backoff until SUNAT answers', async () => {
    e.t.simuladorGre?.fallar(1, 'http-500');
    const id = await emitir();
    const g = await esperar(id, final);
    expect(g).toMatchObject({ estado: 'aceptado', codigo_sunat: '0', ultimo_error: null, intentos: 2 });
  });

  it('a resend after a lost answer (1033) leaves the guide registered, not rejected', async () => {
    const id = await emitir();
    await esperar(id, final);
    // A crash between the send and storing its ticket: the retry finds it 'enviado' without one.
    await e.t.deps.db
      .update(schema.guias)
      .set({ estado: 'enviado', ticket: null })
      .where(eq(schema.guias.id, id));
    await e.t.deps.cola.enviar('envio_guia', { guiaId: id });
    const g = await esperar(id, (x) => x.codigo_sunat === '1033');
    expect(g).toMatchObject({ estado: 'aceptado', codigo_sunat: '1033', intentos: 2 });
    expect(g.descripcion_sunat).toMatch(/ya tenía registrada/);
  });

  it('consultarCDRGuia asks the ticket at once and answers the state', async () => {
    e.t.simuladorGre?.retenerTickets(true);
    const id = await emitir();
    const enviada = await esperar(id, (x) => x.ticket !== null);
    expect(enviada.estado).toBe('enviado');
    const r1 = await e.t.gql<{ consultarCDRGuia: EstadoSunat }>(CONSULTAR, { id }, { token: e.ana.token });
    expect(r1.data?.consultarCDRGuia).toMatchObject({ estado: 'enviado', ticket: enviada.ticket });
    e.t.simuladorGre?.retenerTickets(false);
    const r2 = await e.t.gql<{ consultarCDRGuia: EstadoSunat }>(CONSULTAR, { id }, { token: e.ana.token });
    expect(r2.data?.consultarCDRGuia).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
    expect(r2.data?.consultarCDRGuia.cdr_base64).toBeTruthy();
  });

  it('a guide altered after signing is rejected with SUNAT’s code and CDR', async () => {
    const g = await esperar(alterada, final);
    expect(g).toMatchObject({ estado: 'rechazado', codigo_sunat: '2335', ultimo_error: null });
    expect(abrirCdr(new Uint8Array(Buffer.from(g.cdr_base64 ?? '', 'base64'))).codigo).toBe('2335');
  });

  it('tells who issued them, in their notifications, which guides SUNAT rejected or were not sent', async () => {
    const r = await e.t.gql<{ notificaciones: { titulo: string; mensaje: string; link: string }[] }>(
      '{ notificaciones(limite: 50) { titulo mensaje link } }',
      {},
      { token: e.ana.token },
    );
    const [rechazada] = await e.t.deps.db.select().from(schema.guias).where(eq(schema.guias.id, alterada));
    const nombre = `${rechazada?.serie}-${rechazada?.numero}`;
    const avisos = r.data?.notificaciones ?? [];
    expect(avisos).toContainEqual({
      titulo: `SUNAT rechazó la guía ${nombre}`,
      mensaje: '2335 - El documento electrónico ingresado ha sido alterado',
      link: '/fac/lisGuias',
    });
    expect(avisos.find((n) => n.titulo === `La guía ${nombre} no se envió`)?.mensaje).toMatch(
      /no tiene credenciales de la API GRE/,
    );
    // An accepted guide needs no one.
    const [buena] = await e.t.deps.db.select().from(schema.guias).where(eq(schema.guias.id, aceptada));
    expect(avisos.some((n) => n.titulo.includes(`${buena?.serie}-${buena?.numero}`))).toBe(false);
    const ajeno = await e.t.gql<{ notificaciones: unknown[] }>(
      '{ notificaciones { titulo } }',
      {},
      { token: otro },
    );
    expect(ajeno.data?.notificaciones).toEqual([]);
  });

  it('reconstruirGuia issues a rejected guide again with the next number, once', async () => {
    const vieja = await estadoDe(alterada);
    const r = await e.t.gql<{
      reconstruirGuia: { id: string; serie: string; numero: number; estado: string };
    }>(RECONSTRUIR, { id: alterada }, { token: e.ana.token });
    expect(r.errors).toBeUndefined();
    const nueva = r.data?.reconstruirGuia;
    expect(nueva?.serie).toBe(vieja.serie);
    expect(nueva?.numero).toBeGreaterThan(vieja.numero);
    expect(await esperar(nueva?.id ?? '', final)).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
    expect(await estadoDe(alterada)).toMatchObject({
      estado: 'rechazado',
      reemplazada_por_id: nueva?.id,
    });
    const otraVez = await e.t.gql(RECONSTRUIR, { id: alterada }, { token: e.ana.token });
    expect(otraVez.errors?.[0]?.message).toMatch(/ya fue reconstruida/);
    const noRechazada = await e.t.gql(RECONSTRUIR, { id: aceptada }, { token: e.ana.token });
    expect(codigo(noRechazada)).toBe('BAD_USER_INPUT');
    expect(noRechazada.errors?.[0]?.message).toMatch(/Solo se reconstruye una guía rechazada/);
  });

  it('another company’s user gets FORBIDDEN on every new operation', async () => {
    const antes = await estadoDe(aceptada);
    await esperarProhibido(e.t, otro, [
      [CREDENCIALES, { e: e.ana.empresaId }],
      [GUARDAR, { e: e.ana.empresaId, c: 'cliente-ajeno-1', s: 'secreto-ajeno' }],
      [ESTADO, { id: aceptada }],
      [CONSULTAR, { id: aceptada }],
      [RECONSTRUIR, { id: alterada }],
    ]);
    expect(await estadoDe(aceptada)).toEqual(antes);
  });
});
