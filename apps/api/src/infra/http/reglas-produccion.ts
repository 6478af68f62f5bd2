import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const SUGERENCIA = /\s*Did you mean .*\?$/s;

/** A validation error without graphql's "Did you mean …?", which spells out the schema's names. */
function sinSugerencia<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || !SUGERENCIA.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGERENCIA, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: error.extensions,
  });
}

/**
 * Production hides the schema: no introspection and no field or argument suggestions in validation
 * errors. The web client is built against the printed schema and needs neither.
 */
export function usarReglasDeProduccion(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        setResult(result.map(sinSugerencia));
      };
    },
  };
}
