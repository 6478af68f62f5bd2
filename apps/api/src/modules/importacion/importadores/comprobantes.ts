import { type Db, schema } from '@kipu/db';
import { calcularComprobante, type RegimenIgv } from '@kipu/peru';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import {
  type EmitirComprobanteInput,
  entradaDelComprobante,
  type LineaComprobanteInput,
} from '../../facturacion/entrada-comprobante.ts';
import { codigosDeTabla } from '../../productos/comun.ts';
import type { FilaHoja } from '../tipos.ts';
import { type Cabecera, cabeceraDelDocumento, type FilaNumerada } from './comprobantes/cabecera.ts';
import { lineaDeFila } from './comprobantes/linea.ts';

export { PLANTILLA_COMPROBANTES } from './comprobantes/plantilla.ts';

/** A document of the file ready to emit: its key, its rows (1 = first data row) and the emission input. */
export type DocumentoDelArchivo = { clave: string; filas: number[]; input: EmitirComprobanteInput };

/** The documents whose rows are all right, and every wrong row (one entry per row, messages joined). */
export type RevisionDelArchivo = { documentos: DocumentoDelArchivo[]; errores: schema.ErrorDeFila[] };

/** Where the documents are emitted from: the company, and the local chosen when the file was uploaded. */
export type OrigenEmision = {
  empresaId: string;
  local: { id: string; calculoComprobante: 'precio_unitario' | 'valor_unitario' };
};

/** Runs a query over many values in slices, so no statement carries tens of thousands of parameters. */
async function porTramos<T>(valores: string[], consulta: (tramo: string[]) => Promise<T[]>): Promise<T[]> {
  const filas: T[] = [];
  for (let i = 0; i < valores.length; i += 1000) filas.push(...(await consulta(valores.slice(i, i + 1000))));
  return filas;
}

/** The company's products, the local's series and the registered clients the file names, read once. */
async function contexto(db: Db, origen: OrigenEmision, filas: readonly FilaHoja[], hoy: string) {
  const { productos, series, personas, empresas } = schema;
  const distintos = (c: string) => [...new Set(filas.map((f) => (f[c] ?? '').trim()).filter(Boolean))];
  const [prods, delLocal, clientes, [empresa]] = await Promise.all([
    porTramos(distintos('codigo_producto'), (codigos) =>
      db
        .select()
        .from(productos)
        .where(
          and(
            eq(productos.empresaId, origen.empresaId),
            isNull(productos.deletedAt),
            inArray(productos.codigo, codigos),
          ),
        ),
    ),
    db
      .select({ serie: series.serie, tipo: series.tipoComprobante, ultimo: series.ultimo })
      .from(series)
      .where(and(eq(series.localId, origen.local.id), eq(series.activa, true))),
    porTramos(distintos('cliente_numero'), (numeros) =>
      db
        .select({
          tipo: personas.documentoId,
          numero: personas.numero,
          nombre: personas.razonSocial,
          direccion: personas.direccion,
        })
        .from(personas)
        .where(
          and(
            eq(personas.empresaId, origen.empresaId),
            eq(personas.tipo, 'cliente'),
            isNull(personas.deletedAt),
            inArray(personas.numero, numeros),
          ),
        ),
    ),
    db.select({ regimenIgv: empresas.regimenIgv }).from(empresas).where(eq(empresas.id, origen.empresaId)),
  ]);
  return {
    hoy,
    regimenIgv: empresa?.regimenIgv ?? 'general',
    series: delLocal,
    tiposDocumento: new Set([...codigosDeTabla('cat06'), '-']),
    clientes: new Map(clientes.map((c) => [`${c.tipo}|${c.numero}`, c])),
    productos: new Map(prods.map((p) => [p.codigo, p])),
    porValor: origen.local.calculoComprobante === 'valor_unitario',
    unidades: codigosDeTabla('cat03'),
  };
}

