import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  Kind,
  type OperationDefinitionNode,
  type OperationTypeNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { consultaDemasiadoCompleja } from '../../shared/errores.ts';

export type LimitesGraphql = {
  /** Lexical tokens per document: parsing stops there, before any per-field work. */
  tokens: number;
  alias: number;
  /** Nested field levels (introspection's own nesting is not counted). */
  profundidad: number;
  /** Root fields of one operation. */
  camposRaiz: number;
  /** Reports and exports (Excel, PDF, generated files) per operation. */
  pesados: number;
};

export const LIMITES_GRAPHQL: LimitesGraphql = {
  tokens: 5000,
  alias: 30,
  profundidad: 12,
  camposRaiz: 20,
  pesados: 1,
};

/** Types of the files a report or export builds in the request (ArchivoGenerado and the PLE/PLAME files). */
const TIPOS_PESADOS = new Set(['ArchivoGenerado', 'ArchivoPle', 'ArchivoPlame']);
const NOMBRE_PESADO = /^(excel|pdf)/;

/** A root field that builds a whole report or file: by its name's prefix or by the type it answers. */
export function esCampoPesado(
  schema: GraphQLSchema,
  raiz: `${OperationTypeNode.QUERY | OperationTypeNode.MUTATION}`,
  campo: string,
): boolean {
  if (NOMBRE_PESADO.test(campo)) return true;
  const tipo = raiz === 'query' ? schema.getQueryType() : schema.getMutationType();
  const definicion = tipo?.getFields()[campo];
  return definicion ? TIPOS_PESADOS.has(getNamedType(definicion.type).name) : false;
}

type Medida = { alias: number; profundidad: number };

const INTROSPECCION = new Set(['__schema', '__type']);

/**
 * Aliases and depth of a selection with its fragments expanded. Each fragment is measured once
 * (memoised), so fragments spread inside fragments cannot make the count itself exponential.
 */
function medir(
  seleccion: SelectionSetNode,
  fragmentos: Map<string, FragmentDefinitionNode>,
  memo: Map<string, Medida>,
  enCurso: Set<string>,
): Medida {
  let alias = 0;
  let profundidad = 0;
  for (const s of seleccion.selections) {
    let hijo: Medida = { alias: 0, profundidad: 0 };
    if (s.kind === Kind.FIELD) {
      if (s.alias) alias++;
      const interior =
        s.selectionSet && !INTROSPECCION.has(s.name.value)
          ? medir(s.selectionSet, fragmentos, memo, enCurso)
          : { alias: 0, profundidad: 0 };
      hijo = { alias: interior.alias, profundidad: interior.profundidad + 1 };
    } else if (s.kind === Kind.INLINE_FRAGMENT) {
      hijo = medir(s.selectionSet, fragmentos, memo, enCurso);
    } else {
      const nombre = s.name.value;
      const definicion = fragmentos.get(nombre);
      // A cycle or an unknown fragment is the standard validation's to report.
      if (!definicion || enCurso.has(nombre)) continue;
      let medida = memo.get(nombre);
      if (!medida) {
        enCurso.add(nombre);
        medida = medir(definicion.selectionSet, fragmentos, memo, enCurso);
        enCurso.delete(nombre);
        memo.set(nombre, medida);
      }
      hijo = medida;
    }
    alias = Math.min(alias + hijo.alias, Number.MAX_SAFE_INTEGER);
    profundidad = Math.max(profundidad, hijo.profundidad);
  }
  return { alias, profundidad };
}

/** The response keys of an operation's root fields, through fragments and inline fragments. */
function camposDeRaiz(
  seleccion: SelectionSetNode,
  fragmentos: Map<string, FragmentDefinitionNode>,
  vistos: Set<string>,
  campos: { clave: string; nombre: string }[],
): void {
  for (const s of seleccion.selections) {
    if (s.kind === Kind.FIELD) campos.push({ clave: s.alias?.value ?? s.name.value, nombre: s.name.value });
    else if (s.kind === Kind.INLINE_FRAGMENT) camposDeRaiz(s.selectionSet, fragmentos, vistos, campos);
    else if (!vistos.has(s.name.value)) {
      vistos.add(s.name.value);
      const definicion = fragmentos.get(s.name.value);
      if (definicion) camposDeRaiz(definicion.selectionSet, fragmentos, vistos, campos);
    }
  }
}

