import { schema } from '@kipu/db';
import { esTipoCentroCosto, TIPOS_CENTRO_COSTO } from '@kipu/peru';
import { asc, ilike, or, sql } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { activasDeEmpresa, COLUMNA_ESTADO, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { Dependencias } from '../maestros-comun.ts';

type Fila = typeof schema.centrosCosto.$inferSelect;

export type CentroCostoVista = {
  id: string;
  codigo: string;
  nombre: string;
  tipo: string;
  tipo_nombre: string;
  deleted_at: string | null;
};

export const vistaCentroCosto = (c: Fila): CentroCostoVista => ({
  id: c.id,
  codigo: c.codigo,
  nombre: c.nombre,
  tipo: c.tipo,
  tipo_nombre: esTipoCentroCosto(c.tipo) ? TIPOS_CENTRO_COSTO[c.tipo] : c.tipo,
  deleted_at: c.deletedAt?.toISOString() ?? null,
});

export type CentroCostoEntrada = { codigo: string; nombre: string; tipo: string };

function columnas(e: CentroCostoEntrada) {
  const codigo = recortar(e.codigo).toUpperCase();
  const nombre = recortar(e.nombre).toUpperCase();
  if (!codigo) throw entradaInvalida('Ingrese el código del centro de costo');
  if (codigo.length > 20) throw entradaInvalida('El código del centro de costo tiene hasta 20 caracteres');
  if (!nombre) throw entradaInvalida('Ingrese el nombre del centro de costo');
  if (nombre.length > 150) throw entradaInvalida('El nombre del centro de costo es demasiado largo');
  if (!esTipoCentroCosto(e.tipo)) throw entradaInvalida('Seleccione el tipo de centro de costo');
  return { codigo, nombre, tipo: e.tipo };
}

/** A centre an active amarre distributes to cannot be deleted: the amarre would point at nothing. */
async function noUsadoEnAmarres(deps: Dependencias, centro: Fila, vigente: boolean) {
  if (vigente) return;
  const { amarresCentroCosto: a } = schema;
  const usados = await deps.db
    .select({ codigo: a.codigo })
    .from(a)
    .where(
      activasDeEmpresa(
        a,
        centro.empresaId,
        sql`${a.detalle} @> ${JSON.stringify([{ centro_costo_id: centro.id }])}::jsonb`,
      ),
    )
    .orderBy(asc(a.codigo));
  if (usados.length)
    throw entradaInvalida(
      `El centro de costo ${centro.codigo} se usa en los amarres ${usados.map((u) => u.codigo).join(', ')}: quítelo de ellos o elimínelos primero`,
    );
}

const { centrosCosto: c } = schema;

/** Cost centres (GEN001006): search by code prefix or name, in code order. */
export const centrosCosto = definirMaestro<typeof c, CentroCostoEntrada, CentroCostoVista>({
  tabla: c,
  orden: c.codigo,
  busqueda: (texto) => or(ilike(c.codigo, `${texto}%`), ilike(c.nombre, `%${texto}%`)),
  columnas: (_deps, _empresaId, e: CentroCostoEntrada) => columnas(e),
  vistas: (_deps, filas) => filas.map(vistaCentroCosto),
  duplicado: () => 'Ya existe un centro de costo con ese código',
  antesDeVigencia: noUsadoEnAmarres,
  hoja: {
    titulo: 'Centros de costo',
    archivo: 'centros-costo',
    columnas: [
      { encabezado: 'Código', valor: (v) => v.codigo, ancho: 12 },
      { encabezado: 'Nombre', valor: (v) => v.nombre, ancho: 45 },
      { encabezado: 'Tipo', valor: (v) => v.tipo_nombre, ancho: 16 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
