import type { Database, Db } from '@kipu/db';
import type { ClienteIdentidad } from '@kipu/peru';
import type { Config } from '../config.ts';
import type { Almacen } from '../infra/archivos/almacen.ts';
import type { VerificadorCaptcha } from '../infra/captcha/captcha.ts';
import type { Cartero } from '../infra/correo/correo.ts';
import type { Eventos } from '../infra/eventos/eventos.ts';
import type { Limitador } from '../infra/limites/limitador.ts';
import type { Cola } from '../jobs/cola.ts';
import type { Claves } from './secretos.ts';

/** What every request and job needs, built once at start-up. */
export type Dependencias = {
  config: Config;
  database: Database;
  db: Db;
  claves: Claves;
  cartero: Cartero;
  captcha: VerificadorCaptcha;
  limitador: Limitador;
  pubsub: Eventos['pubsub'];
  almacen: Almacen;
  identidad: ClienteIdentidad;
  /** Background jobs (imports, sending to SUNAT) on the application's database. */
  cola: Cola;
  /** Where companies whose soap_envio is 'simulador' send (beta and produccion use SUNAT's URLs). */
  sunatSimulador: { url: string; urlConsulta: string };
  /** Base of the SIRE API (token and api-sire) for those companies. */
  sireSimulador: string;
  /** Base of the GRE API (token and api-cpe) for those companies. */
  greSimulador: string;
};
