import { offersArea, RICH_TEXT_ELEMENT_TYPES } from '@backoffice/contract';
import { inArray, sql } from 'drizzle-orm';
import { defineFileReference } from '../../core/files/references.js';
import { defineModule } from '../../core/module.js';
import { seedOffersDemo } from './demo-data.js';
import { offerRoutes } from './routes.js';
import {
  offer,
  offerAgreement,
  offerAttachment,
  offerDescription,
  offerElement,
} from './schema.js';

/**
 * Offers (REQ-OFFER-1): the list, the editor's General and Sections tabs, clone and revalidation.
 */
export const offersModule = defineModule({
  name: 'offers',
  area: offersArea,
  routes: offerRoutes,
  seedDemo: seedOffersDemo,
  fileReferences: [
    defineFileReference({
      name: 'offer.image',
      fileIds: sql`select ${offer.imageFileId} as id from ${offer} where ${offer.imageFileId} is not null`,
    }),
    defineFileReference({
      name: 'offer.attachment',
      fileIds: sql`select ${offerAttachment.fileId} as id from ${offerAttachment} where ${offerAttachment.fileId} is not null`,
    }),
    defineFileReference({
      name: 'offer.element',
      fileIds: sql`select unnest(${offerElement.fileIds}) as id from ${offerElement}`,
    }),
    defineFileReference({
      name: 'offer.element.richText',
      // the types whose content schema marks a rich-text field (the contract's slots)
      html: sql`select ${offerElement.content}::text as html from ${offerElement} where ${inArray(offerElement.type, RICH_TEXT_ELEMENT_TYPES)}`,
    }),
    defineFileReference({
      name: 'offer.mainDescription',
      html: sql`select ${offer.mainDescription}::text as html from ${offer}`,
    }),
    defineFileReference({
      name: 'offer.description',
      html: sql`select ${offerDescription.content}::text as html from ${offerDescription}`,
    }),
    defineFileReference({
      name: 'offer.agreement',
      html: sql`select ${offerAgreement.content}::text as html from ${offerAgreement}`,
    }),
  ],
});
