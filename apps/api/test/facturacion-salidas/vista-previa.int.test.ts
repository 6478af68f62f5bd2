import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emisorDePrueba, RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const VISTA =
  'query($input: EmitirComprobanteInput!) { preViewPdfSinValidez(input: $input) { nombre mime base64 } }';
const FACTURA = {
  tipo: '01',
  cliente: {
    tipo_documento: '6',
    numero: '20100070970',
    nombre: 'DISTRIBUIDORA NORTE S.A.',
    direccion: 'JR. LAMPA 456',
  },
  lineas: [
    { descripcion: 'Servicio de mantenimiento', cantidad: '1', precio_unitario: '118', afectacion: '10' },
  ],
  forma_pago: { tipo: 'contado' },
};

let t: AppDePrueba;
let ana: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
});
afterAll(() => t.cerrar());

describe('preViewPdfSinValidez', () => {
  it('prints the document marked BORRADOR with the next number, taking no number and storing nothing', async () => {
    const r = await t.gql<{ preViewPdfSinValidez: { nombre: string; mime: string; base64: string } }>(
      VISTA,
      { input: FACTURA },
      { token: ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.preViewPdfSinValidez).toMatchObject({
      nombre: `BORRADOR-${RUC_EMISOR}-01-F001-1.pdf`,
      mime: 'application/pdf',
    });
    const texto = await textoDePdf(Buffer.from(r.data?.preViewPdfSinValidez.base64 ?? '', 'base64'));
    expect(texto).toContain('BORRADOR');
    expect(texto).toContain('F001-1');
    expect(texto).toContain('118.00');
    const series = await t.deps.db
      .select()
      .from(schema.series)
      .where(eq(schema.series.empresaId, ana.empresaId));
    expect(series.find((s) => s.serie === 'F001' && s.tipoComprobante === '01')?.ultimo).toBe(0);
    expect(await t.deps.db.select().from(schema.comprobantes)).toHaveLength(0);
  });

  it('refuses in Spanish what emission would refuse', async () => {
    const r = await t.gql(
      VISTA,
      { input: { ...FACTURA, cliente: { ...FACTURA.cliente, tipo_documento: '1', numero: '46779354' } } },
      { token: ana.token },
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toMatch(/RUC/);
  });
});
