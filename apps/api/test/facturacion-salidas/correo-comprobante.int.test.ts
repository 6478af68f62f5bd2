import type { AddressInfo } from 'node:net';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emisorDePrueba, RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { CLIENTE_RUC, type Emitido, emitirYEsperar, FACTURA } from './comprobantes-de-prueba.ts';

const ENVIAR = /* GraphQL */ `
  mutation($id: String!, $correo: String) {
    enviarComprobantePorCorreo(id: $id, correo: $correo) { para adjuntos }
  }`;
const CONTACTO = /* GraphQL */ `
  query($id: String!) { contactoComprobante(id: $id) { correo telefono texto_consulta } }`;
const CREAR_CLIENTE = /* GraphQL */ `
  mutation($input: PersonaInput!) { createPersona(input: $input) { id } }`;

type Recibido = {
  para: string[];
  asunto: string;
  adjuntos: { nombre: string; tipo: string; datos: Buffer }[];
};
type Enviado = { enviarComprobantePorCorreo: { para: string; adjuntos: string[] } };

const recibidos: Recibido[] = [];
let smtp: SMTPServer;
let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let factura: Emitido;

const nombre = (serie: string, numero: number) => `${RUC_EMISOR}-01-${serie}-${numero}`;
const enviar = (id: string, correo?: string, token = ana.token) =>
  t.gql<Enviado>(ENVIAR, { id, ...(correo === undefined ? {} : { correo }) }, { token });
const correos = () => t.deps.db.select().from(schema.correos);

beforeAll(async () => {
  // A real SMTP server: the mail must leave with its files, not only be stored.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, sesion, listo) {
      simpleParser(stream)
        .then((m) => {
          recibidos.push({
            para: sesion.envelope.rcptTo.map((r) => r.address),
            asunto: m.subject ?? '',
            adjuntos: m.attachments.map((a) => ({
              nombre: a.filename ?? '',
              tipo: a.contentType,
              datos: a.content,
            })),
          });
          listo();
        })
        .catch(listo);
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const { port } = smtp.server.address() as AddressInfo;
  t = await crearAppDePrueba({ MAIL_TRANSPORT: `smtp://127.0.0.1:${port}` });
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  factura = await emitirYEsperar(t, ana.token, FACTURA);
}, 120_000);

afterAll(async () => {
  await t.cerrar();
  await new Promise<void>((ok) => smtp.close(ok));
});

