import type { StoredFile } from '@backoffice/contract';
import { Image, rem } from '@mantine/core';
import { IconFile, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../ui/deferred-tooltip';

export interface FileThumbnailProps {
  file: StoredFile;
  alt: string;
  width?: number;
  height?: number;
  /** Greyed out: the file is marked for removal. */
  dimmed?: boolean;
}

const frame = (width: number, height: number) => ({
  width: rem(width),
  height: rem(height),
  borderRadius: 'var(--mantine-radius-sm)',
  border: '1px solid var(--mantine-color-default-border)',
  background: 'var(--mantine-color-default-hover)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
});

/**
 * A stored file's thumbnail: the WebP thumbnail, else the display size, else the original for
 * an image; a document icon otherwise. A picture that fails to load becomes a placeholder icon
 * whose tooltip says so (REQ-FILES-7), reachable by keyboard too.
 */
export function FileThumbnail({
  file,
  alt,
  width = 160,
  height = 107,
  dimmed,
}: FileThumbnailProps) {
  const { t } = useTranslation();
  const src =
    file.thumbUrl ?? file.imageUrl ?? (file.mimeType.startsWith('image/') ? file.url : null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { ...frame(width, height), opacity: dimmed ? 0.4 : 1 };
  if (!src) {
    return (
      <div style={style} aria-hidden>
        <IconFile
          size={Math.min(width, height) / 2}
          stroke={1.5}
          color="var(--mantine-color-dimmed)"
        />
      </div>
    );
  }
  if (failedSrc === src) {
    const message = t('upload.thumbnailError');
    return (
      <DeferredTooltip label={message} withArrow>
        <div style={style} role="img" aria-label={`${alt}: ${message}`} tabIndex={0}>
          <IconPhotoOff
            size={Math.min(width, height) / 2}
            stroke={1.5}
            color="var(--mantine-color-red-6)"
            aria-hidden
          />
        </div>
      </DeferredTooltip>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      w={width}
      h={height}
      fit="cover"
      radius="sm"
      style={{ flex: 'none', opacity: dimmed ? 0.4 : 1 }}
      onError={() => setFailedSrc(src)}
    />
  );
}
