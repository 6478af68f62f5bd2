import { ROL } from '@kipu/db';
import { builder } from '../../builder.ts';
import { type CorreoVista, listarCorreos } from './queries/listar-correos.ts';

const Correo = builder.objectRef<CorreoVista>('Correo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    para: t.exposeString('para'),
    asunto: t.exposeString('asunto'),
    texto: t.exposeString('texto'),
    html: t.exposeString('html', { nullable: true }),
    transporte: t.exposeString('transporte'),
    created_at: t.string({ resolve: (c) => c.created_at.toISOString() }),
    enviado_at: t.string({ nullable: true, resolve: (c) => c.enviado_at?.toISOString() ?? null }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  correos: t.field({
    type: [Correo],
    authScopes: { roles: [ROL.administradorGeneral] },
    args: { limite: t.arg.int({ required: false }) },
    resolve: (_, { limite }, ctx) => listarCorreos(ctx.deps, limite ?? 100),
  }),
}));