describe('enviarComprobantePorCorreo', () => {
  it('mails the PDF, signed XML and CDR under SUNAT names, keeps them in the outbox and delivers them', async () => {
    expect(factura.estado).toBe('aceptado');
    const r = await enviar(factura.id, ' Compras@Norte.pe ');
    expect(r.errors).toBeUndefined();
    const base = nombre('F001', 1);
    expect(r.data?.enviarComprobantePorCorreo).toEqual({
      para: 'compras@norte.pe',
      adjuntos: [`${base}.pdf`, `${base}.xml`, `R-${base}.zip`],
    });

    const [enOutbox] = (await t.outbox()).filter((c) => c.to === 'compras@norte.pe');
    expect(enOutbox?.subject).toBe('FACTURA ELECTRÓNICA F001-1 - COMERCIAL ANDINA S.A.C.');
    expect(enOutbox?.text).toContain('por un total de S/ 236.00');
    expect(enOutbox?.text).toContain(`COMERCIAL ANDINA S.A.C. (RUC ${RUC_EMISOR})`);
    expect(enOutbox?.text).toContain(
      'Adjuntamos la representación impresa (PDF), el XML firmado y la constancia de recepción de SUNAT (CDR).',
    );
    expect(enOutbox?.sent_at).toBeTruthy();

    // The stored attachments are the document's own files.
    const [guardado] = (await correos()).filter((c) => c.para === 'compras@norte.pe');
    const adjuntos = guardado?.adjuntos ?? [];
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([
      [`${base}.pdf`, 'application/pdf'],
      [`${base}.xml`, 'application/xml'],
      [`R-${base}.zip`, 'application/zip'],
    ]);
    const [fila] = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, factura.id));
    const [pdf, xml, cdr] = await Promise.all(adjuntos.map((a) => t.deps.almacen.leer(a.ruta)));
    const texto = await textoDePdf(pdf ?? Buffer.alloc(0));
    expect(texto).toContain('F001-1');
    expect(texto).toContain('236.00');
    expect(xml?.toString()).toBe(fila?.xmlFirmado);
    expect(cdr?.toString('base64')).toBe(fila?.cdrBase64);
    // They are the customer's documents: no URL serves them.
    const porUrl = await t.app.inject({ method: 'GET', url: `/storage/${adjuntos[0]?.ruta}` });
    expect(porUrl.statusCode).toBe(404);

    // And they reached the SMTP server as attachments.
    const llegado = recibidos.find((m) => m.para.includes('compras@norte.pe'));
    expect(llegado?.asunto).toBe('FACTURA ELECTRÓNICA F001-1 - COMERCIAL ANDINA S.A.C.');
    expect(llegado?.adjuntos.map((a) => a.nombre)).toEqual([`${base}.pdf`, `${base}.xml`, `R-${base}.zip`]);
    expect(llegado?.adjuntos[0]?.datos.subarray(0, 5).toString()).toBe('%PDF-');
    expect(llegado?.adjuntos[1]?.datos.toString()).toBe(fila?.xmlFirmado);
  });

  it("uses the customer's e-mail and phone from the clients master when no address is typed", async () => {
    const sinCorreo = await enviar(factura.id);
    expect(sinCorreo.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(sinCorreo.errors?.[0]?.message).toBe(
      'El cliente no tiene un correo registrado: indique a qué correo enviarlo',
    );
    const creado = await t.gql(
      CREAR_CLIENTE,
      {
        input: {
          tipo: 'cliente',
          documento_id: CLIENTE_RUC.tipo_documento,
          numero: CLIENTE_RUC.numero,
          razon_social: CLIENTE_RUC.nombre,
          email: 'facturas@norte.pe',
          telefono: '987 654 321',
        },
      },
      { token: ana.token },
    );
    expect(creado.errors).toBeUndefined();
    const contacto = await t.gql<{ contactoComprobante: Record<string, string> }>(
      CONTACTO,
      { id: factura.id },
      { token: ana.token },
    );
    expect(contacto.data?.contactoComprobante).toEqual({
      correo: 'facturas@norte.pe',
      telefono: '987 654 321',
      texto_consulta: `Consulte su documento en www.sunat.gob.pe con el RUC del emisor ${RUC_EMISOR}.`,
    });
    const r = await enviar(factura.id, '');
    expect(r.errors).toBeUndefined();
    expect(r.data?.enviarComprobantePorCorreo.para).toBe('facturas@norte.pe');
    expect((await t.outbox()).filter((c) => c.to === 'facturas@norte.pe')).toHaveLength(1);
  });

  it('refuses a bad address or a document SUNAT rejected, in Spanish, and mails nothing', async () => {
    const antes = (await correos()).length;
    const malo = await enviar(factura.id, 'compras@norte');
    expect(malo.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(malo.errors?.[0]?.message).toBe('El correo compras@norte no es válido');

    const boleta = await emitirYEsperar(t, ana.token, {
      tipo: '03',
      cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
      lineas: [{ descripcion: 'Menú', cantidad: '1', precio_unitario: '15', afectacion: '10' }],
    });
    await t.deps.db
      .update(schema.comprobantes)
      .set({ estado: 'rechazado' })
      .where(eq(schema.comprobantes.id, boleta.id));
    const rechazado = await enviar(boleta.id, 'maria@correo.pe');
    expect(rechazado.errors?.[0]?.message).toBe(
      `El comprobante ${boleta.serie}-${boleta.numero} fue rechazado por SUNAT: no se envía al cliente`,
    );
    expect(await correos()).toHaveLength(antes);
  });

  it("keeps another company's documents out of reach and needs the invoicing permission", async () => {
    const antes = (await correos()).length;
    for (const id of [factura.id, 'no-es-un-id']) {
      const r = await enviar(id, 'beto@norte.pe', beto.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const c = await t.gql(CONTACTO, { id }, { token: beto.token });
      expect(c.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // A waiter of a company of their own has no FAC001001: the mutation is refused before anything.
    const mozo = await usuarioConEmpresa(
      t,
      'mozo@andina.pe',
      { ruc: '20131312955', razonSocial: 'SUNAT' },
      '1990d988',
    );
    const r = await enviar(factura.id, 'mozo@andina.pe', mozo.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await correos()).toHaveLength(antes);
  });
});
