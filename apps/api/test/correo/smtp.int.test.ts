import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { CREATE_USER, USUARIO } from '../helpers/operaciones.ts';

type Recibido = { de: string; para: string[]; asunto: string; texto: string };

const recibidos: Recibido[] = [];
let smtp: SMTPServer;
let t: AppDePrueba;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A mailbox that does not exist, to see a refused delivery.
    onRcptTo(direccion, _sesion, cb) {
      cb(direccion.address.startsWith('rebota@') ? new Error('Buzón inexistente') : undefined);
    },
    onData(stream, sesion, listo) {
      simpleParser(stream)
        .then((m) => {
          recibidos.push({
            de: sesion.envelope.mailFrom ? sesion.envelope.mailFrom.address : '',
            para: sesion.envelope.rcptTo.map((r) => r.address),
            asunto: m.subject ?? '',
            texto: m.text ?? '',
          });
          listo();
        })
        .catch(listo);
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const { port } = smtp.server.address() as AddressInfo;
  t = await crearAppDePrueba({
    MAIL_TRANSPORT: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Kipu <no-responder@kipu.test>',
  });
});

afterAll(async () => {
  await t.cerrar();
  await new Promise<void>((ok) => smtp.close(ok));
});

describe('SMTP transport', () => {
  it('delivers the confirmation mail to a real SMTP server and records the delivery', async () => {
    const r = await t.gql<{ createUser: { id: string } }>(CREATE_USER, {
      input: { ...USUARIO, email: 'smtp@estudio.pe' },
    });
    expect(r.data?.createUser.id).toBeTruthy();
    expect(recibidos).toHaveLength(1);
    expect(recibidos[0]).toMatchObject({
      de: 'no-responder@kipu.test',
      para: ['smtp@estudio.pe'],
      asunto: 'Confirme su cuenta en Kipu',
    });
    expect(recibidos[0]?.texto).toContain('http://kipu.test/account/verify/');
    const [guardado] = await t.outbox();
    expect(guardado?.to).toBe('smtp@estudio.pe');
    expect(guardado?.sent_at).toBeTruthy();
    expect(guardado?.error).toBeNull();
  });

  it('keeps the mail with its error when the server refuses it', async () => {
    await t.gql(CREATE_USER, { input: { ...USUARIO, email: 'rebota@estudio.pe' } });
    const guardado = (await t.outbox()).find((c) => c.to === 'rebota@estudio.pe');
    expect(guardado?.sent_at).toBeNull();
    expect(guardado?.error).toContain('Buzón inexistente');
  });
});
