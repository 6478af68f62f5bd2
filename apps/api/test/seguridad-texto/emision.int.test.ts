import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMITIR,
  emisorDePrueba,
  RUC_EMISOR,
  validadorNoDisponible,
  validarConSunat,
} from '../facturacion/emisor-de-prueba.ts';
import { ANULAR, operaciones } from '../facturacion-envio/envio-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { libroExcel, subirImportacion } from '../helpers/subir-importacion.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/**
 * A document whose texts would break its XML, or fail SUNAT's length rules, is refused before a
 * number is taken: the series counter stays where it was and nothing is stored. That includes texts
 * stored before these rules existed (a client's name, the company's razón social).
 */

const EMITIR_INTERNO =
  'mutation($input: EmitirDocumentoInternoInput!) { emitirDocumentoInterno(input: $input) { id } }';
const PERSONA = 'query($t: String!, $n: String!) { personaByNumero(tipo: $t, numero: $n) { razon_social } }';
const PLANTILLA = 'query($t: String!) { plantillaImportacion(tipo: $t) { base64 } }';
const IMPORTACION = 'query($id: String!) { importacion(id: $id) { estado errores { fila mensaje } } }';

const FACTURA = {
  tipo: '01',
  cliente: { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' },
  lineas: [
    { codigo: 'P001', descripcion: 'Laptop 14"', cantidad: '1', valor_unitario: '100', afectacion: '10' },
  ],
  forma_pago: { tipo: 'contado' },
};
const conDescripcion = (descripcion: string) => ({
  ...FACTURA,
  lineas: [{ ...FACTURA.lineas[0], descripcion }],
});
const conCliente = (nombre: string) => ({ ...FACTURA, cliente: { ...FACTURA.cliente, nombre } });

let t: AppDePrueba;
let ana: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
});
afterAll(() => t.cerrar());

type Respuesta = Awaited<ReturnType<AppDePrueba['gql']>>;

/** BAD_USER_INPUT with the Spanish message — never the masked "Unexpected error." */
function esRechazo(r: Respuesta, mensaje: string) {
  expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r.errors)).toBe('BAD_USER_INPUT');
  expect(r.errors?.[0]?.message).toContain(mensaje);
}

const ultimoF001 = async () =>
  (
    await t.deps.db
      .select()
      .from(schema.series)
      .where(
        and(
          eq(schema.series.empresaId, ana.empresaId),
          eq(schema.series.serie, 'F001'),
          eq(schema.series.tipoComprobante, '01'),
        ),
      )
  )[0]?.ultimo;
const comprobantes = async () =>
  (await t.deps.db.select().from(schema.comprobantes).where(eq(schema.comprobantes.empresaId, ana.empresaId)))
    .length;

/** Emits and checks it was refused with `mensaje`, with no number spent and nothing stored. */
async function rechazadaSinNumero(input: object, mensaje: string) {
  const [antes, guardados] = [await ultimoF001(), await comprobantes()];
  esRechazo(await t.gql(EMITIR, { input }, { token: ana.token }), mensaje);
  expect(await ultimoF001()).toBe(antes);
  expect(await comprobantes()).toBe(guardados);
}

