import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { cuentasFinancieras } from '../modules/contabilidad/cuentas-financieras/cuentas-financieras.ts';
import { crearEmpresa } from '../modules/empresas/commands/crear-empresa.ts';
import { instalarCertificadoPrueba } from '../modules/empresas/commands/credenciales-sunat.ts';
import { cajas } from '../modules/pos/configuracion/cajas.ts';
import { cocinas } from '../modules/pos/configuracion/cocinas.ts';
import { mesas } from '../modules/pos/configuracion/mesas.ts';
import { asignarRutaCocina } from '../modules/pos/configuracion/rutas-cocina.ts';
import { staff } from '../modules/pos/configuracion/staff.ts';
import { zonas } from '../modules/pos/configuracion/zonas.ts';
import { crearCategoria } from '../modules/productos/categorias/categorias.ts';
import { crearProducto } from '../modules/productos/productos/productos.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { CATEGORIAS_CARTA, COCINAS_CARTA, PLATOS_CARTA } from './carta-demo.ts';
import { imagenDePlato } from './imagenes-carta.ts';
import { sesionDemo } from './sesion-demo.ts';

/** The demo restaurant (RUC 20609876540: modulo-11 check digit 0), a MYPE of Miraflores. */
export const EMPRESA_RESTAURANTE = {
  ruc: '20609876540',
  razon_social: 'RESTAURANTE EL TAMBO DEMO S.A.C.',
  nombre_comercial: 'El Tambo',
  direccion: 'CALLE BERLIN 345, MIRAFLORES, LIMA',
  ubigeo: '150122',
  estado: 'ACTIVO',
  condicion: 'HABIDO',
  email: 'reservas@eltambodemo.pe',
  telefono: '014451234',
  documento_id: '6',
  dni: '41234567',
  representante: 'Julio Ccori Mamani',
  rubro: 'restaurante',
};

/** The point-of-sale roles the restaurant's staff work in. */
export const ROL_MOZO = '1990d988';
export const ROL_CAJERO = '129965aa';
export const ROL_COCINERO = 'fc7a149a';

/** The room: its zones and their tables (code and cell of the 8 × 6 map). */
export const ZONAS_RESTAURANTE = [
  {
    codigo: 'SALON',
    descripcion: 'Salón principal',
    mesas: ['1', '2', '3', '4', '5', '6', '7', '8'].map((codigo, i) => ({
      codigo,
      x: 1 + (i % 4) * 2,
      y: 1 + Math.floor(i / 4) * 2,
    })),
  },
  {
    codigo: 'TERRAZA',
    descripcion: 'Terraza',
    mesas: ['T1', 'T2', 'T3', 'T4'].map((codigo, i) => ({ codigo, x: 1 + i * 2, y: 2 })),
  },
] as const;

/** The box of the room, on a cash account of its own (PCGE 101 Caja). */
export const CAJA_RESTAURANTE = { codigo: 'C1', descripcion: 'Caja principal', cuenta: 'CAJA01' };

export type RestauranteDemo = { empresaId: string; localId: string };

export type PersonalRestaurante = {
  /** Owns the restaurant (creates it, as anyone adding a company does). */
  propietario: string;
  mozo: string;
  cajero: string;
  cocinero: string;
};

async function idDeCuenta(deps: Dependencias, empresaId: string, codigo: string): Promise<string> {
  const { pcgeCuentas: p } = schema;
  const [c] = await deps.db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.codigo, codigo)));
  if (!c) throw new Error(`El PCGE de la empresa no tiene la cuenta ${codigo}`);
  return c.id;
}

/**
 * Grants the restaurant's only local to a member of its staff with the role they work in there; their
 * active company, so they land in the restaurant when they log in.
 */
async function concederLocal(
  deps: Dependencias,
  r: RestauranteDemo,
  otorgadaPor: string,
  usuarioId: string,
  rolId: string,
  cocinaId: string | null = null,
) {
  await deps.db.insert(schema.usuarioEmpresas).values({
    usuarioId,
    empresaId: r.empresaId,
    localId: r.localId,
    rolId,
    activa: true,
    periodo: new Date().toISOString().slice(0, 7),
    cocinaId,
    otorgadaPor,
  });
}

async function idDeUsuario(deps: Dependencias, email: string): Promise<string> {
  const [u] = await deps.db
    .select({ id: schema.usuarios.id })
    .from(schema.usuarios)
    .where(eq(schema.usuarios.email, email));
  if (!u) throw new Error(`No existe la cuenta demo ${email}`);
  return u.id;
}

