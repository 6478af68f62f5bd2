import { totalPorcentajes, validarDistribucion, validarDocumentoIdentidad } from '@kipu/peru';
import type {
  AmarreCentroCostoFieldsFragment,
  AmarreCentroCostoInput,
  CentroCostoFieldsFragment,
  CentroCostoInput,
  CuentaFinancieraFieldsFragment,
  CuentaFinancieraInput,
  ResponsableFieldsFragment,
  ResponsableInput,
  TipoAdjuntoFieldsFragment,
  TipoAdjuntoInput,
  TributoFieldsFragment,
  TributoInput,
} from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';
import type { Errores } from '../../../ui/use-formulario';

/** The dialogs' fields and their mapping to the API inputs; each check is repeated by the server. */

export const requerido = <F>(f: F, campos: [keyof F, string][]): Errores<F> => {
  const errores: Errores<F> = {};
  for (const [campo, mensaje] of campos) {
    const v = f[campo];
    if (v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0))
      errores[campo] = mensaje;
  }
  return errores;
};

// --- Cost centres ---

export type CentroCostoForm = { codigo: string; nombre: string; tipo: string | null };

export const centroCostoFormDe = (c: CentroCostoFieldsFragment | null): CentroCostoForm => ({
  codigo: c?.codigo ?? '',
  nombre: c?.nombre ?? '',
  tipo: c?.tipo ?? null,
});

export const validarCentroCostoForm = (f: CentroCostoForm) =>
  requerido(f, [
    ['codigo', 'Ingrese el código'],
    ['nombre', 'Ingrese el nombre'],
    ['tipo', 'Seleccione el tipo'],
  ]);

export const entradaCentroCosto = (f: CentroCostoForm): CentroCostoInput => ({
  codigo: f.codigo.trim(),
  nombre: f.nombre.trim(),
  tipo: f.tipo ?? '',
});

// --- Amarres ---

export type LineaAmarreForm = { centro_costo_id: string | null; porcentaje: string };
export type AmarreForm = { codigo: string; nombre: string; detalle: LineaAmarreForm[] };

export const amarreFormDe = (a: AmarreCentroCostoFieldsFragment | null): AmarreForm => ({
  codigo: a?.codigo ?? '',
  nombre: a?.nombre ?? '',
  detalle: a?.detalle.map((l) => ({ centro_costo_id: l.centro_costo_id, porcentaje: l.porcentaje })) ?? [
    { centro_costo_id: null, porcentaje: '100' },
  ],
});

/** The running total shown under the lines ('100.00'), in decimal arithmetic. */
export const totalAmarre = (f: AmarreForm) => totalPorcentajes(f.detalle.map((l) => l.porcentaje));

export const entradaAmarre = (f: AmarreForm): AmarreCentroCostoInput => ({
  codigo: f.codigo.trim(),
  nombre: f.nombre.trim(),
  detalle: f.detalle.map((l) => ({
    centro_costo_id: l.centro_costo_id ?? '',
    porcentaje: l.porcentaje.trim(),
  })),
});

export function validarAmarreForm(f: AmarreForm): Errores<AmarreForm> {
  const errores = requerido(f, [
    ['codigo', 'Ingrese el código'],
    ['nombre', 'Ingrese el nombre'],
  ]);
  const distribucion = validarDistribucion(entradaAmarre(f).detalle);
  if (distribucion) errores.detalle = distribucion;
  return errores;
}

// --- Financial accounts ---

export type CuentaFinancieraForm = {
  codigo: string;
  tipo: string;
  moneda_id: string;
  descripcion: string;
  banco_id: string | null;
  cuenta: string;
  detraccion: boolean;
  /** The PCGE account: id as value, 'código - denominación' as label. */
  pcge: SelectOption | null;
  control: boolean;
};

export const cuentaFinancieraFormDe = (c: CuentaFinancieraFieldsFragment | null): CuentaFinancieraForm => ({
  codigo: c?.codigo ?? '',
  tipo: c?.tipo ?? 'banco',
  moneda_id: c?.moneda_id ?? 'PEN',
  descripcion: c?.descripcion ?? '',
  banco_id: c?.banco_id ?? null,
  cuenta: c?.cuenta ?? '',
  detraccion: c?.detraccion ?? false,
  pcge: c ? { value: c.pcge_id, label: `${c.pcge_codigo} - ${c.pcge_denominacion}` } : null,
  control: c?.control ?? false,
});

