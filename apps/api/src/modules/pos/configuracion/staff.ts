import { schema } from '@kipu/db';
import { asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { activasDeEmpresa, recortar } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { activaDeEmpresa, concesionDeMiembro, localDe, maestroPos } from '../comun.ts';

export type StaffEntrada = {
  usuario_id: string;
  rol: string;
  cocina_id?: string | null;
  local_id?: string | null;
};

type RolStaff = schema.RolStaff;
const ROLES: readonly RolStaff[] = ['mozo', 'cocinero', 'cajero'];
const esRol = (r: string): r is RolStaff => (ROLES as readonly string[]).includes(r);

export const staff = maestroPos(
  schema.posStaff,
  'El usuario ya está registrado en el staff',
  async (deps, sesion, empresaId, e: StaffEntrada) => {
    const rol = recortar(e.rol);
    if (!esRol(rol)) throw entradaInvalida('El rol debe ser mozo, cocinero o cajero');
    // Staff are members: their grant in the company says where they work and a cook's kitchen.
    const miembro = await concesionDeMiembro(deps.db, empresaId, e.usuario_id);
    const localId = await localDe(deps.db, sesion, empresaId, recortar(e.local_id) || miembro.localId);
    if (miembro.localId && miembro.localId !== localId)
      throw entradaInvalida('El usuario trabaja en otro local de la empresa');
    const deLaConcesion = rol === 'cocinero' ? miembro.cocinaId : null;
    const pedida = recortar(e.cocina_id) || deLaConcesion;
    if (deLaConcesion && pedida !== deLaConcesion)
      throw entradaInvalida('La cocina del cocinero es la de su acceso en la empresa');
    let cocinaId: string | null = null;
    if (pedida) {
      const cocina = await activaDeEmpresa(deps.db, schema.posCocinas, empresaId, pedida);
      if (cocina.localId !== localId) throw entradaInvalida('La cocina no pertenece al local del staff');
      cocinaId = cocina.id;
    }
    if (rol === 'cocinero' && !cocinaId) throw entradaInvalida('Indique la cocina del cocinero');
    return { usuarioId: miembro.usuarioId, rol, localId, cocinaId };
  },
);

export type StaffVista = typeof schema.posStaff.$inferSelect & { nombres: string; email: string };

/** The company's staff with each user's name and e-mail. */
export async function listarStaff(deps: Dependencias, sesion: SesionActiva): Promise<StaffVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { posStaff: s, usuarios: u } = schema;
  const filas = await deps.db
    .select({ s, nombres: u.nombres, email: u.email })
    .from(s)
    .innerJoin(u, eq(u.id, s.usuarioId))
    .where(activasDeEmpresa(s, empresaId))
    .orderBy(asc(u.nombres));
  return filas.map((f) => ({ ...f.s, nombres: f.nombres, email: f.email }));
}

/** A staff row with its user's name and e-mail, as the lists show it. */
export async function conUsuario(
  deps: Dependencias,
  fila: typeof schema.posStaff.$inferSelect,
): Promise<StaffVista> {
  const [u] = await deps.db
    .select({ nombres: schema.usuarios.nombres, email: schema.usuarios.email })
    .from(schema.usuarios)
    .where(eq(schema.usuarios.id, fila.usuarioId));
  return { ...fila, nombres: u?.nombres ?? '', email: u?.email ?? '' };
}
