import { resolve } from 'node:path';

export type ProveedorCaptcha = 'altcha' | 'recaptcha' | 'none';

export type Config = {
  produccion: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base of the links put in e-mails. */
  publicUrl: string;
  captcha: {
    proveedor: ProveedorCaptcha;
    recaptchaSiteKey?: string;
    recaptchaSecret?: string;
    /** ALTCHA's proof of work: the largest number a challenge hides (the browser tries half on average). */
    altchaMaxNumber: number;
  };
  /** 'outbox' or an smtp(s):// URL. */
  mailTransport: string;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Argon2id cost (memory KiB, passes); tests lower it. */
  argon2: { memoryCost: number; timeCost: number };
  /** Login/reset attempts per account and per IP in the window; sign-ups and confirmation mails per IP per hour. */
  limites: { porCuenta: number; porIp: number; ventanaSegundos: number; registrosPorIp: number };
  sembrarDemo: boolean;
  webDist: string | undefined;
  /** DNI/RUC look-up provider (apis.net.pe protocol); without it the embedded simulator answers. */
  identidad: { url: string; token: string } | undefined;
  /** billService of the 'simulador' environment; without it the embedded SUNAT simulator answers. */
  sunatSimulador: { url: string; urlConsulta: string } | undefined;
  /** SIRE API (token and api-sire on one base) of the 'simulador' companies; without it the embedded one answers. */
  sireSimuladorUrl: string | undefined;
  /** GRE API (token and api-cpe on one base) of the 'simulador' companies; without it the embedded one answers. */
  greSimuladorUrl: string | undefined;
  /** Minutes between ANALYZE runs on PGlite (no autovacuum there); 0 turns them off. */
  estadisticasMinutos: number;
  /** Minutes between the automatic runs of the resúmenes diarios; 0 turns them off. */
  resumenDiarioMinutos: number;
  /** Live-chat widget script (a tawk.to embed URL) and the partner host where it never loads. */
  chat: { scriptUrl: string; hostExcluido: string | undefined } | undefined;
  /** Proxies (IPs or CIDRs) whose X-Forwarded-For is believed; empty: the socket's address is the client. */
  proxiesConfiables: string[];
  /** Origins besides PUBLIC_URL's that may call the API from a browser with credentials. */
  origenesCors: string[];
  /** /health answers 503 when DATA_DIR's disk has fewer free megabytes than this. */
  saludDiscoMinimoMb: number;
};

type Env = Record<string, string | undefined>;

const lista = (valor: string | undefined): string[] =>
  (valor ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function entero(valor: string | undefined, porDefecto: number): number {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 ? n : porDefecto;
}

export function leerConfig(env: Env = process.env): Config {
  const produccion = env.NODE_ENV === 'production';
  const port = entero(env.PORT, 3000);
  const proveedor = (env.CAPTCHA_PROVIDER ?? 'altcha') as ProveedorCaptcha;
  if (!['altcha', 'recaptcha', 'none'].includes(proveedor)) {
    throw new Error(`CAPTCHA_PROVIDER desconocido: ${proveedor} (altcha, recaptcha o none)`);
  }
  if (proveedor === 'none' && produccion) {
    throw new Error('CAPTCHA_PROVIDER=none no está permitido con NODE_ENV=production');
  }
  if (proveedor === 'recaptcha' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET)) {
    throw new Error('CAPTCHA_PROVIDER=recaptcha necesita RECAPTCHA_SITE_KEY y RECAPTCHA_SECRET');
  }
  return {
    produccion,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    captcha: {
      proveedor,
      ...(env.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: env.RECAPTCHA_SITE_KEY } : {}),
      ...(env.RECAPTCHA_SECRET ? { recaptchaSecret: env.RECAPTCHA_SECRET } : {}),
      altchaMaxNumber: entero(env.ALTCHA_MAX_NUMBER, 50_000),
    },
    mailTransport: env.MAIL_TRANSPORT ?? 'outbox',
    mailFrom: env.MAIL_FROM ?? 'Kipu <no-responder@kipu.pe>',
    redisUrl: env.REDIS_URL || undefined,
    argon2: { memoryCost: entero(env.ARGON2_MEMORY_KIB, 19456), timeCost: entero(env.ARGON2_PASSES, 2) },
    limites: {
      porCuenta: entero(env.RATE_LIMIT_ACCOUNT, 10),
      porIp: entero(env.RATE_LIMIT_IP, 60),
      ventanaSegundos: entero(env.RATE_LIMIT_WINDOW_S, 900),
      registrosPorIp: entero(env.RATE_LIMIT_SIGNUP_IP, 5),
    },
    sembrarDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' : !produccion,
    webDist: env.WEB_DIST,
    identidad: env.IDENTIDAD_URL ? { url: env.IDENTIDAD_URL, token: env.IDENTIDAD_TOKEN ?? '' } : undefined,
    estadisticasMinutos: env.ESTADISTICAS_MINUTOS === '0' ? 0 : entero(env.ESTADISTICAS_MINUTOS, 15),
    resumenDiarioMinutos: env.RESUMEN_DIARIO_MINUTOS === '0' ? 0 : entero(env.RESUMEN_DIARIO_MINUTOS, 60),
    sunatSimulador: env.SUNAT_SIMULADOR_URL
      ? {
          url: env.SUNAT_SIMULADOR_URL,
          urlConsulta: env.SUNAT_SIMULADOR_CONSULTA_URL ?? env.SUNAT_SIMULADOR_URL,
        }
      : undefined,
    sireSimuladorUrl: env.SIRE_SIMULADOR_URL || undefined,
    greSimuladorUrl: env.GRE_SIMULADOR_URL || undefined,
    chat: env.CHAT_WIDGET_URL
      ? { scriptUrl: env.CHAT_WIDGET_URL, hostExcluido: env.CHAT_HOST_EXCLUIDO?.toLowerCase() || undefined }
      : undefined,
    proxiesConfiables: lista(env.TRUSTED_PROXIES),
    origenesCors: lista(env.CORS_ORIGINS).map((o) => o.replace(/\/$/, '')),
    saludDiscoMinimoMb: env.HEALTH_MIN_DISK_MB === '0' ? 0 : entero(env.HEALTH_MIN_DISK_MB, 200),
  };
}
