import type {
  ConductorFieldsFragment,
  ConductorInput,
  TransportistaFieldsFragment,
  TransportistaInput,
  VehiculoFieldsFragment,
  VehiculoInput,
} from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';
import { requerido } from '../../maestros-contables/utils/formularios';

/** The dialogs of /fac/transportistas and their inputs; plates, licences and RUCs are checked by the server. */

const opcional = (v: string) => v.trim() || null;

// --- Carriers ---

export type TransportistaForm = { ruc: string; razon_social: string; registro_mtc: string };

export const transportistaFormDe = (t: TransportistaFieldsFragment | null): TransportistaForm => ({
  ruc: t?.ruc ?? '',
  razon_social: t?.razon_social ?? '',
  registro_mtc: t?.registro_mtc ?? '',
});

export const validarTransportistaForm = (f: TransportistaForm) =>
  requerido(f, [
    ['ruc', 'Ingrese el RUC'],
    ['razon_social', 'Ingrese la razón social'],
    ['registro_mtc', 'Ingrese el número de registro MTC'],
  ]);

export const entradaTransportista = (f: TransportistaForm): TransportistaInput => ({
  ruc: f.ruc.trim(),
  razon_social: f.razon_social.trim(),
  registro_mtc: f.registro_mtc.trim().toUpperCase(),
});

// --- Vehicles ---

export type VehiculoForm = {
  placa: string;
  tuce: string;
  entidad_autorizadora: string | null;
  numero_autorizacion: string;
  marca: string;
  descripcion: string;
  transportista_id: string | null;
};

export const vehiculoFormDe = (v: VehiculoFieldsFragment | null): VehiculoForm => ({
  placa: v?.placa ?? '',
  tuce: v?.tuce ?? '',
  entidad_autorizadora: v?.entidad_autorizadora ?? null,
  numero_autorizacion: v?.numero_autorizacion ?? '',
  marca: v?.marca ?? '',
  descripcion: v?.descripcion ?? '',
  transportista_id: v?.transportista_id ?? null,
});

export function validarVehiculoForm(f: VehiculoForm): Errores<VehiculoForm> {
  const errores = requerido(f, [['placa', 'Ingrese la placa']]);
  if (f.entidad_autorizadora && !f.numero_autorizacion.trim())
    errores.numero_autorizacion = 'Ingrese el número de la autorización';
  return errores;
}

export const entradaVehiculo = (f: VehiculoForm): VehiculoInput => ({
  placa: f.placa.trim().toUpperCase(),
  tuce: opcional(f.tuce),
  entidad_autorizadora: f.entidad_autorizadora,
  numero_autorizacion: f.entidad_autorizadora ? opcional(f.numero_autorizacion) : null,
  marca: opcional(f.marca),
  descripcion: opcional(f.descripcion),
  transportista_id: f.transportista_id,
});

// --- Drivers ---

export type ConductorForm = {
  tipo_documento: string;
  numero_documento: string;
  nombres: string;
  apellidos: string;
  licencia: string;
  transportista_id: string | null;
};

export const conductorFormDe = (c: ConductorFieldsFragment | null): ConductorForm => ({
  tipo_documento: c?.tipo_documento ?? '1',
  numero_documento: c?.numero_documento ?? '',
  nombres: c?.nombres ?? '',
  apellidos: c?.apellidos ?? '',
  licencia: c?.licencia ?? '',
  transportista_id: c?.transportista_id ?? null,
});

export const validarConductorForm = (f: ConductorForm) =>
  requerido(f, [
    ['numero_documento', 'Ingrese el número de documento'],
    ['nombres', 'Ingrese los nombres'],
    ['apellidos', 'Ingrese los apellidos'],
    ['licencia', 'Ingrese el número de licencia'],
  ]);

export const entradaConductor = (f: ConductorForm): ConductorInput => ({
  tipo_documento: f.tipo_documento,
  numero_documento: f.numero_documento.trim(),
  nombres: f.nombres.trim(),
  apellidos: f.apellidos.trim(),
  licencia: f.licencia.trim().toUpperCase(),
  transportista_id: f.transportista_id,
});

/** How a master is offered in the guide form and the dialogs' pickers. */
export const etiquetaTransportista = (t: TransportistaFieldsFragment) => `${t.ruc} - ${t.razon_social}`;
export const etiquetaVehiculo = (v: VehiculoFieldsFragment) =>
  [v.placa, v.marca, v.transportista_razon_social].filter(Boolean).join(' - ');
export const etiquetaConductor = (c: ConductorFieldsFragment) =>
  `${c.nombres} ${c.apellidos} (${c.numero_documento}, lic. ${c.licencia})`;
