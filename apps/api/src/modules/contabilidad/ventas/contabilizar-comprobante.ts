import { type Db, errorDeBaseDatos, schema } from '@kipu/db';
import {
  asientoDeDocumento,
  type ComprobanteCalculado,
  CUENTAS_VENTA_POR_DEFECTO,
  type CuentasVenta,
  documentoContableDeVenta,
  TIPOS_COMPROBANTE,
} from '@kipu/peru';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import {
  type ComprobanteSinArchivos,
  leerComprobanteSinArchivos,
} from '../../facturacion/columnas-comprobante.ts';
import { cuentasDeTributos, TRIBUTOS } from '../documentos/cuentas-de-tributos.ts';
import { type ProductoKardex, productosDelDocumento } from '../inventarios/productos-kardex.ts';
import {
  type MovimientoLibro,
  type Operacion,
  type OperacionPorRegistrar,
  registrarOperaciones,
} from '../libro/registrar-operacion.ts';
import { reflejarBajaEnLibros } from './baja-en-libros.ts';

type Comprobante = ComprobanteSinArchivos;

/** PLE book 14.1, registro de ventas e ingresos. */
export const LIBRO_VENTAS = '140100';

/** What posting reads besides the document: the company's tributos accounts and the client's record. */
type LecturasVenta = { tributos: ReadonlyMap<string, string>; personaId: string | null };

/**
 * The reads of `lista`'s postings, done once for all of them: the tributos of each company, and the
 * clients that are master records of their company (receivables are matched by them).
 */
async function lecturasDeVenta(
  db: Db,
  lista: readonly Comprobante[],
): Promise<(c: Comprobante) => LecturasVenta> {
  const empresas = [...new Set(lista.map((c) => c.empresaId))];
  const tributos = new Map(
    await Promise.all(empresas.map(async (e) => [e, await cuentasDeTributos(db, e)] as const)),
  );
  const p = schema.personas;
  const personas = await db
    .select({ id: p.id, empresaId: p.empresaId, numero: p.numero })
    .from(p)
    .where(
      and(
        inArray(p.empresaId, empresas),
        inArray(p.numero, [...new Set(lista.map((c) => c.clienteNumeroDocumento))]),
        isNull(p.deletedAt),
      ),
    );
  const persona = new Map<string, string>();
  for (const f of personas)
    if (!persona.has(`${f.empresaId} ${f.numero}`)) persona.set(`${f.empresaId} ${f.numero}`, f.id);
  return (c) => ({
    tributos: tributos.get(c.empresaId) ?? new Map(),
    personaId: persona.get(`${c.empresaId} ${c.clienteNumeroDocumento}`) ?? null,
  });
}

/** The company's accounts for a sale: its tributos master and its products' own accounts over the defaults. */
function cuentasDeVenta(
  tributos: ReadonlyMap<string, string>,
  productos: ReadonlyMap<string, ProductoKardex>,
): CuentasVenta {
  const porProducto = new Map(
    [...productos.values()].flatMap((p) => (p.ventasPcge ? [[p.codigo, p.ventasPcge] as const] : [])),
  );
  const d = CUENTAS_VENTA_POR_DEFECTO;
  return {
    ...d,
    igv: tributos.get(TRIBUTOS.igv) ?? d.igv,
    isc: tributos.get(TRIBUTOS.isc) ?? d.isc,
    icbper: tributos.get(TRIBUTOS.icbper) ?? d.icbper,
    deProducto: (codigo) => (codigo ? porProducto.get(codigo) : undefined),
  };
}

/** The date of the document a note modifies (registers print it). */
async function fechaAfectado(db: Db, c: Comprobante, documento: ComprobanteCalculado) {
  const a = documento.entrada.afectado;
  if (!a) return null;
  const [fila] = await db
    .select({ fecha: schema.comprobantes.fechaEmision })
    .from(schema.comprobantes)
    .where(
      and(
        eq(schema.comprobantes.empresaId, c.empresaId),
        eq(schema.comprobantes.tipo, a.tipo),
        eq(schema.comprobantes.serie, a.serie),
        eq(schema.comprobantes.numero, a.numero),
      ),
    );
  return fila?.fecha ?? null;
}

/**
 * Posts an electronic document of invoicing to the sales register and the journal (the reaction to
 * `comprobante.emitido`): one operation per document, found again if it was already posted (the
 * unique comprobante_id makes a repeated or concurrent run harmless). The receivable line carries the
 * client and the document — for a credit note, the document it reduces — so collections match it.
 * Register amounts are signed as the registro de ventas prints them: negative for credit notes.
 */
export async function contabilizarComprobante(
  deps: Dependencias,
  comprobante: string | ComprobanteSinArchivos,
  /** The document's products by code, when the caller read them already (the posting job). */
  productos?: ReadonlyMap<string, ProductoKardex>,
): Promise<Operacion> {
  const c =
    typeof comprobante === 'string' ? await leerComprobanteSinArchivos(deps.db, comprobante) : comprobante;
  const operacion = await contabilizarEmision(deps, c, productos);
  // A document SUNAT voided (baja accepted): its asiento is reversed and its register line says so.
  return c.estado === 'anulado' ? reflejarBajaEnLibros(deps, operacion) : operacion;
}

