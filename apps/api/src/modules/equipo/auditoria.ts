import { type Db, schema } from '@kipu/db';

export type AccionAuditada =
  | 'invitacion'
  | 'invitacion_anulada'
  | 'invitacion_aceptada'
  | 'subcuenta_creada'
  | 'acceso_modificado'
  | 'acceso_suspendido'
  | 'acceso_reactivado'
  | 'acceso_retirado'
  | 'rol_creado'
  | 'rol_modificado'
  | 'cuenta_desactivada'
  | 'cuenta_reactivada'
  | 'rol_plataforma_cambiado'
  | 'confirmacion_reenviada';

/** Every grant, change, suspension and removal is kept: who did what to whose access, and when. */
export async function auditar(
  db: Pick<Db, 'insert'>,
  registro: {
    empresaId: string | null;
    actorId: string;
    usuarioId?: string | null;
    accion: AccionAuditada;
    detalle?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(schema.auditoriaAccesos).values({
    empresaId: registro.empresaId,
    actorId: registro.actorId,
    usuarioId: registro.usuarioId ?? null,
    accion: registro.accion,
    detalle: registro.detalle ?? {},
  });
}
