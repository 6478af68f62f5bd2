import { schema } from '@kipu/db';
import type { Conductor, Vehiculo } from '@kipu/peru/gre/tipos';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { esUuid, exigirDeEmpresa, type TablaConBaja } from '../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import type { GuiaIndividualInput, TipoGuia, TransporteDeMaestros } from './entrada-guia.ts';

/**
 * The company's live rows of a master, in the order the ids were given: an id of another company (or
 * none at all) is FORBIDDEN, a deleted row is bad input named by `nombre`.
 */
async function filasDeEmpresa<T extends TablaConBaja>(
  deps: Dependencias,
  empresaId: string,
  tabla: T,
  ids: readonly string[],
  nombre: (fila: T['$inferSelect']) => string,
): Promise<T['$inferSelect'][]> {
  if (ids.some((id) => !esUuid(id))) throw prohibido();
  const filas = (await deps.db
    .select()
    .from(tabla as PgTable)
    .where(inArray(tabla.id, [...ids]))) as T['$inferSelect'][];
  const porId = new Map(filas.map((f) => [f.id as string, f]));
  return ids.map((id) => {
    const fila = porId.get(id);
    if (!fila || fila.empresaId !== empresaId) throw prohibido();
    if (fila.deletedAt) throw entradaInvalida(`${nombre(fila)} está eliminado`);
    return fila;
  });
}

const vehiculo = (v: typeof schema.vehiculos.$inferSelect): Vehiculo => ({
  placa: v.placa,
  tuce: v.tuce ?? undefined,
  autorizacion:
    v.entidadAutorizadora && v.numeroAutorizacion
      ? {
          entidad: v.entidadAutorizadora as NonNullable<Vehiculo['autorizacion']>['entidad'],
          numero: v.numeroAutorizacion,
        }
      : undefined,
});

const conductor = (c: typeof schema.conductores.$inferSelect): Conductor => ({
  tipoDocumento: c.tipoDocumento,
  numero: c.numeroDocumento,
  nombres: c.nombres,
  apellidos: c.apellidos,
  licencia: c.licencia,
});

/**
 * The carrier, vehicles and drivers a guide picked from the company's masters (each id checked to be
 * the session company's). A carrier's own guide (31) names no carrier: the issuer is the carrier.
 */
export async function transporteDeMaestros(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
  tipo: TipoGuia,
  i: GuiaIndividualInput,
): Promise<TransporteDeMaestros> {
  const m: TransporteDeMaestros = {};
  if (i.transportista_id) {
    const t = await exigirDeEmpresa(deps, sesion, schema.transportistas, i.transportista_id);
    if (tipo === '31')
      throw entradaInvalida('En una guía de transportista el transportista es la propia empresa');
    if (t.deletedAt || !t.activo) throw entradaInvalida(`El transportista ${t.razonSocial} no está activo`);
    m.transportista = { ruc: t.ruc, razonSocial: t.razonSocial, registroMtc: t.registroMtc };
  }
  if (i.vehiculo_ids?.length)
    m.vehiculos = (
      await filasDeEmpresa(deps, empresaId, schema.vehiculos, i.vehiculo_ids, (v) => `El vehículo ${v.placa}`)
    ).map(vehiculo);
  if (i.conductor_ids?.length)
    m.conductores = (
      await filasDeEmpresa(
        deps,
        empresaId,
        schema.conductores,
        i.conductor_ids,
        (c) => `El conductor ${c.nombres} ${c.apellidos}`,
      )
    ).map(conductor);
  return m;
}
