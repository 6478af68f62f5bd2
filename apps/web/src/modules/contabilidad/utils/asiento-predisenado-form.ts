import {
  asientoDePredisenado,
  type LadoPredisenado,
  lineasPredisenadas,
} from '@kipu/peru/contabilidad/asiento-predisenado';
import type { AsientoPredisenadoFieldsFragment, AsientoPredisenadoInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';
import { sumarMontos } from '../../../ui/utils/montos';
import { nuevaClave } from '../../facturacion/utils/comprobante-form';
import type { LineaAsientoVista } from '../components/TablaAsiento';

/** A template line as typed: a percentage of the amount or a fixed amount, never both. */
export interface LineaPredisenadaForm {
  clave: string;
  cuenta: string;
  cuentaEtiqueta: string;
  lado: LadoPredisenado;
  porcentaje: string;
  monto: string;
  glosa: string;
}

export interface AsientoPredisenadoForm {
  nombre: string;
  glosa: string;
  lineas: LineaPredisenadaForm[];
}

export const lineaPredisenadaVacia = (lado: LadoPredisenado = 'debe'): LineaPredisenadaForm => ({
  clave: nuevaClave(),
  cuenta: '',
  cuentaEtiqueta: '',
  lado,
  porcentaje: '',
  monto: '',
  glosa: '',
});

/** A saved template in the form, or a new one with one debe and one haber line. */
export function predisenadoFormDe(p: AsientoPredisenadoFieldsFragment | null): AsientoPredisenadoForm {
  if (!p)
    return { nombre: '', glosa: '', lineas: [lineaPredisenadaVacia('debe'), lineaPredisenadaVacia('haber')] };
  return {
    nombre: p.nombre,
    glosa: p.glosa,
    lineas: p.lineas.map((l) => ({
      clave: nuevaClave(),
      cuenta: l.cuenta,
      cuentaEtiqueta: l.cuenta,
      lado: l.lado === 'haber' ? 'haber' : 'debe',
      porcentaje: l.porcentaje ?? '',
      monto: l.monto ?? '',
      glosa: l.glosa ?? '',
    })),
  };
}

const utiles = (f: AsientoPredisenadoForm) =>
  f.lineas.filter((l) => l.cuenta || l.porcentaje.trim() || l.monto.trim());

/** The API input: the grid's blank rows are not lines of the template. */
export const entradaPredisenado = (f: AsientoPredisenadoForm): AsientoPredisenadoInput => ({
  nombre: f.nombre.trim(),
  glosa: f.glosa.trim(),
  lineas: utiles(f).map((l) => ({
    cuenta: l.cuenta,
    lado: l.lado,
    porcentaje: l.porcentaje.trim() || null,
    monto: l.monto.trim() || null,
    glosa: l.glosa.trim() || null,
  })),
});

/** The dialog's messages, the lines checked by the same pure rule the server applies. */
export function validarPredisenadoForm(f: AsientoPredisenadoForm): Errores<AsientoPredisenadoForm> {
  const errores: Errores<AsientoPredisenadoForm> = {};
  if (!f.nombre.trim()) errores.nombre = 'Ingrese el nombre del asiento prediseñado';
  if (!f.glosa.trim()) errores.glosa = 'Indique la glosa del asiento';
  const lineas = lineasPredisenadas(entradaPredisenado(f).lineas);
  if ('error' in lineas) errores.lineas = lineas.error;
  return errores;
}

export type SumasLado = { porcentaje: string; monto: string };

/** Each side's percentages and fixed amounts as typed, for the grid's footer. */
export function sumasPorLado(f: AsientoPredisenadoForm): Record<LadoPredisenado, SumasLado> {
  const de = (lado: LadoPredisenado): SumasLado => {
    const suyas = f.lineas.filter((l) => l.lado === lado);
    return {
      porcentaje: sumarMontos(suyas.map((l) => l.porcentaje)),
      monto: sumarMontos(suyas.map((l) => l.monto)),
    };
  };
  return { debe: de('debe'), haber: de('haber') };
}

/** Whether the template needs an amount: only its percentage lines take one. */
export const usaImporte = (p: AsientoPredisenadoFieldsFragment) => p.lineas.some((l) => l.porcentaje);

/** The asiento a template gives for an amount, as the journal will show it, or the reason it cannot. */
export function previaAplicacion(
  p: AsientoPredisenadoFieldsFragment,
  importe: string,
): LineaAsientoVista[] | { error: string } {
  const lineas = asientoDePredisenado(p.lineas, usaImporte(p) ? importe : '0');
  if ('error' in lineas) return lineas;
  return lineas.map((l) => ({
    cuenta: l.cuenta,
    glosa: l.glosa ?? null,
    debe: l.debe ?? '0.00',
    haber: l.haber ?? '0.00',
    destino: false,
  }));
}
