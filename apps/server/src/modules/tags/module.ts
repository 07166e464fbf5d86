import { tagsArea } from '@backoffice/contract';
import { defineModule } from '../../core/module.js';
import { tagRoutes } from './routes.js';

/** Blog tags (their demo rows come with the blog's posts). */
export const tagsModule = defineModule({
  name: 'tags',
  area: tagsArea,
  routes: tagRoutes,
});