describe('emission refuses text that breaks the XML, before numbering', () => {
  it('a line description with U+000B', async () => {
    await rechazadaSinNumero(
      conDescripcion('Laptop\u000b 14"'),
      'La descripción del ítem 1 contiene un carácter no permitido (U+000B)',
    );
  });

  it.each([
    ['U+0007', '\u0007'],
    ['U+FFFE', '\ufffe'],
  ])('a customer name with %s', async (codigo, c) => {
    await rechazadaSinNumero(
      conCliente(`ACME${c} S.A.`),
      `El nombre o razón social del cliente contiene un carácter no permitido (${codigo})`,
    );
  });

  // PostgreSQL can store neither: the whole request is refused before any rule of the document.
  it.each([
    ['U+0000', '\u0000'],
    ['U+D800', '\ud800'],
  ])('a customer name with %s', async (codigo, c) => {
    await rechazadaSinNumero(
      conCliente(`ACME${c} S.A.`),
      `El texto contiene un carácter no permitido (${codigo})`,
    );
  });

  it('U+0000 and a lone surrogate in the observaciones and a note reason', async () => {
    await rechazadaSinNumero(
      { ...FACTURA, observaciones: 'Entrega\u0000' },
      'El texto contiene un carácter no permitido (U+0000)',
    );
    await rechazadaSinNumero(
      {
        ...FACTURA,
        tipo: '07',
        serie: 'F001',
        afectado: { tipo: '01', serie: 'F001', numero: 1 },
        motivo: { codigo: '01', descripcion: 'Anulación\ud800 de la operación' },
      },
      'El texto contiene un carácter no permitido (U+D800)',
    );
  });

  it("a 100,000-character description or customer name (SUNAT's 2027 and 2022)", async () => {
    await rechazadaSinNumero(
      conDescripcion('D'.repeat(100_000)),
      'La descripción del ítem 1 admite hasta 500 caracteres',
    );
    await rechazadaSinNumero(
      conCliente('N'.repeat(100_000)),
      'El nombre o razón social del cliente admite hasta 1500 caracteres',
    );
  });

  it('a line break in the customer name, which SUNAT reads as one line', async () => {
    await rechazadaSinNumero(conCliente('ACME\nS.A.'), 'no admite saltos de línea');
  });

  it('a nota de venta (internal document) with U+0000 answers BAD_USER_INPUT', async () => {
    await t.deps.db
      .insert(schema.series)
      .values({ empresaId: ana.empresaId, localId: ana.localId, tipoComprobante: '99', serie: 'NV01' });
    const r = await t.gql(
      EMITIR_INTERNO,
      {
        input: {
          tipo: '99',
          persona: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE' },
          lineas: [{ descripcion: 'Menú\u0000', cantidad: '1', precio_unitario: '15', afectacion: '10' }],
        },
      },
      { token: ana.token },
    );
    esRechazo(r, 'El texto contiene un carácter no permitido (U+0000)');
    expect(await t.deps.db.select().from(schema.documentosInternos)).toHaveLength(0);
    const [nv] = await t.deps.db.select().from(schema.series).where(eq(schema.series.serie, 'NV01'));
    expect(nv?.ultimo).toBe(0);
  });
});

describe('data stored before the rules existed', () => {
  it('a client stored with U+0007 in its name: emitting to it is refused, no number spent', async () => {
    // As an older version stored it, straight into the table.
    await t.deps.db.insert(schema.personas).values({
      empresaId: ana.empresaId,
      tipo: 'cliente',
      documentoId: '6',
      numero: '20131312955',
      razonSocial: 'SUPERMERCADOS\u0007 PERUANOS S.A.',
    });
    // The emission screen fills the customer from the registry.
    const p = await t.gql<{ personaByNumero: { razon_social: string } }>(
      PERSONA,
      { t: 'cliente', n: '20131312955' },
      { token: ana.token },
    );
    const nombre = p.data?.personaByNumero.razon_social ?? '';
    expect(nombre).toContain('\u0007');
    await rechazadaSinNumero(
      { ...FACTURA, cliente: { tipo_documento: '6', numero: '20131312955', nombre } },
      'El nombre o razón social del cliente contiene un carácter no permitido (U+0007)',
    );
  });

  it('mass invoicing names the row of a stored client with a bad name and emits nothing', async () => {
    const cabecera = (
      await filasDeExcel(
        (
          await t.gql<{ plantillaImportacion: { base64: string } }>(
            PLANTILLA,
            { t: 'comprobantes' },
            { token: ana.token },
          )
        ).data?.plantillaImportacion.base64 ?? '',
      )
    )[0] as string[];
    const fila: Record<string, string> = {
      documento: '1',
      tipo: '01',
      cliente_tipo_documento: '6',
      cliente_numero: '20131312955',
      forma_pago: 'contado',
      descripcion: 'Asesoría',
      unidad: 'ZZ',
      cantidad: '1',
      precio_unitario: '118',
    };
    const antes = await ultimoF001();
    const archivo = await libroExcel([cabecera, cabecera.map((c) => fila[c] ?? '')]);
    const r = await subirImportacion(t, 'comprobantes', archivo, ana.token);
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().id as string;
    type Importacion = { estado: string; errores: { fila: number; mensaje: string }[] };
    const consultar = async () =>
      (await t.gql<{ importacion: Importacion }>(IMPORTACION, { id }, { token: ana.token })).data
        ?.importacion;
    await expect
      .poll(async () => (await consultar())?.estado, { timeout: 60_000, interval: 100 })
      .not.toBe('en_curso');
    const fin = await consultar();
    expect(fin?.errores).toEqual([
      {
        fila: 1,
        mensaje: expect.stringContaining(
          'El nombre o razón social del cliente contiene un carácter no permitido (U+0007)',
        ),
      },
    ]);
    expect(await ultimoF001()).toBe(antes);
    expect(await comprobantes()).toBe(0);
  });

  it.each([
    ['razonSocial', 'La razón social de la empresa contiene un carácter no permitido (U+0007)'],
    ['nombreComercial', 'El nombre comercial de la empresa contiene un carácter no permitido (U+0007)'],
    ['direccion', 'La dirección del local o de la empresa contiene un carácter no permitido (U+0007)'],
  ] as const)("the company's stored %s with U+0007: refused with the field named", async (campo, mensaje) => {
    const [empresa] = await t.deps.db
      .select()
      .from(schema.empresas)
      .where(eq(schema.empresas.id, ana.empresaId));
    await t.deps.db
      .update(schema.empresas)
      .set({ [campo]: 'COMERCIAL\u0007 ANDINA' })
      .where(eq(schema.empresas.id, ana.empresaId));
    try {
      await rechazadaSinNumero(FACTURA, mensaje);
    } finally {
      await t.deps.db
        .update(schema.empresas)
        .set({ [campo]: empresa?.[campo] ?? null })
        .where(eq(schema.empresas.id, ana.empresaId));
    }
  });
});

