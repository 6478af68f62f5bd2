import type { GraphQLSchema } from 'graphql';
import type { Alcances } from './builder.ts';

export type CampoRaiz = {
  tipo: 'Query' | 'Mutation' | 'Subscription';
  nombre: string;
  /** The scopes the field declared (an object of `Alcances`), or undefined. */
  alcances: Partial<Alcances> | undefined;
};

const ALCANCES_CONOCIDOS = new Set<string>(['publico', 'sesion', 'roles', 'permiso']);

/** Every root field of the schema with the scopes it declared through Pothos' `authScopes`. */
export function camposRaiz(schema: GraphQLSchema): CampoRaiz[] {
  return (['Query', 'Mutation', 'Subscription'] as const).flatMap((tipo) => {
    const raiz = schema.getType(tipo);
    if (!raiz || !('getFields' in raiz)) return [];
    return Object.values(raiz.getFields()).map((campo) => {
      const opciones = campo.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
      const declarados = opciones?.authScopes;
      return {
        tipo,
        nombre: campo.name,
        alcances:
          declarados && typeof declarados === 'object' ? (declarados as Partial<Alcances>) : undefined,
      };
    });
  });
}

/**
 * Root fields that do not declare exactly one known scope as a plain object. A scope computed by a
 * function could not be read by the schema walk, and a field without one would be open to anyone.
 */
export function camposSinAlcance(schema: GraphQLSchema): string[] {
  return camposRaiz(schema)
    .filter(({ alcances }) => {
      const claves = alcances ? Object.keys(alcances) : [];
      return claves.length !== 1 || !ALCANCES_CONOCIDOS.has(claves[0] ?? '');
    })
    .map(({ tipo, nombre }) => `${tipo}.${nombre}`);
}
