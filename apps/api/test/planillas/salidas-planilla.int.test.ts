import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filasDeExcel } from '../helpers/excel.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import { CALCULAR, type PlanillaGql } from './consultas-planilla.ts';
import { AFP_PRIMA, trabajadorConContrato } from './trabajador-con-contrato.ts';

const PDF_TODAS = 'query($p: String!) { pdfBoletasPago(periodo: $p) { nombre mime base64 } }';
const ENVIAR = `mutation($p: String!, $t: String!) {
  enviarBoletaPago(periodo: $p, trabajador_id: $t) { trabajador_id trabajador para archivo } }`;
const ENVIAR_TODAS = `mutation($p: String!) { enviarBoletasPago(periodo: $p) {
  enviados correos { trabajador para archivo } omitidos { trabajador_id trabajador motivo } } }`;
const WHATSAPP = `query($p: String!, $t: String!) {
  enlaceWhatsappBoleta(periodo: $p, trabajador_id: $t) { enlace telefono texto } }`;
const REPORTE = `query($tipo: TipoReportePlanilla!, $p: String!) {
  reportePlanilla(tipo: $tipo, periodo: $p) { titulo columnas { encabezado monto } filas { celdas enfasis } } }`;
const EXCEL = `query($tipo: TipoReportePlanilla!, $p: String!) { excelReportePlanilla(tipo: $tipo, periodo: $p) { nombre base64 } }`;
const PDF_REPORTE = `query($tipo: TipoReportePlanilla!, $p: String!) { pdfReportePlanilla(tipo: $tipo, periodo: $p) { nombre base64 } }`;

type Enviada = { trabajador_id: string; trabajador: string; para: string; archivo: string };
type Reporte = {
  titulo: string;
  columnas: { encabezado: string; monto: boolean }[];
  filas: { celdas: string[]; enfasis: boolean }[];
};

let e: Escenario;
const ids: Record<string, string> = {};
let planilla: PlanillaGql;

async function conContrato(
  dni: string,
  apellido: string,
  datos: Record<string, string>,
  basica: string,
  afp = false,
) {
  ids[apellido] = await trabajadorConContrato(e, dni, apellido, datos, {
    remuneracion_basica: basica,
    ...(afp ? AFP_PRIMA : {}),
  });
}

const correosA = async (para: string) => (await e.t.outbox()).filter((c) => c.to === para);
const reporte = async (tipo: string, token = e.ana.token) =>
  e.t.gql<{ reportePlanilla: Reporte }>(REPORTE, { tipo, p: '202601' }, { token });

beforeAll(async () => {
  e = await crearEscenario();
  await conContrato(
    '40000021',
    'ALVA',
    { email: 'Alva@Correo.pe', telefono: '987 654 321', banco: 'BCP', cuenta_bancaria: '191-12345678-0-11' },
    '3000',
    true,
  );
  await conContrato('40000022', 'BACA', {}, '1200');
  await conContrato(
    '40000023',
    'CASO',
    { email: 'caso@correo.pe', telefono: '014567890', banco: 'INTERBANK', cuenta_bancaria: '200-3001234567' },
    '2000',
  );
  const r = await e.t.gql<{ calcularPlanilla: PlanillaGql }>(
    CALCULAR,
    { p: '202601', e: [{ trabajador_id: ids.ALVA, adelanto: '100' }] },
    { token: e.ana.token },
  );
  expect(r.errors).toBeUndefined();
  planilla = r.data?.calcularPlanilla as PlanillaGql;
}, 120_000);
afterAll(() => e.t.cerrar());

const neto = (apellido: string) =>
  planilla.boletas.find((b) => b.trabajador_id === ids[apellido])?.neto ?? '';

