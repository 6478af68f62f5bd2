import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  EMITIR,
  emisorDePrueba,
  emitirYEsperarRespuesta,
  RUC_EMISOR,
  validadorNoDisponible,
  validarConSunat,
} from './emisor-de-prueba.ts';

const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' };
// 20 × 50 = 1,000.00 + IGV 180.00 = 1,180.00.
const LINEAS = [{ descripcion: 'Cemento x 42.5 kg', cantidad: '20', valor_unitario: '50', afectacion: '10' }];

let t: AppDePrueba;
let ana: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
});
afterAll(() => t.cerrar());

const emitirYEsperar = (input: object) => emitirYEsperarRespuesta(t, ana.token, input);

const validador = validadorNoDisponible();

describe('percepción and retención through emitirComprobante', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kipu-perc-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('emits a factura with percepción and one on credit with retención: SUNAT accepts both', {
    timeout: 240_000,
  }, async () => {
    const percepcion = await emitirYEsperar({
      tipo: '01',
      cliente: CLIENTE,
      lineas: LINEAS,
      percepcion_codigo: '51',
      forma_pago: { tipo: 'contado' },
    });
    const retencion = await emitirYEsperar({
      tipo: '01',
      cliente: CLIENTE,
      lineas: LINEAS,
      retencion: true,
      // 1,180.00 − 3% (35.40) = 1,144.60 pending.
      forma_pago: {
        tipo: 'credito',
        cuotas: [
          { monto: '572.30', vencimiento: '2099-01-31' },
          { monto: '572.30', vencimiento: '2099-02-28' },
        ],
      },
    });

    for (const f of [percepcion, retencion]) {
      expect(f.emitido?.importe_total).toBe('1180.00');
      expect(f.estado).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
    }
    expect(percepcion.xml).toContain('listID="2001"');
    expect(percepcion.xml).toContain(
      '<cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode listAgencyName="PE:SUNAT" listName="Cargo/descuento" listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo53">51</cbc:AllowanceChargeReasonCode><cbc:MultiplierFactorNumeric>0.02</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="PEN">23.60</cbc:Amount><cbc:BaseAmount currencyID="PEN">1180.00</cbc:BaseAmount>',
    );
    expect(percepcion.xml).toContain(
      '<cbc:ID>Percepcion</cbc:ID><cbc:Amount currencyID="PEN">1203.60</cbc:Amount>',
    );
    expect(retencion.xml).toContain(
      '<cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode listAgencyName="PE:SUNAT" listName="Cargo/descuento" listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo53">62</cbc:AllowanceChargeReasonCode><cbc:MultiplierFactorNumeric>0.03</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="PEN">35.40</cbc:Amount>',
    );
    expect(retencion.xml).toContain(
      '<cbc:PaymentMeansID>Credito</cbc:PaymentMeansID><cbc:Amount currencyID="PEN">1144.60</cbc:Amount>',
    );

    // The stored XML passes SUNAT's own rules too, when the offline validator can run here.
    if (validador) return;
    for (const f of [percepcion, retencion]) {
      const ruta = join(dir, `F001-${f.emitido?.numero}.xml`);
      writeFileSync(ruta, f.xml);
      const { salida, estado } = validarConSunat(ruta, `${RUC_EMISOR}-01-F001-${f.emitido?.numero}.xml`);
      expect(salida.trim().split('\n').at(-1), salida).toMatch(/^OK: schema, sunat-rules, signature/);
      expect(estado, salida).toBe(0);
    }
  });

  it('refuses a percepción regime outside catálogo 53 and a retención at S/ 700 or less', async () => {
    const casos: [object, string][] = [
      [{ percepcion_codigo: '54' }, 'El régimen de percepción debe ser 51, 52 o 53'],
      [
        {
          retencion: true,
          lineas: [{ descripcion: 'Cemento', cantidad: '1', valor_unitario: '100', afectacion: '10' }],
        },
        'La retención del IGV no aplica',
      ],
    ];
    for (const [cambio, mensaje] of casos) {
      const r = await t.gql(
        EMITIR,
        {
          input: { tipo: '01', cliente: CLIENTE, lineas: LINEAS, forma_pago: { tipo: 'contado' }, ...cambio },
        },
        { token: ana.token },
      );
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toContain(mensaje);
    }
  });
});
