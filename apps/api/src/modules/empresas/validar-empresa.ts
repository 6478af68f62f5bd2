import { type Db, schema } from '@kipu/db';
import {
  esDniValido,
  esEmailValido,
  esRucValido,
  MENSAJE_RUC_INVALIDO,
  type RegimenIgv,
  regimenIgvDeclarado,
} from '@kipu/peru';
import { LIMITES_SUNAT } from '@kipu/peru/texto/limites-sunat';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { eq } from 'drizzle-orm';
import { entradaInvalida } from '../../shared/errores.ts';

export type EmpresaEntrada = {
  ruc: string;
  razon_social: string;
  nombre_comercial: string;
  direccion: string;
  ubigeo: string;
  estado: string;
  condicion: string;
  email: string;
  telefono: string;
  documento_id: string;
  dni: string;
  representante: string;
  logo?: string | null;
  rubro?: string | null;
  /** Ley 31556's reduced IGV declared ('restaurantes_hoteles_mype') or not ('general'); absent: by rubro. */
  regimen_igv?: string | null;
  regimen_planilla?: string | null;
};

const RUBROS = ['comercial', 'servicios', 'restaurante', 'hotel', 'bar', 'grifo', 'consultorio'];

/** The fields company creation requires (spec 02 §5), trimmed, in the form they are stored. */
export type EmpresaValidada = Omit<EmpresaEntrada, 'logo' | 'rubro' | 'regimen_igv' | 'regimen_planilla'> & {
  departamento: string;
  provincia: string;
  distrito: string;
  logo: string | null;
  rubro: string | null;
  regimen_igv: RegimenIgv;
  regimen_planilla: string | null;
};

const REQUERIDOS: [keyof EmpresaEntrada, string][] = [
  ['ruc', 'el RUC'],
  ['razon_social', 'la razón social'],
  ['nombre_comercial', 'el nombre comercial'],
  ['direccion', 'la dirección'],
  ['ubigeo', 'el ubigeo'],
  ['estado', 'el estado del contribuyente'],
  ['condicion', 'la condición del domicilio'],
  ['email', 'el correo'],
  ['telefono', 'el teléfono'],
  ['documento_id', 'el tipo de documento'],
  ['dni', 'el DNI del representante'],
  ['representante', 'el representante legal'],
];

const t = (v: string | null | undefined) => (v ?? '').trim();

/** A dirección that goes into the issuer's XML: SUNAT reads one line of up to 200 characters. */
export const reglaDireccion = (campo: string) => ({
  campo,
  maximo: LIMITES_SUNAT.direccion.maximo,
  unaLinea: true,
});

/**
 * Every text of a company before anything reads it: razón social, nombre comercial and dirección are
 * printed in every XML it issues (single line; the dirección at SUNAT's 200), and no field may carry a
 * character an XML or PostgreSQL cannot take.
 */
function errorDeTextos(e: EmpresaEntrada): string | undefined {
  return primerErrorDeTexto([
    [t(e.razon_social), { campo: 'la razón social', maximo: 200, unaLinea: true }],
    [t(e.nombre_comercial), { campo: 'el nombre comercial', maximo: 200, unaLinea: true }],
    [t(e.direccion), reglaDireccion('la dirección')],
    ...REQUERIDOS.map(([clave, campo]) => [e[clave], { campo }] as const),
    [e.logo, { campo: 'el logo' }],
    [e.rubro, { campo: 'el rubro' }],
    [e.regimen_igv, { campo: 'el régimen de IGV' }],
    [e.regimen_planilla, { campo: 'el régimen de planilla' }],
  ]);
}

/** Checks a company before any write; answers the first problem in Spanish. */
export async function validarEmpresa(db: Db, e: EmpresaEntrada): Promise<EmpresaValidada> {
  const texto = errorDeTextos(e);
  if (texto) throw entradaInvalida(texto);
  for (const [campo, nombre] of REQUERIDOS) {
    if (!t(e[campo] as string)) throw entradaInvalida(`Ingrese ${nombre}`);
  }
  if (!esRucValido(t(e.ruc))) throw entradaInvalida(MENSAJE_RUC_INVALIDO);
  if (!esEmailValido(t(e.email)))
    throw entradaInvalida(`La dirección de email "${t(e.email)}" es incorrecta`);
  if (!esDniValido(t(e.dni))) throw entradaInvalida('El DNI del representante debe tener 8 dígitos');
  if (e.rubro && !RUBROS.includes(e.rubro)) throw entradaInvalida('Rubro no válido');
  const regimen = regimenIgvDeclarado(e.rubro, e.regimen_igv?.trim());
  if ('error' in regimen) throw entradaInvalida(regimen.error);
  const [u] = await db
    .select()
    .from(schema.ubigeos)
    .where(eq(schema.ubigeos.codigo, t(e.ubigeo)));
  if (!u) throw entradaInvalida('Seleccione un ubigeo válido');
  const [doc] = await db
    .select()
    .from(schema.tiposDocumento)
    .where(eq(schema.tiposDocumento.codigo, t(e.documento_id)));
  if (!doc) throw entradaInvalida('Tipo de documento no válido');
  return {
    ruc: t(e.ruc),
    razon_social: t(e.razon_social).toUpperCase(),
    nombre_comercial: t(e.nombre_comercial),
    direccion: t(e.direccion),
    ubigeo: u.codigo,
    departamento: u.departamento,
    provincia: u.provincia,
    distrito: u.distrito,
    estado: t(e.estado).toUpperCase(),
    condicion: t(e.condicion).toUpperCase(),
    email: t(e.email).toLowerCase(),
    telefono: t(e.telefono),
    documento_id: doc.codigo,
    dni: t(e.dni),
    representante: t(e.representante),
    logo: e.logo?.trim() || null,
    rubro: e.rubro ?? null,
    regimen_igv: regimen.regimen,
    regimen_planilla: e.regimen_planilla?.trim() || null,
  };
}

export function columnasEmpresa(v: EmpresaValidada) {
  return {
    ruc: v.ruc,
    razonSocial: v.razon_social,
    nombreComercial: v.nombre_comercial,
    direccion: v.direccion,
    ubigeo: v.ubigeo,
    departamento: v.departamento,
    provincia: v.provincia,
    distrito: v.distrito,
    estado: v.estado,
    condicion: v.condicion,
    email: v.email,
    telefono: v.telefono,
    documentoId: v.documento_id,
    dni: v.dni,
    representante: v.representante,
    logo: v.logo,
    rubro: v.rubro,
    regimenIgv: v.regimen_igv,
    regimenPlanilla: v.regimen_planilla,
  };
}
