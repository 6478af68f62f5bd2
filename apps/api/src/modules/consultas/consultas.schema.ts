import { ROL, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { builder } from '../../builder.ts';
import { prohibido } from '../../shared/errores.ts';
import { type ConsultaDni, type ConsultaRuc, consultarDni, consultarRuc } from './consultar.ts';

const Ruc = builder.objectRef<ConsultaRuc>('ConsultaRuc').implement({
  fields: (t) => ({
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    estado: t.exposeString('estado'),
    condicion: t.exposeString('condicion'),
    ubigeo: t.exposeString('ubigeo', { nullable: true }),
    direccion: t.exposeString('direccion'),
    fuente: t.exposeString('fuente'),
    advertencia: t.exposeString('advertencia', { nullable: true }),
  }),
});

const Dni = builder.objectRef<ConsultaDni>('ConsultaDni').implement({
  fields: (t) => ({
    dni: t.exposeString('dni'),
    nombres: t.exposeString('nombres'),
    apellido_paterno: t.exposeString('apellido_paterno'),
    apellido_materno: t.exposeString('apellido_materno'),
    nombre_completo: t.exposeString('nombre_completo'),
  }),
});

type Importacion = typeof schema.importaciones.$inferSelect;

const ImportacionRef = builder.objectRef<Importacion>('Importacion').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo'),
    estado: t.exposeString('estado'),
    filas: t.exposeInt('filas'),
    progreso: t.float({
      description: 'Fraction of the file read, 0 to 1.',
      resolve: (i) => (i.totalBytes > 0 ? Math.min(1, i.bytesLeidos / i.totalBytes) : 1),
    }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  consultarRuc: t.field({
    type: Ruc,
    nullable: true,
    authScopes: { autenticado: true },
    args: { ruc: t.arg.string() },
    resolve: (_, { ruc }, ctx) => consultarRuc(ctx.deps, ruc),
  }),
  consultarDni: t.field({
    type: Dni,
    nullable: true,
    authScopes: { autenticado: true },
    args: { dni: t.arg.string() },
    resolve: (_, { dni }, ctx) => consultarDni(ctx.deps, dni),
  }),
  importacion: t.field({
    type: ImportacionRef,
    authScopes: { roles: [ROL.administradorGeneral] },
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw prohibido();
      const [i] = await ctx.deps.db
        .select()
        .from(schema.importaciones)
        .where(eq(schema.importaciones.id, id));
      if (!i) throw prohibido();
      return i;
    },
  }),
}));
