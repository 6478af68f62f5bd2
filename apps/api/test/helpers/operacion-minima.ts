import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';

/** A literal of the type that passes GraphQL validation (required input fields only). */
function literal(tipo: GraphQLInputType): string {
  if (isNonNullType(tipo)) return literal(tipo.ofType);
  if (isListType(tipo)) return `[${literal(tipo.ofType)}]`;
  if (isEnumType(tipo)) return tipo.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(tipo)) {
    const campos = Object.values(tipo.getFields()).filter((c) => isNonNullType(c.type));
    return `{ ${campos.map((c) => `${c.name}: ${literal(c.type)}`).join(', ')} }`;
  }
  switch (tipo.name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'false';
    case 'ID':
      return '"00000000-0000-4000-8000-000000000000"';
    default:
      return '"x"';
  }
}

const requeridos = (args: readonly GraphQLArgument[]) => args.filter((a) => isNonNullType(a.type));

/**
 * The smallest valid operation that calls one root field: its required arguments with placeholder
 * values and `__typename` as the selection, so validation passes and authorization decides.
 */
export function operacionMinima(
  tipo: 'query' | 'mutation' | 'subscription',
  campo: GraphQLField<unknown, unknown>,
): string {
  const args = requeridos(campo.args);
  const conArgs = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
  const seleccion = isLeafType(getNamedType(campo.type)) ? '' : ' { __typename }';
  return `${tipo} { ${campo.name}${conArgs}${seleccion} }`;
}
