import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codigo,
  exportar,
  mensaje,
  operacionesMaestro,
  totalDe,
} from '../contabilidad/escenario-maestros.ts';
import { type EscenarioGuias, esperarRechazos, prepararEscenarioGuias } from './escenario-guias.ts';

const CAMPOS = 'id ruc razon_social registro_mtc activo deleted_at';
const OP = operacionesMaestro('Transportista', 'transportistas', CAMPOS);
const BUENO = { ruc: '20100130204', razon_social: 'Transportes del Sur S.A.C.', registro_mtc: '1512345cng' };

type Transportista = { id: string; ruc: string; razon_social: string; registro_mtc: string; activo: boolean };

let e: EscenarioGuias;
beforeAll(async () => {
  e = await prepararEscenarioGuias();
});
afterAll(() => e.t.cerrar());

const lista = async (variables: Record<string, unknown> = {}) =>
  (await e.t.gql<{ transportistas: { filas: Transportista[] } }>(OP.LISTA, variables, { token: e.ana })).data
    ?.transportistas.filas ?? [];

describe('transportistas', () => {
  it('refuses a wrong RUC, name or MTC registration with its message and writes nothing', async () => {
    await esperarRechazos(e, schema.transportistas, OP.CREAR, [
      [{ ...BUENO, ruc: ' ' }, 'Ingrese el RUC del transportista'],
      [{ ...BUENO, ruc: '20100130205' }, 'El RUC del transportista 20100130205 no es válido'],
      [{ ...BUENO, ruc: e.rucAna }, 'El transportista no puede ser la propia empresa'],
      [{ ...BUENO, razon_social: '  ' }, 'Ingrese la razón social del transportista'],
      [
        { ...BUENO, razon_social: 'AB' },
        'La razón social del transportista debe tener al menos 3 caracteres',
      ],
      [
        { ...BUENO, razon_social: 'TRANS\nSUR' },
        'La razón social del transportista no admite saltos de línea',
      ],
      [
        { ...BUENO, razon_social: 'TRANS\u0007SUR' },
        'La razón social del transportista contiene un carácter no permitido (U+0007): quítelo e intente nuevamente',
      ],
      [
        { ...BUENO, razon_social: 'A'.repeat(251) },
        'La razón social del transportista admite hasta 250 caracteres',
      ],
      [{ ...BUENO, registro_mtc: '' }, 'Ingrese el número de registro MTC del transportista'],
      [
        { ...BUENO, registro_mtc: '15-123' },
        'El registro MTC tiene hasta 20 letras o dígitos, sin espacios ni guiones',
      ],
      [
        { ...BUENO, registro_mtc: 'A'.repeat(21) },
        'El registro MTC tiene hasta 20 letras o dígitos, sin espacios ni guiones',
      ],
    ]);
    expect(await totalDe(e, OP)).toBe(0);
  });

  it('creates, lists, searches, updates, refuses a repeated RUC, deletes and re-activates', async () => {
    const r = await e.t.gql<{ createTransportista: Transportista }>(OP.CREAR, { i: BUENO }, { token: e.ana });
    const creado = r.data?.createTransportista;
    expect(creado).toMatchObject({
      ruc: '20100130204',
      razon_social: 'TRANSPORTES DEL SUR S.A.C.',
      registro_mtc: '1512345CNG',
      activo: true,
    });
    const otro = {
      ruc: '20100047218',
      razon_social: 'Carga Andina SRL',
      registro_mtc: 'MTC999',
      activo: false,
    };
    await e.t.gql(OP.CREAR, { i: otro }, { token: e.ana });
    expect((await lista()).map((t) => t.razon_social)).toEqual([
      'CARGA ANDINA SRL',
      'TRANSPORTES DEL SUR S.A.C.',
    ]);
    expect((await lista({ p: '2010013' })).map((t) => t.ruc)).toEqual(['20100130204']);
    expect((await lista({ p: 'andina' })).map((t) => t.activo)).toEqual([false]);

    expect(mensaje(await e.t.gql(OP.CREAR, { i: BUENO }, { token: e.ana }))).toBe(
      'Ya existe un transportista con RUC 20100130204',
    );
    const otroId = (await lista({ p: 'andina' }))[0]?.id;
    await esperarRechazos(
      e,
      schema.transportistas,
      OP.ACTUALIZAR,
      [
        [{ ...otro, ruc: '20100130204' }, 'Ya existe un transportista con RUC 20100130204'],
        [
          { ...otro, registro_mtc: 'MTC 999' },
          'El registro MTC tiene hasta 20 letras o dígitos, sin espacios ni guiones',
        ],
      ],
      { id: otroId },
    );
    const u = await e.t.gql<{ updateTransportista: Transportista }>(
      OP.ACTUALIZAR,
      { id: creado?.id, i: { ...BUENO, razon_social: 'Transportes del Sur E.I.R.L.', activo: false } },
      { token: e.ana },
    );
    expect(u.data?.updateTransportista).toMatchObject({
      razon_social: 'TRANSPORTES DEL SUR E.I.R.L.',
      activo: false,
    });

    const b = await e.t.gql<{ deleteTransportista: { deleted_at: string | null } }>(
      OP.BORRAR,
      { id: creado?.id },
      { token: e.ana },
    );
    expect(b.data?.deleteTransportista.deleted_at).not.toBeNull();
    expect(await totalDe(e, OP)).toBe(1);
    expect(await totalDe(e, OP, { e: true })).toBe(2);
    // Its RUC is free again while it is deleted; re-activating it then would repeat the RUC.
    const nuevo = await e.t.gql<{ createTransportista: Transportista }>(
      OP.CREAR,
      { i: BUENO },
      { token: e.ana },
    );
    expect(nuevo.data?.createTransportista.ruc).toBe('20100130204');
    const a = await e.t.gql(OP.ACTIVAR, { id: creado?.id }, { token: e.ana });
    expect([codigo(a), mensaje(a)]).toEqual([
      'BAD_USER_INPUT',
      'Ya existe un transportista con RUC 20100130204',
    ]);
  });

  it('exports the list as the screen shows it', async () => {
    const { cabecera, filas } = await exportar(e, OP, {}, 'transportistas', 'Transportistas');
    expect(cabecera).toEqual(['RUC', 'Razón social', 'Registro MTC', 'Activo', 'Estado']);
    expect(filas.map((f) => f.slice(0, 4))).toEqual([
      ['20100047218', 'CARGA ANDINA SRL', 'MTC999', 'NO'],
      ['20100130204', 'TRANSPORTES DEL SUR S.A.C.', '1512345CNG', 'SI'],
    ]);
  });
});
