import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { registrarCompra } from '../modules/contabilidad/compras/registrar-compra.ts';
import { emitirComprobante } from '../modules/facturacion/commands/emitir-comprobante.ts';
import type { EmitirComprobanteInput } from '../modules/facturacion/entrada-comprobante.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { diasAntes } from './fechas-demo.ts';

/** Every demo record says so where the product keeps a text of its own (glosa, observaciones). */
export const MARCA_DEMO = 'DEMO';

type Persona = { tipo_documento: string; numero: string; nombre: string; direccion?: string };

/** Suppliers with valid RUCs (modulo-11), named as the demo's. */
export const PROVEEDORES_DEMO = {
  distribuidora: {
    tipo_documento: '6',
    numero: '20611223341',
    nombre: 'DISTRIBUIDORA SAN MARTIN DEMO S.A.C.',
  },
  inmobiliaria: {
    tipo_documento: '6',
    numero: '20603338881',
    nombre: 'INMOBILIARIA JAVIER PRADO DEMO S.A.C.',
  },
  electricidad: { tipo_documento: '6', numero: '20605551115', nombre: 'ELECTRO LIMA DEMO S.A.A.' },
  agua: { tipo_documento: '6', numero: '20604447772', nombre: 'AGUAS DEL RIMAC DEMO S.A.' },
  internet: { tipo_documento: '6', numero: '20602229999', nombre: 'CONECTA PERU DEMO S.A.C.' },
} satisfies Record<string, Persona>;

/** A purchase of the month: days before today, supplier, document number, account and base (no IGV). */
type CompraDemo = {
  dias: number;
  proveedor: Persona;
  numero: string;
  cuenta: string;
  base: string;
  glosa: string;
};

const COMPRAS_COMERCIAL: CompraDemo[] = [
  {
    dias: 28,
    proveedor: PROVEEDORES_DEMO.distribuidora,
    numero: '4512',
    cuenta: '6011',
    base: '8400.00',
    glosa: 'Mercadería: abarrotes',
  },
  {
    dias: 27,
    proveedor: PROVEEDORES_DEMO.inmobiliaria,
    numero: '311',
    cuenta: '6352',
    base: '3500.00',
    glosa: 'Alquiler del local',
  },
  {
    dias: 20,
    proveedor: PROVEEDORES_DEMO.distribuidora,
    numero: '4633',
    cuenta: '6011',
    base: '5120.00',
    glosa: 'Mercadería: conservas y aceites',
  },
  {
    dias: 16,
    proveedor: PROVEEDORES_DEMO.electricidad,
    numero: '88120',
    cuenta: '6361',
    base: '486.44',
    glosa: 'Energía eléctrica',
  },
  {
    dias: 15,
    proveedor: PROVEEDORES_DEMO.agua,
    numero: '55103',
    cuenta: '6363',
    base: '132.20',
    glosa: 'Agua potable',
  },
  {
    dias: 12,
    proveedor: PROVEEDORES_DEMO.internet,
    numero: '9071',
    cuenta: '6365',
    base: '169.49',
    glosa: 'Internet y telefonía',
  },
  {
    dias: 9,
    proveedor: PROVEEDORES_DEMO.distribuidora,
    numero: '4790',
    cuenta: '6011',
    base: '7310.00',
    glosa: 'Mercadería: abarrotes',
  },
  {
    dias: 2,
    proveedor: PROVEEDORES_DEMO.distribuidora,
    numero: '4871',
    cuenta: '6011',
    base: '2985.50',
    glosa: 'Mercadería: lácteos',
  },
];

/** Registers purchases over the last four weeks (facturas at 18 %), each glosa marked demo. */
export async function registrarComprasDemo(
  deps: Dependencias,
  sesion: SesionActiva,
  hoy: string,
  compras: CompraDemo[],
): Promise<number> {
  for (const c of compras) {
    const igv = new Decimal(c.base).times('0.18').toDecimalPlaces(2);
    await registrarCompra(deps, sesion, {
      proveedor: c.proveedor,
      tipo_comprobante: '01',
      serie: 'F001',
      numero: c.numero,
      fecha_emision: diasAntes(hoy, c.dias),
      lineas: [{ cuenta: c.cuenta, base: c.base, destino_igv: 'gravada' }],
      total: new Decimal(c.base).plus(igv).toFixed(2),
      glosa: `${MARCA_DEMO} · ${c.glosa}`,
    });
  }
  return compras.length;
}

/** Whether the company has purchases in its registers already (the demo's or anybody's). */
export async function tieneCompras(deps: Dependencias, empresaId: string): Promise<boolean> {
  const o = schema.operaciones;
  const [fila] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .where(and(eq(o.empresaId, empresaId), sql`${o.libro} in ('080100', '080200')`, isNull(o.deletedAt)));
  return (fila?.n ?? 0) > 0;
}

