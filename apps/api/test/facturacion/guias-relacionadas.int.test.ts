import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  EMITIR,
  emisorDePrueba,
  emitirYEsperarRespuesta,
  RUC_EMISOR,
  validadorNoDisponible,
  validarConSunat,
} from './emisor-de-prueba.ts';

const PDF = 'query($id: String!) { pdfComprobante(id: $id) { base64 } }';
const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' };
const LINEAS = [{ descripcion: 'Fierro 1/2"', cantidad: '40', valor_unitario: '35', afectacion: '10' }];

let t: AppDePrueba;
let ana: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
});
afterAll(() => t.cerrar());

describe('guías de remisión cited by a factura', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kipu-guias-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('emits a factura citing two guides: SUNAT accepts it, the XML and the PDF name them', {
    timeout: 180_000,
  }, async () => {
    const f = await emitirYEsperarRespuesta(t, ana.token, {
      tipo: '01',
      cliente: CLIENTE,
      lineas: LINEAS,
      forma_pago: { tipo: 'contado' },
      guias: [
        { tipo: '09', numero: 't001-000045' },
        { tipo: '31', numero: '0001-9' },
      ],
    });
    expect(f.estado).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
    expect(f.xml).toContain(
      '<cac:DespatchDocumentReference><cbc:ID>T001-45</cbc:ID><cbc:DocumentTypeCode listAgencyName="PE:SUNAT" listName="Tipo de Documento" listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01">09</cbc:DocumentTypeCode></cac:DespatchDocumentReference>',
    );
    expect(f.xml).toContain('<cbc:ID>0001-9</cbc:ID>');

    const pdf = await t.gql<{ pdfComprobante: { base64: string } }>(
      PDF,
      { id: f.emitido?.id },
      { token: ana.token },
    );
    const texto = await textoDePdf(Buffer.from(pdf.data?.pdfComprobante.base64 ?? '', 'base64'));
    expect(texto).toContain('Guía de remisión remitente T001-45');
    expect(texto).toContain('Guía de remisión transportista 0001-9');

    if (validadorNoDisponible()) return;
    const ruta = join(dir, 'guias.xml');
    writeFileSync(ruta, f.xml);
    const { salida, estado } = validarConSunat(ruta, `${RUC_EMISOR}-01-F001-${f.emitido?.numero}.xml`);
    expect(salida.trim().split('\n').at(-1), salida).toMatch(/^OK: schema, sunat-rules, signature/);
    expect(estado, salida).toBe(0);
    expect(salida).not.toMatch(/OBSERVATION/);
  });

  it('refuses a malformed or repeated guide in Spanish, taking no number', async () => {
    const antes = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.empresaId, ana.empresaId));
    const casos: [object[], string][] = [
      [[{ tipo: '09', numero: 'F001-45' }], 'Guía 1: escriba serie y número como T001-123'],
      [[{ tipo: '01', numero: 'T001-45' }], 'Guía 1: el tipo debe ser 09 (remitente) o 31 (transportista)'],
      [
        [
          { tipo: '09', numero: 'T001-45' },
          { tipo: '09', numero: 'T001-0045' },
        ],
        'Guía 2: la guía T001-45 está repetida',
      ],
    ];
    for (const [guias, mensaje] of casos) {
      const r = await t.gql(
        EMITIR,
        { input: { tipo: '01', cliente: CLIENTE, lineas: LINEAS, forma_pago: { tipo: 'contado' }, guias } },
        { token: ana.token },
      );
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain(mensaje);
    }
    const despues = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.empresaId, ana.empresaId));
    expect(despues.length).toBe(antes.length);
  });
});
