import { Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `000 §9`: the splash screen hides itself after 3000 ms. */
export const SPLASH_DURATION_MS = 3000;

/** Session storage key: a splash already seen in this tab is not shown again on reload. */
export const SPLASH_SEEN_KEY = 'splashSeen';

export interface SplashContent {
  title: string;
  message: string;
}

function splashId(splash: SplashContent): string {
  return `${splash.title}\n${splash.message}`;
}

function alreadySeen(splash: SplashContent): boolean {
  try {
    return window.sessionStorage.getItem(SPLASH_SEEN_KEY) === splashId(splash);
  } catch {
    return false;
  }
}

function markSeen(splash: SplashContent): void {
  try {
    window.sessionStorage.setItem(SPLASH_SEEN_KEY, splashId(splash));
  } catch {
    // storage disabled: the splash shows again next time, nothing worse
  }
}

export interface SplashScreenProps {
  /** Mount only once the splash-screen answer is there: "seen" is decided on mount. */
  splash: SplashContent;
}

/**
 * The splash of `GET /admin/splash-screen`: shown when the shell first has it, hidden after
 * 3 s (or when closed), once per browser tab and text.
 */
export function SplashScreen({ splash }: SplashScreenProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const [seenBefore] = useState(() => alreadySeen(splash));
  const visible = Boolean(splash.title || splash.message) && !seenBefore && !dismissed;

  useEffect(() => {
    if (!visible) return;
    markSeen(splash);
    const timer = window.setTimeout(() => setDismissed(true), SPLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [visible, splash]);

  return (
    <Modal
      opened={visible}
      onClose={() => setDismissed(true)}
      title={splash.title}
      centered
      size="md"
      // a notice over a page still loading: locking scroll would hide the scrollbar until it
      // closes, and its return would shift the whole page sideways
      lockScroll={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{splash.message}</Text>
    </Modal>
  );
}
