import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { cobrarPedido } from '../modules/pos/caja/cobrar-pedido.ts';
import { abrirCaja, cerrarCaja } from '../modules/pos/caja/sesiones-caja.ts';
import { cambiarEstadoComanda } from '../modules/pos/cocina/comandas.ts';
import { enviarACocina } from '../modules/pos/cocina/enviar-a-cocina.ts';
import { abrirPedido } from '../modules/pos/pedidos/abrir-pedido.ts';
import { agregarLineas } from '../modules/pos/pedidos/lineas-pedido.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { MARCA_DEMO, PROVEEDORES_DEMO, registrarComprasDemo } from './actividad-comercial.ts';
import { CAJA_RESTAURANTE } from './restaurante-demo.ts';

const MERCADO = { tipo_documento: '6', numero: '10723456784', nombre: 'MAMANI CCAMA JUANA (MERCADO DEMO)' };

/** The kitchen's supplies over the month and its utilities. */
const COMPRAS_RESTAURANTE = [
  {
    dias: 26,
    proveedor: MERCADO,
    numero: '1204',
    cuenta: '6011',
    base: '1850.00',
    glosa: 'Insumos: pescado y mariscos',
  },
  {
    dias: 24,
    proveedor: PROVEEDORES_DEMO.distribuidora,
    numero: '4577',
    cuenta: '6011',
    base: '2310.00',
    glosa: 'Insumos: abarrotes',
  },
  {
    dias: 17,
    proveedor: MERCADO,
    numero: '1260',
    cuenta: '6011',
    base: '1640.50',
    glosa: 'Insumos: carnes y verduras',
  },
  {
    dias: 14,
    proveedor: PROVEEDORES_DEMO.electricidad,
    numero: '88341',
    cuenta: '6361',
    base: '912.71',
    glosa: 'Energía eléctrica',
  },
  {
    dias: 10,
    proveedor: MERCADO,
    numero: '1311',
    cuenta: '6011',
    base: '1985.00',
    glosa: 'Insumos: pescado y verduras',
  },
  {
    dias: 3,
    proveedor: PROVEEDORES_DEMO.distribuidora,
    numero: '4860',
    cuenta: '6011',
    base: '1420.00',
    glosa: 'Insumos: bebidas y abarrotes',
  },
];

export const comprasRestaurante = (deps: Dependencias, sesion: SesionActiva, hoy: string) =>
  registrarComprasDemo(deps, sesion, hoy, COMPRAS_RESTAURANTE);

type Cobro = {
  tipo: '01' | '03';
  medio: 'efectivo' | 'tarjeta' | 'yape';
  cliente?: { numero: string; nombre: string };
};

/** Today's service: table, dishes (menu code and quantity) and how the bill was paid. */
const SERVICIO: { mesa: string; platos: [string, string][]; cobro: Cobro }[] = [
  {
    mesa: '1',
    platos: [
      ['LOM01', '2'],
      ['CHI01', '1'],
    ],
    cobro: { tipo: '03', medio: 'efectivo' },
  },
  {
    mesa: '2',
    platos: [
      ['CEV01', '1'],
      ['ARP01', '1'],
      ['INK01', '2'],
    ],
    cobro: { tipo: '03', medio: 'tarjeta' },
  },
  {
    mesa: '5',
    platos: [
      ['AJG01', '3'],
      ['SEC01', '1'],
      ['PIS01', '4'],
      ['SUS01', '2'],
    ],
    cobro: {
      tipo: '01',
      medio: 'yape',
      cliente: { numero: '20601112222', nombre: 'CONSTRUCTORA HUASCARAN DEMO S.A.C.' },
    },
  },
  {
    mesa: 'T1',
    platos: [
      ['PAP01', '1'],
      ['POL01', '2'],
      ['LIM01', '2'],
    ],
    cobro: { tipo: '03', medio: 'efectivo' },
  },
  {
    mesa: '3',
    platos: [
      ['ANT01', '2'],
      ['CAU01', '1'],
      ['PIC01', '1'],
      ['CHI01', '1'],
    ],
    cobro: { tipo: '03', medio: 'yape' },
  },
];

const SALDO_INICIAL = '200.00';

async function idsPorCodigo(deps: Dependencias, tabla: 'productos' | 'mesas', empresaId: string) {
  const t = tabla === 'productos' ? schema.productos : schema.posMesas;
  const filas = await deps.db
    .select({ id: t.id, codigo: t.codigo })
    .from(t)
    .where(eq(t.empresaId, empresaId));
  return new Map(filas.map((f) => [f.codigo, f.id]));
}

/**
 * A lunch service of the demo restaurant, today: the cashier opens the box, the waiter takes five
 * tables' orders and sends them to the kitchens, the kitchens prepare them, the cashier charges each
 * (boletas and a factura, in cash, by card and Yape, through invoicing) and closes the box with its
 * count. Every table is free again and no session is left open.
 */
export async function servicioRestaurante(
  deps: Dependencias,
  s: { duena: SesionActiva; mozo: SesionActiva; cajero: SesionActiva },
  empresaId: string,
): Promise<number> {
  const productos = await idsPorCodigo(deps, 'productos', empresaId);
  const mesas = await idsPorCodigo(deps, 'mesas', empresaId);
  const [caja] = await deps.db
    .select({ id: schema.posCajas.id })
    .from(schema.posCajas)
    .where(
      and(eq(schema.posCajas.empresaId, empresaId), eq(schema.posCajas.codigo, CAJA_RESTAURANTE.codigo)),
    );
  if (!caja) throw new Error('El restaurante demo no tiene su caja');
  const sesionCaja = await abrirCaja(deps, s.cajero, caja.id, SALDO_INICIAL);
  const cobrado = { efectivo: new Decimal(SALDO_INICIAL), tarjeta: new Decimal(0), yape: new Decimal(0) };

  for (const mesa of SERVICIO) {
    const pedido = await abrirPedido(deps, s.mozo, { mesa_id: mesas.get(mesa.mesa), nota: MARCA_DEMO });
    const conLineas = await agregarLineas(
      deps,
      s.mozo,
      pedido.id,
      mesa.platos.map(([codigo, cantidad]) => ({ producto_id: productos.get(codigo) ?? '', cantidad })),
    );
    for (const comanda of await enviarACocina(deps, s.mozo, pedido.id)) {
      await cambiarEstadoComanda(deps, s.duena, comanda.id, 'en_preparacion');
      await cambiarEstadoComanda(deps, s.duena, comanda.id, 'listo');
    }
    const total = conLineas.pendiente;
    const { tipo, medio, cliente } = mesa.cobro;
    await cobrarPedido(deps, s.cajero, pedido.id, {
      sesion_caja_id: sesionCaja.id,
      tipo,
      cliente: cliente
        ? { tipo_documento: '6', ...cliente }
        : { tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' },
      pagos: [{ medio, monto: total }],
    });
    cobrado[medio] = cobrado[medio].plus(total);
  }
  await cerrarCaja(
    deps,
    s.cajero,
    sesionCaja.id,
    Object.entries(cobrado).map(([medio, monto]) => ({ medio, monto: monto.toFixed(2) })),
  );
  return SERVICIO.length;
}

export async function tienePedidos(deps: Dependencias, empresaId: string): Promise<boolean> {
  const p = schema.posPedidos;
  const [fila] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(eq(p.empresaId, empresaId));
  return (fila?.n ?? 0) > 0;
}