describe('the baja of an accepted factura', () => {
  it("refuses a reason with U+0007, and the company's stored bad razón social, writing no summary", async () => {
    const op = operaciones(t, ana.token);
    const f = await op.esperar((await op.emitir(FACTURA)).id);
    expect(f.estado).toBe('aceptado');
    const resumenes = async () => (await t.deps.db.select().from(schema.resumenes)).length;
    esRechazo(
      await t.gql(ANULAR, { id: f.id, motivo: 'Error\u0007 en el RUC' }, { token: ana.token }),
      'El motivo de la baja contiene un carácter no permitido (U+0007)',
    );
    await t.deps.db
      .update(schema.empresas)
      .set({ razonSocial: 'COMERCIAL\u0007 ANDINA' })
      .where(eq(schema.empresas.id, ana.empresaId));
    try {
      esRechazo(
        await t.gql(ANULAR, { id: f.id, motivo: 'Error en el RUC' }, { token: ana.token }),
        'La razón social de la empresa contiene un carácter no permitido (U+0007)',
      );
    } finally {
      await t.deps.db
        .update(schema.empresas)
        .set({ razonSocial: 'COMERCIAL ANDINA S.A.C.' })
        .where(eq(schema.empresas.id, ana.empresaId));
    }
    expect(await resumenes()).toBe(0);
    expect((await op.comprobante(f.id)).estado).toBe('aceptado');
  });
});

const motivo = validadorNoDisponible();
if (motivo && process.env.CI) throw new Error(`Validación SUNAT imposible en CI: ${motivo}`);
if (motivo) console.warn(`Validación SUNAT omitida: ${motivo}`);

describe('text that is fine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kipu-texto-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(motivo !== undefined)(
    "accents, ñ, º, € and emoji emit, and the XML passes SUNAT's schema, rules and signature",
    { timeout: 120_000 },
    async () => {
      const antes = (await ultimoF001()) ?? 0;
      const r = await t.gql<{ emitirComprobante: { id: string; numero: number } }>(
        EMITIR,
        {
          input: {
            ...FACTURA,
            cliente: { ...FACTURA.cliente, nombre: 'PEÑA & CÍA S.A.C.', direccion: 'JR. ÁNCASH Nº 456' },
            lineas: [
              { ...FACTURA.lineas[0], descripcion: 'Piñata «Nº 5» — 10 € 🎉\ncon dulces' },
              {
                codigo: 'Ñ-01',
                descripcion: 'Café 🍵',
                cantidad: '2',
                precio_unitario: '5.90',
                afectacion: '10',
              },
            ],
            observaciones: 'Entrega en almacén Nº 3 — ¡gracias! 😀',
          },
        },
        { token: ana.token },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data?.emitirComprobante.numero).toBe(antes + 1);
      const [fila] = await t.deps.db
        .select()
        .from(schema.comprobantes)
        .where(eq(schema.comprobantes.id, r.data?.emitirComprobante.id ?? ''));
      expect(fila?.xmlFirmado).toContain('Piñata «Nº 5» — 10 € 🎉');
      const ruta = join(dir, 'factura.xml');
      writeFileSync(ruta, fila?.xmlFirmado ?? '');
      const { salida, estado } = validarConSunat(ruta, `${RUC_EMISOR}-01-F001-${antes + 1}.xml`);
      expect(salida.trim().split('\n').at(-1), salida).toMatch(/^OK: schema, sunat-rules, signature/);
      expect(estado, salida).toBe(0);
    },
  );
});
