import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { camposDeConcesion } from './campos-concesion.ts';
import { crearSubcuenta, type SubcuentaCreada } from './commands/crear-subcuenta.ts';

const SubcuentaCreadaRef = builder.objectRef<SubcuentaCreada>('SubcuentaCreada').implement({
  description: 'The account created; its temporary password is answered this once and never again.',
  fields: (t) => ({
    usuario_id: t.exposeString('usuario_id'),
    email: t.exposeString('email'),
    password_temporal: t.exposeString('password_temporal', {
      description: 'To hand to the person; it opens nothing until they set a password of their own.',
    }),
  }),
});

const SubcuentaInput = builder.inputType('SubcuentaInput', {
  description: "The person's data and what their grant in the session company opens.",
  fields: (t) => ({
    email: t.string(),
    nombres: t.string(),
    a_paterno: t.string({ required: false }),
    a_materno: t.string({ required: false }),
    telefono: t.string({ required: false }),
    ...camposDeConcesion(t),
  }),
});

builder.mutationFields((t) => ({
  createSubAccount: t.field({
    type: SubcuentaCreadaRef,
    description:
      'Creates the account of someone who works in the session company, with a temporary password to change at first login.',
    authScopes: ALCANCE.equipo,
    args: { input: t.arg({ type: SubcuentaInput }) },
    resolve: async (_, { input }, ctx) => crearSubcuenta(ctx.deps, await ctx.sesion(), input),
  }),
}));
