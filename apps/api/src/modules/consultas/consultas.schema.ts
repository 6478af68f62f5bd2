import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
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

builder.queryFields((t) => ({
  consultarRuc: t.field({
    type: Ruc,
    nullable: true,
    authScopes: ALCANCE.consultarIdentidad,
    args: { ruc: t.arg.string() },
    resolve: (_, { ruc }, ctx) => consultarRuc(ctx.deps, ruc),
  }),
  consultarDni: t.field({
    type: Dni,
    nullable: true,
    authScopes: ALCANCE.consultarIdentidad,
    args: { dni: t.arg.string() },
    resolve: (_, { dni }, ctx) => consultarDni(ctx.deps, dni),
  }),
}));