function revisarOperacion(
  schema: GraphQLSchema,
  operacion: OperationDefinitionNode,
  fragmentos: Map<string, FragmentDefinitionNode>,
  limites: LimitesGraphql,
): GraphQLError | undefined {
  const { alias, profundidad } = medir(operacion.selectionSet, fragmentos, new Map(), new Set());
  if (alias > limites.alias)
    return consultaDemasiadoCompleja(`La consulta usa ${alias} alias; el máximo es ${limites.alias}`);
  if (profundidad > limites.profundidad)
    return consultaDemasiadoCompleja(
      `La consulta anida ${profundidad} niveles; el máximo es ${limites.profundidad}`,
    );
  const campos: { clave: string; nombre: string }[] = [];
  camposDeRaiz(operacion.selectionSet, fragmentos, new Set(), campos);
  if (campos.length > limites.camposRaiz)
    return consultaDemasiadoCompleja(
      `La operación pide ${campos.length} campos a la vez; el máximo es ${limites.camposRaiz}`,
    );
  const raiz = operacion.operation;
  if (raiz === 'subscription') return undefined;
  const pesados = new Set(campos.filter((c) => esCampoPesado(schema, raiz, c.nombre)).map((c) => c.clave));
  if (pesados.size > limites.pesados)
    return consultaDemasiadoCompleja(
      `Pida un solo reporte o exportación por operación (esta pide ${pesados.size})`,
    );
  return undefined;
}

/** The first limit the document's operations exceed, or undefined. */
export function revisarLimites(
  schema: GraphQLSchema,
  documento: DocumentNode,
  limites: LimitesGraphql = LIMITES_GRAPHQL,
): GraphQLError | undefined {
  const fragmentos = new Map<string, FragmentDefinitionNode>();
  for (const d of documento.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragmentos.set(d.name.value, d);
  for (const d of documento.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    const error = revisarOperacion(schema, d, fragmentos, limites);
    if (error) return error;
  }
  return undefined;
}

/** graphql's parse with the token limit, its English syntax error turned into the API's own. */
export function parsearConLimite(fuente: string, tokens: number): DocumentNode {
  try {
    return parse(fuente, { maxTokens: tokens });
  } catch (e) {
    if (e instanceof GraphQLError && e.message.includes('Document contains more th'))
      throw consultaDemasiadoCompleja(`La consulta es demasiado grande (más de ${tokens} elementos)`);
    throw e;
  }
}

/**
 * Cost limits on every GraphQL document, checked before the standard validation so an oversized one
 * costs no more than its parse: tokens, aliases, depth, root fields and one report or export per
 * operation.
 */
export function usarLimitesGraphql(limites: LimitesGraphql = LIMITES_GRAPHQL): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((fuente) =>
        parsearConLimite(typeof fuente === 'string' ? fuente : fuente.body, limites.tokens),
      );
    },
    onValidate({ params, setResult }) {
      const error = revisarLimites(params.schema, params.documentAST, limites);
      if (error) setResult([error]);
    },
    onResultProcess({ result }) {
      // Yoga marks parse and validation errors as the GraphQL-over-HTTP spec's, which it answers 200 to
      // `application/json` clients; a refusal for cost is answered 400 to everyone, so proxies and
      // monitoring see it.
      for (const r of Array.isArray(result) ? result : [result])
        for (const e of 'errors' in r ? (r.errors ?? []) : [])
          if (e instanceof GraphQLError && e.extensions.code === 'QUERY_TOO_COMPLEX') {
            const http = e.extensions.http as { spec?: boolean } | undefined;
            if (http) http.spec = false;
          }
    },
  };
}

/**
 * Yoga's parse caches are keyed by the document's text: without a bound on that text, a thousand
 * different 2 MB documents would stay in memory. Large ones are simply not cached.
 */
export function cacheDeDocumentos<T>(maxEntradas = 1000, maxCaracteres = 50_000) {
  const entradas = new Map<string, T>();
  return {
    get(clave: string): T | undefined {
      const valor = entradas.get(clave);
      if (valor !== undefined) {
        entradas.delete(clave);
        entradas.set(clave, valor);
      }
      return valor;
    },
    set(clave: string, valor: T): void {
      if (clave.length > maxCaracteres) return;
      entradas.delete(clave);
      entradas.set(clave, valor);
      const masAntigua = entradas.keys().next();
      if (entradas.size > maxEntradas && !masAntigua.done) entradas.delete(masAntigua.value);
    },
  };
}
