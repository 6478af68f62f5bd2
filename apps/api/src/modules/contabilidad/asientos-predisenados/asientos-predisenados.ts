import { schema } from '@kipu/db';
import {
  asientoDePredisenado,
  type LineaPredisenadaEntrada,
  lineasPredisenadas,
} from '@kipu/peru/contabilidad/asiento-predisenado';
import { ilike, or } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { COLUMNA_ESTADO, exigirDeEmpresa, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { registrarAsientoVario } from '../asientos-varios/asientos-varios.ts';
import { cuentasDeLineas } from '../compras/cuentas-de-compra.ts';
import type { OperacionVista } from '../libro/consultar-operaciones.ts';

type Fila = typeof schema.asientosPredisenados.$inferSelect;

export type AsientoPredisenadoVista = {
  id: string;
  nombre: string;
  glosa: string;
  lineas: Fila['lineas'];
  deleted_at: string | null;
};

export type AsientoPredisenadoEntrada = { nombre: string; glosa: string; lineas: LineaPredisenadaEntrada[] };

const vista = (f: Fila): AsientoPredisenadoVista => ({
  id: f.id,
  nombre: f.nombre,
  glosa: f.glosa,
  lineas: f.lineas,
  deleted_at: f.deletedAt?.toISOString() ?? null,
});

/** Name, glosa and lines that balance (the pure rule), on last-level accounts of the company. */
async function columnas(deps: Dependencias, empresaId: string, e: AsientoPredisenadoEntrada) {
  const nombre = recortar(e.nombre).toUpperCase();
  const glosa = recortar(e.glosa);
  if (!nombre) throw entradaInvalida('Ingrese el nombre del asiento prediseñado');
  if (nombre.length > 100) throw entradaInvalida('El nombre tiene hasta 100 caracteres');
  if (!glosa) throw entradaInvalida('Indique la glosa del asiento');
  if (glosa.length > 200) throw entradaInvalida('La glosa tiene hasta 200 caracteres');
  const lineas = lineasPredisenadas(e.lineas);
  if ('error' in lineas) throw entradaInvalida(lineas.error);
  await cuentasDeLineas(
    deps.db,
    empresaId,
    lineas.map((l) => l.cuenta),
  );
  return { nombre, glosa, lineas };
}

const { asientosPredisenados: t } = schema;

/** Pre-designed entries (CON002005): search by name or glosa. */
export const asientosPredisenados = definirMaestro<
  typeof t,
  AsientoPredisenadoEntrada,
  AsientoPredisenadoVista
>({
  tabla: t,
  orden: t.nombre,
  busqueda: (texto) => or(ilike(t.nombre, `%${texto}%`), ilike(t.glosa, `%${texto}%`)),
  columnas: (deps, empresaId, e) => columnas(deps, empresaId, e),
  vistas: (_deps, filas) => filas.map(vista),
  duplicado: () => 'Ya existe un asiento prediseñado con ese nombre',
  hoja: {
    titulo: 'Asientos prediseñados',
    archivo: 'asientos-predisenados',
    columnas: [
      { encabezado: 'Nombre', valor: (v) => v.nombre, ancho: 30 },
      { encabezado: 'Glosa', valor: (v) => v.glosa, ancho: 40 },
      { encabezado: 'Cuentas', valor: (v) => v.lineas.map((l) => l.cuenta).join(', '), ancho: 40 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});

export type AplicarAsientoPredisenado = { id: string; fecha: string; importe: string; glosa?: string | null };

/**
 * Posts a pre-designed entry for an amount as an asiento vario, through registrarAsientoVario (same
 * checks, same posting); a deleted template is refused.
 */
export async function aplicarAsientoPredisenado(
  deps: Dependencias,
  sesion: SesionActiva,
  a: AplicarAsientoPredisenado,
): Promise<OperacionVista> {
  const p = await exigirDeEmpresa(deps, sesion, t, a.id);
  if (p.deletedAt) throw entradaInvalida('El asiento prediseñado está eliminado');
  const lineas = asientoDePredisenado(p.lineas, recortar(a.importe));
  if ('error' in lineas) throw entradaInvalida(lineas.error);
  return registrarAsientoVario(deps, sesion, { fecha: a.fecha, glosa: recortar(a.glosa) || p.glosa, lineas });
}
