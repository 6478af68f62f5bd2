import { schema } from '@kipu/db';
import { crearClienteBillService } from '@kipu/peru/sunat/cliente-bill-service';
import { nombreComprobante } from '@kipu/peru/sunat/nombres';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { RUC_EMISOR, validadorNoDisponible } from '../facturacion/emisor-de-prueba.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  appConEmisor,
  BOLETA,
  FACTURA,
  GENERAR,
  type operaciones,
  type Resumen,
  validarResumenGuardado,
} from './envio-de-prueba.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let op: ReturnType<typeof operaciones>;
const hoy = hoyEnLima();
const hoyPeru = hoy.split('-').reverse().join('/');
const generados: Resumen[] = [];

beforeAll(async () => {
  ({ t, ana, op } = await appConEmisor());
  const r = await op.configurar({ envio_boletas: 'resumen' });
  expect(r.data?.configurarEnvioSunat).toMatchObject({ envio_boletas: 'resumen', soap_envio: 'simulador' });
});
afterAll(() => t.cerrar());

async function generar(fecha = hoy) {
  return t.gql<{ generarResumenDiario: Resumen[] }>(GENERAR, { fecha }, { token: ana.token });
}

const NOTA_DE_BOLETA = {
  tipo: '07',
  cliente: BOLETA.cliente,
  afectado: { tipo: '03', serie: 'B001', numero: 1 },
  motivo: { codigo: '07', descripcion: 'Devolución de un menú' },
  lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '1', precio_unitario: '15.50', afectacion: '10' }],
};

describe('resumen diario of boletas', () => {
  it('leaves boletas and boleta notes pendiente at emission, while facturas go at once', async () => {
    const b1 = await op.emitir(BOLETA);
    const b2 = await op.emitir(BOLETA);
    const nc = await op.emitir(NOTA_DE_BOLETA);
    const f = await op.emitir(FACTURA);
    expect(await op.esperar(f.id)).toMatchObject({ estado: 'aceptado' });
    // The factura's job has run: the queue works, and none of the boleta family was queued.
    for (const d of [b1, b2, nc]) {
      expect(await op.comprobante(d.id)).toMatchObject({
        estado: 'pendiente',
        intentos: 0,
        ultimo_error: null,
      });
    }
    const enviados = t.simuladorSunat?.documentos().map((d) => d.nombre) ?? [];
    expect(enviados).toEqual([nombreComprobante(RUC_EMISOR, '01', 'F001', f.numero)]);
  });

  it("informs the day's boletas in one RC by ticket (98, then 0): they become aceptado", async () => {
    const r = await generar();
    expect(r.errors).toBeUndefined();
    const [rc] = r.data?.generarResumenDiario ?? [];
    expect(r.data?.generarResumenDiario).toHaveLength(1);
    expect(rc).toMatchObject({
      tipo: 'RC',
      identificador: `RC-${hoy.replaceAll('-', '')}-1`,
      fecha_referencia: hoy,
      estado: 'pendiente',
    });
    // Boletas before the note that modifies one of them, each added (condition 1).
    expect(rc?.documentos.map((d) => [d.serie, d.numero, d.condicion])).toEqual([
      ['B001', 1, '1'],
      ['B001', 2, '1'],
      ['B001', 1, '1'],
    ]);
    const { final, vistos } = await op.esperarResumen(rc?.id ?? '');
    expect(final).toMatchObject({ estado: 'aceptado', codigo_sunat: '0', tiene_cdr: true, intentos: 1 });
    expect(vistos.some((v) => v.estado === 'enviado' && v.ticket !== null && v.ticket === final.ticket)).toBe(
      true,
    );
    for (const d of final.documentos) {
      const c = await op.comprobante(d.comprobante_id);
      expect(c).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
      expect(c.descripcion_sunat).toContain(final.identificador);
    }
    expect(t.simuladorSunat?.estadoDe(RUC_EMISOR, '03', 'B001', 2)).toBe('aceptado');
    generados.push(final);
    const otra = await generar();
    expect(otra.errors?.[0]?.message).toBe(`No hay boletas pendientes del ${hoyPeru} para el resumen diario`);
  });

  it('retries a transient SUNAT fault on sendSummary through the queue', async () => {
    const b = await op.emitir(BOLETA);
    t.simuladorSunat?.fallar(1, '0130');
    const [rc] = (await generar()).data?.generarResumenDiario ?? [];
    const { final } = await op.esperarResumen(rc?.id ?? '');
    expect(final).toMatchObject({ estado: 'aceptado', intentos: 2, ultimo_error: null });
    expect(await op.comprobante(b.id)).toMatchObject({ estado: 'aceptado' });
  });

  it("keeps SUNAT's rejection (99): the summary and its boletas are rechazado with the CDR code", async () => {
    const b = await op.emitir(BOLETA);
    // SUNAT already has this boleta (sent before by another system): adding it again is refused.
    const [fila] = await t.deps.db.select().from(schema.comprobantes).where(eq(schema.comprobantes.id, b.id));
    const sunat = crearClienteBillService({
      url: t.deps.sunatSimulador.url,
      ruc: RUC_EMISOR,
      usuarioSol: 'MODDATOS',
      claveSol: 'moddatos',
    });
    const nombre = `${nombreComprobante(RUC_EMISOR, '03', 'B001', b.numero)}.zip`;
    expect((await sunat.enviarFactura(nombre, Buffer.from(fila?.zipBase64 ?? '', 'base64'))).estado).toBe(
      'aceptado',
    );
    const [rc] = (await generar()).data?.generarResumenDiario ?? [];
    const { final } = await op.esperarResumen(rc?.id ?? '');
    expect(final).toMatchObject({ estado: 'rechazado', codigo_sunat: '2282', tiene_cdr: true });
    expect(final.descripcion_sunat).toContain(`B001-${b.numero}`);
    expect(await op.comprobante(b.id)).toMatchObject({ estado: 'rechazado', codigo_sunat: '2282' });
  });

  it('refuses in Spanish dates SUNAT would not take and a company that sends its boletas one by one', async () => {
    const antes = (await op.resumenes()).length;
    const hace8 = new Date(Date.parse(`${hoy}T00:00:00Z`) - 8 * 86_400_000).toISOString().slice(0, 10);
    const casos: [string, string][] = [
      ['2099-01-01', 'No se puede generar el resumen de una fecha futura'],
      ['15/01/2025', 'La fecha del resumen va como AAAA-MM-DD'],
      [
        hace8,
        `El plazo de SUNAT para informar las boletas del ${hace8.split('-').reverse().join('/')} venció`,
      ],
    ];
    for (const [fecha, mensaje] of casos) {
      const r = await generar(fecha);
      expect(r.errors?.[0]?.extensions?.code, fecha).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain(mensaje);
    }
    await op.emitir(BOLETA);
    await op.configurar({ envio_boletas: 'individual' });
    const individual = await generar();
    expect(individual.errors?.[0]?.message).toContain('la empresa envía sus boletas una por una');
    expect(await op.resumenes()).toHaveLength(antes);
    await op.configurar({ envio_boletas: 'resumen' });
  });
});

const motivo = validadorNoDisponible();
if (motivo && process.env.CI) throw new Error(`Validación SUNAT imposible en CI: ${motivo}`);
if (motivo) console.warn(`Validación SUNAT omitida: ${motivo}`);

describe.skipIf(motivo !== undefined)('the stored resumen diario', () => {
  it("passes SUNAT's schema, rules and signature", { timeout: 120_000 }, async () => {
    expect(generados).toHaveLength(1);
    await validarResumenGuardado(t, ana.token, generados[0]?.id ?? '');
  });
});