/**
 * The demo restaurant, set up as its owner would through the product: the company (rubro restaurante,
 * with its local, series, PCGE and a test certificate), two zones with their tables on the map, three
 * kitchens with the menu's routes, the cash box on its own cash account, the menu with pictures in the
 * product image store, and the waiter, cashier and cook as members and point-of-sale staff.
 */
export async function sembrarRestaurante(
  deps: Dependencias,
  p: PersonalRestaurante,
): Promise<RestauranteDemo> {
  const { id: empresaId } = await crearEmpresa(
    deps,
    await sesionDemo(deps, p.propietario, null, null),
    EMPRESA_RESTAURANTE,
  );
  const [local] = await deps.db
    .select({ id: schema.locales.id })
    .from(schema.locales)
    .where(eq(schema.locales.empresaId, empresaId));
  if (!local) throw new Error('El restaurante demo no tiene local');
  const r = { empresaId, localId: local.id };
  await instalarCertificadoPrueba(deps, empresaId, EMPRESA_RESTAURANTE.ruc, EMPRESA_RESTAURANTE.razon_social);
  const duena = await sesionDemo(deps, p.propietario, empresaId, local.id);

  const zonaIds = new Map<string, string>();
  for (const z of ZONAS_RESTAURANTE) {
    const zona = await zonas.crear(deps, duena, {
      codigo: z.codigo,
      descripcion: z.descripcion,
      control_mesa: true,
    });
    zonaIds.set(z.codigo, zona.id);
    for (const m of z.mesas)
      await mesas.crear(deps, duena, { zona_id: zona.id, codigo: m.codigo, pos_x: m.x, pos_y: m.y });
  }

  const cuenta = await cuentasFinancieras.crear(deps, duena, {
    codigo: CAJA_RESTAURANTE.cuenta,
    tipo: 'caja',
    moneda_id: 'PEN',
    descripcion: 'Caja salón El Tambo',
    detraccion: false,
    pcge_id: await idDeCuenta(deps, empresaId, '101'),
    control: false,
  });
  await cajas.crear(deps, duena, {
    zona_id: zonaIds.get('SALON') ?? '',
    codigo: CAJA_RESTAURANTE.codigo,
    descripcion: CAJA_RESTAURANTE.descripcion,
    cuenta_financiera_id: cuenta.id,
    habilitada: true,
  });

  const categoriaIds = new Map<string, string>();
  for (const c of CATEGORIAS_CARTA)
    categoriaIds.set(
      c.codigo,
      (await crearCategoria(deps, duena, { codigo: c.codigo, nombre: c.nombre })).id,
    );
  const productoIds = new Map<string, string>();
  for (const plato of PLATOS_CARTA) {
    const categoria = CATEGORIAS_CARTA.find((c) => c.codigo === plato.categoria);
    if (!categoria) throw new Error(`Categoría desconocida: ${plato.categoria}`);
    // Stored where an uploaded product picture goes (POST /upload type producto).
    const imagen = await deps.almacen.guardar('productos', imagenDePlato(plato, categoria), 'png');
    const producto = await crearProducto(deps, duena, {
      codigo: plato.codigo,
      descripcion: plato.descripcion,
      categoria_id: categoriaIds.get(plato.categoria) ?? null,
      medida_id: 'NIU',
      tipo_igv: '10',
      precio_unitario: plato.precio,
      stock: false,
      imagen,
    });
    productoIds.set(plato.codigo, producto.id);
  }

  const cocinaIds = new Map<string, string>();
  for (const c of COCINAS_CARTA) {
    const cocina = await cocinas.crear(deps, duena, { codigo: c.codigo, nombre: c.nombre });
    cocinaIds.set(c.codigo, cocina.id);
    for (const categoria of c.categorias)
      await asignarRutaCocina(deps, duena, {
        cocina_id: cocina.id,
        categoria_id: categoriaIds.get(categoria),
      });
    for (const plato of c.platos)
      await asignarRutaCocina(deps, duena, { cocina_id: cocina.id, producto_id: productoIds.get(plato) });
  }

  const caliente = cocinaIds.get('CAL') ?? null;
  for (const [email, rolId, rol] of [
    [p.mozo, ROL_MOZO, 'mozo'],
    [p.cajero, ROL_CAJERO, 'cajero'],
    [p.cocinero, ROL_COCINERO, 'cocinero'],
  ] as const) {
    const usuarioId = await idDeUsuario(deps, email);
    const cocina = rol === 'cocinero' ? caliente : null;
    await concederLocal(deps, r, duena.usuario.id, usuarioId, rolId, cocina);
    await staff.crear(deps, duena, { usuario_id: usuarioId, rol, cocina_id: cocina });
  }
  return r;
}
