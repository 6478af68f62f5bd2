import { ROL } from '@kipu/db';
import { iniciarSimuladorIdentidad, type SimuladorIdentidad } from '@kipu/simuladores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const RUC =
  'query($r: String!) { consultarRuc(ruc: $r) { razon_social estado condicion direccion ubigeo fuente advertencia } }';
const DNI = 'query($d: String!) { consultarDni(dni: $d) { nombre_completo } }';
const IMPORTACION = 'query($id: String!) { importacion(id: $id) { estado filas progreso error } }';

let sim: SimuladorIdentidad;
let t: AppDePrueba;
let jefe: string;
let ana: string;

beforeAll(async () => {
  sim = await iniciarSimuladorIdentidad();
  t = await crearAppDePrueba({ IDENTIDAD_URL: sim.url, IDENTIDAD_TOKEN: sim.token });
  await crearUsuario(t, 'jefe@kipu.pe', 'Secreta1', { rolId: ROL.administradorGeneral });
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1');
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  jefe = await token('jefe@kipu.pe');
  ana = await token('ana@estudio.pe');
});
afterAll(async () => {
  await t.cerrar();
  await sim.cerrar();
});

const subirPadron = (contenido: Buffer, token: string) => {
  const limite = '----padron';
  const cuerpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="padron_reducido_ruc.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    contenido,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/upload/padron',
    headers: { 'content-type': `multipart/form-data; boundary=${limite}`, authorization: `Bearer ${token}` },
    payload: cuerpo,
  });
};

describe('RUC and DNI look-ups', () => {
  it('asks the provider (here the simulator over HTTP) when the padrón does not have the RUC', async () => {
    const r = await t.gql<{ consultarRuc: { fuente: string; razon_social: string } }>(
      RUC,
      { r: '20100070970' },
      { token: ana },
    );
    expect(r.data?.consultarRuc).toMatchObject({
      fuente: 'proveedor',
      razon_social: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
      advertencia: null,
    });
    expect((await t.gql(RUC, { r: '20100070971' }, { token: ana })).errors?.[0]?.message).toBe(
      'RUC no válido',
    );
    expect(
      (await t.gql<{ consultarRuc: unknown }>(RUC, { r: '20000000001' }, { token: ana })).data?.consultarRuc,
    ).toBeNull();
  });

  it('finds a DNI and says when the provider is down', async () => {
    const r = await t.gql<{ consultarDni: { nombre_completo: string } }>(
      DNI,
      { d: '45678912' },
      { token: ana },
    );
    expect(r.data?.consultarDni.nombre_completo).toBe('HUAMAN TORRES ROSA');
    sim.fallar(1);
    expect((await t.gql(DNI, { d: '45678912' }, { token: ana })).errors?.[0]?.message).toBe(
      'El servicio de consulta no está disponible, intente más tarde',
    );
  });

  it('imports the padrón reducido (ISO-8859-1, pipe-separated) as a job, then answers from it with warnings', async () => {
    const lineas = [
      'RUC|NOMBRE O RAZÓN SOCIAL|ESTADO DEL CONTRIBUYENTE|CONDICIÓN DE DOMICILIO|UBIGEO|TIPO DE VÍA|NOMBRE DE VÍA|CÓDIGO DE ZONA|TIPO DE ZONA|NÚMERO|INTERIOR|LOTE|DEPARTAMENTO|MANZANA|KILÓMETRO|',
      '20100070970|SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA|ACTIVO|HABIDO|150131|CAL.|MORELLI|-|-|181|-|-|-|-|-|',
      '20601234565|COMERCIAL ANDINA DEMO S.A.C.|BAJA DE OFICIO|NO HABIDO|150131|AV.|JAVIER PRADO ESTE|-|-|1234|-|-|-|-|-|',
      ...Array.from(
        { length: 2500 },
        (_, i) =>
          `10${String(40000000 + i)}9|CONTRIBUYENTE ${i} ÑANDÚ|ACTIVO|HABIDO|080101|JR.|CUSCO|-|-|${i}|-|-|-|-|-|`,
      ),
    ];
    const archivo = Buffer.from(`${lineas.join('\r\n')}\r\n`, 'latin1');
    expect((await subirPadron(archivo, ana)).statusCode).toBe(403);
    const r = await subirPadron(archivo, jefe);
    expect(r.statusCode).toBe(200);
    const id = r.json().id as string;
    await expect
      .poll(
        async () =>
          (await t.gql<{ importacion: { estado: string } }>(IMPORTACION, { id }, { token: jefe })).data
            ?.importacion.estado,
        { timeout: 20_000 },
      )
      .toBe('terminada');
    const fin = await t.gql<{ importacion: { filas: number; progreso: number } }>(
      IMPORTACION,
      { id },
      { token: jefe },
    );
    expect(fin.data?.importacion).toMatchObject({ filas: 2502, progreso: 1 });

    const andina = await t.gql<{ consultarRuc: unknown }>(RUC, { r: '20601234565' }, { token: ana });
    expect(andina.data?.consultarRuc).toEqual({
      razon_social: 'COMERCIAL ANDINA DEMO S.A.C.',
      estado: 'BAJA DE OFICIO',
      condicion: 'NO HABIDO',
      direccion: 'AV. JAVIER PRADO ESTE NRO. 1234',
      ubigeo: '150131',
      fuente: 'padron',
      advertencia: 'El contribuyente está NO HABIDO',
    });
    const acentos = await t.gql<{ consultarRuc: { razon_social: string } }>(
      RUC,
      { r: '10400000129' },
      { token: ana },
    );
    expect(acentos.data?.consultarRuc.razon_social).toBe('CONTRIBUYENTE 12 ÑANDÚ');
  });
});
