import { Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `000 §9`: the splash screen hides itself after 3000 ms. */
export const SPLASH_DURATION_MS = 3000;

export interface SplashScreenProps {
  splash: { title: string; message: string } | undefined;
}

/** The splash of `GET /admin/splash-screen`, shown once the shell has it, for 3 s. */
export function SplashScreen({ splash }: SplashScreenProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const hasContent = Boolean(splash && (splash.title || splash.message));

  useEffect(() => {
    if (!hasContent) return;
    const timer = window.setTimeout(() => setDismissed(true), SPLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [hasContent]);

  if (!splash || !hasContent) return null;
  return (
    <Modal
      opened={!dismissed}
      onClose={() => setDismissed(true)}
      title={splash.title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      <Text>{splash.message}</Text>
    </Modal>
  );
}
