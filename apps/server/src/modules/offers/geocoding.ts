import { eq } from 'drizzle-orm';
import type { GeocodeConfigResponse, GeocodeResponse } from '@backoffice/contract';
import type { DbOrTx } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { settings } from '../../db/schema/index.js';

/**
 * The map element's address lookup (REQ-SECTION-11) behind one interface, so the editor
 * never talks to a maps service itself and tests never leave the machine:
 * - a Nominatim-compatible `/search` when `GEOCODER_URL` is configured (what operators who run
 *   their own geocoder, and the tests' fake on loopback, use);
 * - Google's Geocoding API when Settings hold a Google Maps key;
 * - none: the lookup answers 502 GEOCODER_NOT_CONFIGURED (the editor knows it beforehand from
 *   `/admin/geocode/config` and disables the button), and the user types or picks the coordinates.
 * A provider that fails answers 502 GEOCODER_UNAVAILABLE, one that does not answer in time 504
 * GEOCODER_TIMEOUT. Never 503: only the maintenance gate answers 503, and the web app shows its
 * maintenance screen for that answer (docs/operations.md, "Geocoding and map tiles").
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
const unavailable = (message: string) =>
  AppError.of(502, AREA, 'GEOCODER_UNAVAILABLE', message, 'address');
const notConfigured = () =>
  AppError.of(502, AREA, 'GEOCODER_NOT_CONFIGURED', 'No address lookup is configured', 'address');

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', 'user-agent': 'backoffice-geocoder/1' },
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw AppError.of(
        504,
        AREA,
        'GEOCODER_TIMEOUT',
        'The address lookup did not answer in time',
        'address',
      );
    }
    throw unavailable('The address lookup could not be reached');
  }
  if (!response.ok) throw unavailable(`The address lookup answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw unavailable('The address lookup answered something other than JSON');
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
        throw unavailable(`Google Geocoding answered ${body.status ?? 'nothing usable'}`);
      }
      return {
        formattedAddress: first?.formatted_address ?? address,
        latitude: location.lat,
        longitude: location.lng,
      };
    },
  };
}

/** The configured geocoder: the operator's URL first, then the key in Settings; or none. */
export async function geocoderFor(db: DbOrTx, config: GeocodingConfig): Promise<Geocoder | null> {
  if (config.url) return nominatimGeocoder(config.url, config.timeoutMs);
  const [row] = await db
    .select({ key: settings.googleMapsId })
    .from(settings)
    .where(eq(settings.id, 1));
  if (row?.key) return googleGeocoder(row.key, config.timeoutMs);
  return null;
}

/** What the editor's map needs before any lookup: its tiles, and whether "Find" can work. */
export async function geocodeConfig(
  db: DbOrTx,
  config: GeocodingConfig,
): Promise<GeocodeConfigResponse> {
  return {
    tileUrl: config.tileUrl ?? null,
    geocoderConfigured: (await geocoderFor(db, config)) !== null,
  };
}

export async function geocode(
  db: DbOrTx,
  config: GeocodingConfig,
  address: string,
): Promise<GeocodeResponse> {
  const geocoder = await geocoderFor(db, config);
  if (!geocoder) throw notConfigured();
  const found = await geocoder.lookup(address);
  if (!found) {
    throw new AppError(404, [
      { code: `${AREA}:ADDRESS_INVALID`, message: 'No such address was found', context: 'address' },
    ]);
  }
  return found;
}
