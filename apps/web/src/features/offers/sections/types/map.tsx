import {
  errorKey,
  MAP_ZOOMS,
  type GeocodeConfigResponse,
  type GeocodeResponse,
} from '@backoffice/contract';
import { Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessages } from '../../../../shared/api/error-messages';
import { isApiRequestError } from '../../../../shared/api/api-request-error';
import { request } from '../../../../shared/api/request';
import { NumberField } from '../../../../shared/form/number-field';
import { SelectField } from '../../../../shared/form/select-field';
import { useFormFrame } from '../../../../shared/form/form-frame-context';
import { Text2, type AnyControl } from './fields';

/**
 * REQ-SECTION-6 map: address, zoom 15–18, latitude and longitude, and a 400 px map with a marker
 * that can be dragged (or moved with the arrow keys). The tiles come from the server's
 * configured tile URL; with none, or when they fail to load (an offline machine), the map is a
 * plain grid with the marker and its coordinates rather than a broken widget. A click on the map
 * puts the marker there. Without an address lookup on the server, "Find" is off and says why; a
 * failing lookup says so on the address field (docs/operations.md, "Geocoding and map tiles").
 */

const TILE = 256;
const HEIGHT = 400;

/** Web Mercator: degrees → world pixels at a zoom, and back. */
function project(lat: number, lon: number, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}
function unproject(x: number, y: number, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const lon = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { lat, lon };
}
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function useMapConfig() {
  return useQuery({
    queryKey: ['map-config'],
    queryFn: async () => (await request<GeocodeConfigResponse>('/admin/geocode/config')).data,
    staleTime: Infinity,
  });
}

