import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  ANULAR,
  CLIENTE_DNI,
  CLIENTE_RUC,
  COMPROBANTE,
  CONVERTIR,
  type Documento,
  diasDesde,
  EMITIR,
  emisorConSeriesInternas,
  LINEAS,
  LISTA,
  PDF,
  PROVEEDOR,
  UNO,
  ultimoDe,
} from './internos-de-prueba.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
const hoy = hoyEnLima();

beforeAll(async () => {
  ({ t, ana } = await emisorConSeriesInternas([
    ['97', 'OC01'],
    ['98', 'PR01'],
    ['99', 'NV01'],
    ['99', 'NV02'],
  ]));
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
});
afterAll(() => t.cerrar());

const emitir = (input: object, token = ana.token) =>
  t.gql<{ emitirDocumentoInterno: Documento }>(EMITIR, { input }, { token });

async function emitido(input: object): Promise<Documento> {
  const r = await emitir(input);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  const d = r.data?.emitirDocumentoInterno;
  if (!d) throw new Error('sin documento');
  return d;
}

const NOTA_VENTA = {
  tipo: '99',
  persona: { tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' },
  lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '3', precio_unitario: '15.50', afectacion: '10' }],
};
const PROFORMA = {
  tipo: '98',
  persona: CLIENTE_RUC,
  fecha_vencimiento: diasDesde(hoy, 15),
  lineas: LINEAS,
  observaciones: 'Precios sujetos a stock',
};
const ORDEN = {
  tipo: '97',
  persona: PROVEEDOR,
  fecha_vencimiento: diasDesde(hoy, 7),
  lineas: [{ descripcion: 'Papel bond A4 (millar)', cantidad: '10', valor_unitario: '25', afectacion: '10' }],
};

