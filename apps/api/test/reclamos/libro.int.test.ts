import { ROL, schema } from '@kipu/db';
import { MENSAJES_RECLAMO, type ReclamoEntrada } from '@kipu/peru';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { firmaDataUrl, pngFirma } from '../helpers/png.ts';
import { subirImagen } from '../helpers/subir-imagen.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const PREVIA = 'mutation($i: ReclamoInput!) { createPdfReclamation(input: $i) }';
const ENVIAR =
  'mutation($i: ReclamoInput!, $pdf: String) { createReclamation(input: $i, pdf: $pdf) { id codigo } }';
const SEGUIMIENTO =
  'query($n: String!, $p: String!) { searchReclamation(nro: $n, phone: $p) { status description created_at updated_at } }';
const RESUMEN =
  'query($n: String!, $p: String!) { filterReclamation(nro: $n, phone: $p) { codigo namefull option2 dates } }';
const AVANZAR = `mutation($id: String!, $e: String!, $d: String!) { avanzarReclamo(id: $id, estado: $e, descripcion: $d) {
  estado respuesta respondido_at dias_restantes } }`;

const anio = hoyEnLima().slice(0, 4);
let t: AppDePrueba;
let jefe: string;
const BASE: ReclamoEntrada = {
  namefull: 'Juana Quispe Mamani',
  ubicate: '150101',
  address: 'Jr. Junín 123, Cercado de Lima',
  email: 'juana@correo.pe',
  phone: '987654321',
  description: 'Me cobraron dos veces la suscripción mensual de noviembre',
  nro: '45678912',
  opcion0: '1',
  opcion1: 'SERVICIO',
  option2: 'RECLAMO',
  firma: '',
};

beforeAll(async () => {
  t = await crearAppDePrueba({ RATE_LIMIT_IP: '1000' });
  await crearUsuario(t, 'juana@correo.pe', 'Secreta1');
  await crearUsuario(t, 'jefe@kipu.pe', 'Secreta1', { rolId: ROL.administradorGeneral });
  BASE.firma = firmaDataUrl();
  jefe =
    (await t.gql<Login>(LOGIN, { email: 'jefe@kipu.pe', password: 'Secreta1' })).data?.login
      ?.authentication ?? '';
});
afterAll(() => t.cerrar());

const descargar = async (ruta: string) => {
  const r = await t.app.inject({ method: 'GET', url: `/storage/${ruta}` });
  return { status: r.statusCode, tipo: r.headers['content-type'], datos: r.rawPayload };
};

describe('complaint form validation', () => {
  it.each([
    ['namefull', 'Juana Q.', MENSAJES_RECLAMO.namefull],
    ['ubicate', '999999', MENSAJES_RECLAMO.ubicate],
    ['address', 'Jr. 12', MENSAJES_RECLAMO.address],
    ['email', 'juana@', MENSAJES_RECLAMO.email],
    ['phone', '4567890', MENSAJES_RECLAMO.phone],
    ['description', 'Mal trato', MENSAJES_RECLAMO.description],
    ['nro', '1234', MENSAJES_RECLAMO.nro],
    ['opcion0', 'Z', MENSAJES_RECLAMO.opcion0],
    ['opcion1', '', MENSAJES_RECLAMO.opcion1],
    ['option2', 'OTRO', MENSAJES_RECLAMO.option2],
    ['firma', 'data:image/png;base64,AAAA', MENSAJES_RECLAMO.firma],
    ['email', 'noregistrado@correo.pe', MENSAJES_RECLAMO.noUsuario],
  ] as const)('%s = %j → %s, nothing written', async (campo, valor, mensaje) => {
    for (const op of [PREVIA, ENVIAR]) {
      const r = await t.gql(op, { i: { ...BASE, [campo]: valor } });
      expect(r.errors?.[0]?.message).toBe(mensaje);
    }
    expect(await t.deps.db.select().from(schema.reclamos)).toHaveLength(0);
  });

  it("answers 'Completar campos Requeridos' when several fields are missing", async () => {
    const r = await t.gql(ENVIAR, { i: { ...BASE, namefull: '', address: '', description: '' } });
    expect(r.errors?.[0]?.message).toBe('Completar campos Requeridos');
  });
});

