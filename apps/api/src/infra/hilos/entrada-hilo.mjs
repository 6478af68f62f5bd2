// A worker thread starts outside its parent's module hooks (`node --import tsx`, Vitest's transform), so
// it registers tsx itself before loading the TypeScript module that holds its tasks.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.modulo);
