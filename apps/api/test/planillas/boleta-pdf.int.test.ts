import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import { CALCULAR, CERRAR, CREAR_CONTRATO, CREAR_TRABAJADOR, trabajador } from './consultas-planilla.ts';

const PDF = `query($p: String!, $t: String!) { pdfBoletaPago(periodo: $p, trabajador_id: $t) { nombre mime base64 } }`;
type Archivo = { pdfBoletaPago: { nombre: string; mime: string; base64: string } };

let e: Escenario;
let id = '';
beforeAll(async () => {
  e = await crearEscenario();
  const w = await e.t.gql<{ createEmployee: { id: string } }>(
    CREAR_TRABAJADOR,
    { i: trabajador('40000011', 'ALVA') },
    { token: e.ana.token },
  );
  id = w.data?.createEmployee.id ?? '';
  const c = await e.t.gql(
    CREAR_CONTRATO,
    {
      i: {
        trabajador_id: id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'ASISTENTE CONTABLE',
        remuneracion_basica: '3000',
        sistema_pension: 'afp',
        afp: 'PRIMA',
        cuspp: 'PRIM12345678',
        comision_afp: 'flujo',
        salud: 'essalud',
      },
    },
    { token: e.ana.token },
  );
  expect(c.errors).toBeUndefined();
});
afterAll(() => e.t.cerrar());

const pdf = (token = e.ana.token, periodo = '202601', t = id) =>
  e.t.gql<Archivo>(PDF, { p: periodo, t }, { token });

describe('boleta de pago PDF', () => {
  it('prints the stored payslip of a borrador and of the closed planilla', async () => {
    expect(errorDe(await pdf()).mensaje).toBe('No hay planilla calculada de 01/2026');
    const r = await e.t.gql<{ calcularPlanilla: { boletas: { neto: string }[] } }>(
      CALCULAR,
      { p: '202601', e: [{ trabajador_id: id, adelanto: '100' }] },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    const neto = r.data?.calcularPlanilla.boletas[0]?.neto ?? '';
    // 3,000 less AFP 300.00 + 41.10 + 48.00, quinta 23.33 and the advance 100.00.
    expect(neto).toBe('2487.57');

    for (const estado of ['borrador', 'cerrada']) {
      if (estado === 'cerrada')
        expect((await e.t.gql(CERRAR, { p: '202601' }, { token: e.ana.token })).errors).toBeUndefined();
      const a = (await pdf()).data?.pdfBoletaPago;
      expect(a?.nombre).toBe('boleta-202601-40000011.pdf');
      expect(a?.mime).toBe('application/pdf');
      const datos = Buffer.from(a?.base64 ?? '', 'base64');
      expect(datos.subarray(0, 5).toString()).toBe('%PDF-');
      const texto = await textoDePdf(datos);
      for (const parte of [
        'EMPRESA 20601234565',
        'R.U.C. 20601234565',
        'ALVA QUISPE ROSA',
        '40000011',
        'PERIODO 01/2026',
        'ASISTENTE CONTABLE',
        'PRIM12345678',
        'AFP PRIMA',
        'Días laborados: 30',
        '0121',
        '3,000.00',
        '0701',
        '100.00',
        'APORTES DEL EMPLEADOR',
        'NETO A PAGAR: S/ 2,487.57',
        'EMPLEADOR',
        'TRABAJADOR',
      ])
        expect(texto, `${estado}: ${parte}`).toContain(parte);
    }
  });

  it("answers FORBIDDEN for another company's worker and refuses a worker without payslip", async () => {
    expect(errorDe(await pdf(e.beto.token)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await pdf(e.ana.token, '202601', 'no-es-uuid')).codigo).toBe('FORBIDDEN');
    const w = await e.t.gql<{ createEmployee: { id: string } }>(
      CREAR_TRABAJADOR,
      { i: trabajador('40000012', 'BACA') },
      { token: e.ana.token },
    );
    expect(errorDe(await pdf(e.ana.token, '202601', w.data?.createEmployee.id))).toEqual({
      mensaje: 'BACA QUISPE ROSA no tiene boleta en la planilla de 01/2026',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await pdf(e.ana.token, '2026-1')).mensaje).toBe('El periodo no es válido (AAAAMM)');
  });
});
