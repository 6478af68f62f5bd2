import { schema } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sembrarActividadDemo } from '../../src/demo/actividad-demo.ts';
import { EMPRESA_RESTAURANTE } from '../../src/demo/restaurante-demo.ts';
import { tipoDeImagen } from '../../src/infra/archivos/almacen.ts';
import { sembrarDemo } from '../../src/seed-demo.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { ABRIR, ABRIR_CAJA, AGREGAR, COBRAR, COMANDAS, ENVIAR, type Pedido } from '../pos/consultas-pos.ts';

let t: AppDePrueba;

type Sesion = { token: string; empresa: string; rubro?: string | null; local: string | null };

async function entrar(email: string, password: string): Promise<Sesion> {
  const r = await t.gql<Login & { login: { company: { rubro: string | null } | null } }>(
    LOGIN.replace('razon_social', 'razon_social rubro'),
    { email, password },
  );
  const l = r.data?.login;
  if (!l?.authentication) throw new Error(JSON.stringify(r.errors));
  return {
    token: l.authentication,
    empresa: l.company?.razon_social ?? '',
    rubro: l.company?.rubro,
    local: l.local?.nombre_corto ?? null,
  };
}

async function exigir<T>(s: Sesion, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await t.gql<T>(query, variables, { token: s.token });
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const CATALOGO = `query { categorias(limite: 500) { filas { codigo } } productos(limite: 500) { filas { id codigo descripcion precio_unitario imagen } } }`;
type Catalogo = {
  categorias: { filas: { codigo: string }[] };
  productos: {
    filas: {
      id: string;
      codigo: string;
      descripcion: string;
      precio_unitario: string;
      imagen: string | null;
    }[];
  };
};

beforeAll(async () => {
  t = await crearAppDePrueba();
  await sembrarDemo(t.deps);
}, 120_000);
afterAll(async () => {
  await t?.cerrar();
});

describe('the demo restaurant', () => {
  it('the waiter, the cashier and the cook land in the restaurant; the shop keeps its people', async () => {
    const mozo = await entrar('mozo@kipu.pe', 'Mozo2026');
    expect(mozo).toMatchObject({
      empresa: EMPRESA_RESTAURANTE.razon_social,
      rubro: 'restaurante',
      local: 'PRINCIPAL',
    });
    expect(await entrar('cajero@kipu.pe', 'Cajero2026')).toMatchObject({
      empresa: EMPRESA_RESTAURANTE.razon_social,
    });
    expect(await entrar('cocinero@kipu.pe', 'Cocinero2026')).toMatchObject({
      empresa: EMPRESA_RESTAURANTE.razon_social,
    });
    // The accountant still works in the shop, and owns the restaurant too.
    expect(await entrar('contador@kipu.pe', 'Contador2026')).toMatchObject({
      empresa: 'COMERCIAL ANDINA DEMO S.A.C.',
    });
    const { usuarioEmpresas: ue, usuarios: u, empresas: e } = schema;
    const concesiones = await t.deps.db
      .select({ email: u.email, ruc: e.ruc, propietario: ue.propietario })
      .from(ue)
      .innerJoin(u, eq(u.id, ue.usuarioId))
      .innerJoin(e, eq(e.id, ue.empresaId))
      .orderBy(u.email, e.ruc);
    expect(concesiones.map((c) => `${c.email} ${c.ruc}${c.propietario ? ' titular' : ''}`)).toEqual([
      'admin@kipu.pe 20601234565',
      'cajero@kipu.pe 20609876540',
      'cocinero@kipu.pe 20609876540',
      'contador@kipu.pe 20601234565 titular',
      'contador@kipu.pe 20609876540 titular',
      'mozo@kipu.pe 20601234565',
      'mozo@kipu.pe 20609876540',
    ]);
  });

  it('has its room, kitchens with the menu routed, the box on a cash account, staff and a menu with pictures', async () => {
    const mozo = await entrar('mozo@kipu.pe', 'Mozo2026');
    const { zonas } = await exigir<{ zonas: { id: string; codigo: string }[] }>(
      mozo,
      'query { zonas { id codigo } }',
    );
    expect(zonas.map((z) => z.codigo)).toEqual(['SALON', 'TERRAZA']);
    const mesas = await Promise.all(
      zonas.map((z) =>
        exigir<{ mesasByZona: { codigo: string; pos_x: number; pos_y: number }[] }>(
          mozo,
          'query($z: String!) { mesasByZona(zona_id: $z) { codigo pos_x pos_y } }',
          { z: z.id },
        ),
      ),
    );
    expect(mesas.map((m) => m.mesasByZona.length)).toEqual([8, 4]);
    // Every table in its own cell of the 8 × 6 map.
    for (const m of mesas) {
      const celdas = m.mesasByZona.map((x) => `${x.pos_x},${x.pos_y}`);
      expect(new Set(celdas).size).toBe(celdas.length);
      for (const x of m.mesasByZona) expect(x.pos_x < 8 && x.pos_y < 6).toBe(true);
    }
    const catalogo = await exigir<Catalogo>(mozo, CATALOGO);
    expect(catalogo.categorias.filas.map((c) => c.codigo).sort()).toEqual([
      'BEBIDAS',
      'ENTRADAS',
      'FONDOS',
      'POSTRES',
    ]);
    expect(catalogo.productos.filas).toHaveLength(16);
    expect(catalogo.productos.filas.find((p) => p.codigo === 'LOM01')).toMatchObject({
      descripcion: 'Lomo saltado',
      precio_unitario: '39',
    });
    // Each picture is served from the product image store and is a real PNG.
    for (const p of catalogo.productos.filas) {
      expect(p.imagen).toMatch(/^productos\/[0-9a-f-]{36}\.png$/);
      const r = await t.app.inject({ method: 'GET', url: `/storage/${p.imagen}` });
      expect(r.statusCode).toBe(200);
      expect(tipoDeImagen(r.rawPayload)?.mime).toBe('image/png');
    }

    // The owner's view of the setup: kitchens, routes, the box and its account, the staff.
    const contador = await entrar('contador@kipu.pe', 'Contador2026');
    const [restaurante] = await t.deps.db
      .select()
      .from(schema.empresas)
      .where(eq(schema.empresas.ruc, EMPRESA_RESTAURANTE.ruc));
    const [local] = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.empresaId, restaurante?.id ?? ''));
    await exigir(
      contador,
      'mutation($e: String!, $l: String!, $p: String!) { seleccionarEmpresa(empresa_id: $e, local_id: $l, periodo: $p) { authorization } }',
      { e: restaurante?.id, l: local?.id, p: hoyEnLima().slice(0, 7) },
    );
    const setup = await exigir<{
      cocinasByLocalId: { id: string; codigo: string }[];
      rutasCocina: { cocina_id: string; categoria_id: string | null; producto_id: string | null }[];
      cajas: { codigo: string; cuenta_financiera_id: string | null; habilitada: boolean }[];
      staff: { rol: string; email: string; cocina_id: string | null }[];
    }>(
      contador,
      'query { cocinasByLocalId { id codigo } rutasCocina { cocina_id categoria_id producto_id } cajas { codigo cuenta_financiera_id habilitada } staff { rol email cocina_id } }',
    );
    expect(setup.cocinasByLocalId.map((c) => c.codigo)).toEqual(['BAR', 'CAL', 'FRIA']);
    expect(setup.rutasCocina).toHaveLength(5);
    expect(setup.cajas).toEqual([expect.objectContaining({ codigo: 'C1', habilitada: true })]);
    const [cuenta] = await t.deps.db
      .select({ tipo: schema.cuentasFinancieras.tipo, pcge: schema.pcgeCuentas.codigo })
      .from(schema.cuentasFinancieras)
      .innerJoin(schema.pcgeCuentas, eq(schema.pcgeCuentas.id, schema.cuentasFinancieras.pcgeId))
      .where(eq(schema.cuentasFinancieras.id, setup.cajas[0]?.cuenta_financiera_id ?? ''));
    expect(cuenta).toEqual({ tipo: 'caja', pcge: '101' });
    const cal = setup.cocinasByLocalId.find((c) => c.codigo === 'CAL')?.id;
    expect(setup.staff.map((s) => `${s.rol} ${s.email}`).sort()).toEqual([
      'cajero cajero@kipu.pe',
      'cocinero cocinero@kipu.pe',
      'mozo mozo@kipu.pe',
    ]);
    expect(setup.staff.find((s) => s.rol === 'cocinero')?.cocina_id).toBe(cal);
  });
});

