import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { pedidoDeEmpresa } from './pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from './pedido-vista.ts';

/** What the 80 mm precuenta ticket prints: the house, the table, the waiter and the order's lines. */
export type PrecuentaVista = {
  ruc: string;
  razon_social: string;
  local: string;
  direccion: string;
  zona: string | null;
  mesa: string | null;
  mozo: string;
  fecha: string;
  pedido: PedidoVista;
};

export async function precuenta(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
): Promise<PrecuentaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const p = await pedidoDeEmpresa(deps.db, empresaId, pedidoId);
  const { empresas, locales, posMesas, posZonas, usuarios } = schema;
  const [fila] = await deps.db
    .select({
      ruc: empresas.ruc,
      razonSocial: empresas.razonSocial,
      local: locales.nombreCorto,
      direccion: locales.direccion,
      mozo: usuarios.nombres,
    })
    .from(empresas)
    .innerJoin(locales, eq(locales.id, p.localId))
    .innerJoin(usuarios, eq(usuarios.id, p.usuarioId))
    .where(eq(empresas.id, empresaId));
  const [mesa] = p.mesaId
    ? await deps.db
        .select({ mesa: posMesas.codigo, zona: posZonas.descripcion })
        .from(posMesas)
        .innerJoin(posZonas, eq(posZonas.id, posMesas.zonaId))
        .where(eq(posMesas.id, p.mesaId))
    : [];
  return {
    ruc: fila?.ruc ?? '',
    razon_social: fila?.razonSocial ?? '',
    local: fila?.local ?? '',
    direccion: fila?.direccion ?? '',
    zona: mesa?.zona ?? null,
    mesa: mesa?.mesa ?? null,
    mozo: fila?.mozo ?? '',
    fecha: new Date().toISOString(),
    pedido: await leerPedido(deps.db, p),
  };
}

/** An order of the company with its lines. */
export async function pedidoPorId(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<PedidoVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return leerPedido(deps.db, await pedidoDeEmpresa(deps.db, empresaId, id));
}
