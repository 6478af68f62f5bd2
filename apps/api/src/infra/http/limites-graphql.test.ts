import { readFileSync } from 'node:fs';
import { buildSchema, type DocumentNode, Kind, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as web from '../../../../web/src/gql/graphql.ts';
import {
  cacheDeDocumentos,
  esCampoPesado,
  LIMITES_GRAPHQL,
  parsearConLimite,
  revisarLimites,
} from './limites-graphql.ts';

const schema = buildSchema(readFileSync(new URL('../../../../../schema.graphql', import.meta.url), 'utf8'));

const documentosWeb = Object.entries(web).filter(
  (e): e is [string, DocumentNode] =>
    e[0].endsWith('Document') && (e[1] as DocumentNode | undefined)?.kind === Kind.DOCUMENT,
);

const codigo = (error: ReturnType<typeof revisarLimites>) => error?.extensions.code;

describe('GraphQL cost limits', () => {
  it('let every operation of the web client through, printed and parsed as the server does', () => {
    expect(documentosWeb.length).toBeGreaterThan(300);
    const refusadas = documentosWeb
      .map(([nombre, doc]) => ({
        nombre,
        error: revisarLimites(schema, parsearConLimite(print(doc), LIMITES_GRAPHQL.tokens)),
      }))
      .filter((r) => r.error)
      .map((r) => `${r.nombre}: ${r.error?.message}`);
    expect(refusadas).toEqual([]);
  });

  it('refuse more aliases, depth, root fields or reports than allowed', () => {
    const alias = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(revisarLimites(schema, parsearConLimite(alias, 5000))?.message).toBe(
      'La consulta usa 31 alias; el máximo es 30',
    );
    const anidada = (n: number) => `${'{ me '.repeat(n - 1)}{ __typename }${' }'.repeat(n - 1)}`;
    expect(revisarLimites(schema, parsearConLimite(anidada(12), 5000))).toBeUndefined();
    expect(revisarLimites(schema, parsearConLimite(anidada(13), 5000))?.message).toBe(
      'La consulta anida 13 niveles; el máximo es 12',
    );
    const dosReportes = '{ a: excelPCGE b: excelPCGE }';
    expect(codigo(revisarLimites(schema, parsearConLimite(dosReportes, 5000)))).toBe('QUERY_TOO_COMPLEX');
    const raiz = `{ ${Array.from({ length: 21 }, () => '__typename').join(' ')} }`;
    expect(revisarLimites(schema, parsearConLimite(raiz, 5000))?.message).toBe(
      'La operación pide 21 campos a la vez; el máximo es 20',
    );
  });

  it('count fragments spread inside fragments without expanding them one by one', () => {
    // 2^40 aliases once expanded: measured in microseconds thanks to the memo.
    const niveles = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const doc = `{ ...F0 }\n${niveles}\nfragment F40 on Query { x: __typename }`;
    expect(revisarLimites(schema, parsearConLimite(doc, 5000))?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('stop parsing at the token limit with the API error', () => {
    const grande = `{ ${'__typename '.repeat(6000)}}`;
    expect(() => parsearConLimite(grande, 5000)).toThrow(
      'La consulta es demasiado grande (más de 5000 elementos)',
    );
  });

  it('treat Excel, PDF and generated-file fields as reports', () => {
    expect(esCampoPesado(schema, 'query', 'excelPCGE')).toBe(true);
    expect(esCampoPesado(schema, 'query', 'generarPle')).toBe(true);
    expect(esCampoPesado(schema, 'query', 'me')).toBe(false);
  });

  it('keep only small documents in the parse cache, the least recently used leaving first', () => {
    const cache = cacheDeDocumentos<number>(2, 10);
    cache.set('x'.repeat(11), 1);
    expect(cache.get('x'.repeat(11))).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });
});