describe('a month of demo activity', () => {
  it('purchases, sales SUNAT accepts, a closed payroll and a restaurant service; seeding again adds nothing', async () => {
    const hoy = hoyEnLima();
    const r = await sembrarActividadDemo(t.deps, hoy);
    expect(r).toMatchObject({ compras: 8, ventas: 8, comprasRestaurante: 6, pedidos: 5 });
    expect(r.planilla).toMatch(/^\d{6}$/);
    console.log(`Actividad demo sembrada en ${r.ms} ms`);

    const { empresas: e, comprobantes: c } = schema;
    const estados = async (ruc: string) =>
      (
        await t.deps.db
          .select({ estado: c.estado, n: sql<number>`count(*)::int` })
          .from(c)
          .innerJoin(e, eq(e.id, c.empresaId))
          .where(eq(e.ruc, ruc))
          .groupBy(c.estado)
      ).map((f) => `${f.estado} ${f.n}`);
    await expect
      .poll(() => estados('20601234565'), { timeout: 60_000, interval: 500 })
      .toEqual(['aceptado 8']);
    // The restaurant's charges: four boletas and a factura at the MYPE restaurants' reduced rate.
    await expect
      .poll(() => estados(EMPRESA_RESTAURANTE.ruc), { timeout: 60_000, interval: 500 })
      .toEqual(['aceptado 5']);

    // The accounting dashboard's chart reads the registers: this month has purchases and sales.
    const contador = await entrar('contador@kipu.pe', 'Contador2026');
    const mes = Number(hoy.slice(5, 7)) - 1;
    const grafico = async () =>
      (
        await exigir<{ comprasVentasByMonths: { series: { nombre: string; datos: string[] }[] } }>(
          contador,
          'query { comprasVentasByMonths { series { nombre datos } } }',
        )
      ).comprasVentasByMonths.series.map((s) => `${s.nombre} ${Number(s.datos[mes]) > 0}`);
    await expect.poll(grafico, { timeout: 60_000, interval: 500 }).toEqual(['Compras true', 'Ventas true']);

    const [planilla] = await t.deps.db
      .select({ estado: schema.planillas.estado })
      .from(schema.planillas)
      .innerJoin(e, eq(e.id, schema.planillas.empresaId))
      .where(and(eq(e.ruc, '20601234565'), eq(schema.planillas.periodo, r.planilla ?? '')));
    expect(planilla?.estado).toBe('cerrada');

    // The restaurant: every order charged, every table free, the box closed.
    const { posPedidos: p, posCajaSesiones: s } = schema;
    const pedidos = await t.deps.db
      .select({ estado: p.estado, n: sql<number>`count(*)::int` })
      .from(p)
      .innerJoin(e, eq(e.id, p.empresaId))
      .where(eq(e.ruc, EMPRESA_RESTAURANTE.ruc))
      .groupBy(p.estado);
    expect(pedidos).toEqual([{ estado: 'cobrado', n: 5 }]);
    const abiertas = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(sql`${s.cerradaAt} is null`);
    expect(abiertas[0]?.n).toBe(0);

    expect(await sembrarActividadDemo(t.deps, hoy)).toMatchObject({
      compras: 0,
      ventas: 0,
      planilla: null,
      comprasRestaurante: 0,
      pedidos: 0,
    });
  });
});

