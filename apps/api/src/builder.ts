import type { RolId } from '@kipu/db';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { tienePermiso } from './modules/auth/autorizacion.ts';
import type { Contexto } from './shared/contexto.ts';
import { prohibido } from './shared/errores.ts';

export const builder = new SchemaBuilder<{
  Context: Contexto;
  AuthScopes: { autenticado: boolean; roles: readonly RolId[]; permiso: string };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    // Denials become FORBIDDEN; errors thrown while loading the session (UNAUTHENTICATED,
    // SESSION_REPLACED) pass through unchanged.
    unauthorizedError: () => prohibido(),
    authScopes: async (ctx) => ({
      autenticado: async () => {
        await ctx.sesion();
        return true;
      },
      roles: async (permitidos) => permitidos.includes((await ctx.sesion()).usuario.rolId as RolId),
      // A menu permission id (GEN001002, FAC002002…) granted to the user's role: the server checks what
      // the client's menus only hide.
      permiso: async (id) => tienePermiso(ctx.deps.db, (await ctx.sesion()).usuario.rolId, id),
    }),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