/** The rows of each `documento` key, in the order the keys first appear; rows without a key are errors. */
function agrupar(filas: readonly FilaHoja[], errores: schema.ErrorDeFila[]): Map<string, FilaNumerada[]> {
  const grupos = new Map<string, FilaNumerada[]>();
  filas.forEach((fila, i) => {
    const clave = (fila.documento ?? '').trim();
    if (!clave) {
      errores.push({
        fila: i + 1,
        mensaje: 'Indique el documento: la clave que agrupa las filas de un comprobante',
      });
      return;
    }
    const grupo = grupos.get(clave) ?? [];
    grupo.push({ numero: i + 1, fila });
    grupos.set(clave, grupo);
  });
  return grupos;
}

/**
 * The calculation's own rules (RUC of a factura's client, totals, instalments…) on the document as it
 * will be emitted, numbered with the series' next number as emission checks it. An item's message goes
 * to its row, the document's to the row its data came from.
 */
function comprobarCalculo(
  cabecera: Cabecera,
  lineas: LineaComprobanteInput[],
  filas: readonly number[],
  contexto: { hora: string; regimenIgv: RegimenIgv },
  errores: schema.ErrorDeFila[],
): void {
  const primera = filas[0] ?? 0;
  const { input, serie } = cabecera;
  try {
    const entrada = entradaDelComprobante(
      { ...input, lineas },
      serie.serie,
      serie.ultimo + 1,
      input.fecha_emision ?? '',
      contexto,
    );
    for (const e of calcularComprobante(entrada).errores) {
      const item = e.campo.match(/^lineas\[(\d+)\]/);
      const fila = item
        ? filas[Number(item[1])]
        : e.campo.startsWith('cliente')
          ? cabecera.filaDe('cliente_numero')
          : primera;
      errores.push({
        fila: fila ?? primera,
        mensaje: item ? e.mensaje.replace(/^Ítem \d+: /, '') : e.mensaje,
      });
    }
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    errores.push({ fila: primera, mensaje: e.message });
  }
}

/** One entry per wrong row, in row order, with its messages joined. */
function porFila(errores: readonly schema.ErrorDeFila[]): schema.ErrorDeFila[] {
  const mensajes = new Map<number, string[]>();
  for (const e of errores) mensajes.set(e.fila, [...(mensajes.get(e.fila) ?? []), e.mensaje]);
  return [...mensajes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([fila, m]) => ({ fila, mensaje: m.join('; ') }));
}

/**
 * validarMasivoFacturacion: every row of a mass invoicing file checked before anything is emitted —
 * its document's data, its line (product, unit, quantity, amount, catálogo 07) and the calculation of
 * the whole document. Answers the documents whose rows are all right and every wrong row.
 */
export async function revisarComprobantes(
  db: Db,
  origen: OrigenEmision,
  filas: readonly FilaHoja[],
  ahora: { hoy: string; hora: string },
): Promise<RevisionDelArchivo> {
  const errores: schema.ErrorDeFila[] = [];
  const grupos = agrupar(filas, errores);
  const ctx = await contexto(db, origen, filas, ahora.hoy);
  const documentos: DocumentoDelArchivo[] = [];
  for (const [clave, grupo] of grupos) {
    const antes = errores.length;
    const cabecera = cabeceraDelDocumento(grupo, ctx, errores);
    const lineas: LineaComprobanteInput[] = [];
    for (const { numero, fila } of grupo) {
      const linea = lineaDeFila(fila, ctx);
      if ('error' in linea) errores.push({ fila: numero, mensaje: linea.error });
      else lineas.push(linea.valor);
    }
    const numeros = grupo.map((g) => g.numero);
    if (!cabecera || errores.length > antes) continue;
    comprobarCalculo(cabecera, lineas, numeros, { hora: ahora.hora, regimenIgv: ctx.regimenIgv }, errores);
    if (errores.length === antes)
      documentos.push({ clave, filas: numeros, input: { ...cabecera.input, lineas } });
  }
  return { documentos, errores: porFila(errores) };
}
