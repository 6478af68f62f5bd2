import { type CuadreAsientoVario, cuadreAsientoVario } from '@kipu/peru/contabilidad/asiento-vario';
import type { RegistrarAsientoVarioInput } from '../../../gql/graphql';
import { nuevaClave } from '../../facturacion/utils/comprobante-form';

export interface LineaAsientoVarioForm {
  clave: string;
  cuenta: string;
  cuentaEtiqueta: string;
  debe: string;
  haber: string;
  glosa: string;
}

export interface AsientoVarioForm {
  fecha: string;
  glosa: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  lineas: LineaAsientoVarioForm[];
}

export const lineaAsientoVacia = (): LineaAsientoVarioForm => ({
  clave: nuevaClave(),
  cuenta: '',
  cuentaEtiqueta: '',
  debe: '',
  haber: '',
  glosa: '',
});

export const asientoVarioInicial = (hoy: string): AsientoVarioForm => ({
  fecha: hoy,
  glosa: '',
  moneda: 'PEN',
  tipoCambio: '',
  lineas: [lineaAsientoVacia(), lineaAsientoVacia()],
});

const utiles = (f: AsientoVarioForm) => f.lineas.filter((l) => l.cuenta || l.debe.trim() || l.haber.trim());

/** The sums and the difference as typed, with the pure rule the server checks the entry with. */
export const cuadreDelFormulario = (f: AsientoVarioForm): CuadreAsientoVario => cuadreAsientoVario(utiles(f));

/** registrarAsientoVario's input from the form: the blank rows are the grid's, not the entry's. */
export function entradaDeAsientoVario(f: AsientoVarioForm): RegistrarAsientoVarioInput {
  return {
    fecha: f.fecha,
    glosa: f.glosa.trim(),
    moneda: f.moneda,
    tipo_cambio: f.moneda === 'USD' ? f.tipoCambio.trim() : null,
    lineas: utiles(f).map((l) => ({
      cuenta: l.cuenta,
      debe: l.debe.trim() || null,
      haber: l.haber.trim() || null,
      glosa: l.glosa.trim() || null,
    })),
  };
}
