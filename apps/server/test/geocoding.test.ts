import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/test-app.js';

/*
 * The map element's address lookup on a default install: no `GEOCODER_URL`, no Google key in
 * Settings. The lookup is refused with a code on the address field, never the maintenance 503
 * (which the web app turns into its maintenance screen), and the editor can tell beforehand.
 * The configured provider failing or too slow: offer-sections.test.ts.
 */

const ctx = useTestApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: ctx.admin });

describe('geocoding without a configured provider', () => {
  it('answers 502 GEOCODER_NOT_CONFIGURED on the address, not the maintenance 503', async () => {
    const res = await get(`/api/admin/geocode?address=${encodeURIComponent('Rynek Główny 1')}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'OFFER:GEOCODER_NOT_CONFIGURED',
          message: 'No address lookup is configured',
          context: 'address',
        },
      ],
    });
  });

  it('tells the editor beforehand, and a Google key in Settings turns the lookup on', async () => {
    expect((await get('/api/admin/geocode/config')).json()).toEqual({
      tileUrl: null,
      geocoderConfigured: false,
    });
    await ctx.db.update(settings).set({ googleMapsId: 'test-key' }).where(eq(settings.id, 1));
    try {
      expect((await get('/api/admin/geocode/config')).json()).toEqual({
        tileUrl: null,
        geocoderConfigured: true,
      });
    } finally {
      await ctx.db.update(settings).set({ googleMapsId: '' }).where(eq(settings.id, 1));
    }
  });
});
