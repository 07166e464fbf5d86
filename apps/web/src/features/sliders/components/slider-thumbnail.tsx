import type { StoredFile } from '@backoffice/contract';
import { Center, Tooltip } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `001 §9`: the list's slide thumbnail is 64 px high by 96 px wide. */
const WIDTH = 96;
const HEIGHT = 64;

/**
 * A slide's thumbnail (`thumbUrl`): a placeholder when it has none, and a placeholder with an
 * error tooltip when it fails to load.
 */
export function SliderThumbnail({ image, alt }: { image: StoredFile | null; alt: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = image?.thumbUrl ?? image?.imageUrl ?? null;
  if (!src || failed) {
    const label = failed ? t('sliders.list.imageError') : t('sliders.list.noImage');
    return (
      <Tooltip label={label} withArrow>
        <Center
          w={WIDTH}
          h={HEIGHT}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          role="img"
          aria-label={label}
          tabIndex={0}
          data-thumbnail-placeholder=""
        >
          <IconPhotoOff size={22} color="var(--mantine-color-dimmed)" aria-hidden />
        </Center>
      </Tooltip>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
    />
  );
}
