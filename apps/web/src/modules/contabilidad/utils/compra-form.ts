import {
  type CompraCalculada,
  calcularCompra,
  type DestinoIgv,
} from '@kipu/peru/contabilidad/calculo-compra';
import { reglaComprobanteCompra } from '@kipu/peru/contabilidad/comprobantes-compra';
import { tasaIgv } from '@kipu/peru/tributos/igv';
import type { RegistrarCompraInput } from '../../../gql/graphql';
import { type CuotaForm, nuevaClave } from '../../facturacion/utils/comprobante-form';

/** A purchase line as typed: its account (code and label), base, IGV destination and optional IGV. */
export interface LineaCompraForm {
  clave: string;
  cuenta: string;
  cuentaEtiqueta: string;
  base: string;
  destino: DestinoIgv;
  /** Empty: base × rate; typed: the IGV the document prints. */
  igv: string;
  glosa: string;
}

export interface CompraForm {
  proveedor: { tipoDocumento: string; numero: string; nombre: string; direccion: string };
  tipo: string;
  serie: string;
  numero: string;
  anioDua: string;
  fechaEmision: string;
  fechaVencimiento: string;
  /** 'YYYY-MM'; empty: the month of emission. */
  periodo: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  lineas: LineaCompraForm[];
  isc: string;
  icbper: string;
  otros: string;
  /** Empty: the sum of the lines and taxes. */
  total: string;
  modifica: { tipo: string; serie: string; numero: string; fecha: string };
  conDetraccion: boolean;
  detraccion: { codigo: string; porcentaje: string; constanciaNumero: string; constanciaFecha: string };
  retencion: boolean;
  retencionRenta: string;
  credito: boolean;
  cuotas: CuotaForm[];
  noDomiciliado: { pais: string; tipoRenta: string; convenio: string };
  amarreCcId: string | null;
  glosa: string;
}

export const lineaCompraVacia = (): LineaCompraForm => ({
  clave: nuevaClave(),
  cuenta: '',
  cuentaEtiqueta: '',
  base: '',
  destino: 'gravada',
  igv: '',
  glosa: '',
});

export function formularioCompraInicial(hoy: string): CompraForm {
  return {
    proveedor: { tipoDocumento: '6', numero: '', nombre: '', direccion: '' },
    tipo: '01',
    serie: '',
    numero: '',
    anioDua: '',
    fechaEmision: hoy,
    fechaVencimiento: '',
    periodo: '',
    moneda: 'PEN',
    tipoCambio: '',
    lineas: [lineaCompraVacia()],
    isc: '',
    icbper: '',
    otros: '',
    total: '',
    modifica: { tipo: '01', serie: '', numero: '', fecha: '' },
    conDetraccion: false,
    detraccion: { codigo: '', porcentaje: '', constanciaNumero: '', constanciaFecha: '' },
    retencion: false,
    retencionRenta: '',
    credito: false,
    cuotas: [],
    noDomiciliado: { pais: '', tipoRenta: '', convenio: '00' },
    amarreCcId: null,
    glosa: '',
  };
}

/** The general IGV rate of the emission date (today's when the date is not complete yet). */
export function tasaDelFormulario(f: CompraForm, hoy: string): string {
  return tasaIgv(/^\d{4}-\d{2}-\d{2}$/.test(f.fechaEmision) ? f.fechaEmision : hoy).total;
}

/** Lines with something typed (a blank last row is the form's, not the purchase's). */
const lineasUtiles = (f: CompraForm) => f.lineas.filter((l) => l.cuenta || l.base.trim());

/**
 * The register amounts as the server will compute them (the same calcularCompra), with the total the
 * sum of the parts until one is typed.
 */
export function calculoDelFormulario(f: CompraForm, tasa: string): CompraCalculada {
  const entrada = {
    tasaIgv: tasa,
    lineas: lineasUtiles(f).map((l) => ({ ...l, igv: l.igv || null })),
    isc: f.isc,
    icbper: f.icbper,
    otros: f.otros,
  };
  const total = f.total.trim() || calcularCompra({ ...entrada, total: '0' }).suma;
  return calcularCompra({ ...entrada, total });
}

const opcional = (v: string) => v.trim() || null;

/** registrarCompra's input from the form: what a section that does not apply holds is left out. */
export function entradaDeFormulario(f: CompraForm, calculo: CompraCalculada): RegistrarCompraInput {
  const regla = reglaComprobanteCompra(f.tipo);
  const p = f.proveedor;
  return {
    proveedor: {
      tipo_documento: p.tipoDocumento,
      numero: p.numero.trim(),
      nombre: p.nombre.trim(),
      direccion: opcional(p.direccion),
    },
    tipo_comprobante: f.tipo,
    serie: f.serie.trim(),
    numero: f.numero.trim(),
    anio_dua: regla?.aduana ? opcional(f.anioDua) : null,
    fecha_emision: f.fechaEmision,
    fecha_vencimiento: opcional(f.fechaVencimiento),
    periodo: f.periodo ? f.periodo.replace('-', '') : null,
    moneda: f.moneda,
    tipo_cambio: f.moneda === 'USD' ? f.tipoCambio.trim() : null,
    lineas: lineasUtiles(f).map((l) => ({
      cuenta: l.cuenta,
      base: l.base.trim(),
      destino_igv: l.destino,
      igv: opcional(l.igv),
      glosa: opcional(l.glosa),
    })),
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
    detraccion:
      f.conDetraccion && !regla?.nota
        ? {
            codigo: f.detraccion.codigo,
            porcentaje: f.detraccion.porcentaje.trim(),
            constancia_numero: opcional(f.detraccion.constanciaNumero),
            constancia_fecha: opcional(f.detraccion.constanciaFecha),
          }
        : null,
    retencion: f.retencion,
    retencion_renta: regla?.honorarios ? opcional(f.retencionRenta) : null,
    cuotas: f.credito ? f.cuotas.map((c) => ({ fecha: c.vencimiento, monto: c.monto.trim() })) : null,
    no_domiciliado: regla?.noDomiciliado
      ? {
          pais: f.noDomiciliado.pais.trim(),
          tipo_renta: f.noDomiciliado.tipoRenta.trim(),
          convenio: opcional(f.noDomiciliado.convenio),
        }
      : null,
    amarre_cc_id: f.amarreCcId,
    glosa: opcional(f.glosa),
  };
}