describe('the acceptance flow on the seeded restaurant, after the activity', () => {
  it('a waiter’s order on a seeded table goes to the seeded kitchen, and the cashier charges it in cash', async () => {
    const mozo = await entrar('mozo@kipu.pe', 'Mozo2026');
    const cocinero = await entrar('cocinero@kipu.pe', 'Cocinero2026');
    const cajero = await entrar('cajero@kipu.pe', 'Cajero2026');
    const { zonas } = await exigir<{ zonas: { id: string; codigo: string }[] }>(
      mozo,
      'query { zonas { id codigo } }',
    );
    const { mesasByZona } = await exigir<{ mesasByZona: { id: string; codigo: string }[] }>(
      mozo,
      'query($z: String!) { mesasByZona(zona_id: $z) { id codigo } }',
      { z: zonas[0]?.id },
    );
    const catalogo = await exigir<Catalogo>(mozo, CATALOGO);
    const lomo = catalogo.productos.filas.find((p) => p.codigo === 'LOM01');
    const { abrirPedido } = await exigir<{ abrirPedido: Pedido }>(mozo, ABRIR, {
      m: mesasByZona.find((m) => m.codigo === '4')?.id,
    });
    await exigir(mozo, AGREGAR, { p: abrirPedido.id, l: [{ producto_id: lomo?.id, cantidad: '2' }] });
    const { enviarACocina } = await exigir<{ enviarACocina: { id: string; cocina_id: string }[] }>(
      mozo,
      ENVIAR,
      {
        p: abrirPedido.id,
      },
    );
    expect(enviarACocina).toHaveLength(1);
    const { cocinasByLocalId } = await exigir<{ cocinasByLocalId: { id: string; codigo: string }[] }>(
      mozo,
      'query { cocinasByLocalId { id codigo } }',
    );
    const cal = cocinasByLocalId.find((c) => c.codigo === 'CAL')?.id;
    expect(enviarACocina[0]?.cocina_id).toBe(cal);
    const { comandasCocina } = await exigir<{ comandasCocina: { id: string }[] }>(cocinero, COMANDAS, {
      c: cal,
    });
    expect(comandasCocina.map((c) => c.id)).toEqual([enviarACocina[0]?.id]);

    const { cajas } = await exigir<{ cajas: { id: string }[] }>(cajero, 'query { cajas { id } }');
    const { abrirCaja } = await exigir<{ abrirCaja: { id: string } }>(cajero, ABRIR_CAJA, {
      c: cajas[0]?.id,
      s: '100',
    });
    const { cobrarPedido } = await exigir<{
      cobrarPedido: {
        vuelto: string;
        documento: { tipo: string; importe_total: string };
        pedido: { estado: string };
      };
    }>(cajero, COBRAR, {
      p: abrirPedido.id,
      i: {
        sesion_caja_id: abrirCaja.id,
        tipo: '03',
        cliente: { tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' },
        pagos: [{ medio: 'efectivo', monto: '78.00', recibido: '100.00' }],
      },
    });
    expect(cobrarPedido).toMatchObject({
      vuelto: '22.00',
      documento: { tipo: '03', importe_total: '78.00' },
      pedido: { estado: 'cobrado' },
    });
  });
});
