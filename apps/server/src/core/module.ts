import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AreaDefinition } from '@backoffice/contract';
import type { Db } from './db/database.js';
import type { FileReference } from './files/references.js';
import type { FileService } from './files/service.js';

/**
 * A server area: its routes (a Fastify plugin registered under `/api`), the contract area whose
 * sidebar links it serves, and the demo rows it adds on the first start of an empty database.
 * `modules/index.ts` lists every module once; `app.ts` and the seed take everything from there.
 */
export interface ServerModule {
  name: string;
  routes: FastifyPluginAsync;
  area?: AreaDefinition;
  /**
   * Reference rows the product needs on every database (an email template per type), inserted
   * on every start when missing; never overwrites what an admin changed.
   */
  seedReference?: (db: Db) => Promise<void>;
  /** Demo rows, run in list order (accounts come before the areas that refer to them). */
  seedDemo?: (db: Db, context: SeedContext) => Promise<void>;
  /** Where this area's records point at stored files: the unused-file cleanup keeps those. */
  fileReferences?: readonly FileReference[];
  /**
   * A background job of the area, started once the app is built; answers its stop (which waits
   * for a run in progress), called on close before the database closes. Every instance runs
   * it, so the job must be safe to run concurrently.
   */
  schedule?: (app: FastifyInstance) => () => Promise<void>;
}

/** What demo data may use beyond the database: the file store, for demo images (`storeFile`). */
export interface SeedContext {
  files: FileService;
}

export const defineModule = (module: ServerModule): ServerModule => module;
