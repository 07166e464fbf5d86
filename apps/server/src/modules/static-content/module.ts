import { staticContentArea } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { defineFileReference } from '../../core/files/references.js';
import { defineModule } from '../../core/module.js';
import { seedStaticContentDemo } from './demo-data.js';
import { staticContentRoutes } from './routes.js';
import { staticContent } from './schema.js';

export const staticContentModule = defineModule({
  name: 'static-content',
  area: staticContentArea,
  routes: staticContentRoutes,
  seedDemo: seedStaticContentDemo,
  fileReferences: [
    defineFileReference({
      name: 'static-content.image',
      fileIds: sql`select ${staticContent.imageFileId} as id from ${staticContent} where ${staticContent.imageFileId} is not null`,
    }),
    // images and documents linked from rich-text elements
    defineFileReference({
      name: 'static-content.content',
      html: sql`select ${staticContent.content}::text as html from ${staticContent}`,
    }),
  ],
});
