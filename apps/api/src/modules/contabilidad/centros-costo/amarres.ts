import { schema } from '@kipu/db';
import { type LineaDistribucion, normalizarDistribucion, validarDistribucion } from '@kipu/peru';
import { ilike, inArray, or } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { COLUMNA_ESTADO, esUuid, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { Dependencias } from '../maestros-comun.ts';

type Fila = typeof schema.amarresCentroCosto.$inferSelect;
type Centro = typeof schema.centrosCosto.$inferSelect;

export type LineaAmarreVista = {
  centro_costo_id: string;
  codigo: string;
  nombre: string;
  porcentaje: string;
};

export type AmarreVista = {
  id: string;
  codigo: string;
  nombre: string;
  detalle: LineaAmarreVista[];
  deleted_at: string | null;
};

/** The centres an amarre's lines name, by id (to show their code and name). */
async function centrosPorId(deps: Dependencias, ids: string[]): Promise<Map<string, Centro>> {
  if (ids.length === 0) return new Map();
  const { centrosCosto } = schema;
  const filas = await deps.db.select().from(centrosCosto).where(inArray(centrosCosto.id, ids));
  return new Map(filas.map((c) => [c.id, c]));
}

async function vistasAmarre(deps: Dependencias, filas: Fila[]): Promise<AmarreVista[]> {
  const ids = [...new Set(filas.flatMap((a) => a.detalle.map((l) => l.centro_costo_id)))];
  const centros = await centrosPorId(deps, ids);
  return filas.map((a) => ({
    id: a.id,
    codigo: a.codigo,
    nombre: a.nombre,
    detalle: a.detalle.map((l) => ({
      ...l,
      codigo: centros.get(l.centro_costo_id)?.codigo ?? '',
      nombre: centros.get(l.centro_costo_id)?.nombre ?? '',
    })),
    deleted_at: a.deletedAt?.toISOString() ?? null,
  }));
}

export type AmarreEntrada = { codigo: string; nombre: string; detalle: LineaDistribucion[] };

/**
 * Every line's centre must be an active centre of the company: another company's centre is FORBIDDEN,
 * a deleted one is refused by name.
 */
async function exigirCentrosActivos(deps: Dependencias, empresaId: string, ids: string[]) {
  if (!ids.every(esUuid)) throw prohibido();
  const centros = await centrosPorId(deps, ids);
  for (const id of ids) {
    const c = centros.get(id);
    if (!c || c.empresaId !== empresaId) throw prohibido();
    if (c.deletedAt)
      throw entradaInvalida(`El centro de costo ${c.codigo} está eliminado: actívelo o quítelo del amarre`);
  }
}

async function columnas(deps: Dependencias, empresaId: string, e: AmarreEntrada) {
  const codigo = recortar(e.codigo).toUpperCase();
  const nombre = recortar(e.nombre).toUpperCase();
  if (!codigo) throw entradaInvalida('Ingrese el código del amarre');
  if (codigo.length > 20) throw entradaInvalida('El código del amarre tiene hasta 20 caracteres');
  if (!nombre) throw entradaInvalida('Ingrese el nombre del amarre');
  const error = validarDistribucion(e.detalle);
  if (error) throw entradaInvalida(error);
  await exigirCentrosActivos(
    deps,
    empresaId,
    e.detalle.map((l) => l.centro_costo_id),
  );
  return { codigo, nombre, detalle: normalizarDistribucion(e.detalle) };
}

const { amarresCentroCosto: a } = schema;

/** A row of the sheet: one line of an amarre. */
type LineaHoja = LineaAmarreVista & { amarre: AmarreVista; deleted_at: string | null };

/**
 * Cost-centre distributions (GEN001006). Re-activating one needs every centre it distributes to active.
 * The sheet has one row per line, so it can be summed and filtered by centre.
 */
export const amarres = definirMaestro<typeof a, AmarreEntrada, AmarreVista, LineaHoja>({
  tabla: a,
  orden: a.codigo,
  busqueda: (texto) => or(ilike(a.codigo, `${texto}%`), ilike(a.nombre, `%${texto}%`)),
  columnas: (deps, empresaId, e: AmarreEntrada) => columnas(deps, empresaId, e),
  vistas: vistasAmarre,
  duplicado: () => 'Ya existe un amarre de centros de costo con ese código',
  antesDeVigencia: async (deps, amarre, vigente) => {
    if (vigente)
      await exigirCentrosActivos(
        deps,
        amarre.empresaId,
        amarre.detalle.map((l) => l.centro_costo_id),
      );
  },
  hoja: {
    titulo: 'Amarres de centros de costo',
    archivo: 'amarres-centro-costo',
    columnas: [
      { encabezado: 'Código', valor: (l) => l.amarre.codigo, ancho: 12 },
      { encabezado: 'Amarre', valor: (l) => l.amarre.nombre, ancho: 40 },
      { encabezado: 'Centro de costo', valor: (l) => l.codigo, ancho: 16 },
      { encabezado: 'Nombre del centro', valor: (l) => l.nombre, ancho: 40 },
      { encabezado: 'Porcentaje', valor: (l) => l.porcentaje, tipo: 'monto', ancho: 12 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) =>
      vistas.flatMap((amarre) =>
        amarre.detalle.map((l) => ({ amarre, ...l, deleted_at: amarre.deleted_at })),
      ),
  },
});