describe('emitirDocumentoInterno', () => {
  it('emits a nota de venta to an unidentified customer, above the S/ 700 a boleta could not pass', async () => {
    const d = await emitido(NOTA_VENTA);
    expect(d).toMatchObject({
      tipo: '99',
      serie: 'NV01',
      numero: 1,
      fecha_emision: hoy,
      estado: 'emitido',
      vencida: false,
      persona_nombre: 'CLIENTES VARIOS',
      operaciones_gravadas: '39.41',
      igv: '7.09',
      importe_total: '46.50',
      comprobante: null,
    });
    const grande = await emitido({
      ...NOTA_VENTA,
      lineas: [{ descripcion: 'Refrigeradora', cantidad: '1', precio_unitario: '1500', afectacion: '10' }],
    });
    expect(grande).toMatchObject({ serie: 'NV01', numero: 2, importe_total: '1500.00' });
  });

  it('emits a proforma with its validity and an orden de compra to a supplier with its delivery date', async () => {
    const p = await emitido(PROFORMA);
    expect(p).toMatchObject({
      tipo: '98',
      serie: 'PR01',
      numero: 1,
      fecha_vencimiento: PROFORMA.fecha_vencimiento,
      persona_numero_documento: CLIENTE_RUC.numero,
      observaciones: 'Precios sujetos a stock',
      estado: 'emitido',
    });
    expect(p.lineas.map((l) => l.descripcion)).toEqual(LINEAS.map((l) => l.descripcion));
    const o = await emitido(ORDEN);
    expect(o).toMatchObject({
      tipo: '97',
      serie: 'OC01',
      numero: 1,
      fecha_vencimiento: ORDEN.fecha_vencimiento,
      persona_nombre: PROVEEDOR.nombre,
      operaciones_gravadas: '250.00',
      igv: '45.00',
      importe_total: '295.00',
    });
    // Nothing of this goes to SUNAT: no electronic document was written.
    expect(await t.deps.db.select().from(schema.comprobantes)).toHaveLength(0);
  });

  it('computes exactly what the factura with the same lines computes', async () => {
    const p = await emitido(PROFORMA);
    const f = await t.gql<{ emitirComprobante: { id: string } }>(
      'mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { id } }',
      { input: { tipo: '01', cliente: CLIENTE_RUC, lineas: LINEAS, forma_pago: { tipo: 'contado' } } },
      { token: ana.token },
    );
    expect(f.errors).toBeUndefined();
    const c = await t.gql<{ comprobante: Documento }>(
      COMPROBANTE,
      { id: f.data?.emitirComprobante.id },
      { token: ana.token },
    );
    const factura = c.data?.comprobante;
    const montos = (d: Documento | undefined) => ({
      gravadas: d?.operaciones_gravadas,
      exoneradas: d?.operaciones_exoneradas,
      inafectas: d?.operaciones_inafectas,
      igv: d?.igv,
      total: d?.importe_total,
      lineas: d?.lineas,
    });
    expect(montos(p)).toEqual(montos(factura));
    // Gravadas: 2 × 1234.5678 = 2469.14 − 5 % (123.46) + 3 × 59.90 / 1.18 (152.29) + 2 bags (0.17).
    expect(p).toMatchObject({
      operaciones_gravadas: '2498.14',
      operaciones_exoneradas: '45.00',
      operaciones_inafectas: '10.10',
      igv: '449.66',
    });
    // Plus the exonerada, the inafecta and 2 bags of ICBPER at S/ 0.50.
    expect(p.importe_total).toBe('3003.90');
  });

  it('refuses bad input in Spanish, writing nothing and taking no number', async () => {
    const antes = (await t.deps.db.select().from(schema.documentosInternos)).length;
    const series = [
      await ultimoDe(t, ana.empresaId, '97', 'OC01'),
      await ultimoDe(t, ana.empresaId, '98', 'PR01'),
      await ultimoDe(t, ana.empresaId, '99', 'NV01'),
    ];
    const casos: [object, string][] = [
      [
        { ...NOTA_VENTA, tipo: '01' },
        'Tipo de documento no válido: 97 orden de compra, 98 proforma o 99 nota de venta',
      ],
      [{ ...PROFORMA, fecha_vencimiento: null }, 'Indique hasta qué fecha es válida la proforma'],
      [
        { ...PROFORMA, fecha_vencimiento: diasDesde(hoy, -1) },
        'La fecha (válida hasta) no puede ser anterior a la fecha de emisión',
      ],
      [{ ...PROFORMA, fecha_vencimiento: '2026-02-30' }, 'La fecha (válida hasta) no es válida'],
      [
        { ...ORDEN, fecha_vencimiento: diasDesde(hoy, -2) },
        'La fecha (fecha de entrega) no puede ser anterior a la fecha de emisión',
      ],
      [
        { ...ORDEN, persona: { tipo_documento: '-', numero: '-', nombre: 'X' } },
        'Una orden de compra requiere el documento del proveedor',
      ],
      [
        { ...ORDEN, persona: { ...PROVEEDOR, numero: '20131312956' } },
        'Documento del proveedor: RUC no válido',
      ],
      [{ ...ORDEN, persona: { ...PROVEEDOR, nombre: ' ' } }, 'Falta el nombre o razón social del proveedor'],
      [
        { ...NOTA_VENTA, persona: { ...CLIENTE_DNI, numero: '123' } },
        'Documento del cliente: El DNI debe tener 8 dígitos',
      ],
      [
        { ...NOTA_VENTA, persona: { tipo_documento: 'X', numero: '1', nombre: 'A' } },
        'Documento del cliente: Tipo de documento no válido',
      ],
      [{ ...NOTA_VENTA, lineas: [] }, 'El documento debe tener al menos un ítem'],
      [
        {
          ...NOTA_VENTA,
          lineas: [{ descripcion: 'X', cantidad: '0', precio_unitario: '1', afectacion: '10' }],
        },
        'Ítem 1: la cantidad debe ser mayor que cero',
      ],
      [
        {
          ...NOTA_VENTA,
          lineas: [{ descripcion: 'X', cantidad: '1', precio_unitario: '1', afectacion: '99' }],
        },
        'Ítem 1: tipo de afectación del IGV desconocido (99)',
      ],
      [{ ...NOTA_VENTA, fecha_emision: diasDesde(hoy, 1) }, 'La fecha de emisión no puede ser futura'],
      [{ ...NOTA_VENTA, fecha_emision: 'ayer' }, 'La fecha de emisión no es válida'],
      [{ ...NOTA_VENTA, moneda: 'EUR' }, 'La moneda debe ser PEN o USD'],
      [{ ...NOTA_VENTA, serie: 'NV09' }, 'El local no tiene la serie NV09 activa para nota de venta'],
      [{ ...NOTA_VENTA, serie: 'PR01' }, 'El local no tiene la serie PR01 activa para nota de venta'],
      [{ ...NOTA_VENTA, observaciones: 'x'.repeat(201) }, 'Las observaciones admiten hasta 200 caracteres'],
    ];
    for (const [input, mensaje] of casos) {
      const r = await emitir(input);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message, JSON.stringify(input)).toBe(mensaje);
    }
    expect(await t.deps.db.select().from(schema.documentosInternos)).toHaveLength(antes);
    expect([
      await ultimoDe(t, ana.empresaId, '97', 'OC01'),
      await ultimoDe(t, ana.empresaId, '98', 'PR01'),
      await ultimoDe(t, ana.empresaId, '99', 'NV01'),
    ]).toEqual(series);
  });

  it('asks for a series when the local has none of the type', async () => {
    const r = await emitir(ORDEN, beto.token);
    expect(r.errors?.[0]?.message).toBe('El local no tiene una serie activa de orden de compra');
  });

  it('lets only roles with the emission permission emit (a waiter cannot)', async () => {
    const mozo = await usuarioConEmpresa(
      t,
      'mozo@andina.pe',
      { ruc: '20131312955', razonSocial: 'SUR S.A.C.' },
      '1990d988',
    );
    const antes = (await t.deps.db.select().from(schema.documentosInternos)).length;
    expect((await emitir(NOTA_VENTA, mozo.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.deps.db.select().from(schema.documentosInternos)).toHaveLength(antes);
  });
});

describe('numbering under concurrency', () => {
  it('50 simultaneous notas de venta on one series take 50 consecutive distinct numbers', {
    timeout: 120_000,
  }, async () => {
    const inicio = (await ultimoDe(t, ana.empresaId, '99', 'NV02')) ?? 0;
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, () => emitir({ ...NOTA_VENTA, serie: 'NV02' })),
    );
    for (const r of respuestas) expect(r.errors).toBeUndefined();
    const numeros = respuestas.map((r) => r.data?.emitirDocumentoInterno.numero ?? 0).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 50 }, (_, i) => inicio + i + 1));
    expect(await ultimoDe(t, ana.empresaId, '99', 'NV02')).toBe(inicio + 50);
  });
});

