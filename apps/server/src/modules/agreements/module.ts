import { agreementsArea } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { defineFileReference } from '../../core/files/references.js';
import { defineModule } from '../../core/module.js';
import { seedAgreementDemo } from './demo-data.js';
import { agreementRoutes } from './routes.js';
import { agreement, agreementVersion } from './schema.js';

export const agreementsModule = defineModule({
  name: 'agreements',
  area: agreementsArea,
  routes: agreementRoutes,
  seedDemo: seedAgreementDemo,
  // files linked from an agreement's text, current and answered versions alike
  fileReferences: [
    defineFileReference({
      name: 'agreement.content',
      html: sql`select ${agreement.content}::text as html from ${agreement}`,
    }),
    defineFileReference({
      name: 'agreement_version.content',
      html: sql`select ${agreementVersion.content}::text as html from ${agreementVersion}`,
    }),
  ],
});
