import { schema } from '@kipu/db';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { URL_QR_GRE } from '@kipu/peru/gre/qr-guia';
import { CREDENCIALES_GRE_DEMO } from '@kipu/simuladores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuiasPendientes } from '../../src/modules/guias/queries/guias-pendientes.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { codigo, esperarProhibido, hojaExportada } from '../contabilidad/escenario-maestros.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  type EscenarioEmisionGuias,
  emitirGuia,
  prepararEmisionGuias,
  privada,
  publica,
  transportista,
} from './escenario-emision-guias.ts';

const PDF = 'query($id: String!) { pdfGuia(id: $id) { nombre mime base64 } }';
const EXCEL =
  'query($d: String, $h: String, $p: String) { excelGuias(fecha_desde: $d, fecha_hasta: $h, param: $p) { nombre mime base64 } }';
const PENDIENTES = 'query { guiasPendientes { total ultimas { id serie numero estado error } } }';
const GUARDAR =
  'mutation($e: String!, $c: String!, $s: String!) { guardarCredencialesGre(empresa_id: $e, client_id: $c, client_secret: $s) { tiene_gre } }';
const ESTADO = 'query($id: String!) { guia(id: $id) { estado ultimo_error } }';

type Archivo = { nombre: string; mime: string; base64: string };

let e: EscenarioEmisionGuias;
/** An accountant of another company, with the guides' permission there. */
let beto = '';
/** A seller (role 203e6a2a): without the guides' permission. */
let vendedor = '';
const ids = { privada: '', publica: '', transportista: '' };

const token = () => e.ana.token;