function MapView({
  lat,
  lon,
  zoom,
  disabled,
  onMove,
}: {
  lat: number;
  lon: number;
  zoom: number;
  disabled: boolean;
  onMove: (lat: number, lon: number) => void;
}) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const [failed, setFailed] = useState(false);
  const { ref: box, width: measured } = useElementSize();
  // the map is centred on the stored point; a drag moves the marker, not the map
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const tileUrl = config.data?.tileUrl ?? null;
  const tiles = tileUrl && !failed;
  const centre = project(lat, lon, zoom);
  const width = measured || 600;

  const tileImages = [];
  if (tiles) {
    const left = centre.x - width / 2;
    const top = centre.y - HEIGHT / 2;
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx += 1) {
      for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + HEIGHT) / TILE); ty += 1) {
        const src = tileUrl
          .replace('{z}', String(zoom))
          .replace('{x}', String(tx))
          .replace('{y}', String(ty));
        tileImages.push(
          <img
            key={`${tx}:${ty}`}
            src={src}
            alt=""
            width={TILE}
            height={TILE}
            onError={() => setFailed(true)}
            style={{ position: 'absolute', left: tx * TILE - left, top: ty * TILE - top }}
          />,
        );
      }
    }
  }

  const finish = (dx: number, dy: number) => {
    const next = unproject(centre.x + dx, centre.y + dy, zoom);
    onMove(round6(next.lat), round6(next.lon));
  };
  // a click anywhere on the map (not a drag of the marker) puts the marker there
  const onMapClick = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || (event.target as HTMLElement).closest('[role="slider"]')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    finish(event.clientX - rect.left - rect.width / 2, event.clientY - rect.top - rect.height / 2);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, y: event.clientY };
    setDrag({ dx: 0, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setDrag({ dx: event.clientX - start.current.x, dy: event.clientY - start.current.y });
  };
  const onPointerUp = () => {
    if (start.current && drag) finish(drag.dx, drag.dy);
    start.current = null;
    setDrag(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 50 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
    };
    const move = moves[event.key];
    if (disabled || !move) return;
    event.preventDefault();
    finish(move[0], move[1]);
  };

  return (
    <Box
      ref={box}
      h={HEIGHT}
      data-map={tiles ? 'tiles' : 'grid'}
      data-testid="map-view"
      onClick={onMapClick}
      style={{
        position: 'relative',
        overflow: 'hidden',
        cursor: disabled ? 'default' : 'crosshair',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
        background: tiles
          ? 'var(--mantine-color-gray-1)'
          : 'repeating-linear-gradient(0deg, var(--mantine-color-gray-3) 0 1px, transparent 1px 40px), repeating-linear-gradient(90deg, var(--mantine-color-gray-3) 0 1px, transparent 1px 40px), var(--mantine-color-body)',
      }}
    >
      {tileImages}
      {config.isPending && (
        <Text size="sm" pos="absolute" top={8} left={8}>
          {t('offers.elements.map.loading')}
        </Text>
      )}
      {config.isError && (
        <Text size="sm" c="red.8" pos="absolute" top={8} left={8}>
          {t('offers.elements.map.error')}
        </Text>
      )}
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={t('offers.elements.map.marker')}
        aria-valuetext={`${lat.toFixed(6)}, ${lon.toFixed(6)}`}
        aria-valuenow={lat}
        aria-disabled={disabled || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        style={{
          position: 'absolute',
          left: `calc(50% + ${drag?.dx ?? 0}px - 12px)`,
          top: `calc(50% + ${drag?.dy ?? 0}px - 24px)`,
          width: 24,
          height: 24,
          borderRadius: '50% 50% 50% 0',
          transform: 'rotate(-45deg)',
          background: 'var(--mantine-color-red-7)',
          border: '2px solid white',
          cursor: disabled ? 'default' : 'grab',
          touchAction: 'none',
        }}
      />
      <Text
        size="xs"
        pos="absolute"
        bottom={4}
        right={8}
        px={4}
        style={{ background: 'var(--mantine-color-body)' }}
      >
        {lat.toFixed(6)}, {lon.toFixed(6)}
      </Text>
    </Box>
  );
}

export function MapEditor({
  control,
  readOnly,
}: {
  control: AnyControl;
  readOnly: boolean;
  number: () => string;
}) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const { serverErrors } = useFormFrame();
  const config = useMapConfig();
  const offId = useId();
  const address = useWatch({ control, name: 'content.address' }) as { pl: string; en: string };
  const lat = Number(useWatch({ control, name: 'content.latitude' }) ?? 0);
  const lon = Number(useWatch({ control, name: 'content.longitude' }) ?? 0);
  const zoom = Number(useWatch({ control, name: 'content.zoom' }) ?? 16);
  const [lookup, setLookup] = useState<'idle' | 'loading' | 'error'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  // known before any click: without a lookup on the server the button is off and says why
  const lookupOff = config.data?.geocoderConfigured === false;

  const move = (nextLat: number, nextLon: number) => {
    setValue('content.latitude', nextLat, { shouldDirty: true });
    setValue('content.longitude', nextLon, { shouldDirty: true });
  };

  const find = async () => {
    const text = (address?.pl || address?.en || '').trim();
    setMessage(null);
    if (!text) {
      serverErrors.replace(new Map([['content.address', 'ADDRESS_EMPTY']]));
      return;
    }
    setLookup('loading');
    try {
      const { data: found } = await request<GeocodeResponse>('/admin/geocode', {
        query: { address: text },
      });
      move(round6(found.latitude), round6(found.longitude));
      serverErrors.replace(new Map());
      setMessage(found.formattedAddress);
      setLookup('idle');
    } catch (error) {
      // the server names the address for what concerns it (not found, empty, the lookup not
      // configured, failing or too slow): shown on the address field, in the user's language
      const onAddress = isApiRequestError(error)
        ? error.errors.find((e) => e.context === 'address')
        : undefined;
      if (onAddress) {
        serverErrors.replace(new Map([['content.address', errorKey(onAddress.code)]]));
        setLookup('idle');
      } else {
        setMessage(errorMessages(t, error).join(' '));
        setLookup('error');
      }
    }
  };

  return (
    <Stack gap="sm">
      <Text2 control={control} name="content.address" label={t('offers.elements.map.address')} />
      <Group gap="xs">
        {!readOnly && (
          <Button
            size="xs"
            variant="default"
            onClick={() => void find()}
            loading={lookup === 'loading'}
            disabled={lookupOff}
            aria-describedby={lookupOff ? offId : undefined}
          >
            {t('offers.elements.map.find')}
          </Button>
        )}
        {!readOnly && lookupOff && (
          <Text size="sm" c="dimmed" id={offId}>
            {t('offers.elements.map.lookupOff')}
          </Text>
        )}
        {lookup === 'loading' && <Text size="sm">{t('offers.elements.map.loading')}</Text>}
        {lookup === 'error' && (
          <Text size="sm" c="red.8" role="alert">
            {t('offers.elements.map.error')}: {message}
          </Text>
        )}
        {lookup === 'idle' && message && (
          <Text size="sm" c="dimmed" role="status">
            {message}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SelectField
          control={control}
          name="content.zoom"
          valueType="number"
          allowDeselect={false}
          data={MAP_ZOOMS.map((z) => ({ value: String(z), label: String(z) }))}
          label={t('offers.elements.map.zoom')}
        />
        <NumberField
          control={control}
          name="content.latitude"
          label={t('offers.elements.map.latitude')}
          allowDecimal
          decimalScale={6}
        />
        <NumberField
          control={control}
          name="content.longitude"
          label={t('offers.elements.map.longitude')}
          allowDecimal
          decimalScale={6}
        />
      </SimpleGrid>
      <MapView lat={lat} lon={lon} zoom={zoom} disabled={readOnly} onMove={move} />
    </Stack>
  );
}
