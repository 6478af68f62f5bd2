import { validarDocumentoIdentidad } from '../identidad/documento.ts';
import { esRucValido } from '../identidad/ruc.ts';
import {
  ENTIDADES_AUTORIZADORAS,
  esMotivo,
  INDICADORES_GUIA,
  MODALIDADES_TRASLADO,
  reglasMotivo,
} from './catalogos-gre.ts';
import type { ErroresGuia } from './errores-guia.ts';
import type { Conductor, EntradaGuia, Vehiculo } from './tipos.ts';

/** Plates, TUCs and licences as SUNAT reads them: upper case, without spaces or hyphens (ABC-123 → ABC123). */
export const codigoDeTransporte = (valor: string) => valor.trim().toUpperCase().replace(/[\s-]/g, '');

/** SUNAT's forms (GRE XSL): plate 2567, TUC/certificate 3355, licence 2573, MTC registration 4392. */
export const FORMATOS_TRANSPORTE = {
  placa: /^(?!0+$)[0-9A-Z]{6,8}$/,
  tuce: /^(?!0+$)[0-9A-Z]{10,15}$/,
  licencia: /^(?!0+$)[0-9A-Z]{9,10}$/,
  registroMtc: /^(?!0+$)[0-9A-Z]{1,20}$/,
} as const;

/**
 * What the guide must, may or must not say about the transport, as SUNAT derives it from the modalidad
 * and the indicators: a remitente moving its own goods (02) names vehicle and drivers; one that hires a
 * carrier (01) names the carrier only, unless the carrier's vehicles and drivers are registered in the
 * guide (indicator VehiculoConductoresTransp); vehicles of category M1 or L need neither. A carrier's
 * own guide (31) always names vehicle and drivers.
 */
export type ReglasTransporte = {
  conTransportista: boolean;
  sinTransportista: boolean;
  conVehiculoYConductor: boolean;
  sinVehiculo: boolean;
  /** TUC, authorisations, trailers and drivers are refused (3452–3456). */
  sinDetalleVehicular: boolean;
  /** The TUC of a 09 goes only with the carrier's registered vehicles (3452). */
  admiteTuce: boolean;
};

export function reglasTransporte(g: EntradaGuia): ReglasTransporte {
  if (g.tipo === '31') {
    return {
      conTransportista: false,
      sinTransportista: false,
      conVehiculoYConductor: true,
      sinVehiculo: false,
      sinDetalleVehicular: false,
      admiteTuce: true,
    };
  }
  const ind = new Set(g.indicadores ?? []);
  const m1l = ind.has('vehiculoM1L');
  const registrados = ind.has('vehiculosConductoresTransportista');
  const publico = g.modalidad === '01';
  return {
    conTransportista: publico && !m1l,
    sinTransportista: !publico,
    conVehiculoYConductor: !m1l && (!publico || registrados),
    sinVehiculo: publico && !m1l && !registrados,
    sinDetalleVehicular: m1l || (publico && !registrados),
    admiteTuce: registrados,
  };
}

export function validarTransporte(g: EntradaGuia, ruc: string, e: ErroresGuia): void {
  validarIndicadores(g, e);
  if (g.tipo === '09' && !Object.hasOwn(MODALIDADES_TRASLADO, g.modalidad))
    e.agregar(
      'modalidad',
      'La modalidad de traslado debe ser 01 (transporte público) o 02 (transporte privado)',
      '2773',
    );
  const r = reglasTransporte(g);
  if (g.tipo === '09') {
    const t = g.transportista;
    if (t && r.sinTransportista)
      e.agregar('transportista', 'En transporte privado no corresponde indicar transportista', '3347');
    if (!t && r.conTransportista)
      e.agregar('transportista', 'En transporte público indique el transportista', '2558');
    if (t) {
      if (!esRucValido(t.ruc))
        e.agregar('transportista.ruc', 'El RUC del transportista no es válido', '4163');
      else if (t.ruc === ruc)
        e.agregar('transportista.ruc', 'El transportista no puede ser la propia empresa', '2560');
      e.texto('transportista.razonSocial', t.razonSocial, 'la razón social del transportista', {
        maximo: 250,
        minimo: 3,
        requerido: true,
        codigo: '4165',
        codigoFalta: '2563',
      });
      registroMtc(t.registroMtc, 'transportista.registroMtc', e);
    }
  } else registroMtc(g.registroMtc, 'registroMtc', e);
  validarVehiculos(g.vehiculos ?? [], r, e);
  validarConductores(g.conductores ?? [], r, e);
}

function registroMtc(valor: string, campo: string, e: ErroresGuia): void {
  if (!valor) e.agregar(campo, 'Indique el número de registro MTC del transportista', '4391');
  else if (!FORMATOS_TRANSPORTE.registroMtc.test(valor))
    e.agregar(campo, 'El registro MTC tiene hasta 20 letras mayúsculas o dígitos', '4392');
}

