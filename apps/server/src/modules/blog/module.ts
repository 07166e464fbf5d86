import { blogArea } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { defineFileReference } from '../../core/files/references.js';
import { defineModule } from '../../core/module.js';
import { seedBlogDemo } from './demo-data.js';
import { blogRoutes } from './routes.js';
import { blogPost } from './schema.js';

/** Blog posts; their tags are the `tags` module (the same tables). */
export const blogModule = defineModule({
  name: 'blog',
  area: blogArea,
  routes: blogRoutes,
  seedDemo: seedBlogDemo,
  fileReferences: [
    defineFileReference({
      name: 'blog.image',
      fileIds: sql`select ${blogPost.imageFileId} as id from ${blogPost} where ${blogPost.imageFileId} is not null`,
    }),
    defineFileReference({
      name: 'blog.content',
      html: sql`select ${blogPost.content}::text as html from ${blogPost}`,
    }),
  ],
});