/** Polls a guide until `listo` holds: its sending runs as a background job. */
async function esperar(id: string, listo: (g: { estado: string; ultimo_error: string | null }) => boolean) {
  const hasta = Date.now() + 60_000;
  for (;;) {
    const r = await e.t.gql<{ guia: { estado: string; ultimo_error: string | null } }>(
      ESTADO,
      { id },
      { token: token() },
    );
    const g = r.data?.guia;
    if ((g && listo(g)) || Date.now() > hasta) return g;
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

async function pdfDe(id: string, conToken = token()) {
  const r = await e.t.gql<{ pdfGuia: Archivo }>(PDF, { id }, { token: conToken });
  expect(r.errors).toBeUndefined();
  const datos = Buffer.from(r.data?.pdfGuia.base64 ?? '', 'base64');
  return { archivo: r.data?.pdfGuia, datos, texto: await textoDePdf(datos) };
}

const pendientes = async (conToken = token()) => {
  const r = await e.t.gql<{ guiasPendientes: GuiasPendientes }>(PENDIENTES, {}, { token: conToken });
  expect(r.errors).toBeUndefined();
  return r.data?.guiasPendientes;
};

beforeAll(async () => {
  e = await prepararEmisionGuias();
  beto = (
    await usuarioConEmpresa(e.t, 'beto@guias-salidas.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' })
  ).token;
  vendedor = (
    await usuarioConEmpresa(
      e.t,
      'vende@guias-salidas.pe',
      { ruc: '20100070970', razonSocial: 'GAMMA S.A.' },
      '203e6a2a',
    )
  ).token;
  // Without GRE credentials yet: every guide waits 'pendiente' with what to register.
  for (const [clave, input] of [
    ['privada', privada(e)],
    ['publica', publica(e)],
    ['transportista', transportista(e)],
  ] as const) {
    const r = await emitirGuia(e, input);
    expect(r.errors).toBeUndefined();
    ids[clave] = r.data?.createGuiaIndividual.id ?? '';
    await esperar(ids[clave], (g) => g.ultimo_error !== null);
  }
});
afterAll(() => e.t.cerrar());

describe('the printed guide (pdfGuia)', () => {
  it('prints a remitente’s guide moved privately: header, dates, motivo, points, vehicle, driver and goods', async () => {
    const { archivo, datos, texto } = await pdfDe(ids.privada);
    expect(archivo?.nombre).toBe('20601234565-09-T001-1.pdf');
    expect(archivo?.mime).toBe('application/pdf');
    expect(datos.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const esperado of [
      'R.U.C. N° 20601234565',
      'GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE',
      'T001-1',
      'COMERCIAL ANDINA S.A.C.',
      'DISTRIBUIDORA NORTE S.A. · RUC 20100070970',
      'Motivo: 01 - Venta',
      'Modalidad: 02 - Transporte privado',
      '150101 - AV. ABANCAY 123, CERCADO DE LIMA - LIMA - LIMA - LIMA',
      '040101 - CALLE MERCADERES 410, AREQUIPA - AREQUIPA - AREQUIPA - AREQUIPA',
      '1,250.50 KGM',
      'Vehículo principal: ABC123',
      'JUAN CARLOS QUISPE MAMANI · DNI 45678912 · licencia Q45678912',
      'CEM-42',
      'CEMENTO PORTLAND TIPO I x 42.5 KG',
    ])
      expect(texto).toContain(esperado);
    // A guide of the simulator has no tax value; one SUNAT has not accepted has no QR and is marked.
    expect(texto).toContain('MODO PRUEBAS — SIN VALOR TRIBUTARIO');
    expect(texto).toContain('PENDIENTE');
    expect(texto).toContain('Sin código QR: SUNAT aún no ha aceptado la guía');
  });

  it('prints the hired carrier of a public transfer, and the carrier’s own guide with its vehicle and MTC', async () => {
    const publicaPdf = (await pdfDe(ids.publica)).texto;
    expect(publicaPdf).toContain('T001-2');
    expect(publicaPdf).toContain('Modalidad: 01 - Transporte público');
    expect(publicaPdf).toContain('TRANSPORTES RAPIDOS S.A.C. · RUC 20500000008');
    expect(publicaPdf).toContain('Registro MTC: 1543210CNG');
    const { archivo, texto } = await pdfDe(ids.transportista);
    expect(archivo?.nombre).toBe('20601234565-31-V001-1.pdf');
    expect(texto).toContain('GUÍA DE REMISIÓN ELECTRÓNICA TRANSPORTISTA');
    expect(texto).toContain('V001-1');
    expect(texto).toContain('Remitente: DISTRIBUIDORA NORTE S.A.');
    expect(texto).toContain('FERRETERIA EL SUR E.I.R.L.');
    expect(texto).toContain('F2A456 · TUCE 15M21028624E');
    expect(texto).not.toContain('Motivo:');
  });
});

describe('the Excel of the guide list (excelGuias)', () => {
  it('has a row per guide of the filter, newest first, and refuses a malformed date', async () => {
    const r = await e.t.gql<Record<string, Archivo>>(EXCEL, {}, { token: token() });
    expect(r.errors).toBeUndefined();
    const { cabecera, filas } = await hojaExportada(r, 'excelGuias', 'guias', 'Guías de remisión');
    expect(cabecera.slice(0, 4)).toEqual(['Tipo', 'Serie-número', 'Fecha de emisión', 'Inicio de traslado']);
    expect(filas.map((f) => f[1]).sort()).toEqual(['T001-1', 'T001-2', 'V001-1']);
    // SUNAT has not answered yet: the last two columns (its code and message) are empty.
    const hoy = hoyEnLima();
    expect(filas.find((f) => f[1] === 'T001-1')).toEqual([
      ...['09', 'T001-1', hoy, hoy, '6', '20100070970', 'DISTRIBUIDORA NORTE S.A.'],
      ...['01 - Venta', '02 - Transporte privado', '1250.5', 'KGM', 'pendiente'],
    ]);

    const porParam = await e.t.gql<Record<string, Archivo>>(EXCEL, { p: 'V001' }, { token: token() });
    const soloV = await hojaExportada(porParam, 'excelGuias', 'guias', 'Guías de remisión');
    expect(soloV.filas.map((f) => f[1])).toEqual(['V001-1']);
    const antiguas = await e.t.gql<Record<string, Archivo>>(
      EXCEL,
      { d: '2000-01-01', h: '2000-12-31' },
      { token: token() },
    );
    expect((await hojaExportada(antiguas, 'excelGuias', 'guias', 'Guías de remisión')).filas).toEqual([]);
    const mal = await e.t.gql(EXCEL, { d: '01/01/2000' }, { token: token() });
    expect(mal.errors?.[0]?.message).toBe('Las fechas van como AAAA-MM-DD');
  });
});

describe('guides that wait for someone (guiasPendientes)', () => {
  it('counts the guides waiting with an error, then only the rejected one once the others are accepted', async () => {
    const antes = await pendientes();
    expect(antes?.total).toBe(3);
    expect(antes?.ultimas.map((g) => `${g.serie}-${g.numero}`).sort()).toEqual([
      'T001-1',
      'T001-2',
      'V001-1',
    ]);
    expect(antes?.ultimas.every((g) => g.estado === 'pendiente')).toBe(true);
    expect(antes?.ultimas[0]?.error).toMatch(/no tiene credenciales de la API GRE/);

    // SUNAT's refusal, as the job stores it, for one; the credentials then send the other two.
    await e.t.deps.db
      .update(schema.guias)
      .set({
        estado: 'rechazado',
        codigoSunat: '2335',
        descripcionSunat: 'El documento electrónico ingresado ha sido alterado',
        ultimoError: null,
      })
      .where(eq(schema.guias.id, ids.publica));
    const { clientId, clientSecret } = CREDENCIALES_GRE_DEMO;
    const g = await e.t.gql(
      GUARDAR,
      { e: e.ana.empresaId, c: clientId, s: clientSecret },
      { token: token() },
    );
    expect(g.errors).toBeUndefined();
    for (const id of [ids.privada, ids.transportista])
      expect((await esperar(id, (x) => x.estado === 'aceptado'))?.estado).toBe('aceptado');

    const despues = await pendientes();
    expect(despues?.total).toBe(1);
    expect(despues?.ultimas).toEqual([
      {
        id: ids.publica,
        serie: 'T001',
        numero: 2,
        estado: 'rechazado',
        error: 'El documento electrónico ingresado ha sido alterado',
      },
    ]);
    expect((await pdfDe(ids.publica)).texto).toContain('RECHAZADO');
  });

  it('an accepted guide prints SUNAT’s QR from its CDR’s link, and says so when the CDR has none', async () => {
    // The simulator's CDR of an accepted GRE links to SUNAT's copy of the guide, as SUNAT's does.
    const { texto, datos } = await pdfDe(ids.privada);
    expect(texto).toContain('Consulte la guía en SUNAT con el código QR');
    expect(texto).not.toContain('PENDIENTE');
    // The QR is an image in the page: the PDF embeds one (the company has no logo).
    expect(datos.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    const cdr =
      '<?xml version="1.0" encoding="UTF-8"?><ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
      '<cac:DocumentResponse><cac:Response><cbc:ReferenceID>T001-1</cbc:ReferenceID><cbc:ResponseCode>0</cbc:ResponseCode></cac:Response>' +
      `<cac:DocumentReference><cbc:ID>T001-1</cbc:ID><cbc:DocumentDescription>${URL_QR_GRE.replace('sunat', 'otro')}?hashqr=x</cbc:DocumentDescription></cac:DocumentReference></cac:DocumentResponse></ar:ApplicationResponse>`;
    const { zip } = zipComprobante('R-20601234565-09-T001-1', cdr);
    await e.t.deps.db
      .update(schema.guias)
      .set({ cdrBase64: Buffer.from(zip).toString('base64') })
      .where(eq(schema.guias.id, ids.privada));
    const sinEnlace = (await pdfDe(ids.privada)).texto;
    expect(sinEnlace).toContain('La constancia de SUNAT no trae el código QR de la guía');
    expect(sinEnlace).not.toContain('PENDIENTE');
  });
});

describe('the outputs belong to the guide’s company', () => {
  it('another company’s accountant gets FORBIDDEN for the PDF and sees none of these guides', async () => {
    const r = await e.t.gql(PDF, { id: ids.privada }, { token: beto });
    expect(codigo(r)).toBe('FORBIDDEN');
    expect(r.data?.pdfGuia ?? null).toBeNull();
    const x = await e.t.gql<Record<string, Archivo>>(EXCEL, {}, { token: beto });
    expect((await hojaExportada(x, 'excelGuias', 'guias', 'Guías de remisión')).filas).toEqual([]);
    expect(await pendientes(beto)).toEqual({ total: 0, ultimas: [] });
  });

  it('a role without the guides’ permission gets FORBIDDEN for every output', async () => {
    await esperarProhibido(e.t, vendedor, [
      [PDF, { id: ids.privada }],
      [EXCEL, {}],
      [PENDIENTES, {}],
    ]);
  });
});
