import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

// schema.graphql at the repository root is the contract the web client's types are generated from.
const destino = new URL('../../../schema.graphql', import.meta.url);
writeFileSync(destino, `${printSchema(schema)}\n`);
