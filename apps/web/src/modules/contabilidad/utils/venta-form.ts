import {
  type AfectacionVenta,
  calcularVenta,
  type VentaCalculada,
} from '@kipu/peru/contabilidad/calculo-venta';
import { reglaComprobanteVenta } from '@kipu/peru/contabilidad/comprobantes-venta';
import { tasaIgv } from '@kipu/peru/tributos/igv';
import type { RegistrarVentaInput } from '../../../gql/graphql';
import { type CuotaForm, nuevaClave } from '../../facturacion/utils/comprobante-form';

/** An income line as typed: its account (code and label), value, how it is taxed and its glosa. */
export interface LineaVentaForm {
  clave: string;
  cuenta: string;
  cuentaEtiqueta: string;
  importe: string;
  afectacion: AfectacionVenta;
  glosa: string;
}

export interface VentaForm {
  cliente: { tipoDocumento: string; numero: string; nombre: string; direccion: string };
  tipo: string;
  serie: string;
  numero: string;
  numeroFinal: string;
  fechaEmision: string;
  fechaVencimiento: string;
  /** 'YYYY-MM'; empty: the month of emission. */
  periodo: string;
  ajuste: boolean;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  lineas: LineaVentaForm[];
  /** Empty: (taxed bases + ISC) × rate; typed: the IGV the document prints. */
  igv: string;
  isc: string;
  icbper: string;
  otros: string;
  /** Empty: the sum of the lines and taxes. */
  total: string;
  modifica: { tipo: string; serie: string; numero: string; fecha: string };
  credito: boolean;
  cuotas: CuotaForm[];
  glosa: string;
}

export const lineaVentaVacia = (): LineaVentaForm => ({
  clave: nuevaClave(),
  cuenta: '',
  cuentaEtiqueta: '',
  importe: '',
  afectacion: 'gravada',
  glosa: '',
});

export function formularioVentaInicial(hoy: string): VentaForm {
  return {
    cliente: { tipoDocumento: '6', numero: '', nombre: '', direccion: '' },
    tipo: '01',
    serie: '',
    numero: '',
    numeroFinal: '',
    fechaEmision: hoy,
    fechaVencimiento: '',
    periodo: '',
    ajuste: false,
    moneda: 'PEN',
    tipoCambio: '',
    lineas: [lineaVentaVacia()],
    igv: '',
    isc: '',
    icbper: '',
    otros: '',
    total: '',
    modifica: { tipo: '01', serie: '', numero: '', fecha: '' },
    credito: false,
    cuotas: [],
    glosa: '',
  };
}

/** The general IGV rate of the emission date (today's when the date is not complete yet). */
export function tasaDeVenta(f: VentaForm, hoy: string): string {
  return tasaIgv(/^\d{4}-\d{2}-\d{2}$/.test(f.fechaEmision) ? f.fechaEmision : hoy).total;
}

/** Lines with something typed (a blank last row is the form's, not the sale's). */
const lineasUtiles = (f: VentaForm) => f.lineas.filter((l) => l.cuenta || l.importe.trim());

/**
 * The register amounts as the server will compute them (the same calcularVenta), with the total the
 * sum of the parts until one is typed.
 */
export function calculoDeVenta(f: VentaForm, tasa: string): VentaCalculada {
  const entrada = {
    tasaIgv: tasa,
    lineas: lineasUtiles(f),
    igv: f.igv || null,
    isc: f.isc,
    icbper: f.icbper,
    otros: f.otros,
  };
  const total = f.total.trim() || calcularVenta({ ...entrada, total: '0' }).suma;
  return calcularVenta({ ...entrada, total });
}

const opcional = (v: string) => v.trim() || null;

/** registrarVenta's input from the form: a client without a number is left out (boletas, tickets). */
export function entradaDeVenta(f: VentaForm, calculo: VentaCalculada): RegistrarVentaInput {
  const regla = reglaComprobanteVenta(f.tipo);
  const c = f.cliente;
  return {
    cliente: c.numero.trim()
      ? {
          tipo_documento: c.tipoDocumento,
          numero: c.numero.trim(),
          nombre: c.nombre.trim(),
          direccion: opcional(c.direccion),
        }
      : null,
    tipo_comprobante: f.tipo,
    serie: f.serie.trim(),
    numero: f.numero.trim(),
    numero_final: regla?.rango ? opcional(f.numeroFinal) : null,
    fecha_emision: f.fechaEmision,
    fecha_vencimiento: opcional(f.fechaVencimiento),
    periodo: f.periodo ? f.periodo.replace('-', '') : null,
    ajuste: f.ajuste,
    moneda: f.moneda,
    tipo_cambio: f.moneda === 'USD' ? f.tipoCambio.trim() : null,
    lineas: lineasUtiles(f).map((l) => ({
      cuenta: l.cuenta,
      importe: l.importe.trim(),
      afectacion: l.afectacion,
      glosa: opcional(l.glosa),
    })),
    igv: opcional(f.igv),
    isc: opcional(f.isc),
    icbper: opcional(f.icbper),
    otros: opcional(f.otros),
    total: calculo.importes.total,
    modifica: regla?.nota
      ? {
          tipo: f.modifica.tipo,
          serie: f.modifica.serie.trim(),
          numero: f.modifica.numero.trim(),
          fecha: f.modifica.fecha,
        }
      : null,
    cuotas: f.credito ? f.cuotas.map((q) => ({ fecha: q.vencimiento, monto: q.monto.trim() })) : null,
    glosa: opcional(f.glosa),
  };
}
