import { pagesArea } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { defineFileReference } from '../../core/files/references.js';
import { defineModule } from '../../core/module.js';
import { seedPagesDemo } from './demo-data.js';
import { pageRoutes } from './routes.js';
import { page, pageAttachment } from './schema.js';

/** Static pages and their attachments. */
export const pagesModule = defineModule({
  name: 'pages',
  area: pagesArea,
  routes: pageRoutes,
  seedDemo: seedPagesDemo,
  fileReferences: [
    defineFileReference({
      name: 'page.image',
      fileIds: sql`select ${page.imageFileId} as id from ${page} where ${page.imageFileId} is not null`,
    }),
    defineFileReference({
      name: 'page.attachment',
      fileIds: sql`select ${pageAttachment.fileId} as id from ${pageAttachment}`,
    }),
    defineFileReference({
      name: 'page.content',
      html: sql`select ${page.content}::text as html from ${page}`,
    }),
  ],
});
