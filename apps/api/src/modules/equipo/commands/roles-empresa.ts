import { randomBytes } from 'node:crypto';
import { PERMISOS, schema, type Tx } from '@kipu/db';
import { primerErrorDeTexto } from '@kipu/peru/texto/texto-xml';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { permisosDeAcceso } from '../../auth/autorizacion.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { auditar } from '../auditoria.ts';

export type RolEmpresaInput = { nombre: string; descripcion?: string | null; permisos: readonly string[] };

export type RolEmpresaVista = { id: string; nombre: string; descripcion: string; permisos: string[] };

const catalogo = new Map<string, string | null>(PERMISOS.map((p) => [p.id, p.moduloId]));

/** A company role is made of permissions its author holds, named once per company. */
async function validarRol(deps: Dependencias, sesion: SesionActiva, input: RolEmpresaInput) {
  const nombre = input.nombre.trim().replace(/\s+/g, ' ');
  const descripcion = input.descripcion?.trim() || nombre;
  if (!nombre) throw entradaInvalida('Ingrese el nombre del rol');
  const error = primerErrorDeTexto([
    [nombre, { campo: 'El nombre del rol', maximo: 60, unaLinea: true }],
    [descripcion, { campo: 'La descripción del rol', maximo: 200, unaLinea: true }],
  ]);
  if (error) throw entradaInvalida(error);
  const permisos = [...new Set(input.permisos)].sort();
  if (permisos.length === 0) throw entradaInvalida('Elija al menos un permiso');
  const desconocido = permisos.find((p) => !catalogo.has(p));
  if (desconocido) throw entradaInvalida(`No existe el permiso ${desconocido}`);
  const mios = await permisosDeAcceso(deps.db, sesion.acceso);
  const ajeno = permisos.find((p) => !mios.has(p));
  if (ajeno) throw entradaInvalida(`No puede dar el permiso ${ajeno}: usted no lo tiene`);
  return { nombre, descripcion, permisos };
}

/** The permissions and the modules they belong to (the role enters those modules). */
async function guardarPermisos(tx: Tx, rolId: string, permisos: readonly string[]) {
  await tx.delete(schema.rolPermisos).where(eq(schema.rolPermisos.rolId, rolId));
  await tx.delete(schema.rolModulos).where(eq(schema.rolModulos.rolId, rolId));
  await tx.insert(schema.rolPermisos).values(permisos.map((permisoId) => ({ rolId, permisoId })));
  const modulos = [...new Set(permisos.map((p) => catalogo.get(p)).filter((m): m is string => !!m))];
  if (modulos.length)
    await tx.insert(schema.rolModulos).values(modulos.map((moduloId) => ({ rolId, moduloId })));
}

async function nombreLibre(tx: Tx, empresaId: string, nombre: string, salvo?: string) {
  const { roles } = schema;
  const mismos = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.empresaId, empresaId), eq(roles.nombre, nombre), isNull(roles.deletedAt)));
  if (mismos.some((r) => r.id !== salvo)) throw entradaInvalida(`Ya existe el rol ${nombre} en la empresa`);
}

/** createUserRole: a role of the session's company, visible to no other company. */
export async function crearRolEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  input: RolEmpresaInput,
): Promise<RolEmpresaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const r = await validarRol(deps, sesion, input);
  const id = randomBytes(4).toString('hex');
  await deps.db.transaction(async (tx) => {
    await nombreLibre(tx, empresaId, r.nombre);
    await tx.insert(schema.roles).values({ id, nombre: r.nombre, descripcion: r.descripcion, empresaId });
    await guardarPermisos(tx, id, r.permisos);
    await auditar(tx, {
      empresaId,
      actorId: sesion.usuario.id,
      accion: 'rol_creado',
      detalle: { rol_id: id, nombre: r.nombre, permisos: r.permisos },
    });
  });
  return { id, nombre: r.nombre, descripcion: r.descripcion, permisos: r.permisos };
}

/** The company's own role, or a Spanish refusal (another company's role is not found either). */
async function rolDeEmpresa(deps: Dependencias, empresaId: string, id: string) {
  const { roles } = schema;
  const [rol] = await deps.db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.empresaId, empresaId), isNull(roles.deletedAt)));
  if (!rol) throw entradaInvalida('El rol no existe en la empresa');
  return rol;
}

/** Changes a company role; members holding it get the new permissions on their next request. */
export async function actualizarRolEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  input: RolEmpresaInput,
): Promise<RolEmpresaVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await rolDeEmpresa(deps, empresaId, id);
  const r = await validarRol(deps, sesion, input);
  await deps.db.transaction(async (tx) => {
    await nombreLibre(tx, empresaId, r.nombre, id);
    await tx
      .update(schema.roles)
      .set({ nombre: r.nombre, descripcion: r.descripcion })
      .where(eq(schema.roles.id, id));
    await guardarPermisos(tx, id, r.permisos);
    await auditar(tx, {
      empresaId,
      actorId: sesion.usuario.id,
      accion: 'rol_modificado',
      detalle: { rol_id: id, nombre: r.nombre, permisos: r.permisos },
    });
  });
  return { id, nombre: r.nombre, descripcion: r.descripcion, permisos: r.permisos };
}

/** The session company's own roles with their permissions. */
export async function rolesDeEmpresa(deps: Dependencias, sesion: SesionActiva): Promise<RolEmpresaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { roles, rolPermisos } = schema;
  const filas = await deps.db
    .select({ rol: roles, permiso: rolPermisos.permisoId })
    .from(roles)
    .leftJoin(rolPermisos, eq(rolPermisos.rolId, roles.id))
    .where(and(eq(roles.empresaId, empresaId), isNull(roles.deletedAt)))
    .orderBy(roles.nombre, rolPermisos.permisoId);
  const porId = new Map<string, RolEmpresaVista>();
  for (const { rol, permiso } of filas) {
    const vista = porId.get(rol.id) ?? {
      id: rol.id,
      nombre: rol.nombre,
      descripcion: rol.descripcion,
      permisos: [],
    };
    if (permiso) vista.permisos.push(permiso);
    porId.set(rol.id, vista);
  }
  return [...porId.values()];
}
