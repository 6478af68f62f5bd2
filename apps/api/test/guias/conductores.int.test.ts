import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensaje, operacionesMaestro, totalDe } from '../contabilidad/escenario-maestros.ts';
import { type EscenarioGuias, esperarRechazos, prepararEscenarioGuias } from './escenario-guias.ts';

const CAMPOS =
  'id tipo_documento numero_documento nombres apellidos licencia transportista_id transportista_razon_social deleted_at';
const OP = operacionesMaestro('Conductor', 'conductores', CAMPOS);
const BUENO = {
  tipo_documento: '1',
  numero_documento: '45678912',
  nombres: 'Juan Carlos',
  apellidos: 'Quispe Mamani',
  licencia: 'q-45678912',
};

type Conductor = { id: string; numero_documento: string; apellidos: string; licencia: string };

let e: EscenarioGuias;
beforeAll(async () => {
  e = await prepararEscenarioGuias();
});
afterAll(() => e.t.cerrar());

const lista = async (p?: string) =>
  (await e.t.gql<{ conductores: { filas: Conductor[] } }>(OP.LISTA, { p }, { token: e.ana })).data
    ?.conductores.filas ?? [];

describe('conductores', () => {
  it('refuses a wrong document, name or licence with its message and writes nothing', async () => {
    const licencia = 'La licencia tiene 9 o 10 letras o dígitos, sin guiones (Q12345678)';
    await esperarRechazos(e, schema.conductores, OP.CREAR, [
      [{ ...BUENO, tipo_documento: '' }, 'Seleccione el tipo de documento del conductor'],
      [
        { ...BUENO, tipo_documento: '6', numero_documento: '20100130204' },
        'El documento del conductor no puede ser un RUC',
      ],
      [{ ...BUENO, tipo_documento: 'Z' }, 'Tipo de documento no válido'],
      [{ ...BUENO, numero_documento: ' ' }, 'Ingrese el número de documento del conductor'],
      [{ ...BUENO, numero_documento: '4567891' }, 'El DNI debe tener 8 dígitos'],
      [
        { ...BUENO, tipo_documento: '4', numero_documento: 'CE12345678901' },
        'El carné de extranjería tiene hasta 12 letras o dígitos',
      ],
      [
        { ...BUENO, tipo_documento: '7', numero_documento: 'P-123' },
        'El pasaporte tiene hasta 12 letras o dígitos',
      ],
      [{ ...BUENO, nombres: '' }, 'Ingrese los nombres del conductor'],
      [{ ...BUENO, apellidos: '' }, 'Ingrese los apellidos del conductor'],
      [{ ...BUENO, nombres: 'JUAN\r\nCARLOS' }, 'El nombre del conductor no admite saltos de línea'],
      [{ ...BUENO, apellidos: 'Q'.repeat(251) }, 'El apellido del conductor admite hasta 250 caracteres'],
      [{ ...BUENO, licencia: '' }, 'Ingrese el número de licencia de conducir'],
      [{ ...BUENO, licencia: 'Q123' }, licencia],
      [{ ...BUENO, licencia: 'Q12345678901' }, licencia],
    ]);
    expect(await totalDe(e, OP)).toBe(0);
  });

  it('creates (licence upper case), lists, searches, updates, refuses a repeated document and deletes', async () => {
    const r = await e.t.gql<{ createConductor: Conductor }>(OP.CREAR, { i: BUENO }, { token: e.ana });
    expect(r.data?.createConductor).toMatchObject({
      numero_documento: '45678912',
      nombres: 'JUAN CARLOS',
      apellidos: 'QUISPE MAMANI',
      licencia: 'Q45678912',
    });
    const otro = {
      tipo_documento: '4',
      numero_documento: 'ce001234567',
      nombres: 'Luis',
      apellidos: 'Alvarez Rojas',
      licencia: 'A001234567',
    };
    const c = await e.t.gql<{ createConductor: Conductor }>(OP.CREAR, { i: otro }, { token: e.ana });
    expect(c.data?.createConductor.numero_documento).toBe('CE001234567');
    expect((await lista()).map((x) => x.apellidos)).toEqual(['ALVAREZ ROJAS', 'QUISPE MAMANI']);
    expect((await lista('4567')).map((x) => x.apellidos)).toEqual(['QUISPE MAMANI']);
    expect((await lista('a00123')).map((x) => x.licencia)).toEqual(['A001234567']);
    expect((await lista('luis')).map((x) => x.licencia)).toEqual(['A001234567']);

    expect(mensaje(await e.t.gql(OP.CREAR, { i: BUENO }, { token: e.ana }))).toBe(
      'Ya existe un conductor con el documento 45678912',
    );
    const id = c.data?.createConductor.id;
    await esperarRechazos(
      e,
      schema.conductores,
      OP.ACTUALIZAR,
      [
        [
          { ...otro, tipo_documento: '1', numero_documento: '45678912' },
          'Ya existe un conductor con el documento 45678912',
        ],
      ],
      { id },
    );
    // The same number under another document type is another person.
    const u = await e.t.gql<{ updateConductor: Conductor }>(
      OP.ACTUALIZAR,
      { id, i: { ...otro, tipo_documento: '7', numero_documento: '45678912' } },
      { token: e.ana },
    );
    expect(u.data?.updateConductor.numero_documento).toBe('45678912');
    await e.t.gql(OP.BORRAR, { id }, { token: e.ana });
    expect(await totalDe(e, OP)).toBe(1);
    expect(await totalDe(e, OP, { e: true })).toBe(2);
  });
});
