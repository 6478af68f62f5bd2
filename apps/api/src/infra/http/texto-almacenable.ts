import { type DocumentNode, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { entradaInvalida } from '../../shared/errores.ts';

/**
 * U+0000 and lone surrogates cannot be stored in a PostgreSQL text column nor written to a UTF-8 file:
 * left to reach the database they fail deep inside a command as an "Unexpected error.". Every string
 * of a request is checked once, here, so each area's own rules (the XML-safe text of SUNAT's fields)
 * only see text that can be kept.
 */
const NO_ALMACENABLE = /[\0\p{Cs}]/u;

const mensaje = (c: string) =>
  `El texto contiene un carácter no permitido (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

/** The first character of a JSON-like value's strings (keys included) that cannot be stored. */
export function caracterNoAlmacenable(valor: unknown): string | undefined {
  if (typeof valor === 'string') return NO_ALMACENABLE.exec(valor)?.[0];
  if (Array.isArray(valor)) {
    for (const v of valor) {
      const c = caracterNoAlmacenable(v);
      if (c) return c;
    }
    return undefined;
  }
  if (valor && typeof valor === 'object') {
    for (const [k, v] of Object.entries(valor)) {
      const c = caracterNoAlmacenable(k) ?? caracterNoAlmacenable(v);
      if (c) return c;
    }
  }
  return undefined;
}

function enLiterales(documento: DocumentNode): string | undefined {
  let hallado: string | undefined;
  visit(documento, {
    [Kind.STRING]: (nodo) => {
      hallado ??= NO_ALMACENABLE.exec(nodo.value)?.[0];
    },
  });
  return hallado;
}

/** Refuses, as BAD_USER_INPUT with a Spanish message, any request whose strings cannot be stored. */
export function usarTextoAlmacenable(): Plugin {
  return {
    onParams({ params, setResult }) {
      const c = caracterNoAlmacenable(params.variables);
      if (c) setResult({ errors: [entradaInvalida(mensaje(c))] });
    },
    onValidate({ params, setResult }) {
      const c = enLiterales(params.documentAST);
      if (c) setResult([entradaInvalida(mensaje(c))]);
    },
  };
}