describe('filing a complaint', () => {
  let codigo = '';
  let id = '';

  it('previews the hoja as a PDF without a code', async () => {
    const r = await t.gql<{ createPdfReclamation: string }>(PREVIA, { i: BASE });
    const archivo = await descargar(r.data?.createPdfReclamation ?? '');
    expect(archivo.tipo).toBe('application/pdf');
    const texto = await textoDePdf(archivo.datos);
    expect(texto).toContain('HOJA DE RECLAMACIÓN');
    expect(texto).toContain('se asigna al enviar');
    expect(texto).toContain('Juana Quispe Mamani');
    expect(await t.deps.db.select().from(schema.reclamos)).toHaveLength(0);
  });

  it('files it with the first code of the year, a PDF with code, RUC and claim, and a 15-business-day term', async () => {
    const r = await t.gql<{ createReclamation: { id: string; codigo: string } }>(ENVIAR, {
      i: BASE,
      pdf: 'libro/x.pdf',
    });
    codigo = r.data?.createReclamation.codigo ?? '';
    id = r.data?.createReclamation.id ?? '';
    expect(codigo).toBe(`${anio}-000001`);
    const [fila] = await t.deps.db.select().from(schema.reclamos);
    const texto = await textoDePdf((await descargar(fila?.pdfArchivo ?? '')).datos);
    expect(texto).toContain(codigo);
    expect(texto).toContain('RUC 20612345679');
    expect(texto).toContain('KIPU SOFTWARE S.A.C.');
    expect(texto).toContain('Me cobraron dos veces la suscripción mensual de noviembre');
    expect(texto).toContain('DOC. NACIONAL DE IDENTIDAD 45678912');
    expect(texto).toContain('INDECOPI');
    expect(texto).toMatch(/quince \(15\) días hábiles/);
    expect((fila?.fechaLimite ?? '') > (fila?.fechaPresentacion ?? '')).toBe(true);
  });

  it('mails the consumer the acknowledgement with the PDF and notifies the administrators', async () => {
    const [correo] = await t.deps.db.select().from(schema.correos);
    expect(correo?.para).toBe('juana@correo.pe');
    expect(correo?.asunto).toBe(`Hoja de reclamación ${codigo}`);
    expect(correo?.adjuntos).toEqual([
      expect.objectContaining({ nombre: `hoja-reclamacion-${codigo}.pdf`, tipo: 'application/pdf' }),
    ]);
    const r = await t.gql<{ notificaciones: { titulo: string; link: string }[] }>(
      '{ notificaciones { titulo link } }',
      {},
      { token: jefe },
    );
    expect(r.data?.notificaciones).toEqual([
      { titulo: `Nuevo reclamo ${codigo}`, link: `/admin/libro?codigo=${codigo}` },
    ]);
  });

  it('is found only with both document number and phone', async () => {
    const r = await t.gql<{ searchReclamation: { status: string }[] }>(SEGUIMIENTO, {
      n: '45678912',
      p: '987 654 321',
    });
    expect(r.data?.searchReclamation.map((s) => s.status)).toEqual(['INICIO DEL RECLAMO']);
    expect(
      (await t.gql<{ searchReclamation: unknown[] }>(SEGUIMIENTO, { n: '45678912', p: '911111111' })).data
        ?.searchReclamation,
    ).toEqual([]);
    expect(
      (await t.gql<{ searchReclamation: unknown[] }>(SEGUIMIENTO, { n: '45678912', p: '' })).data
        ?.searchReclamation,
    ).toEqual([]);
    const resumen = await t.gql<{ filterReclamation: { codigo: string } | null }>(RESUMEN, {
      n: '45678912',
      p: '987654321',
    });
    expect(resumen.data?.filterReclamation).toMatchObject({
      codigo,
      namefull: 'Juana Quispe Mamani',
      option2: 'RECLAMO',
    });
    expect(
      (await t.gql<{ filterReclamation: unknown }>(RESUMEN, { n: '00000000', p: '987654321' })).data
        ?.filterReclamation,
    ).toBeNull();
  });

  it('advances forward only, e-mails each step, and closes with the answer', async () => {
    const paso = await t.gql<{ avanzarReclamo: { estado: string } }>(
      AVANZAR,
      { id, e: 'PROCESANDO EL RECLAMO', d: 'Estamos revisando el cobro' },
      { token: jefe },
    );
    expect(paso.data?.avanzarReclamo.estado).toBe('PROCESANDO EL RECLAMO');
    const atras = await t.gql(AVANZAR, { id, e: 'INICIO DEL RECLAMO', d: 'Volver atrás' }, { token: jefe });
    expect(atras.errors?.[0]?.message).toBe('El reclamo ya pasó por ese estado');
    const fin = await t.gql<{
      avanzarReclamo: {
        estado: string;
        respuesta: string;
        respondido_at: string;
        dias_restantes: number | null;
      };
    }>(AVANZAR, { id, e: 'RECLAMO ATENDIDO', d: 'Se devolvió el cobro duplicado' }, { token: jefe });
    expect(fin.data?.avanzarReclamo).toMatchObject({
      estado: 'RECLAMO ATENDIDO',
      respuesta: 'Se devolvió el cobro duplicado',
      dias_restantes: null,
    });
    expect(fin.data?.avanzarReclamo.respondido_at).toBeTruthy();
    const seguimiento = await t.gql<{ searchReclamation: { status: string }[] }>(SEGUIMIENTO, {
      n: '45678912',
      p: '987654321',
    });
    expect(seguimiento.data?.searchReclamation.map((s) => s.status)).toEqual([
      'INICIO DEL RECLAMO',
      'PROCESANDO EL RECLAMO',
      'RECLAMO ATENDIDO',
    ]);
    const correos = (await t.deps.db.select().from(schema.correos)).filter(
      (c) => c.para === 'juana@correo.pe',
    );
    expect(correos.map((c) => c.asunto)).toEqual(
      expect.arrayContaining([
        `Reclamo ${codigo}: PROCESANDO EL RECLAMO`,
        `Reclamo ${codigo}: RECLAMO ATENDIDO`,
      ]),
    );
  });

  it('only the top administrator lists and advances complaints', async () => {
    await crearUsuario(t, 'conta@estudio.pe', 'Secreta1');
    const conta =
      (await t.gql<Login>(LOGIN, { email: 'conta@estudio.pe', password: 'Secreta1' })).data?.login
        ?.authentication ?? '';
    expect((await t.gql('{ reclamos { codigo } }', {}, { token: conta })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const lista = await t.gql<{ reclamos: { codigo: string; vencido: boolean }[] }>(
      '{ reclamos { codigo vencido dias_restantes } }',
      {},
      { token: jefe },
    );
    expect(lista.data?.reclamos.map((r) => r.codigo)).toEqual([codigo]);
    const porCodigo = await t.gql<{
      reclamos: { direccion: string; ciudad: string; seguimientos: { status: string }[] }[];
    }>(
      'query($c: String) { reclamos(codigo: $c) { direccion ciudad seguimientos { status } } }',
      { c: codigo },
      { token: jefe },
    );
    expect(porCodigo.errors).toBeUndefined();
    expect(porCodigo.data?.reclamos).toEqual([
      {
        direccion: 'Jr. Junín 123, Cercado de Lima',
        ciudad: 'LIMA - LIMA - LIMA',
        seguimientos: [
          { status: 'INICIO DEL RECLAMO' },
          { status: 'PROCESANDO EL RECLAMO' },
          { status: 'RECLAMO ATENDIDO' },
        ],
      },
    ]);
  });

  it('numbers concurrent filings without gaps or repeats', async () => {
    const respuestas = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.gql<{ createReclamation: { codigo: string } }>(
          ENVIAR,
          { i: { ...BASE, nro: `4567891${i}`, option2: 'QUEJA' } },
          { ip: `10.9.0.${i}` },
        ),
      ),
    );
    const codigos = respuestas.map((r) => r.data?.createReclamation.codigo).sort();
    expect(codigos).toEqual(Array.from({ length: 8 }, (_, i) => `${anio}-${String(i + 2).padStart(6, '0')}`));
  });
});