export const comprasComercial = (deps: Dependencias, sesion: SesionActiva, hoy: string) =>
  registrarComprasDemo(deps, sesion, hoy, COMPRAS_COMERCIAL);

const CLIENTES = {
  constructora: {
    tipo_documento: '6',
    numero: '20601112222',
    nombre: 'CONSTRUCTORA HUASCARAN DEMO S.A.C.',
    direccion: 'AV. AREQUIPA 2450, LINCE, LIMA',
  },
  transportes: {
    tipo_documento: '6',
    numero: '20606663332',
    nombre: 'TRANSPORTES CHASKI DEMO S.A.C.',
    direccion: 'AV. COLONIAL 1780, CERCADO DE LIMA',
  },
  rosa: { tipo_documento: '1', numero: '45872316', nombre: 'ROSA ELENA PAREDES VILCA' },
  miguel: { tipo_documento: '1', numero: '40915527', nombre: 'MIGUEL ANGEL TORRES CUTIPA' },
} satisfies Record<string, Persona>;

/** The shop's catalogue as its documents print it: code, description and price with IGV. */
const ARTICULOS = {
  arroz: ['ARZ50', 'Arroz extra saco 50 kg', '189.00'],
  aceite: ['ACE20', 'Aceite vegetal caja 12 x 1 L', '96.00'],
  azucar: ['AZU50', 'Azúcar rubia saco 50 kg', '165.00'],
  leche: ['LEC48', 'Leche evaporada caja 48 latas', '158.40'],
  atun: ['ATU48', 'Atún en trozos caja 48 latas', '172.80'],
  fideos: ['FID20', 'Fideos spaghetti fardo 20 x 500 g', '58.00'],
} as const;

type Linea = [keyof typeof ARTICULOS, string];

/** The last four days' sales (SUNAT takes a factura up to three days after its date). */
const VENTAS: { dias: number; tipo: '01' | '03'; cliente: Persona; lineas: Linea[] }[] = [
  {
    dias: 3,
    tipo: '01',
    cliente: CLIENTES.constructora,
    lineas: [
      ['arroz', '6'],
      ['aceite', '4'],
      ['azucar', '3'],
    ],
  },
  {
    dias: 3,
    tipo: '03',
    cliente: CLIENTES.rosa,
    lineas: [
      ['leche', '1'],
      ['fideos', '2'],
    ],
  },
  {
    dias: 2,
    tipo: '01',
    cliente: CLIENTES.transportes,
    lineas: [
      ['atun', '5'],
      ['arroz', '4'],
    ],
  },
  {
    dias: 2,
    tipo: '03',
    cliente: CLIENTES.miguel,
    lineas: [
      ['azucar', '1'],
      ['aceite', '1'],
    ],
  },
  {
    dias: 1,
    tipo: '01',
    cliente: CLIENTES.constructora,
    lineas: [
      ['leche', '6'],
      ['fideos', '10'],
      ['atun', '2'],
    ],
  },
  { dias: 1, tipo: '03', cliente: CLIENTES.rosa, lineas: [['arroz', '1']] },
  {
    dias: 0,
    tipo: '01',
    cliente: CLIENTES.transportes,
    lineas: [
      ['aceite', '8'],
      ['azucar', '4'],
    ],
  },
  {
    dias: 0,
    tipo: '03',
    cliente: CLIENTES.miguel,
    lineas: [
      ['fideos', '3'],
      ['leche', '1'],
    ],
  },
];

/**
 * Emits the shop's facturas and boletas of the last days through invoicing (numbered, signed, sent to
 * the embedded SUNAT simulator by the sending job, posted to the registro de ventas by accounting).
 */
export async function ventasComercial(
  deps: Dependencias,
  sesion: SesionActiva,
  hoy: string,
): Promise<number> {
  for (const v of VENTAS) {
    const documento: EmitirComprobanteInput = {
      tipo: v.tipo,
      fecha_emision: diasAntes(hoy, v.dias),
      cliente: v.cliente,
      lineas: v.lineas.map(([articulo, cantidad]) => {
        const [codigo, descripcion, precio] = ARTICULOS[articulo];
        return { codigo, descripcion, unidad: 'NIU', cantidad, precio_unitario: precio, afectacion: '10' };
      }),
      ...(v.tipo === '01' ? { forma_pago: { tipo: 'contado' } } : {}),
      observaciones: `${MARCA_DEMO}: venta de demostración`,
    };
    await emitirComprobante(deps, sesion, documento);
  }
  return VENTAS.length;
}

/** Whether the company has emitted any document already. */
export async function tieneComprobantes(deps: Dependencias, empresaId: string): Promise<boolean> {
  const c = schema.comprobantes;
  const [fila] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(c)
    .where(eq(c.empresaId, empresaId));
  return (fila?.n ?? 0) > 0;
}
