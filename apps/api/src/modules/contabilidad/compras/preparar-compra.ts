import { type Db, schema, type Tx } from '@kipu/db';
import type { ProductoCompra } from '@kipu/peru/inventarios/productos-compra';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { productosDeLaCompra } from '../inventarios/movimientos-de-compra.ts';
import type { MovimientoLibro, NuevaOperacion } from '../libro/registrar-operacion.ts';
import { asientoDeCompra } from './asiento-de-compra.ts';
import type { CuentaLeida } from './cuentas-de-compra.ts';
import { type CompraValidada, type EntradaCompra, validarEntradaCompra } from './entrada-compra.ts';
import { type ProveedorCompra, proveedorDeCompra } from './proveedor-compra.ts';

/** Operation kind 1 of spec 02 §4: purchases. */
export const OPERACION_COMPRA = 1;

export type CompraPreparada = {
  empresaId: string;
  validada: CompraValidada;
  proveedor: ProveedorCompra;
  cabecera: NuevaOperacion;
  movimientos: MovimientoLibro[];
  cuentas: Map<string, CuentaLeida>;
  /** The kardex entradas (or a credit note's salidas) of its goods, in soles. */
  productos: ProductoCompra[];
};

/** The same supplier's document of the same type, series and number, not voided, in the company. */
export async function compraRepetida(
  db: Db | Tx,
  empresaId: string,
  proveedor: ProveedorCompra,
  v: CompraValidada,
): Promise<boolean> {
  const o = schema.operaciones;
  const [fila] = await db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.tipoOperacion, OPERACION_COMPRA),
        eq(o.tipoComprobante, v.regla.codigo),
        sql`coalesce(${o.serie}, '') = ${v.serie}`,
        eq(o.numero, v.numero),
        eq(o.personaTipoDocumento, proveedor.tipoDocumento),
        eq(o.personaNumeroDocumento, proveedor.numero),
        isNull(o.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(fila);
}

export const mensajeRepetida = (proveedor: ProveedorCompra, v: CompraValidada) =>
  `Ya está registrado el comprobante ${v.regla.codigo} ${v.serie ? `${v.serie}-` : ''}${v.numero} del proveedor ${proveedor.numero}`;

/** Register amounts as the registers print them: a credit note's are negative. */
function importesFirmados(v: CompraValidada) {
  const i = v.calculo.importes;
  const s = (x: string) => (v.regla.nota === 'credito' ? new Decimal(x).negated().toFixed(2) : x);
  return {
    baseGravada: s(i.baseGravada),
    igv: s(i.igv),
    baseGravadaMixta: s(i.baseGravadaMixta),
    igvMixta: s(i.igvMixta),
    baseSinCredito: s(i.baseSinCredito),
    igvSinCredito: s(i.igvSinCredito),
    // The 8.1 has one column for acquisitions that are not taxed: it is kept as inafecta.
    inafecta: s(i.noGravada),
    isc: s(i.isc),
    icbper: s(i.icbper),
    otros: s(i.otros),
    total: s(i.total),
  };
}

/**
 * Everything registrarCompra writes, checked and built without writing: the document, the supplier, the
 * asiento with its destination entries, the register header and its PLE state. A repeated document is
 * refused here too, so the preview says so before saving.
 */
export async function prepararCompra(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaCompra,
): Promise<CompraPreparada> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = validarEntradaCompra(e, hoyEnLima());
  const proveedor = await proveedorDeCompra(deps.db, empresaId, e, v.regla);
  if (await compraRepetida(deps.db, empresaId, proveedor, v))
    throw entradaInvalida(mensajeRepetida(proveedor, v));
  const productos = await productosDeLaCompra(deps.db, empresaId, e.productos, v);
  const { movimientos, cuentas } = await asientoDeCompra(deps.db, empresaId, v, proveedor, e.amarre_cc_id);
  const m = v.modifica;
  const documento = `${v.serie ? `${v.serie}-` : ''}${v.numero}`;
  const cabecera: NuevaOperacion = {
    empresaId,
    libro: v.libro,
    tipoOperacion: OPERACION_COMPRA,
    periodo: v.periodo,
    fechaContable: v.fechaContable,
    fechaEmision: v.fechaEmision,
    fechaVencimiento: v.fechaVencimiento,
    glosa: (v.glosa || `${v.regla.nombre} ${documento} ${proveedor.nombre}`).slice(0, 200),
    moneda: v.moneda,
    tipoCambio: v.tipoCambio,
    personaId: proveedor.id,
    personaTipoDocumento: proveedor.tipoDocumento,
    personaNumeroDocumento: proveedor.numero,
    personaNombre: proveedor.nombre,
    tipoComprobante: v.regla.codigo,
    serie: v.serie || null,
    numero: v.numero,
    modificaFecha: m?.fecha ?? null,
    modificaTipo: m?.tipo ?? null,
    modificaSerie: m?.serie || null,
    modificaNumero: m?.numero ?? null,
    ...importesFirmados(v),
    datos: { ...v.datos, ...(e.amarre_cc_id ? { amarreCcId: e.amarre_cc_id } : {}) },
    estadoPle: v.estadoPle,
    usuarioId: sesion.usuario.id,
  };
  return { empresaId, validada: v, proveedor, cabecera, movimientos, cuentas, productos };
}
