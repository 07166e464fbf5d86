import type { FastifyPluginAsync } from 'fastify';
import type { AreaDefinition } from '@backoffice/contract';
import type { Db } from './db/database.js';

/**
 * A server area: its routes (a Fastify plugin registered under `/api`), the contract area whose
 * sidebar links it serves, and the demo rows it adds on the first start of an empty database.
 * `modules/index.ts` lists every module once; `app.ts` and the seed take everything from there.
 */
export interface ServerModule {
  name: string;
  routes: FastifyPluginAsync;
  area?: AreaDefinition;
  /** Demo rows, run in list order (accounts come before the areas that refer to them). */
  seedDemo?: (db: Db) => Promise<void>;
}

export const defineModule = (module: ServerModule): ServerModule => module;
