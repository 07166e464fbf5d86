import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema/index.js';
import type { Db } from '../../core/db/database.js';

/** A filled-in settings page: the contact form's addresses and the platform's profiles. */
export async function seedSettingsDemo(db: Db): Promise<void> {
  await db
    .update(settings)
    .set({
      contactFormSendFrom: 'formularz@inwestycje-demo.pl',
      contactFormSendTo: 'kontakt@inwestycje-demo.pl',
      contactFormSendFromName: 'Inwestycje Demo – formularz kontaktowy',
      socialMediaIcons: {
        linkedin: {
          isEnabled: true,
          url: 'https://www.linkedin.com/company/inwestycje-demo',
          position: 1,
        },
        facebook: { isEnabled: true, url: 'https://www.facebook.com/inwestycjedemo', position: 2 },
        twitter: { isEnabled: false, url: '', position: 3 },
        instagram: {
          isEnabled: true,
          url: 'https://www.instagram.com/inwestycjedemo',
          position: 4,
        },
        youtube: { isEnabled: false, url: '', position: 5 },
      },
      googleAnalyticsId: 'G-DEMO123456',
    })
    .where(eq(settings.id, 1));
}
