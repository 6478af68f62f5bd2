import { errorDeMonto } from '@kipu/peru/pos/arqueo';
import { aplicarPagos, MEDIOS_PAGO, type PagoEntrada } from '@kipu/peru/pos/pagos';
import type { PosCobrarInput, PosContadoInput } from '../../../gql/graphql';

/** The documents a table is charged with. */
export const TIPOS_COBRO = [
  { value: '03', label: 'Boleta' },
  { value: '01', label: 'Factura' },
  { value: '99', label: 'Nota de venta' },
] as const;

const NOMBRE_MEDIO: Record<(typeof MEDIOS_PAGO)[number], string> = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  yape: 'Yape',
  plin: 'Plin',
  transferencia: 'Transferencia',
};

export const MEDIOS = MEDIOS_PAGO.map((m) => ({ value: m, label: NOMBRE_MEDIO[m] }));

export const nombreMedio = (m: string) => MEDIOS.find((x) => x.value === m)?.label ?? m;

export interface ClienteCobro {
  tipo_documento: string;
  numero: string;
  nombre: string;
}

/** A boleta or nota de venta goes to CLIENTES VARIOS unless the guest gives a document; a factura needs a RUC. */
export const clienteDe = (tipo: string): ClienteCobro =>
  tipo === '01'
    ? { tipo_documento: '6', numero: '', nombre: '' }
    : { tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' };

export interface CobroForm {
  tipo: string;
  cliente: ClienteCobro;
  pagos: PagoEntrada[];
}

/** A single cash payment of the whole total, the common case. */
export const cobroInicial = (total: string): CobroForm => ({
  tipo: '03',
  cliente: clienteDe('03'),
  pagos: [{ medio: 'efectivo', monto: total, recibido: '' }],
});

/** The first reason the charge cannot go, or the change to give back. */
export function revisarCobro(f: CobroForm, total: string): { error: string } | { vuelto: string } {
  if (f.tipo === '01' && !/^(10|15|17|20)\d{9}$/.test(f.cliente.numero.trim()))
    return { error: 'Ingrese el RUC del cliente (11 dígitos)' };
  if (f.tipo === '01' && !f.cliente.nombre.trim()) return { error: 'Ingrese la razón social del cliente' };
  if (f.tipo !== '01' && f.cliente.tipo_documento === '1' && !/^\d{8}$/.test(f.cliente.numero.trim()))
    return { error: 'El DNI debe tener 8 dígitos' };
  const r = aplicarPagos(total, f.pagos);
  return 'error' in r ? { error: r.error } : { vuelto: r.vuelto };
}

/** The charge as the API takes it; `lineas` only when the bill is split (absent: all that remains). */
export const entradaCobro = (
  f: CobroForm,
  sesionCajaId: string,
  lineas?: PosCobrarInput['lineas'],
): PosCobrarInput => ({
  sesion_caja_id: sesionCajaId,
  tipo: f.tipo,
  ...(lineas ? { lineas } : {}),
  cliente: {
    tipo_documento: f.cliente.tipo_documento,
    numero: f.cliente.numero.trim(),
    nombre: f.cliente.nombre.trim(),
  },
  pagos: f.pagos.map((p) => ({
    medio: p.medio,
    monto: p.monto.trim(),
    recibido: p.recibido?.trim() || null,
  })),
});

/** The counted amounts of a close, one a method, as typed (blank: nothing of it). */
export type Contado = Record<string, string>;

export const contadoInicial = (): Contado => Object.fromEntries(MEDIOS_PAGO.map((m) => [m, '']));

export function revisarContado(c: Contado): string | undefined {
  for (const m of MEDIOS_PAGO) {
    const e = errorDeMonto(c[m]?.trim() || '0', `El monto contado en ${nombreMedio(m).toLowerCase()}`);
    if (e) return e;
  }
  return undefined;
}

export const entradaContado = (c: Contado): PosContadoInput[] =>
  MEDIOS_PAGO.map((m) => ({ medio: m, monto: c[m]?.trim() || '0' }));
