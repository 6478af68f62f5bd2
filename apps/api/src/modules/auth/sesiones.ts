import { type Db, type RolId, schema } from '@kipu/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { calcularAutorizacion } from './autorizacion.ts';
import {
  claimsAcceso,
  firmarAcceso,
  firmarAutorizacion,
  hashToken,
  nuevoTokenOpaco,
  VIGENCIA_REFRESH_DIAS,
} from './tokens.ts';

export type EmpresaSesion = {
  id: string;
  ruc: string;
  razon_social: string;
  soap_envio: string | null;
  periodo: string | null;
  rubro: string | null;
  regimen_igv: string;
  uit: string | null;
};
export type LocalSesion = { id: string; direccion: string | null; nombre_corto: string | null };

export type ResultadoLogin = {
  authentication: string | null;
  authorization: string | null;
  refresh: string | null;
  company: EmpresaSesion | null;
  local: LocalSesion | null;
  modulo_id: string | null;
};

/**
 * Roles that enter invoicing directly (spec 01 §6). Spec 01 forces only the waiter, cashier and seller
 * among the POS roles; the cook (fc7a149a) is forced too, since its only screen, the kitchen, lives in
 * invoicing and without a module its session holds no permission at all.
 */
const ROLES_DIRECTO_FACTURACION: readonly RolId[] = [
  'fd2b32f2',
  '1990d988',
  '129965aa',
  '0f17e438',
  'fc7a149a',
  '203e6a2a',
  '11676146',
];

/** Roles that work in the one company (and local) assigned to them. */
const ROLES_EMPRESA_ASIGNADA: readonly RolId[] = ['fd2b32f2', '203e6a2a', '11676146'];

export type UsuarioSesion = { id: string; email: string; nombres: string; rolId: string };
export type MetaPeticion = { ip: string; userAgent: string };

export const resultadoSinSesion = (authentication: 'verify' | 'expired'): ResultadoLogin => ({
  authentication,
  authorization: null,
  refresh: null,
  company: null,
  local: null,
  modulo_id: null,
});

export async function emitirRefresh(db: Db, sesionId: string): Promise<string> {
  const refresh = nuevoTokenOpaco();
  await db.insert(schema.refreshTokens).values({
    sesionId,
    tokenHash: hashToken(refresh),
    expiraAt: new Date(Date.now() + VIGENCIA_REFRESH_DIAS * 86_400_000),
  });
  return refresh;
}

export async function empresaDeSesion(db: Db, empresaId: string | null): Promise<EmpresaSesion | null> {
  if (!empresaId) return null;
  const [e] = await db.select().from(schema.empresas).where(eq(schema.empresas.id, empresaId)).limit(1);
  if (!e) return null;
  const anio = e.periodo?.slice(0, 4) ?? String(new Date().getFullYear());
  const [uit] = await db
    .select({ valor: schema.uits.valor })
    .from(schema.uits)
    .where(eq(schema.uits.anio, anio));
  return {
    id: e.id,
    ruc: e.ruc,
    razon_social: e.razonSocial,
    soap_envio: e.soapEnvio,
    periodo: e.periodo,
    rubro: e.rubro,
    regimen_igv: e.regimenIgv,
    uit: uit?.valor ?? null,
  };
}

export async function localDeSesion(db: Db, localId: string | null): Promise<LocalSesion | null> {
  if (!localId) return null;
  const [l] = await db.select().from(schema.locales).where(eq(schema.locales.id, localId)).limit(1);
  return l ? { id: l.id, direccion: l.direccion, nombre_corto: l.nombreCorto } : null;
}

/**
 * Opens the user's only live session: earlier ones are revoked as 'reemplazada', so their tokens answer
 * SESSION_REPLACED from then on. The active company (and its local and period) carries over.
 */
export async function abrirSesion(
  deps: Dependencias,
  usuario: UsuarioSesion,
  meta: MetaPeticion,
): Promise<ResultadoLogin> {
  const { sesiones, usuarioEmpresas } = schema;
  const sesion = await deps.db.transaction(async (tx) => {
    await tx
      .update(sesiones)
      .set({ revocadaAt: new Date(), motivoRevocacion: 'reemplazada' })
      .where(and(eq(sesiones.usuarioId, usuario.id), isNull(sesiones.revocadaAt)));
    // The active company carries over; roles bound to one company take it even when none is active.
    const [activa] = await tx
      .select()
      .from(usuarioEmpresas)
      .where(
        and(
          eq(usuarioEmpresas.usuarioId, usuario.id),
          ROLES_EMPRESA_ASIGNADA.includes(usuario.rolId as RolId)
            ? undefined
            : eq(usuarioEmpresas.activa, true),
        ),
      )
      .orderBy(desc(usuarioEmpresas.activa))
      .limit(1);
    const moduloId = ROLES_DIRECTO_FACTURACION.includes(usuario.rolId as RolId) ? 'facturacion' : null;
    const [nueva] = await tx
      .insert(sesiones)
      .values({
        usuarioId: usuario.id,
        moduloId,
        empresaId: activa?.empresaId ?? null,
        localId: activa?.localId ?? null,
        periodo: activa?.periodo ?? null,
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 500),
      })
      .returning();
    if (!nueva) throw new Error('No se pudo abrir la sesión');
    return nueva;
  });
  return tokensDeSesion(deps, usuario, sesion);
}

type SesionFila = typeof schema.sesiones.$inferSelect;

async function tokensDeSesion(
  deps: Dependencias,
  usuario: UsuarioSesion,
  sesion: SesionFila,
): Promise<ResultadoLogin> {
  const { db, claves } = deps;
  const [authentication, authorization, refresh, company, local] = await Promise.all([
    firmarAcceso(claimsAcceso(usuario, sesion.id), claves.jwt),
    calcularAutorizacion(db, usuario, sesion.id, sesion.moduloId, sesion.empresaId).then((c) =>
      firmarAutorizacion(c, claves.jwt),
    ),
    emitirRefresh(db, sesion.id),
    empresaDeSesion(db, sesion.empresaId),
    localDeSesion(db, sesion.localId),
  ]);
  return { authentication, authorization, refresh, company, local, modulo_id: sesion.moduloId };
}
