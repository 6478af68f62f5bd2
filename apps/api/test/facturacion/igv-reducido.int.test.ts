import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import { MENSAJE_REGIMEN_SIN_RUBRO } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { EMPRESA_ANDINA } from '../helpers/empresa-entrada.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  emisorDePrueba,
  emitirYEsperarRespuesta,
  RUC_EMISOR,
  validadorNoDisponible,
  validarConSunat,
} from './emisor-de-prueba.ts';

/** The IGV rate of each line of a signed XML. */
const porcentajes = (xml: string | null | undefined) =>
  [...(xml ?? '').matchAll(/<cbc:Percent>([^<]+)<\/cbc:Percent>/g)].map((m) => m[1]);

const ACTUALIZAR = 'mutation($id: String!, $i: EmpresaInput!) { updateEmpresa(id: $id, input: $i) { id } }';
const CLIENTE = { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };
// A menu price with its IGV: the reduced rate (10.5% in 2026) leaves 100.00 + 10.50.
const LINEAS = [
  { descripcion: 'Menú ejecutivo', cantidad: '1', precio_unitario: '110.50', afectacion: '10' },
];

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
const dir = mkdtempSync(join(tmpdir(), 'kipu-igv-reducido-'));

const declarar = (rubro: string, regimen?: string) =>
  t.gql(
    ACTUALIZAR,
    { id: ana.empresaId, i: { ...EMPRESA_ANDINA, rubro, ...(regimen ? { regimen_igv: regimen } : {}) } },
    { token: ana.token },
  );
const regimenGuardado = async () =>
  (await t.deps.db.select().from(schema.empresas).where(eq(schema.empresas.id, ana.empresaId)))[0]
    ?.regimenIgv;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@picanteria.pe');
});
afterAll(async () => {
  await t.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

describe('the company declares Ley 31556’s reduced IGV', () => {
  it('only with a restaurant or hotel rubro; a refused declaration changes nothing', async () => {
    const r = await declarar('comercial', 'restaurantes_hoteles_mype');
    expect(r.errors?.[0]?.message).toBe(MENSAJE_REGIMEN_SIN_RUBRO);
    expect(await regimenGuardado()).toBe('general');
    expect((await declarar('restaurante', 'otro')).errors?.[0]?.message).toBe('Régimen de IGV no válido');
    expect((await declarar('restaurante', 'restaurantes_hoteles_mype')).errors).toBeUndefined();
    expect(await regimenGuardado()).toBe('restaurantes_hoteles_mype');
  });
});

describe('the server emits at the company’s regime', () => {
  it('a MYPE restaurant’s boleta carries 10.5% in its totals and its signed XML, and SUNAT accepts it', {
    timeout: 240_000,
  }, async () => {
    const { emitido, estado, xml } = await emitirYEsperarRespuesta(t, ana.token, {
      tipo: '03',
      fecha_emision: '2026-11-28',
      cliente: CLIENTE,
      lineas: LINEAS,
    });
    expect(emitido?.importe_total).toBe('110.50');
    expect(estado?.estado).toBe('aceptado');
    expect(porcentajes(xml)).toEqual(['10.5']);
    expect(xml.match(/<cac:TaxTotal><cbc:TaxAmount currencyID="PEN">([\d.]+)</)?.[1]).toBe('10.50');
    expect(xml.match(/<cbc:LineExtensionAmount currencyID="PEN">([\d.]+)</)?.[1]).toBe('100.00');
    const ruta = join(dir, 'boleta.xml');
    writeFileSync(ruta, xml);
    const validador = validadorNoDisponible();
    if (validador) throw new Error(validador);
    const { salida, estado: codigo } = validarConSunat(ruta, `${RUC_EMISOR}-03-B001-${emitido?.numero}.xml`);
    // SUNAT's XSL recomputes the IGV with its own hard-coded 0.18 (ValidaExprRegBoleta-2.0.1.xsl, variables
    // totalPrecioVentaCalculadoIGV and SumatoriaIGVCalculado): at 10.5 % that can only give observations on
    // the IGV sums, never an error. Any other observation would be ours.
    const observaciones = [...salida.matchAll(/OBSERVATION (\d+)/g)].map((m) => m[1]).sort();
    expect({ codigo, errores: /ERROR/.test(salida), observaciones }).toEqual({
      codigo: 0,
      errores: false,
      observaciones: ['4290', '4310'],
    });
  });

  it('a restaurant that does not take the reduced rate charges 18%', { timeout: 240_000 }, async () => {
    expect((await declarar('restaurante', 'general')).errors).toBeUndefined();
    const { emitido, xml } = await emitirYEsperarRespuesta(t, ana.token, {
      tipo: '03',
      fecha_emision: '2026-11-28',
      cliente: CLIENTE,
      lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '1', valor_unitario: '100', afectacion: '10' }],
    });
    expect(emitido?.importe_total).toBe('118.00');
    expect(porcentajes(xml)).toEqual(['18']);
  });
});
