import { schema } from '@kipu/db';
import { ENTIDADES_AUTORIZADORAS } from '@kipu/peru/gre/catalogos-gre';
import { FORMATOS_TRANSPORTE } from '@kipu/peru/gre/validar-transporte';
import { ilike, or } from 'drizzle-orm';
import { definirMaestro } from '../../shared/definir-maestro.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { COLUMNA_ESTADO, recortar } from '../../shared/tablas-de-empresa.ts';
import {
  codigoSunat,
  type DelTransportista,
  exigirFormato,
  textoGre,
  textoOpcional,
  transportistaDeEmpresa,
  vistasConTransportista,
} from './validar-maestro-guia.ts';

type Fila = typeof schema.vehiculos.$inferSelect;

export type VehiculoVista = {
  id: string;
  placa: string;
  tuce: string | null;
  entidad_autorizadora: string | null;
  numero_autorizacion: string | null;
  marca: string | null;
  descripcion: string | null;
  deleted_at: string | null;
} & DelTransportista;

export type VehiculoEntrada = {
  placa: string;
  tuce?: string | null;
  entidad_autorizadora?: string | null;
  numero_autorizacion?: string | null;
  marca?: string | null;
  descripcion?: string | null;
  transportista_id?: string | null;
};

/** A special authorisation is the issuing entity (catálogo D-37) and its number, both or neither. */
function autorizacion(e: VehiculoEntrada) {
  const entidad = recortar(e.entidad_autorizadora);
  const numero = textoGre(e.numero_autorizacion, 'el número de autorización especial', {
    maximo: 50,
    minimo: 3,
  });
  if (!entidad && !numero) return { entidadAutorizadora: null, numeroAutorizacion: null };
  if (!entidad) throw entradaInvalida('Seleccione la entidad que emitió la autorización especial');
  if (!Object.hasOwn(ENTIDADES_AUTORIZADORAS, entidad))
    throw entradaInvalida(`La entidad autorizadora ${entidad} no está en el catálogo D-37 de SUNAT`);
  if (!numero) throw entradaInvalida('Ingrese el número de autorización especial');
  return { entidadAutorizadora: entidad, numeroAutorizacion: numero };
}

async function columnas(deps: Dependencias, empresaId: string, e: VehiculoEntrada) {
  const placa = codigoSunat(e.placa);
  if (!placa) throw entradaInvalida('Ingrese la placa del vehículo');
  exigirFormato(
    placa,
    FORMATOS_TRANSPORTE.placa,
    'La placa tiene de 6 a 8 letras o dígitos, sin guiones (ABC123)',
  );
  const tuce = codigoSunat(e.tuce) || null;
  if (tuce)
    exigirFormato(
      tuce,
      FORMATOS_TRANSPORTE.tuce,
      'La TUC o certificado de habilitación tiene de 10 a 15 letras o dígitos',
    );
  return {
    placa,
    tuce,
    ...autorizacion(e),
    marca: textoOpcional(e.marca, 'la marca', 100)?.toUpperCase() ?? null,
    descripcion: textoOpcional(e.descripcion, 'la descripción', 250),
    transportistaId: await transportistaDeEmpresa(deps, empresaId, e.transportista_id),
  };
}

const vistas = (deps: Dependencias, filas: Fila[]): Promise<VehiculoVista[]> =>
  vistasConTransportista(deps, filas, (v) => ({
    id: v.id,
    placa: v.placa,
    tuce: v.tuce,
    entidad_autorizadora: v.entidadAutorizadora,
    numero_autorizacion: v.numeroAutorizacion,
    marca: v.marca,
    descripcion: v.descripcion,
    deleted_at: v.deletedAt?.toISOString() ?? null,
  }));

const { vehiculos: v } = schema;

/** The vehicles a guide names (the company's own or a carrier's): by plate (prefix) or make. */
export const vehiculos = definirMaestro<typeof v, VehiculoEntrada, VehiculoVista>({
  tabla: v,
  orden: v.placa,
  busqueda: (texto) =>
    or(
      ilike(v.placa, `${codigoSunat(texto)}%`),
      ilike(v.marca, `%${texto}%`),
      ilike(v.descripcion, `%${texto}%`),
    ),
  columnas: (deps, empresaId, e) => columnas(deps, empresaId, e),
  vistas,
  duplicado: (fila) => `Ya existe un vehículo con placa ${fila.placa}`,
  hoja: {
    titulo: 'Vehículos',
    archivo: 'vehiculos',
    columnas: [
      { encabezado: 'Placa', valor: (f) => f.placa, ancho: 10 },
      { encabezado: 'TUC / certificado', valor: (f) => f.tuce, ancho: 18 },
      { encabezado: 'Entidad autorizadora', valor: (f) => f.entidad_autorizadora, ancho: 10 },
      { encabezado: 'N° autorización', valor: (f) => f.numero_autorizacion, ancho: 18 },
      { encabezado: 'Marca', valor: (f) => f.marca, ancho: 16 },
      { encabezado: 'Descripción', valor: (f) => f.descripcion, ancho: 30 },
      { encabezado: 'Transportista', valor: (f) => f.transportista_razon_social, ancho: 40 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
