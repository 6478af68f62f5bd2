import { schema } from '@kipu/db';
import { validarDocumentoIdentidad } from '@kipu/peru';
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
  transportistaDeEmpresa,
  vistasConTransportista,
} from './validar-maestro-guia.ts';

type Fila = typeof schema.conductores.$inferSelect;

export type ConductorVista = {
  id: string;
  tipo_documento: string;
  numero_documento: string;
  nombres: string;
  apellidos: string;
  licencia: string;
  deleted_at: string | null;
} & DelTransportista;

export type ConductorEntrada = {
  tipo_documento: string;
  numero_documento: string;
  nombres: string;
  apellidos: string;
  licencia: string;
  transportista_id?: string | null;
};

/** A driver is a person: SUNAT refuses a RUC as the driver's document (2571). */
function documento(e: ConductorEntrada) {
  const tipoDocumento = recortar(e.tipo_documento);
  const numeroDocumento = recortar(e.numero_documento).toUpperCase();
  if (!tipoDocumento) throw entradaInvalida('Seleccione el tipo de documento del conductor');
  if (tipoDocumento === '6') throw entradaInvalida('El documento del conductor no puede ser un RUC');
  if (!numeroDocumento) throw entradaInvalida('Ingrese el número de documento del conductor');
  const error = validarDocumentoIdentidad(tipoDocumento, numeroDocumento);
  if (error) throw entradaInvalida(error);
  return { tipoDocumento, numeroDocumento };
}

async function columnas(deps: Dependencias, empresaId: string, e: ConductorEntrada) {
  const doc = documento(e);
  const nombres = textoGre(
    e.nombres,
    'el nombre del conductor',
    { maximo: 250 },
    'Ingrese los nombres del conductor',
  );
  const apellidos = textoGre(
    e.apellidos,
    'el apellido del conductor',
    { maximo: 250 },
    'Ingrese los apellidos del conductor',
  );
  const licencia = codigoSunat(e.licencia);
  if (!licencia) throw entradaInvalida('Ingrese el número de licencia de conducir');
  exigirFormato(
    licencia,
    FORMATOS_TRANSPORTE.licencia,
    'La licencia tiene 9 o 10 letras o dígitos, sin guiones (Q12345678)',
  );
  return {
    ...doc,
    nombres: nombres.toUpperCase(),
    apellidos: apellidos.toUpperCase(),
    licencia,
    transportistaId: await transportistaDeEmpresa(deps, empresaId, e.transportista_id),
  };
}

const vistas = (deps: Dependencias, filas: Fila[]): Promise<ConductorVista[]> =>
  vistasConTransportista(deps, filas, (c) => ({
    id: c.id,
    tipo_documento: c.tipoDocumento,
    numero_documento: c.numeroDocumento,
    nombres: c.nombres,
    apellidos: c.apellidos,
    licencia: c.licencia,
    deleted_at: c.deletedAt?.toISOString() ?? null,
  }));

const { conductores: c } = schema;

/** The drivers a guide names: by document (prefix), names, surnames or licence; in surname order. */
export const conductores = definirMaestro<typeof c, ConductorEntrada, ConductorVista>({
  tabla: c,
  orden: c.apellidos,
  busqueda: (texto) =>
    or(
      ilike(c.numeroDocumento, `${texto}%`),
      ilike(c.nombres, `%${texto}%`),
      ilike(c.apellidos, `%${texto}%`),
      ilike(c.licencia, `${codigoSunat(texto)}%`),
    ),
  columnas: (deps, empresaId, e) => columnas(deps, empresaId, e),
  vistas,
  duplicado: (fila) => `Ya existe un conductor con el documento ${fila.numeroDocumento}`,
  hoja: {
    titulo: 'Conductores',
    archivo: 'conductores',
    columnas: [
      { encabezado: 'Tipo doc.', valor: (f) => f.tipo_documento, ancho: 9 },
      { encabezado: 'Número', valor: (f) => f.numero_documento, ancho: 14 },
      { encabezado: 'Apellidos', valor: (f) => f.apellidos, ancho: 30 },
      { encabezado: 'Nombres', valor: (f) => f.nombres, ancho: 30 },
      { encabezado: 'Licencia', valor: (f) => f.licencia, ancho: 12 },
      { encabezado: 'Transportista', valor: (f) => f.transportista_razon_social, ancho: 40 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