describe('documentosInternos and documentoInterno', () => {
  type Lista = { documentosInternos: { total: number; filas: { serie: string; numero: number }[] } };
  const lista = (variables: Record<string, unknown>, token = ana.token) =>
    t.gql<Lista>(LISTA, variables, { token });

  it('pages on the server with the total of what matches, newest first', async () => {
    const total = (await t.deps.db.select().from(schema.documentosInternos)).filter(
      (d) => d.tipo === '99',
    ).length;
    expect(total).toBe(52);
    const primera = await lista({ tipo: '99', limite: 20 });
    expect(primera.data?.documentosInternos.total).toBe(52);
    expect(primera.data?.documentosInternos.filas).toHaveLength(20);
    const ultima = await lista({ tipo: '99', limite: 20, pagina: 3 });
    expect(ultima.data?.documentosInternos.filas).toHaveLength(12);
    const vistas = new Set(
      (await Promise.all([1, 2, 3].map((pagina) => lista({ tipo: '99', limite: 20, pagina })))).flatMap(
        (r) => r.data?.documentosInternos.filas.map((f) => `${f.serie}-${f.numero}`) ?? [],
      ),
    );
    expect(vistas.size).toBe(52);
    // Each type is its own list: the spec's contarProformas / contarOrdenesCompra.
    expect((await lista({ tipo: '98' })).data?.documentosInternos.total).toBe(2);
    expect((await lista({ tipo: '97' })).data?.documentosInternos.total).toBe(1);
  });

  it('filters by dates and by serie-número, document or name', async () => {
    const ayer = await emitido({ ...ORDEN, fecha_emision: diasDesde(hoy, -1), fecha_vencimiento: hoy });
    const porFecha = async (desde: string, hasta: string) =>
      (await lista({ tipo: '97', desde, hasta })).data?.documentosInternos;
    expect((await porFecha(diasDesde(hoy, -1), diasDesde(hoy, -1)))?.filas).toEqual([
      expect.objectContaining({ serie: 'OC01', numero: ayer.numero }),
    ]);
    expect((await porFecha(hoy, hoy))?.total).toBe(1);
    const buscar = async (texto: string) =>
      (await lista({ tipo: '98', buscar: texto })).data?.documentosInternos;
    expect((await buscar('PR01-2'))?.filas).toEqual([expect.objectContaining({ serie: 'PR01', numero: 2 })]);
    expect((await buscar('norte'))?.total).toBe(2);
    expect((await buscar('20100070970'))?.total).toBe(2);
    expect((await buscar('nadie'))?.total).toBe(0);
    const mala = await lista({ tipo: '98', desde: '01/01/2026' });
    expect(mala.errors?.[0]?.message).toBe('Las fechas van como AAAA-MM-DD');
    expect((await lista({ tipo: '01' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("keeps another company's documents out of reach", async () => {
    const [uno] = await t.deps.db.select().from(schema.documentosInternos).limit(1);
    for (const [op, variables] of [
      [UNO, { id: uno?.id }],
      [PDF, { id: uno?.id }],
      [ANULAR, { id: uno?.id, motivo: 'Error de digitación' }],
      [CONVERTIR, { id: uno?.id, tipo: '03' }],
    ] as const) {
      const r = await t.gql(op, variables, { token: beto.token });
      expect(r.errors?.[0]?.extensions?.code, op).toBe('FORBIDDEN');
    }
    expect((await lista({ tipo: '99' }, beto.token)).data?.documentosInternos.total).toBe(0);
    const [despues] = await t.deps.db
      .select()
      .from(schema.documentosInternos)
      .where(eq(schema.documentosInternos.id, uno?.id ?? ''));
    expect(despues?.estado).toBe(uno?.estado);
    expect(
      (await t.gql(UNO, { id: 'no-es-un-id' }, { token: ana.token })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('pdfDocumentoInterno', () => {
  const texto = async (id: string) => {
    const r = await t.gql<{ pdfDocumentoInterno: { nombre: string; mime: string; base64: string } }>(
      PDF,
      { id },
      { token: ana.token },
    );
    expect(r.errors).toBeUndefined();
    const archivo = r.data?.pdfDocumentoInterno;
    return { archivo, texto: await textoDePdf(Buffer.from(archivo?.base64 ?? '', 'base64')) };
  };
  const buscar = async (tipo: string, serie: string, numero: number) =>
    (await t.deps.db.select().from(schema.documentosInternos)).find(
      (d) => d.tipo === tipo && d.serie === serie && d.numero === numero,
    );

  it('prints a proforma with its title, series-number, validity, total and no tax value', async () => {
    const p = await buscar('98', 'PR01', 1);
    const { archivo, texto: pdf } = await texto(p?.id ?? '');
    expect(archivo).toMatchObject({ nombre: `${RUC_EMISOR}-98-PR01-1.pdf`, mime: 'application/pdf' });
    expect(pdf).toContain('PROFORMA');
    expect(pdf).toContain('PR01-1');
    expect(pdf).toContain(`R.U.C. N° ${RUC_EMISOR}`);
    expect(pdf).toContain('DISTRIBUIDORA NORTE S.A.');
    expect(pdf).toContain(`Válida hasta: ${PROFORMA.fecha_vencimiento.split('-').reverse().join('/')}`);
    expect(pdf).toContain(`S/ ${p?.importeTotal.replace(/\B(?=(\d{3})+\.)/g, ',')}`);
    expect(pdf).toContain('Documento sin valor tributario');
    expect(pdf).not.toContain('Representación impresa');
    expect(pdf).not.toContain('ANULADO');
  });

  it('prints an orden de compra and a nota de venta with their titles and notices', async () => {
    const o = await buscar('97', 'OC01', 1);
    const orden = (await texto(o?.id ?? '')).texto;
    expect(orden).toContain('ORDEN DE COMPRA');
    expect(orden).toContain('OC01-1');
    expect(orden).toContain('IMPORTADORA DEL SUR S.A.C.');
    expect(orden).toContain('Fecha de entrega:');
    expect(orden).toContain('Documento sin valor tributario');
    const n = await buscar('99', 'NV01', 1);
    const nota = (await texto(n?.id ?? '')).texto;
    expect(nota).toContain('NOTA DE VENTA');
    expect(nota).toContain('NV01-1');
    expect(nota).toContain('CUARENTA Y SEIS CON 50/100 SOLES');
    expect(nota).toContain('No es comprobante de pago: canjéelo por una boleta de venta o factura');
  });

  it('marks a voided document across the page', async () => {
    const n = await buscar('99', 'NV01', 2);
    const r = await t.gql(ANULAR, { id: n?.id, motivo: 'Cliente desistió' }, { token: ana.token });
    expect(r.errors).toBeUndefined();
    expect((await texto(n?.id ?? '')).texto).toContain('ANULADO');
  });
});
