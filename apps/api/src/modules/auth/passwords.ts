import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the const enum cannot be read under verbatimModuleSyntax.
const ARGON2ID = 2 as Algorithm;

export type CostoArgon2 = { memoryCost: number; timeCost: number };

export function hashPassword(password: string, costo: CostoArgon2): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: costo.memoryCost,
    timeCost: costo.timeCost,
    parallelism: 1,
  });
}

export async function verificarPassword(hashGuardado: string, password: string): Promise<boolean> {
  try {
    return await verify(hashGuardado, password);
  } catch {
    return false;
  }
}