export function validarCuentaFinancieraForm(f: CuentaFinancieraForm): Errores<CuentaFinancieraForm> {
  const errores = requerido(f, [
    ['codigo', 'Ingrese el código'],
    ['descripcion', 'Ingrese la descripción'],
    ['pcge', 'Seleccione la cuenta contable (10)'],
  ]);
  if (f.tipo === 'banco') {
    if (!f.banco_id) errores.banco_id = 'Seleccione el banco';
    if (!f.cuenta.trim()) errores.cuenta = 'Ingrese el número de cuenta';
  }
  return errores;
}

/** A cash box sends no bank nor number, and never is a detracciones account. */
export const entradaCuentaFinanciera = (f: CuentaFinancieraForm): CuentaFinancieraInput => {
  const banco = f.tipo === 'banco';
  return {
    codigo: f.codigo.trim(),
    tipo: f.tipo,
    moneda_id: f.moneda_id,
    descripcion: f.descripcion.trim(),
    banco_id: banco ? f.banco_id : null,
    cuenta: banco ? f.cuenta.trim() || null : null,
    detraccion: banco && f.detraccion,
    pcge_id: f.pcge?.value ?? '',
    control: f.control,
  };
};

// --- Tributos ---

export type TributoForm = { tributo_codigo: string | null; cuenta: SelectOption | null };

export const tributoFormDe = (t: TributoFieldsFragment | null): TributoForm => ({
  tributo_codigo: t?.tributo_codigo ?? null,
  cuenta: t ? { value: t.cuenta_id, label: `${t.cuenta_codigo} - ${t.cuenta_denominacion}` } : null,
});

export const validarTributoForm = (f: TributoForm) =>
  requerido(f, [
    ['tributo_codigo', 'Seleccione el tributo'],
    ['cuenta', 'Seleccione la cuenta contable'],
  ]);

export const entradaTributo = (f: TributoForm): TributoInput => ({
  tributo_codigo: f.tributo_codigo ?? '',
  cuenta_id: f.cuenta?.value ?? '',
});

// --- Attachment types ---

export type TipoAdjuntoForm = { codigo: string; descripcion: string; tipo_operacion: string[] };

export const tipoAdjuntoFormDe = (t: TipoAdjuntoFieldsFragment | null): TipoAdjuntoForm => ({
  codigo: t?.codigo ?? '',
  descripcion: t?.descripcion ?? '',
  tipo_operacion: t?.tipo_operacion ?? [],
});

export const validarTipoAdjuntoForm = (f: TipoAdjuntoForm) =>
  requerido(f, [
    ['codigo', 'Ingrese el código'],
    ['descripcion', 'Ingrese la descripción'],
    ['tipo_operacion', 'Seleccione al menos un tipo de operación'],
  ]);

export const entradaTipoAdjunto = (f: TipoAdjuntoForm): TipoAdjuntoInput => ({
  codigo: f.codigo.trim(),
  descripcion: f.descripcion.trim(),
  tipo_operacion: f.tipo_operacion,
});

// --- Responsables ---

export type ResponsableForm = {
  documento_id: string;
  numero: string;
  nombres: string;
  cargo: string;
  email: string;
  telefono: string;
};

export const responsableFormDe = (r: ResponsableFieldsFragment | null): ResponsableForm => ({
  documento_id: r?.documento_id ?? '1',
  numero: r?.numero ?? '',
  nombres: r?.nombres ?? '',
  cargo: r?.cargo ?? '',
  email: r?.email ?? '',
  telefono: r?.telefono ?? '',
});

export function validarResponsableForm(f: ResponsableForm): Errores<ResponsableForm> {
  const errores = requerido(f, [
    ['numero', 'Ingrese el número de documento'],
    ['nombres', 'Ingrese los nombres'],
    ['cargo', 'Ingrese el cargo'],
  ]);
  const documento = f.numero.trim() ? validarDocumentoIdentidad(f.documento_id, f.numero) : undefined;
  if (documento) errores.numero = documento;
  return errores;
}

export const entradaResponsable = (f: ResponsableForm): ResponsableInput => ({
  documento_id: f.documento_id,
  numero: f.numero.trim(),
  nombres: f.nombres.trim(),
  cargo: f.cargo.trim(),
  email: f.email.trim() || null,
  telefono: f.telefono.trim() || null,
});
