import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A full-height spinner for whole-page waits (lazy route chunks, the start-up checks). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}