function validarIndicadores(g: EntradaGuia, e: ErroresGuia): void {
  const vistos = new Set<string>();
  for (const i of g.indicadores ?? []) {
    const def = Object.hasOwn(INDICADORES_GUIA, i) ? INDICADORES_GUIA[i] : undefined;
    const guias: readonly string[] = def?.guias ?? [];
    if (!guias.includes(g.tipo))
      e.agregar('indicadores', `El indicador ${i} no corresponde a esta guía`, '3388');
    if (vistos.has(i)) e.agregar('indicadores', `El indicador ${i} está repetido`, '3344');
    vistos.add(i);
  }
  if (g.tipo !== '09') return;
  const aduanero = esMotivo(g.motivo) && 'aduanero' in reglasMotivo(g.motivo);
  if (vistos.has('trasladoTotalDamDs') && !aduanero)
    e.agregar(
      'indicadores',
      'El traslado total de la DAM o DS solo corresponde a importación (08) o exportación (09)',
      '3392',
    );
  if (vistos.has('vehiculosConductoresTransportista') && g.modalidad === '02')
    e.agregar(
      'indicadores',
      'En transporte privado no corresponde registrar vehículos y conductores del transportista',
      '3450',
    );
  if (vistos.has('vehiculosConductoresTransportista') && vistos.has('vehiculoM1L') && g.modalidad === '01')
    e.agregar(
      'indicadores',
      'No se puede indicar a la vez vehículos M1 o L y vehículos y conductores del transportista',
      '3451',
    );
}

function validarVehiculos(vehiculos: readonly Vehiculo[], r: ReglasTransporte, e: ErroresGuia): void {
  if (vehiculos.length === 0 && r.conVehiculoYConductor)
    e.agregar('vehiculos', 'Indique la placa del vehículo', '2566');
  if (vehiculos.length > 0 && r.sinVehiculo)
    e.agregar(
      'vehiculos',
      'En transporte público los vehículos son del transportista: no los indique en la guía',
      '3354',
    );
  if (vehiculos.length > 3) e.agregar('vehiculos', 'Se admiten hasta dos vehículos secundarios', '4389');
  if (vehiculos.length > 1 && r.sinDetalleVehicular)
    e.agregar('vehiculos', 'Para este traslado no corresponde indicar vehículos secundarios', '3453');
  vehiculos.forEach((v, i) => {
    const campo = `vehiculos.${i}`;
    const n = `Vehículo ${i + 1}`;
    if (!FORMATOS_TRANSPORTE.placa.test(v.placa))
      e.agregar(
        `${campo}.placa`,
        `${n}: la placa tiene de 6 a 8 letras mayúsculas o dígitos, sin guiones (ABC123)`,
        '2567',
      );
    if (v.tuce !== undefined) {
      if (!r.admiteTuce || r.sinDetalleVehicular)
        e.agregar(
          `${campo}.tuce`,
          `${n}: la TUC o certificado de habilitación solo va con vehículos registrados del transportista`,
          i === 0 ? '3452' : '3454',
        );
      else if (!FORMATOS_TRANSPORTE.tuce.test(v.tuce))
        e.agregar(
          `${campo}.tuce`,
          `${n}: la TUC o certificado de habilitación tiene de 10 a 15 letras mayúsculas o dígitos`,
          '3355',
        );
    }
    if (v.autorizacion) {
      if (r.sinDetalleVehicular)
        e.agregar(
          `${campo}.autorizacion`,
          `${n}: para este traslado no corresponde autorización especial`,
          i === 0 ? '3452' : '3454',
        );
      if (!Object.hasOwn(ENTIDADES_AUTORIZADORAS, v.autorizacion.entidad))
        e.agregar(
          `${campo}.autorizacion.entidad`,
          `${n}: la entidad que emite la autorización no está en el catálogo D-37`,
          '4407',
        );
      e.texto(
        `${campo}.autorizacion.numero`,
        v.autorizacion.numero,
        `el número de autorización del vehículo ${i + 1}`,
        {
          maximo: 50,
          minimo: 3,
          requerido: true,
          codigo: '4406',
        },
      );
    }
  });
}

function validarConductores(conductores: readonly Conductor[], r: ReglasTransporte, e: ErroresGuia): void {
  if (conductores.length === 0 && r.conVehiculoYConductor)
    e.agregar('conductores', 'Indique el conductor principal', '3357');
  if (conductores.length > 0 && r.sinDetalleVehicular)
    e.agregar('conductores', 'Para este traslado no corresponde indicar conductores', '3455');
  if (conductores.length > 3)
    e.agregar('conductores', 'Se admiten hasta dos conductores secundarios', '4376');
  const licencias = new Set<string>();
  conductores.forEach((c, i) => {
    const campo = `conductores.${i}`;
    const n = `Conductor ${i + 1}`;
    const doc =
      c.tipoDocumento === '6'
        ? 'Tipo de documento no válido'
        : validarDocumentoIdentidad(c.tipoDocumento, c.numero);
    if (doc) e.agregar(`${campo}.numero`, `${n}: ${doc}`, c.tipoDocumento === '6' ? '2571' : '2569');
    e.texto(`${campo}.nombres`, c.nombres, `los nombres del conductor ${i + 1}`, {
      maximo: 250,
      requerido: true,
      codigo: '4409',
      codigoFalta: '3360',
    });
    e.texto(`${campo}.apellidos`, c.apellidos, `los apellidos del conductor ${i + 1}`, {
      maximo: 250,
      requerido: true,
      codigo: '4409',
      codigoFalta: '3361',
    });
    // 2572 and 2573: every driver of a vehicle the guide names needs a valid licence.
    if (!c.licencia)
      e.agregar(`${campo}.licencia`, `${n}: indique el número de licencia de conducir`, '2572');
    else if (!FORMATOS_TRANSPORTE.licencia.test(c.licencia))
      e.agregar(
        `${campo}.licencia`,
        `${n}: la licencia tiene 9 o 10 letras mayúsculas o dígitos, sin guiones (Q12345678)`,
        '2573',
      );
    if (licencias.has(c.licencia)) e.agregar(`${campo}.licencia`, `${n}: la licencia está repetida`, '3362');
    licencias.add(c.licencia);
  });
}
