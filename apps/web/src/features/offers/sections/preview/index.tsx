import type { ElementContent, ElementType, Translatable } from '@backoffice/contract';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device, EditorElement } from '../model';
import { useSectionsStore, type SectionsStore } from '../store';
import { ChartSvg } from '../types/chart-svg';
import { previewHtml } from './preview-html';

/**
 * The live preview (REQ-SECTION-12): the sections as the public page lays them out, drawn from the
 * editor's state in this page — no server round trip, no iframe reload. Each section and each
 * element is memoised on its object, which the store replaces only when it changes, so a
 * keystroke re-renders one element's preview. Off-screen sections skip layout and paint
 * (`content-visibility: auto`).
 */

/** The frame's width per device: the public site's breakpoints. */
export const DEVICE_WIDTHS: Record<Device, number> = { desktop: 1200, tablet: 768, mobile: 390 };

type Lang = 'pl' | 'en';
const pick = (text: Translatable | undefined, lang: Lang) =>
  (text?.[lang] || text?.[lang === 'pl' ? 'en' : 'pl']) ?? '';

/** Inner items the user removed are not on the page. */
function live<T>(items: readonly T[] | undefined): T[] {
  return (items ?? []).filter((item) => !(item as { delete?: boolean }).delete);
}

function Html({ html }: { html: string }) {
  const clean = useMemo(() => previewHtml(html), [html]);
  return clean ? (
    <Box className="preview-html" dangerouslySetInnerHTML={{ __html: clean }} />
  ) : null;
}

function Img({
  file,
  alt,
}: {
  file: { url?: string; imageUrl?: string | null; thumbUrl?: string | null } | null | undefined;
  alt: string;
}) {
  const src = file?.imageUrl ?? file?.url;
  return src ? (
    <img src={src} alt={alt} style={{ maxWidth: '100%', display: 'block', borderRadius: 4 }} />
  ) : null;
}

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Box
      p="md"
      style={{
        border: '1px dashed var(--mantine-color-gray-5)',
        borderRadius: 4,
        textAlign: 'center',
        wordBreak: 'break-all',
      }}
    >
      <Text size="sm">{children}</Text>
    </Box>
  );
}

