import type { RolId } from '@kipu/db';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Contexto } from './shared/contexto.ts';
import { prohibido } from './shared/errores.ts';

/** The scopes every root field declares; shared/permisos.ts names them and says what each means. */
export type Alcances = {
  publico: boolean;
  sesion: boolean;
  roles: readonly RolId[];
  /** One menu permission id, or a list of which any suffices. */
  permiso: string | readonly string[];
};

export const builder = new SchemaBuilder<{
  Context: Contexto;
  AuthScopes: Alcances;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    // A subscription is refused when it is opened, not silently on each event it would carry.
    authorizeOnSubscribe: true,
    // Denials become FORBIDDEN; errors thrown while loading the session (UNAUTHENTICATED,
    // SESSION_REPLACED) pass through unchanged.
    unauthorizedError: () => prohibido(),
    authScopes: async (ctx) => ({
      publico: true,
      sesion: async () => {
        await ctx.sesion();
        return true;
      },
      roles: async (permitidos) => permitidos.includes((await ctx.sesion()).usuario.rolId as RolId),
      // Checked against the stored role × permission matrix on every call: the client's menus only hide.
      permiso: async (ids) => {
        const delRol = await ctx.permisos();
        return (typeof ids === 'string' ? [ids] : ids).some((id) => delRol.has(id));
      },
    }),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
