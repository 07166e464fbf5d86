import { eq } from 'drizzle-orm';
import type { GeocodeResponse } from '@backoffice/contract';
import type { DbOrTx } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { settings } from '../../db/schema/index.js';

/**
 * The map element's address lookup (`000 §7` Geocoding) behind one interface, so the editor
 * never talks to a maps service itself and tests never leave the machine:
 * - a Nominatim-compatible `/search` when `GEOCODER_URL` is configured (what operators who run
 *   their own geocoder, and the tests' fake on loopback, use);
 * - Google's Geocoding API when Settings hold a Google Maps key;
 * - none: the lookup answers 503 GEOCODING_FAILED and the user types the coordinates.
 */
export interface GeocodingConfig {
  /** a Nominatim-compatible base URL (`https://nominatim.example/`), or undefined */
  url: string | undefined;
  timeoutMs: number;
  /** the map's tile URL template (`…/{z}/{x}/{y}.png`), or undefined: a plain grid */
  tileUrl: string | undefined;
}

export interface Geocoder {
  /** the first match, or null when the address is not found */
  lookup(address: string): Promise<GeocodeResponse | null>;
}

const AREA = 'OFFER';
const failed = (message: string) =>
  new AppError(503, [{ code: `${AREA}:GEOCODING_FAILED`, message, context: 'address' }]);

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', 'user-agent': 'backoffice-geocoder/1' },
    });
  } catch {
    throw failed('The address lookup did not answer');
  }
  if (!response.ok) throw failed(`The address lookup answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw failed('The address lookup answered something other than JSON');
  }
}

export function nominatimGeocoder(baseUrl: string, timeoutMs: number): Geocoder {
  return {
    async lookup(address) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('format', 'json');
      url.searchParams.set('limit', '1');
      url.searchParams.set('q', address);
      const body = await getJson(url.toString(), timeoutMs);
      const [first] = Array.isArray(body) ? (body as Array<Record<string, unknown>>) : [];
      if (!first) return null;
      const latitude = Number(first.lat);
      const longitude = Number(first.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      return {
        formattedAddress: typeof first.display_name === 'string' ? first.display_name : address,
        latitude,
        longitude,
      };
    },
  };
}

export function googleGeocoder(key: string, timeoutMs: number): Geocoder {
  return {
    async lookup(address) {
      const url = new URL('https://maps.googleapis.com/maps/api/geocode/json');
      url.searchParams.set('address', address);
      url.searchParams.set('key', key);
      const body = (await getJson(url.toString(), timeoutMs)) as {
        status?: string;
        results?: Array<{
          formatted_address?: string;
          geometry?: { location?: { lat?: number; lng?: number } };
        }>;
      };
      if (body.status === 'ZERO_RESULTS') return null;
      const first = body.results?.[0];
      const location = first?.geometry?.location;
      if (
        body.status !== 'OK' ||
        !location ||
        location.lat === undefined ||
        location.lng === undefined
      ) {
        throw failed(`Google Geocoding answered ${body.status ?? 'nothing usable'}`);
      }
      return {
        formattedAddress: first?.formatted_address ?? address,
        latitude: location.lat,
        longitude: location.lng,
      };
    },
  };
}

/** The configured geocoder: the operator's URL first, then the key in Settings. */
export async function geocoderFor(db: DbOrTx, config: GeocodingConfig): Promise<Geocoder> {
  if (config.url) return nominatimGeocoder(config.url, config.timeoutMs);
  const [row] = await db
    .select({ key: settings.googleMapsId })
    .from(settings)
    .where(eq(settings.id, 1));
  if (row?.key) return googleGeocoder(row.key, config.timeoutMs);
  return {
    lookup: () => Promise.reject(failed('No address lookup is configured')),
  };
}

export async function geocode(
  db: DbOrTx,
  config: GeocodingConfig,
  address: string,
): Promise<GeocodeResponse> {
  const found = await (await geocoderFor(db, config)).lookup(address);
  if (!found) {
    throw new AppError(404, [
      { code: `${AREA}:ADDRESS_INVALID`, message: 'No such address was found', context: 'address' },
    ]);
  }
  return found;
}