async function contabilizarEmision(
  deps: Dependencias,
  c: Comprobante,
  productos: ReadonlyMap<string, ProductoKardex> | undefined,
): Promise<Operacion> {
  const { db } = deps;
  const [existente] = await db
    .select()
    .from(schema.operaciones)
    .where(eq(schema.operaciones.comprobanteId, c.id));
  if (existente) return existente;
  const lecturas = (await lecturasDeVenta(db, [c]))(c);
  const operacion = await operacionDeVenta(
    db,
    c,
    productos ?? (await productosDelDocumento(db, c)),
    lecturas,
  );
  try {
    const [registrada] = await db.transaction((tx) => registrarOperaciones(tx, [operacion]));
    if (!registrada) throw new Error('No se pudo registrar la operación');
    return registrada;
  } catch (e) {
    // Another run posted it first: the unique comprobante_id kept a second operation out.
    if (errorDeBaseDatos(e).constraint === 'operaciones_comprobante_uq') {
      const [ganador] = await db
        .select()
        .from(schema.operaciones)
        .where(eq(schema.operaciones.comprobanteId, c.id));
      if (ganador) return ganador;
    }
    throw e;
  }
}

/**
 * Posts a burst of emitted documents in one transaction (the posting job's batch): one read of the
 * operations already posted, of the companies' tributos and of the clients, then registrarOperaciones
 * for all. Documents already posted are left as they are; voided ones, which also reverse their
 * asiento, go one by one through contabilizarComprobante. All or nothing, like registrarOperaciones:
 * the caller posts each document alone when the batch fails.
 */
export async function contabilizarComprobantes(
  deps: Dependencias,
  lista: readonly Comprobante[],
  productos: (c: Comprobante) => ReadonlyMap<string, ProductoKardex>,
): Promise<void> {
  const { db } = deps;
  const ids = lista.map((c) => c.id);
  const hechas = ids.length
    ? await db
        .select({ id: schema.operaciones.comprobanteId })
        .from(schema.operaciones)
        .where(inArray(schema.operaciones.comprobanteId, ids))
    : [];
  const posteados = new Set(hechas.map((h) => h.id));
  const nuevos = lista.filter((c) => !posteados.has(c.id) && c.estado !== 'anulado');
  if (nuevos.length) {
    const lecturas = await lecturasDeVenta(db, nuevos);
    const operaciones: OperacionPorRegistrar[] = [];
    for (const c of nuevos) operaciones.push(await operacionDeVenta(db, c, productos(c), lecturas(c)));
    await db.transaction((tx) => registrarOperaciones(tx, operaciones));
  }
  for (const c of lista) if (c.estado === 'anulado') await contabilizarComprobante(deps, c, productos(c));
}

/** The operation of a document in the sales register and the journal, ready for registrarOperaciones. */
async function operacionDeVenta(
  db: Db,
  c: Comprobante,
  productos: ReadonlyMap<string, ProductoKardex>,
  { tributos, personaId }: LecturasVenta,
): Promise<OperacionPorRegistrar> {
  const documento = c.documento as unknown as ComprobanteCalculado;
  const cuentas = cuentasDeVenta(tributos, productos);
  const asiento = asientoDeDocumento(documentoContableDeVenta(documento, cuentas));
  const sinImportes = new Decimal(c.importeTotal).isZero();
  if ('error' in asiento && !sinImportes) throw new Error(`${c.serie}-${c.numero}: ${asiento.error}`);

  const nota = documento.entrada.tipo === '07';
  const signo = (v: string) => (nota ? new Decimal(v).negated().toFixed(2) : v);
  const afectado = documento.entrada.afectado;
  const referencia =
    afectado && nota
      ? { tipo: afectado.tipo, serie: afectado.serie, numero: String(afectado.numero) }
      : { tipo: c.tipo, serie: c.serie, numero: String(c.numero) };
  const movimientos: MovimientoLibro[] =
    'error' in asiento
      ? []
      : asiento.map((m) =>
          m.cuenta === cuentas.cobrar
            ? {
                ...m,
                personaId,
                tipoComprobante: referencia.tipo,
                serie: referencia.serie,
                numero: referencia.numero,
                fechaVencimiento: documento.entrada.fechaVencimiento ?? c.fechaEmision,
              }
            : m,
        );
  // Read before the transaction: on PGlite's single connection a read outside it would wait for it.
  const modificaFecha = await fechaAfectado(db, c, documento);
  const nombre = TIPOS_COMPROBANTE[c.tipo as keyof typeof TIPOS_COMPROBANTE] ?? c.tipo;
  return {
    nueva: {
      empresaId: c.empresaId,
      libro: LIBRO_VENTAS,
      tipoOperacion: 2,
      fechaContable: c.fechaEmision,
      fechaEmision: c.fechaEmision,
      fechaVencimiento: documento.entrada.fechaVencimiento ?? null,
      glosa: `${nombre} ${c.serie}-${c.numero} ${c.clienteNombre}`.slice(0, 200),
      moneda: c.moneda,
      tipoCambio: c.moneda === 'PEN' ? '1' : (documento.entrada.tipoCambio ?? '1'),
      personaId,
      personaTipoDocumento: c.clienteTipoDocumento,
      personaNumeroDocumento: c.clienteNumeroDocumento,
      personaNombre: c.clienteNombre,
      tipoComprobante: c.tipo,
      serie: c.serie,
      numero: String(c.numero),
      modificaFecha,
      modificaTipo: afectado?.tipo ?? null,
      modificaSerie: afectado?.serie ?? null,
      modificaNumero: afectado ? String(afectado.numero) : null,
      comprobanteId: c.id,
      exportacion: signo(c.operacionesExportacion),
      baseGravada: signo(c.operacionesGravadas),
      igv: signo(c.igv),
      exonerada: signo(c.operacionesExoneradas),
      inafecta: signo(c.operacionesInafectas),
      isc: signo(c.isc),
      icbper: signo(c.icbper),
      total: signo(c.importeTotal),
      // A note that changes only the payment terms has no IGV effect: PLE state 0.
      estadoPle: sinImportes ? '0' : '1',
      usuarioId: c.usuarioId,
    },
    movimientos,
    opciones: { sinAsiento: sinImportes },
  };
}
