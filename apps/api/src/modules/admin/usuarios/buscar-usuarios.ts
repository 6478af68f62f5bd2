import { type Db, schema } from '@kipu/db';
import { and, asc, eq, exists, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { type Pagina, paginar, textoDeBusqueda } from '../../../shared/tablas-de-empresa.ts';
import { condicionDeEstado, type EstadoUsuario, estadoDeCuenta } from './estado-usuario.ts';

export type FiltroUsuarios = {
  param?: string | null;
  rol_id?: string | null;
  estado?: EstadoUsuario | null;
  limite?: number | null;
  desde?: number | null;
};

export type UsuarioListado = {
  id: string;
  email: string;
  nombres: string;
  apellidos: string;
  telefono: string | null;
  rol_id: string;
  estado: EstadoUsuario;
  created_at: string;
};

type FilaUsuario = typeof schema.usuarios.$inferSelect;

export const usuarioListado = (u: FilaUsuario): UsuarioListado => ({
  id: u.id,
  email: u.email,
  nombres: u.nombres,
  apellidos: [u.aPaterno, u.aMaterno].filter(Boolean).join(' '),
  telefono: u.telefono,
  rol_id: u.rolId,
  estado: estadoDeCuenta(u),
  created_at: u.createdAt.toISOString(),
});

/** The text matches a name, an e-mail, or the RUC of a company where the user holds a grant. */
function coincideTexto(db: Db, texto: string): SQL | undefined {
  if (!texto) return undefined;
  const { usuarios: u, usuarioEmpresas: ue, empresas: e } = schema;
  const nombreCompleto = sql`concat_ws(' ', ${u.nombres}, ${u.aPaterno}, ${u.aMaterno})`;
  const conRuc = /^\d+$/.test(texto)
    ? exists(
        db
          .select({ uno: sql`1` })
          .from(ue)
          .innerJoin(e, eq(e.id, ue.empresaId))
          .where(and(eq(ue.usuarioId, u.id), like(e.ruc, `${texto}%`))),
      )
    : undefined;
  return or(ilike(nombreCompleto, `%${texto}%`), ilike(u.email, `%${texto}%`), conRuc);
}

/** users: every account of the platform by name, e-mail or RUC, platform role and state, paged. */
export async function buscarUsuarios(deps: Dependencias, f: FiltroUsuarios): Promise<Pagina<UsuarioListado>> {
  const u = schema.usuarios;
  const donde = and(
    isNull(u.deletedAt),
    coincideTexto(deps.db, textoDeBusqueda(f.param)),
    f.rol_id ? eq(u.rolId, f.rol_id) : undefined,
    f.estado ? condicionDeEstado(f.estado) : undefined,
  );
  const pagina = await paginar(deps, u, donde, asc(u.email), f, 100);
  return { total: pagina.total, filas: pagina.filas.map(usuarioListado) };
}