function ElementBody({
  type,
  content,
  lang,
  device,
}: {
  type: ElementType;
  content: unknown;
  lang: Lang;
  device: Device;
}) {
  const { t } = useTranslation();
  switch (type) {
    case 'pageHeader': {
      const c = content as ElementContent<'pageHeader'>;
      const images = live(c.images);
      const sideways = c.layout === 'TEXT_LEFT_IMAGE_RIGHT' || c.layout === 'TEXT_RIGHT_IMAGE_LEFT';
      const text = (
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2}>{pick(c.title, lang)}</Title>
          <Html html={pick(c.content, lang)} />
          <Group gap="xs">
            {live(c.buttons).map((button, i) => (
              <Box
                key={i}
                component="span"
                px="sm"
                py={4}
                style={{ border: '1px solid currentColor', borderRadius: 4 }}
              >
                {pick(button.label, lang) || '…'}
              </Box>
            ))}
          </Group>
        </Stack>
      );
      const pictures = images.length > 0 && (
        <Group gap="xs" style={{ flex: 1 }}>
          {images.map((image, i) => (
            <Img key={i} file={image.file} alt="" />
          ))}
        </Group>
      );
      const reversed = c.layout === 'TEXT_RIGHT_IMAGE_LEFT' || c.layout === 'TEXT_BOTTOM_IMAGE_TOP';
      return (
        <Box
          data-design={c.design}
          style={{ display: 'flex', flexDirection: sideways ? 'row' : 'column', gap: 12 }}
        >
          {reversed ? pictures : text}
          {reversed ? text : pictures}
        </Box>
      );
    }
    case 'grid': {
      const c = content as ElementContent<'grid'>;
      return (
        <Stack gap="xs">
          {pick(c.subtitle, lang) && <Text fw={600}>{pick(c.subtitle, lang)}</Text>}
          <GridRow>
            {live(c.items).map((item, i) => (
              <GridCell key={i} grid={item.grid} device={device}>
                <Paper withBorder p="xs">
                  <Img file={item.file} alt="" />
                  <Text fw={600}>{pick(item.title, lang)}</Text>
                  <Html html={pick(item.content, lang)} />
                </Paper>
              </GridCell>
            ))}
          </GridRow>
        </Stack>
      );
    }
    case 'successStory': {
      const c = content as ElementContent<'successStory'>;
      return (
        <Stack gap="xs">
          <Img file={c.file} alt="" />
          <Text>{pick(c.description, lang)}</Text>
          <Group gap={4}>
            {live(c.tags).map((tag, i) => (
              <Badge key={i} variant="outline">
                {pick(tag.name, lang)}
              </Badge>
            ))}
          </Group>
          {live(c.items).map((item, i) => (
            <Box key={i}>
              <Text fw={600}>{pick(item.title, lang)}</Text>
              <Text size="sm">{pick(item.description, lang)}</Text>
            </Box>
          ))}
        </Stack>
      );
    }
    case 'gallery': {
      const c = content as ElementContent<'gallery'>;
      return (
        <Group gap="xs" data-layout={c.layout}>
          {live(c.items).map((item, i) => (
            <Box key={i} w={160}>
              <Img file={item.file} alt={pick(item.title, lang)} />
              <Text size="sm" fw={600}>
                {pick(item.title, lang)}
              </Text>
              <Text size="xs">{pick(item.description, lang)}</Text>
            </Box>
          ))}
        </Group>
      );
    }
    case 'contactForm': {
      const c = content as ElementContent<'contactForm'>;
      return (
        <Placeholder>
          {pick(c.title, lang)} · {t('offers.preview.contactForm', { code: c.codeName })}
        </Placeholder>
      );
    }
    case 'counter': {
      const c = content as ElementContent<'counter'>;
      return (
        <Group gap="lg">
          {live(c.elements).map((entry, i) => (
            <Stack key={i} gap={0} align="center">
              <Text fz={28} fw={700} style={{ color: entry.color }}>
                {entry.prefix}
                {entry.countTo}
              </Text>
              <Text size="sm">{pick(entry.label, lang)}</Text>
            </Stack>
          ))}
        </Group>
      );
    }
    case 'timeline': {
      const c = content as ElementContent<'timeline'>;
      return (
        <Stack gap="xs">
          {live(c.elements).map((entry, i) => (
            <Box
              key={i}
              pl="sm"
              style={{
                borderLeft: `3px solid var(--mantine-color-${entry.current ? 'blue-7' : 'gray-5'})`,
              }}
            >
              <Text size="xs">{entry.date}</Text>
              <Text fw={entry.current ? 700 : 500}>
                {pick(entry.label, lang)}
                {entry.current ? ` · ${t('offers.preview.current')}` : ''}
              </Text>
              <Text size="sm">{pick(entry.content, lang)}</Text>
            </Box>
          ))}
        </Stack>
      );
    }
    case 'table': {
      const c = content as ElementContent<'table'>;
      const columns = live(c.columns);
      return (
        <Box style={{ overflowX: 'auto' }}>
          {pick(c.subtitle, lang) && <Text fw={600}>{pick(c.subtitle, lang)}</Text>}
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={i} style={{ textAlign: 'left', padding: 4, borderBottom: '1px solid' }}>
                    {pick(column.name, lang)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {live(c.rows).map((row, i) => (
                <tr key={i} style={{ color: row.textColor, background: row.backgroundColor }}>
                  {live(row.cells).map((cell, j) => (
                    <td key={j} style={{ padding: 4 }}>
                      {pick(cell.value, lang)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      );
    }
    case 'map': {
      const c = content as ElementContent<'map'>;
      return (
        <Placeholder>
          {pick(c.address, lang) || t('offers.preview.noAddress')} · {c.latitude.toFixed(5)},{' '}
          {c.longitude.toFixed(5)} · {t('offers.preview.zoom', { zoom: c.zoom })}
        </Placeholder>
      );
    }
    case 'text': {
      const c = content as ElementContent<'text'>;
      return <Html html={pick(c.content, lang)} />;
    }
    case 'iframe': {
      const c = content as ElementContent<'iframe'>;
      return (
        <Placeholder>
          {pick(c.title, lang)} · {c.url || '…'}
        </Placeholder>
      );
    }
    case 'image': {
      const c = content as ElementContent<'image'>;
      return <Img file={c.file} alt={pick(c.alt, lang)} />;
    }
    case 'youtube': {
      const c = content as ElementContent<'youtube'>;
      return (
        <Placeholder>
          ▶ {pick(c.label, lang)} · {c.url || '…'}
        </Placeholder>
      );
    }
    case 'pieChart':
    case 'barChart': {
      const c = content as ElementContent<'pieChart'>;
      return (
        <ChartSvg
          kind={type === 'pieChart' ? 'pie' : 'bar'}
          items={live(c.items).map((item) => ({
            value: item.value,
            color: item.color,
            label: pick(item.label, lang),
          }))}
        />
      );
    }
    default:
      return null;
  }
}

/** The 12-column grid of the public page; each cell spans its share for the device. */
function GridRow({ children }: { children: ReactNode }) {
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 12 }}>
      {children}
    </Box>
  );
}

function GridCell({
  grid,
  children,
  device,
}: {
  grid: { desktop: number; tablet: number; mobile: number };
  children: ReactNode;
  device: Device;
}) {
  const span = grid[device];
  return (
    <Box data-span={span} style={{ gridColumn: `span ${span}`, minWidth: 0 }}>
      {children}
    </Box>
  );
}

const PreviewElement = memo(function PreviewElement({
  element,
  device,
  lang,
}: {
  element: EditorElement;
  device: Device;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const restricted = element.userMustBeLoggedIn || element.userMustInvest;
  return (
    <GridCell grid={element.grid} device={device}>
      <Box
        data-preview-element={element.id}
        style={{
          opacity: element.visible ? 1 : 0.5,
          outline: restricted ? '2px dashed var(--mantine-color-orange-6)' : undefined,
          padding: 4,
        }}
      >
        {(!element.visible || restricted) && (
          <Group gap={4} mb={4}>
            {!element.visible && (
              <Badge size="xs" color="gray" variant="filled">
                {t('offers.preview.hidden')}
              </Badge>
            )}
            {element.userMustBeLoggedIn && (
              <Badge size="xs" color="orange" variant="filled">
                {t('offers.preview.loggedIn')}
              </Badge>
            )}
            {element.userMustInvest && (
              <Badge size="xs" color="orange" variant="filled">
                {t('offers.preview.investors')}
              </Badge>
            )}
          </Group>
        )}
        {pick(element.title, lang) && (
          <Title order={3} size="h4">
            {pick(element.title, lang)}
          </Title>
        )}
        {element.type ? (
          <ElementBody type={element.type} content={element.content} lang={lang} device={device} />
        ) : (
          <Placeholder>{t('offers.preview.noType')}</Placeholder>
        )}
      </Box>
    </GridCell>
  );
});

/** Each element subscribes to its own object: typing re-renders that element's preview only. */
function PreviewElementById({
  store,
  id,
  device,
  lang,
}: {
  store: SectionsStore;
  id: string;
  device: Device;
  lang: Lang;
}) {
  const element = useSectionsStore(store, (s) => s.elements[id]);
  return element && !element.toBeDeleted ? (
    <PreviewElement element={element} device={device} lang={lang} />
  ) : null;
}

const PreviewSection = memo(function PreviewSection({
  store,
  sectionId,
  device,
  lang,
}: {
  store: SectionsStore;
  sectionId: string;
  device: Device;
  lang: Lang;
}) {
  const section = useSectionsStore(store, (s) => s.sections[sectionId]);
  if (!section || section.toBeDeleted) return null;
  return (
    <Box
      component="section"
      py="sm"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' }}
    >
      <GridRow>
        {section.elementIds.map((id) => (
          <PreviewElementById key={id} store={store} id={id} device={device} lang={lang} />
        ))}
      </GridRow>
    </Box>
  );
});

export function LivePreview({
  store,
  device,
  language,
}: {
  store: SectionsStore;
  device: Device;
  language: Lang;
}) {
  const { t } = useTranslation();
  const sectionIds = useSectionsStore(store, (s) => s.sectionIds);
  // the page is laid out at the device's own width and scaled down to fit the column, so the
  // grid spans break exactly where the public site's do
  const { ref, width: available } = useElementSize();
  const width = DEVICE_WIDTHS[device];
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  return (
    <Paper withBorder p={0} role="region" aria-label={t('offers.preview.label')}>
      <Text size="xs" c="dimmed" px="sm" py={4}>
        {t('offers.preview.width', { width, percent: Math.round(scale * 100) })}
      </Text>
      <Box ref={ref} style={{ overflow: 'hidden' }}>
        <Box
          data-device={device}
          style={{ width, maxWidth: 'none', padding: 12, zoom: scale }}
          lang={language}
        >
          {sectionIds.map((id) => (
            <PreviewSection key={id} store={store} sectionId={id} device={device} lang={language} />
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