describe('payslips in bulk, by e-mail and by WhatsApp', () => {
  it('prints every payslip of the month in one PDF, in name order', async () => {
    const r = await e.t.gql<{ pdfBoletasPago: { nombre: string; mime: string; base64: string } }>(
      PDF_TODAS,
      { p: '202601' },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.pdfBoletasPago.nombre).toBe('boletas-202601.pdf');
    const texto = await textoDePdf(Buffer.from(r.data?.pdfBoletasPago.base64 ?? '', 'base64'));
    const posiciones = ['ALVA QUISPE ROSA', 'BACA QUISPE ROSA', 'CASO QUISPE ROSA'].map((n) =>
      texto.indexOf(n),
    );
    expect(posiciones.every((p) => p >= 0)).toBe(true);
    expect([...posiciones].sort((a, b) => a - b)).toEqual(posiciones);
    expect(texto.match(/BOLETA DE PAGO DE REMUNERACIONES/g)).toHaveLength(3);
    // 3,000 less AFP 300.00 + 41.10 + 48.00, quinta 23.33 and the advance 100.00.
    expect(neto('ALVA')).toBe('2487.57');
    expect(texto).toContain('NETO A PAGAR: S/ 2,487.57');
  });

  it('mails a payslip with its PDF to the worker’s e-mail and keeps it in the outbox', async () => {
    const r = await e.t.gql<{ enviarBoletaPago: Enviada }>(
      ENVIAR,
      { p: '202601', t: ids.ALVA },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.enviarBoletaPago).toEqual({
      trabajador_id: ids.ALVA,
      trabajador: 'ALVA QUISPE ROSA',
      para: 'alva@correo.pe',
      archivo: 'boleta-202601-40000021.pdf',
    });
    const [correo] = await correosA('alva@correo.pe');
    expect(correo?.subject).toBe('Boleta de pago 01/2026 - EMPRESA 20601234565');
    expect(correo?.text).toContain('Estimado(a) ALVA QUISPE ROSA:');
    expect(correo?.text).toContain('periodo 01/2026, con un neto a pagar de S/ 2,487.57');
    const guardados = (await e.t.deps.db.select().from(schema.correos)).filter(
      (c) => c.para === 'alva@correo.pe',
    );
    const adjunto = guardados[0]?.adjuntos[0];
    expect(adjunto?.nombre).toBe('boleta-202601-40000021.pdf');
    expect(adjunto?.tipo).toBe('application/pdf');
    const texto = await textoDePdf(await e.t.deps.almacen.leer(adjunto?.ruta ?? ''));
    expect(texto).toContain('ALVA QUISPE ROSA');
    expect(texto).toContain('NETO A PAGAR: S/ 2,487.57');
    expect(texto).not.toContain('BACA');
    // A worker's payslip travels only in its mail: no URL serves it.
    const porUrl = await e.t.app.inject({ method: 'GET', url: `/storage/${adjunto?.ruta}` });
    expect(porUrl.statusCode).toBe(404);
  });

  it('refuses a worker without e-mail and sends nothing', async () => {
    const antes = (await e.t.outbox()).length;
    const r = await e.t.gql(ENVIAR, { p: '202601', t: ids.BACA }, { token: e.ana.token });
    expect(errorDe(r)).toEqual({
      mensaje: 'El trabajador BACA QUISPE ROSA: no tiene correo electrónico',
      codigo: 'BAD_USER_INPUT',
    });
    expect((await e.t.outbox()).length).toBe(antes);
  });

  it('mails every payslip and tells which workers were skipped and why', async () => {
    const r = await e.t.gql<{
      enviarBoletasPago: {
        enviados: number;
        correos: { trabajador: string; para: string; archivo: string }[];
        omitidos: { trabajador_id: string; trabajador: string; motivo: string }[];
      };
    }>(ENVIAR_TODAS, { p: '202601' }, { token: e.ana.token });
    expect(r.errors).toBeUndefined();
    expect(r.data?.enviarBoletasPago).toEqual({
      enviados: 2,
      correos: [
        { trabajador: 'ALVA QUISPE ROSA', para: 'alva@correo.pe', archivo: 'boleta-202601-40000021.pdf' },
        { trabajador: 'CASO QUISPE ROSA', para: 'caso@correo.pe', archivo: 'boleta-202601-40000023.pdf' },
      ],
      omitidos: [
        { trabajador_id: ids.BACA, trabajador: 'BACA QUISPE ROSA', motivo: 'No tiene correo electrónico' },
      ],
    });
    expect(await correosA('alva@correo.pe')).toHaveLength(2);
    const [caso] = await correosA('caso@correo.pe');
    expect(caso?.text).toContain(
      `S/ ${Number(neto('CASO')).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  it('answers a wa.me link to the worker’s mobile with the period, net pay and payslip', async () => {
    const r = await e.t.gql<{ enlaceWhatsappBoleta: { enlace: string; telefono: string; texto: string } }>(
      WHATSAPP,
      { p: '202601', t: ids.ALVA },
      { token: e.ana.token },
    );
    expect(r.errors).toBeUndefined();
    const w = r.data?.enlaceWhatsappBoleta;
    expect(w?.telefono).toBe('+51987654321');
    expect(w?.enlace.startsWith('https://wa.me/51987654321?text=')).toBe(true);
    const texto = decodeURIComponent(w?.enlace.split('?text=')[1] ?? '');
    expect(texto).toBe(w?.texto);
    expect(texto).toContain('Hola ALVA QUISPE ROSA.');
    expect(texto).toContain('boleta de pago del periodo 01/2026, con un neto a pagar de S/ 2,487.57');
    expect(texto).toContain('boleta-202601-40000021.pdf');
  });

  it('refuses WhatsApp without a mobile phone', async () => {
    expect(errorDe(await e.t.gql(WHATSAPP, { p: '202601', t: ids.BACA }, { token: e.ana.token }))).toEqual({
      mensaje: 'El trabajador BACA QUISPE ROSA no tiene teléfono registrado',
      codigo: 'BAD_USER_INPUT',
    });
    expect(
      errorDe(await e.t.gql(WHATSAPP, { p: '202601', t: ids.CASO }, { token: e.ana.token })).mensaje,
    ).toBe('El teléfono del trabajador CASO QUISPE ROSA (014567890) no es un celular peruano');
  });

  it('keeps another company out and needs the payroll permission to send', async () => {
    const antes = (await e.t.outbox()).length;
    for (const doc of [ENVIAR, WHATSAPP])
      expect(errorDe(await e.t.gql(doc, { p: '202601', t: ids.ALVA }, { token: e.beto.token })).codigo).toBe(
        'FORBIDDEN',
      );
    // beto's own company has no planilla: nothing of ana's is printed, sent or reported to him.
    for (const doc of [PDF_TODAS, ENVIAR_TODAS])
      expect(errorDe(await e.t.gql(doc, { p: '202601' }, { token: e.beto.token })).mensaje).toBe(
        'No hay planilla calculada de 01/2026',
      );
    expect(errorDe(await reporte('PLANILLA', e.beto.token)).mensaje).toBe(
      'No hay planilla calculada de 01/2026',
    );
    expect(errorDe(await e.t.gql(ENVIAR_TODAS, { p: '202601' }, { token: e.mozo.token })).codigo).toBe(
      'FORBIDDEN',
    );
    expect((await e.t.outbox()).length).toBe(antes);
  });
});

describe('reports of the month', () => {
  it('planilla: a row per worker with each concept in its column, and the totals', async () => {
    const r = (await reporte('PLANILLA')).data?.reportePlanilla as Reporte;
    expect(r.titulo).toBe('Planilla de remuneraciones 01/2026');
    const col = (nombre: string) => r.columnas.findIndex((c) => c.encabezado === nombre);
    expect(r.columnas.slice(0, 3).map((c) => c.encabezado)).toEqual(['Documento', 'Trabajador', 'Días']);
    for (const c of [
      '0121 Remuneración básica',
      'Total ingresos',
      '0607 ONP (DL 19990)',
      'Neto a pagar',
      'Total aportes',
    ])
      expect(col(c), c).toBeGreaterThan(2);
    const [alva, baca, caso, total] = r.filas;
    expect(alva?.celdas.slice(0, 3)).toEqual(['40000021', 'ALVA QUISPE ROSA', '30']);
    expect(alva?.celdas[col('Neto a pagar')]).toBe('2487.57');
    expect(baca?.celdas[col('0121 Remuneración básica')]).toBe('1200.00');
    expect(caso?.celdas[col('Neto a pagar')]).toBe(neto('CASO'));
    expect(total?.enfasis).toBe(true);
    expect(total?.celdas[col('Neto a pagar')]).toBe(planilla.total_neto);
    expect(total?.celdas[col('Total ingresos')]).toBe(planilla.total_ingresos);
    expect(total?.celdas[col('Total aportes')]).toBe(planilla.total_aportes);
    // ALVA is AFP: no ONP amount on its row.
    expect(alva?.celdas[col('0607 ONP (DL 19990)')]).toBe('0.00');
  });

  it('transfers: net pay per bank with its total, workers without an account apart', async () => {
    const r = (await reporte('TRANSFERENCIAS')).data?.reportePlanilla as Reporte;
    expect(r.filas.map((f) => [f.enfasis, ...f.celdas])).toEqual([
      [true, 'BCP', '', '', '', ''],
      [false, 'BCP', '40000021', 'ALVA QUISPE ROSA', '191-12345678-0-11', '2487.57'],
      [true, 'Total BCP', '', '1 trabajador(es)', '', '2487.57'],
      [true, 'INTERBANK', '', '', '', ''],
      [false, 'INTERBANK', '40000023', 'CASO QUISPE ROSA', '200-3001234567', neto('CASO')],
      [true, 'Total INTERBANK', '', '1 trabajador(es)', '', neto('CASO')],
      [true, 'SIN CUENTA BANCARIA', '', '', '', ''],
      [false, '', '40000022', 'BACA QUISPE ROSA', '', neto('BACA')],
      [true, 'Total SIN CUENTA BANCARIA', '', '1 trabajador(es)', '', neto('BACA')],
      [true, 'TOTAL', '', '3 trabajador(es)', '', planilla.total_neto],
    ]);
  });

  it('renta de quinta: projection, 7 UIT, the bands, withheld and this month, per worker', async () => {
    const r = (await reporte('QUINTA')).data?.reportePlanilla as Reporte;
    const col = (nombre: string) => r.columnas.findIndex((c) => c.encabezado === nombre);
    const alva = r.filas.find((f) => f.celdas[0] === '40000021')?.celdas ?? [];
    // January 2026, 3,000 a month: 36,000 + July's and December's gratificaciones (6,000) = 42,000; less
    // 7 UIT (38,500) = 3,500, all in the 8 % band: 280.00 a year, ÷ 12 = 23.33 this month.
    const boleta = planilla.boletas.find((b) => b.trabajador_id === ids.ALVA);
    const quinta = boleta?.retenciones.find((l) => l.codigo === 'renta_quinta')?.importe;
    expect(quinta).toBe('23.33');
    expect(alva[col('Deducción 7 UIT')]).toBe('38500.00');
    expect(alva[col('Retención del mes')]).toBe('23.33');
    expect(alva[col('Retenido en el año')]).toBe('23.33');
    expect(alva[col('Renta neta proyectada')]).toBe('3500.00');
    expect(alva[col('Impuesto anual proyectado')]).toBe('280.00');
    expect(alva[col('Tramo 8 %')]).toBe('280.00');
    expect(alva[col('Tramo 14 %')]).toBe('0.00');
    expect(alva[col('Renta bruta proyectada')]).toBe('42000.00');
    const total = r.filas.at(-1);
    expect(total?.enfasis).toBe(true);
    expect(total?.celdas[col('Retención del mes')]).toBe(
      planilla.boletas
        .map((b) => Number(b.retenciones.find((l) => l.codigo === 'renta_quinta')?.importe ?? 0))
        .reduce((a, b) => a + b, 0)
        .toFixed(2),
    );
  });

  it('each report downloads as Excel and PDF with the same rows', async () => {
    const x = await e.t.gql<{ excelReportePlanilla: { nombre: string; base64: string } }>(
      EXCEL,
      { tipo: 'PLANILLA', p: '202601' },
      { token: e.ana.token },
    );
    expect(x.errors).toBeUndefined();
    expect(x.data?.excelReportePlanilla.nombre).toMatch(/^planilla-202601-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const filas = await filasDeExcel(x.data?.excelReportePlanilla.base64 ?? '');
    expect(filas[0]).toEqual(['EMPRESA 20601234565']);
    expect(filas[1]).toEqual(['RUC 20601234565']);
    expect(filas[2]).toEqual(['Periodo 01/2026 · Expresado en soles']);
    expect(filas[3]?.slice(0, 3)).toEqual(['Documento', 'Trabajador', 'Días']);
    expect(filas[4]?.slice(0, 3)).toEqual(['40000021', 'ALVA QUISPE ROSA', '30']);
    expect(filas.at(-1)).toContain(planilla.total_neto.replace(/\.?0+$/, ''));
    for (const tipo of ['PLANILLA', 'TRANSFERENCIAS', 'QUINTA']) {
      const p = await e.t.gql<{ pdfReportePlanilla: { nombre: string; base64: string } }>(
        PDF_REPORTE,
        { tipo, p: '202601' },
        { token: e.ana.token },
      );
      expect(p.errors, tipo).toBeUndefined();
      const texto = await textoDePdf(Buffer.from(p.data?.pdfReportePlanilla.base64 ?? '', 'base64'));
      expect(texto).toContain('EMPRESA 20601234565');
      expect(texto).toContain('ALVA QUISPE ROSA');
    }
  });
});
