import { solveChallenge } from 'altcha-lib/v1';
import type { AppDePrueba } from './app-de-prueba.ts';

type Desafio = {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
};

/** Does what the ALTCHA widget does in the browser: fetch a challenge, find the number, encode the payload. */
export async function resolverCaptcha(t: AppDePrueba): Promise<string> {
  const r = await t.app.inject({ method: 'GET', url: '/captcha/challenge' });
  const d = r.json() as Desafio;
  const solucion = await solveChallenge(d.challenge, d.salt, d.algorithm, d.maxnumber).promise;
  if (!solucion) throw new Error('sin solución');
  const payload = {
    algorithm: d.algorithm,
    challenge: d.challenge,
    number: solucion.number,
    salt: d.salt,
    signature: d.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
