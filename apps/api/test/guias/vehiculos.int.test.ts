import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, mensaje, operacionesMaestro, totalDe } from '../contabilidad/escenario-maestros.ts';
import { type EscenarioGuias, esperarRechazos, prepararEscenarioGuias } from './escenario-guias.ts';

const CAMPOS =
  'id placa tuce entidad_autorizadora numero_autorizacion marca descripcion transportista_id transportista_razon_social deleted_at';
const OP = operacionesMaestro('Vehiculo', 'vehiculos', CAMPOS);
const TRANSPORTISTA = operacionesMaestro('Transportista', 'transportistas', 'id').CREAR;
const BUENO = { placa: 'abc-123', marca: 'Volvo', descripcion: 'Camión FH 6x4' };

type Vehiculo = { id: string; placa: string; transportista_razon_social: string | null };

let e: EscenarioGuias;
let carrier = '';
beforeAll(async () => {
  e = await prepararEscenarioGuias();
  const i = { ruc: '20100130204', razon_social: 'TRANSPORTES DEL SUR SAC', registro_mtc: '1512345' };
  const r = await e.t.gql<{ createTransportista: { id: string } }>(TRANSPORTISTA, { i }, { token: e.ana });
  carrier = r.data?.createTransportista.id ?? '';
});
afterAll(() => e.t.cerrar());

const lista = async (p?: string) =>
  (await e.t.gql<{ vehiculos: { filas: Vehiculo[] } }>(OP.LISTA, { p }, { token: e.ana })).data?.vehiculos
    .filas ?? [];

describe('vehículos', () => {
  it('refuses a wrong plate, TUC, authorisation or text with its message and writes nothing', async () => {
    const formato = 'La placa tiene de 6 a 8 letras o dígitos, sin guiones (ABC123)';
    await esperarRechazos(e, schema.vehiculos, OP.CREAR, [
      [{ ...BUENO, placa: ' - ' }, 'Ingrese la placa del vehículo'],
      [{ ...BUENO, placa: 'AB-12' }, formato],
      [{ ...BUENO, placa: 'ABC1234567' }, formato],
      [{ ...BUENO, placa: 'ÑBC123' }, formato],
      [{ ...BUENO, tuce: '15M' }, 'La TUC o certificado de habilitación tiene de 10 a 15 letras o dígitos'],
      [
        { ...BUENO, entidad_autorizadora: '99', numero_autorizacion: 'AUT-123' },
        'La entidad autorizadora 99 no está en el catálogo D-37 de SUNAT',
      ],
      [
        { ...BUENO, numero_autorizacion: 'AUT-123' },
        'Seleccione la entidad que emitió la autorización especial',
      ],
      [{ ...BUENO, entidad_autorizadora: '01' }, 'Ingrese el número de autorización especial'],
      [
        { ...BUENO, entidad_autorizadora: '01', numero_autorizacion: 'A1' },
        'El número de autorización especial debe tener al menos 3 caracteres',
      ],
      [
        { ...BUENO, marca: 'VOL\u0007VO' },
        'La marca contiene un carácter no permitido (U+0007): quítelo e intente nuevamente',
      ],
      [{ ...BUENO, descripcion: 'x'.repeat(251) }, 'La descripción admite hasta 250 caracteres'],
    ]);
    expect(await totalDe(e, OP)).toBe(0);
  });

  it('creates (plate upper case, without hyphens), lists, searches, updates, refuses a repeated plate and deletes', async () => {
    const r = await e.t.gql<{ createVehiculo: Vehiculo }>(OP.CREAR, { i: BUENO }, { token: e.ana });
    expect(r.data?.createVehiculo).toMatchObject({ placa: 'ABC123', marca: 'VOLVO', transportista_id: null });
    const delTransportista = {
      placa: 'F1A 234',
      tuce: '15m12345678',
      entidad_autorizadora: '06',
      numero_autorizacion: 'RD-0123-2024',
      transportista_id: carrier,
    };
    const c = await e.t.gql<{ createVehiculo: Vehiculo }>(
      OP.CREAR,
      { i: delTransportista },
      { token: e.ana },
    );
    expect(c.data?.createVehiculo).toMatchObject({
      placa: 'F1A234',
      tuce: '15M12345678',
      entidad_autorizadora: '06',
      numero_autorizacion: 'RD-0123-2024',
      transportista_razon_social: 'TRANSPORTES DEL SUR SAC',
    });
    expect((await lista()).map((v) => v.placa)).toEqual(['ABC123', 'F1A234']);
    expect((await lista('f1a')).map((v) => v.placa)).toEqual(['F1A234']);
    expect((await lista('volvo')).map((v) => v.placa)).toEqual(['ABC123']);

    expect(mensaje(await e.t.gql(OP.CREAR, { i: { placa: 'ABC 123' } }, { token: e.ana }))).toBe(
      'Ya existe un vehículo con placa ABC123',
    );
    const id = c.data?.createVehiculo.id;
    await esperarRechazos(
      e,
      schema.vehiculos,
      OP.ACTUALIZAR,
      [[{ placa: 'abc123' }, 'Ya existe un vehículo con placa ABC123']],
      { id },
    );
    const u = await e.t.gql<{ updateVehiculo: Vehiculo }>(
      OP.ACTUALIZAR,
      { id, i: { placa: 'F1A235' } },
      { token: e.ana },
    );
    expect(u.data?.updateVehiculo).toMatchObject({ placa: 'F1A235', tuce: null, transportista_id: null });
    await e.t.gql(OP.BORRAR, { id }, { token: e.ana });
    expect(await totalDe(e, OP)).toBe(1);
    expect(await totalDe(e, OP, { e: true })).toBe(2);
  });

  it('links only a live carrier of the company', async () => {
    const TRANSPORTISTA_BORRAR = operacionesMaestro('Transportista', 'transportistas', 'id').BORRAR;
    const ajeno = await e.t.gql<{ createTransportista: { id: string } }>(
      TRANSPORTISTA,
      { i: { ruc: '20100047218', razon_social: 'CARGA BETA SAC', registro_mtc: '777' } },
      { token: e.beto },
    );
    const i = { placa: 'XYZ789', transportista_id: ajeno.data?.createTransportista.id };
    expect(codigo(await e.t.gql(OP.CREAR, { i }, { token: e.ana }))).toBe('FORBIDDEN');
    await e.t.gql(TRANSPORTISTA_BORRAR, { id: carrier }, { token: e.ana });
    await esperarRechazos(e, schema.vehiculos, OP.CREAR, [
      [
        { placa: 'XYZ789', transportista_id: carrier },
        'El transportista TRANSPORTES DEL SUR SAC está eliminado',
      ],
    ]);
  });
});