describe('POST /upload', () => {
  const subir = (contenido: Buffer, nombre: string, tipo?: string, token?: string) =>
    subirImagen(t, contenido, { nombre, tipo, token });

  it('keeps company logos and product pictures apart, for signed-in users only', async () => {
    const anonimo = await subir(pngFirma(), 'p.png', 'producto');
    expect(anonimo.statusCode).toBe(401);
    expect(anonimo.json().error).toBe('Inicie sesión para subir la imagen');
    const producto = await subir(pngFirma(), 'p.png', 'producto', jefe);
    expect(producto.json().data.name).toMatch(/^productos\/[0-9a-f-]{36}\.png$/);
    const logo = await subir(pngFirma(), 'l.png', 'logo', jefe);
    expect(logo.json().data.name).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect((await descargar(logo.json().data.name)).tipo).toBe('image/png');
    expect((await subir(pngFirma(), 'x.png', 'otro', jefe)).json().error).toBe('Tipo de imagen no válido');
  });

  it('keeps a real image under a server-made name', async () => {
    const r = await subir(pngFirma(), 'foto.png');
    expect(r.statusCode).toBe(200);
    const name = r.json().data.name as string;
    expect(name).toMatch(/^libro\/[0-9a-f-]{36}\.png$/);
    expect((await descargar(name)).tipo).toBe('image/png');
  });

  it('refuses a file that is not an image whatever its name, and one over 5 MB', async () => {
    const texto = await subir(Buffer.from('<script>alert(1)</script>'), 'foto.png');
    expect(texto.statusCode).toBe(400);
    expect(texto.json().error).toBe('El archivo no es una imagen (PNG, JPG, WEBP o GIF)');
    const grande = await subir(Buffer.concat([pngFirma(), Buffer.alloc(6 * 1024 * 1024)]), 'grande.png');
    expect(grande.statusCode).toBe(400);
    expect(grande.json().error).toBe('La imagen supera los 5 MB');
  });

  it('serves nothing outside the store', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/storage/libro/..%2F..%2Fsecret.key' })).statusCode,
    ).toBe(404);
  });
});
