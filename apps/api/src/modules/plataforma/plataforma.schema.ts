import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { VERSION } from '../../version.ts';
import { type MarcaVista, marcaPorHost } from './queries/marca-por-host.ts';

type CaptchaVista = { provider: string; siteKey: string | null; challengeUrl: string | null };

const Marca = builder.objectRef<MarcaVista>('Marca').implement({
  fields: (t) => ({
    nombre: t.exposeString('nombre'),
    logo: t.exposeString('logo', { nullable: true }),
    favicon: t.exposeString('favicon', { nullable: true }),
    slider: t.exposeStringList('slider'),
  }),
});

const Captcha = builder.objectRef<CaptchaVista>('Captcha').implement({
  fields: (t) => ({
    provider: t.exposeString('provider'),
    siteKey: t.exposeString('siteKey', { nullable: true }),
    challengeUrl: t.exposeString('challengeUrl', { nullable: true }),
  }),
});

const ConfiguracionPublica = builder.objectRef<{ host: string }>('ConfiguracionPublica').implement({
  fields: (t) => ({
    version: t.string({ resolve: () => VERSION }),
    marca: t.field({ type: Marca, resolve: ({ host }, _, ctx) => marcaPorHost(ctx.deps.db, host) }),
    chatScriptUrl: t.string({
      nullable: true,
      description: 'The live-chat widget to load: only when configured, never on the partner host.',
      resolve: ({ host }, _, ctx) => {
        const chat = ctx.deps.config.chat;
        const sinPuerto = host.toLowerCase().replace(/:\d+$/, '');
        return chat && sinPuerto !== chat.hostExcluido ? chat.scriptUrl : null;
      },
    }),
    captcha: t.field({
      type: Captcha,
      resolve: (_, __, ctx) => ({
        provider: ctx.deps.captcha.proveedor,
        siteKey: ctx.deps.captcha.siteKey ?? null,
        challengeUrl: ctx.deps.captcha.challengeUrl ?? null,
      }),
    }),
  }),
});

builder.queryFields((t) => ({
  configuracionPublica: t.field({
    authScopes: ALCANCE.publico,
    type: ConfiguracionPublica,
    resolve: (_, __, ctx) => ({ host: ctx.host }),
  }),
}));
