import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/**
 * A company's SUNAT credentials. Secrets are AES-256-GCM envelopes (never returned by the API, never
 * logged); the certificate's public facts are kept in clear to show them without decrypting.
 */
export const empresaCredenciales = pgTable('empresa_credenciales', {
  empresaId: uuid('empresa_id')
    .primaryKey()
    .references(() => empresas.id),
  usuarioSol: text('usuario_sol'),
  passwordSolCifrado: text('password_sol_cifrado'),
  certificadoCifrado: text('certificado_cifrado'),
  passwordCertificadoCifrado: text('password_certificado_cifrado'),
  certificadoSujeto: text('certificado_sujeto'),
  certificadoRuc: text('certificado_ruc'),
  certificadoVence: timestamp('certificado_vence', { withTimezone: true }),
  /** The SIRE API application (client_id and client_secret), both encrypted; it reuses the SOL user. */
  sireClientIdCifrado: text('sire_client_id_cifrado'),
  sireClientSecretCifrado: text('sire_client_secret_cifrado'),
  /** The GRE API application (Credenciales de API SUNAT), both encrypted; it reuses the SOL user too. */
  greClientIdCifrado: text('gre_client_id_cifrado'),
  greClientSecretCifrado: text('gre_client_secret_cifrado'),
  ...marcasDeTiempo,
});
