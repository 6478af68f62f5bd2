import { schema } from '@kipu/db';
import { and, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import { type RegistroAuditoriaVista, registrosDeAuditoria } from '../../equipo/queries/auditoria.ts';
import { type UsuarioListado, usuarioListado } from './buscar-usuarios.ts';

export type ConcesionDeUsuario = {
  empresa_id: string;
  ruc: string;
  razon_social: string;
  rol_id: string;
  rol: string;
  local: string | null;
  modulos: string[] | null;
  propietario: boolean;
  suspendida_at: string | null;
  demo_vence_at: string | null;
};

export type DetalleUsuario = UsuarioListado & {
  rol: string;
  email_verificado_at: string | null;
  prueba_vence_at: string | null;
  desactivado_at: string | null;
  debe_cambiar_password: boolean;
  sesiones_abiertas: number;
  ultimo_ingreso: string | null;
  concesiones: ConcesionDeUsuario[];
  auditoria: RegistroAuditoriaVista[];
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The account or a Spanish refusal: the administrator reads ids from the list, so a wrong one is input. */
export async function cuentaExistente(deps: Dependencias, id: string) {
  const u = schema.usuarios;
  const [fila] = esUuid(id)
    ? await deps.db
        .select()
        .from(u)
        .where(and(eq(u.id, id), isNull(u.deletedAt)))
    : [];
  if (!fila) throw entradaInvalida('El usuario no existe');
  return fila;
}

/** user(id): the account, its companies with each grant, its sessions and its access-log entries. */
export async function detalleUsuario(deps: Dependencias, id: string): Promise<DetalleUsuario> {
  const u = await cuentaExistente(deps, id);
  const { usuarioEmpresas: ue, empresas, roles, locales, sesiones, auditoriaAccesos: a } = schema;
  const [concesiones, [uso], nombresDeRol] = await Promise.all([
    deps.db
      .select({ c: ue, ruc: empresas.ruc, razon: empresas.razonSocial, local: locales.nombreCorto })
      .from(ue)
      .innerJoin(empresas, eq(empresas.id, ue.empresaId))
      .leftJoin(locales, eq(locales.id, ue.localId))
      .where(eq(ue.usuarioId, id))
      .orderBy(empresas.razonSocial),
    deps.db
      .select({
        abiertas: sql<number>`count(*) filter (where ${sesiones.revocadaAt} is null)`.mapWith(Number),
        ultimo: max(sesiones.createdAt),
      })
      .from(sesiones)
      .where(eq(sesiones.usuarioId, id)),
    deps.db.select({ id: roles.id, nombre: roles.nombre }).from(roles),
  ]);
  const nombre = new Map(nombresDeRol.map((r) => [r.id, r.nombre]));
  const auditoria = await registrosDeAuditoria(deps, or(eq(a.usuarioId, id), eq(a.actorId, id)), 50);
  return {
    ...usuarioListado(u),
    rol: nombre.get(u.rolId) ?? u.rolId,
    email_verificado_at: iso(u.emailVerificadoAt),
    prueba_vence_at: iso(u.pruebaVenceAt),
    desactivado_at: iso(u.desactivadoAt),
    debe_cambiar_password: u.debeCambiarPassword,
    sesiones_abiertas: uso?.abiertas ?? 0,
    ultimo_ingreso: uso?.ultimo ? new Date(uso.ultimo).toISOString() : null,
    concesiones: concesiones.map(({ c, ruc, razon, local }) => {
      const rolId = c.rolId ?? u.rolId;
      return {
        empresa_id: c.empresaId,
        ruc,
        razon_social: razon,
        rol_id: rolId,
        rol: nombre.get(rolId) ?? rolId,
        local,
        modulos: c.modulos,
        propietario: c.propietario,
        suspendida_at: iso(c.suspendidaAt),
        demo_vence_at: iso(c.demoVenceAt),
      };
    }),
    auditoria,
  };
}
