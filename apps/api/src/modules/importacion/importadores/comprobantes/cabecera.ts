import type { schema } from '@kipu/db';
import type { EmitirComprobanteInput } from '../../../facturacion/entrada-comprobante.ts';
import type { FilaHoja } from '../../tipos.ts';
import { type Celda, fechaDeEmision, formaDePago, importe, moneda, tipoDeComprobante } from './celdas.ts';
import { COLUMNAS_DOCUMENTO, type ColumnaDocumento } from './plantilla.ts';

export type FilaNumerada = { numero: number; fila: FilaHoja };

/** A series of the local and the last number it gave. */
export type SerieDelLocal = { serie: string; tipo: string; ultimo: number };

export type ContextoCabecera = {
  /** Today in Lima. */
  hoy: string;
  /** The local's active series, by series code. */
  series: readonly SerieDelLocal[];
  /** Catálogo 06 codes, plus '-' (varios). */
  tiposDocumento: ReadonlySet<string>;
  /** The company's registered clients named in the file, by `tipo|numero`. */
  clientes: ReadonlyMap<string, { nombre: string; direccion: string | null }>;
};

/** A document's data but its lines: the emission input and the series with the number expected next. */
export type Cabecera = {
  input: Omit<EmitirComprobanteInput, 'lineas'>;
  serie: SerieDelLocal;
  /** The row the document-wide messages go to: the one its data was read from, else its first. */
  filaDe(columna: ColumnaDocumento): number;
};

type Valor = { texto: string; fila: number };

/**
 * Each document column's value and the row it was read from. A column may be written on the first row
 * only or repeated; a different value on another row of the same document is that row's error.
 */
function valoresDelDocumento(filas: readonly FilaNumerada[], errores: schema.ErrorDeFila[]) {
  const valores = new Map<ColumnaDocumento, Valor>();
  for (const { numero, fila } of filas) {
    for (const columna of COLUMNAS_DOCUMENTO) {
      const texto = (fila[columna] ?? '').trim();
      if (!texto) continue;
      const previo = valores.get(columna);
      if (!previo) valores.set(columna, { texto, fila: numero });
      else if (previo.texto.toUpperCase() !== texto.toUpperCase())
        errores.push({
          fila: numero,
          mensaje: `${columna} "${texto}" no coincide con "${previo.texto}" de la fila ${previo.fila}: un comprobante lleva un solo valor`,
        });
    }
  }
  return valores;
}

/** The series asked for, or the local's first active one of the type (as emission chooses it). */
function serieDe(pedida: string, tipo: '01' | '03', series: readonly SerieDelLocal[]): Celda<SerieDelLocal> {
  const delTipo = series.filter((s) => s.tipo === tipo).sort((a, b) => a.serie.localeCompare(b.serie));
  const nombre = tipo === '01' ? 'factura' : 'boleta';
  const serie = pedida ? delTipo.find((s) => s.serie === pedida.toUpperCase()) : delTipo[0];
  if (serie) return { valor: serie };
  return {
    error: pedida
      ? `El local no tiene la serie ${pedida.toUpperCase()} activa para ${nombre}`
      : `El local no tiene una serie activa de ${nombre}`,
  };
}

/**
 * The document's data from its rows: every column read and checked (the message goes to the row that
 * holds the value). Answers undefined with the errors pushed when anything is wrong.
 */
export function cabeceraDelDocumento(
  filas: readonly FilaNumerada[],
  ctx: ContextoCabecera,
  errores: schema.ErrorDeFila[],
): Cabecera | undefined {
  const antes = errores.length;
  const valores = valoresDelDocumento(filas, errores);
  const primera = filas[0]?.numero ?? 0;
  const filaDe = (c: ColumnaDocumento) => valores.get(c)?.fila ?? primera;
  const texto = (c: ColumnaDocumento) => valores.get(c)?.texto ?? '';
  const leer = <T>(c: ColumnaDocumento, celda: Celda<T>): T | undefined => {
    if ('valor' in celda) return celda.valor;
    errores.push({ fila: filaDe(c), mensaje: celda.error });
    return undefined;
  };

  const tipo = leer('tipo', tipoDeComprobante(texto('tipo')));
  const serie = tipo && leer('serie', serieDe(texto('serie'), tipo, ctx.series));
  const fecha = leer('fecha_emision', fechaDeEmision(texto('fecha_emision'), ctx.hoy));
  const mon = leer('moneda', moneda(texto('moneda')));
  const cambio =
    texto('tipo_cambio') && leer('tipo_cambio', importe(texto('tipo_cambio'), 'El tipo de cambio', false));
  const pago = leer('forma_pago', formaDePago(texto('forma_pago'), texto('cuotas')));

  const tipoDocumento = texto('cliente_tipo_documento');
  if (!ctx.tiposDocumento.has(tipoDocumento))
    errores.push({
      fila: filaDe('cliente_tipo_documento'),
      mensaje: tipoDocumento
        ? `El tipo de documento del cliente "${tipoDocumento}" no existe (catálogo 06)`
        : 'Indique el tipo de documento del cliente (catálogo 06)',
    });
  const numero = texto('cliente_numero') || (tipoDocumento === '-' ? '-' : '');
  if (!numero)
    errores.push({ fila: filaDe('cliente_numero'), mensaje: 'Indique el número de documento del cliente' });
  const registrado = ctx.clientes.get(`${tipoDocumento}|${numero}`);
  const nombre = texto('cliente_nombre') || registrado?.nombre || '';
  if (!nombre && numero)
    errores.push({
      fila: filaDe('cliente_nombre'),
      mensaje: `Indique el nombre del cliente: el documento ${numero} no es un cliente registrado de la empresa`,
    });

  if (errores.length > antes || !tipo || !serie || !fecha || !mon || !pago) return undefined;
  return {
    serie,
    filaDe,
    input: {
      tipo,
      serie: serie.serie,
      fecha_emision: fecha,
      moneda: mon,
      tipo_cambio: cambio || null,
      cliente: {
        tipo_documento: tipoDocumento,
        numero,
        nombre,
        direccion: texto('cliente_direccion') || registrado?.direccion || null,
      },
      // Boletas carry a payment form only when the file gives one; facturas always (contado by default).
      forma_pago: tipo === '01' || texto('forma_pago') ? pago : null,
      observaciones: texto('observaciones') || null,
    },
  };
}
