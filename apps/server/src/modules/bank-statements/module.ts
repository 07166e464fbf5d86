import { sql } from 'drizzle-orm';
import { bankStatementsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { closeParsePool } from './parse-pool.js';
import { bankStatementsRoutes } from './routes.js';
import { bankStatements } from './schema.js';

/** Bank statements (REQ-BANK-1..9): import, matching and batch confirmation of transfers. */
export const bankStatementsModule = defineModule({
  name: 'bank-statements',
  area: bankStatementsArea,
  routes: bankStatementsRoutes,
  // the statement's file is kept as long as the statement: it is the record of what was read
  fileReferences: [
    {
      name: 'bank statement files',
      fileIds: sql`select ${bankStatements.fileId} as id from ${bankStatements} where ${bankStatements.fileId} is not null`,
    },
  ],
  // no job: the hook only ends the parsing thread when the app closes
  schedule: () => closeParsePool,
});
