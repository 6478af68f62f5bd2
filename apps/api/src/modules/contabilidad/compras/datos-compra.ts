import { filasParametricas } from '@kipu/db';
import { esImporte, type LineaCompraCalculada } from '@kipu/peru/contabilidad/calculo-compra';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';

/**
 * What a purchase keeps in operaciones.datos: the fields of the registers few documents use (DUA year,
 * detracción, retención, non-domiciled data), its credit instalments and the lines as typed, by account
 * and IGV destination (the asiento alone does not tell which IGV column each base went to).
 */
export type DatosCompra = {
  tasaIgv: string;
  lineas: LineaCompraCalculada[];
  anioDua?: string;
  modificaAnioDua?: string;
  detraccion?: DetraccionCompra;
  /** 8.1 field 34: the supplier's invoice is subject to the IGV retention regime. */
  retencion?: boolean;
  /** Fourth-category income tax withheld from a recibo por honorarios. */
  retencionRenta?: string;
  cuotas?: CuotaCompra[];
  noDomiciliado?: NoDomiciliado;
  amarreCcId?: string;
};

export type DetraccionCompra = {
  /** Catálogo 54 code of the good or service. */
  codigo: string;
  porcentaje: string;
  /** In soles, rounded to the sol as the SPOT deposits are. */
  monto: string;
  constanciaNumero?: string;
  constanciaFecha?: string;
};

export type CuotaCompra = { fecha: string; monto: string };

export type NoDomiciliado = {
  /** PLE tabla 35 country of residence. */
  pais: string;
  domicilio?: string;
  /** PLE tabla 31 kind of income. */
  tipoRenta: string;
  /** PLE tabla 25 double-taxation agreement ('00' none). */
  convenio: string;
  /** PLE tabla 32 modality of the service. */
  modalidad?: string;
  /** The document that supports the crédito fiscal (46, 50–53 or 00). */
  sustento?: { tipo: string; serie?: string; anioDua?: string; numero: string };
};

export type DetraccionEntrada = {
  codigo: string;
  porcentaje: string;
  constancia_numero?: string | null;
  constancia_fecha?: string | null;
};

export type NoDomiciliadoEntrada = {
  pais: string;
  domicilio?: string | null;
  tipo_renta: string;
  convenio?: string | null;
  modalidad?: string | null;
  sustento?: { tipo: string; serie?: string | null; anio_dua?: string | null; numero: string } | null;
};

const texto = (v: string | null | undefined) => (v ?? '').trim();

/** The detracción of a purchase: its catálogo 54 code and rate, and the deposit's constancia when made. */
export function detraccionDe(
  d: DetraccionEntrada,
  totalSoles: Decimal,
  fechaEmision: string,
): DetraccionCompra {
  const codigo = texto(d.codigo);
  if (!filasParametricas('cat54')?.some((f) => f.codigo === codigo))
    throw entradaInvalida('El código de la detracción no existe (catálogo 54)');
  const porcentaje = texto(d.porcentaje);
  if (
    !/^\d{1,3}(\.\d{1,2})?$/.test(porcentaje) ||
    new Decimal(porcentaje).lte(0) ||
    new Decimal(porcentaje).gt(100)
  )
    throw entradaInvalida('El porcentaje de la detracción debe ser mayor que 0 y hasta 100');
  const constanciaNumero = texto(d.constancia_numero);
  const constanciaFecha = texto(d.constancia_fecha);
  if (constanciaNumero && !/^[0-9A-Za-z-]{1,24}$/.test(constanciaNumero))
    throw entradaInvalida('El número de la constancia de depósito tiene hasta 24 letras o dígitos');
  if (constanciaFecha && (!esFecha(constanciaFecha) || constanciaFecha < fechaEmision))
    throw entradaInvalida('La fecha de la constancia de depósito no es válida o es anterior a la emisión');
  if (Boolean(constanciaNumero) !== Boolean(constanciaFecha))
    throw entradaInvalida('Indique el número y la fecha de la constancia de depósito, o ninguno');
  return {
    codigo,
    porcentaje: new Decimal(porcentaje).toString(),
    monto: totalSoles.times(porcentaje).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(2),
    ...(constanciaNumero ? { constanciaNumero, constanciaFecha } : {}),
  };
}

/**
 * Credit instalments: each dated on or after the emission, together adding up to what is owed (a
 * purchase's amount 'por pagar', a sale's 'por cobrar').
 */
export function cuotasDe(
  cuotas: readonly CuotaCompra[],
  porPagar: Decimal,
  fechaEmision: string,
  concepto: 'por pagar' | 'por cobrar' = 'por pagar',
): CuotaCompra[] {
  const limpias = cuotas.map((c, i) => {
    const fecha = texto(c.fecha);
    const monto = texto(c.monto);
    if (!esFecha(fecha) || fecha < fechaEmision)
      throw entradaInvalida(`Cuota ${i + 1}: la fecha no es válida o es anterior a la emisión`);
    if (!esImporte(monto) || new Decimal(monto).lte(0))
      throw entradaInvalida(`Cuota ${i + 1}: el monto debe ser mayor que cero con hasta 2 decimales`);
    return { fecha, monto: new Decimal(monto).toFixed(2) };
  });
  const suma = limpias.reduce((s, c) => s.plus(c.monto), new Decimal(0));
  if (limpias.length > 0 && !suma.eq(porPagar))
    throw entradaInvalida(
      `Las cuotas suman ${suma.toFixed(2)}: deben sumar el importe ${concepto} ${porPagar.toFixed(2)}`,
    );
  return limpias.sort((a, b) => a.fecha.localeCompare(b.fecha));
}

/** The 8.2 data of a supplier abroad: country, income kind, treaty and the document behind the credit. */
export function noDomiciliadoDe(n: NoDomiciliadoEntrada | null | undefined): NoDomiciliado {
  if (!n) throw entradaInvalida('Indique el país y el tipo de renta del proveedor no domiciliado');
  const pais = texto(n.pais);
  const tipoRenta = texto(n.tipo_renta);
  const convenio = texto(n.convenio) || '00';
  if (!/^\d{4}$/.test(pais)) throw entradaInvalida('Indique el país de residencia (tabla 35, 4 dígitos)');
  if (!/^\d{2}$/.test(tipoRenta)) throw entradaInvalida('Indique el tipo de renta (tabla 31, 2 dígitos)');
  if (!/^\d{2}$/.test(convenio))
    throw entradaInvalida('El convenio para evitar la doble imposición es un código de 2 dígitos (tabla 25)');
  const modalidad = texto(n.modalidad);
  if (modalidad && !/^\d$/.test(modalidad))
    throw entradaInvalida('La modalidad del servicio es un código de 1 dígito (tabla 32)');
  const s = n.sustento;
  if (s && (!/^\d{2}$/.test(texto(s.tipo)) || !texto(s.numero)))
    throw entradaInvalida('Indique el tipo y el número del documento que sustenta el crédito fiscal');
  return {
    pais,
    tipoRenta,
    convenio,
    ...(texto(n.domicilio) ? { domicilio: texto(n.domicilio).slice(0, 100) } : {}),
    ...(modalidad ? { modalidad } : {}),
    ...(s
      ? {
          sustento: {
            tipo: texto(s.tipo),
            numero: texto(s.numero).toUpperCase(),
            ...(texto(s.serie) ? { serie: texto(s.serie).toUpperCase() } : {}),
            ...(texto(s.anio_dua) ? { anioDua: texto(s.anio_dua) } : {}),
          },
        }
      : {}),
  };
}
