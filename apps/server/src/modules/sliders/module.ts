import { slidersArea } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { defineFileReference } from '../../core/files/references.js';
import { defineModule } from '../../core/module.js';
import { seedSliderDemo } from './demo-data.js';
import { sliderRoutes } from './routes.js';
import { slider } from './schema.js';

export const slidersModule = defineModule({
  name: 'sliders',
  area: slidersArea,
  routes: sliderRoutes,
  seedDemo: seedSliderDemo,
  fileReferences: [
    defineFileReference({
      name: 'slider.image',
      fileIds: sql`select ${slider.imageFileId} as id from ${slider}`,
    }),
    // files linked from a slide's text
    defineFileReference({
      name: 'slider.content',
      html: sql`select ${slider.content}::text as html from ${slider}`,
    }),
  ],
});
