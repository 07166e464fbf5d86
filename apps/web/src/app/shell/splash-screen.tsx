import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGreetingPending, markGreeted } from '../../shared/auth/sign-in-marker';
import classes from './splash-screen.module.css';

/** REQ-SHELL-5: the splash screen hides itself after 3000 ms. */
export const SPLASH_DURATION_MS = 3000;

export interface SplashContent {
  title: string;
  message: string;
}

export interface SplashScreenProps {
  /** Mount only once the splash-screen answer is there: "pending" is decided on mount. */
  splash: SplashContent;
}

/**
 * The welcome of `GET /admin/splash-screen`, once per sign-in (`shared/auth/sign-in-marker.ts`):
 * a polite status message below the top bar, not a dialog. It never blocks work: no overlay,
 * no focus taken, and clicks pass through it (`pointer-events: none`) to whatever is beneath;
 * any click anywhere, or 3000 ms, hides it.
 */
export function SplashScreen({ splash }: SplashScreenProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  const [pending] = useState(isGreetingPending);
  const visible = Boolean(splash.title || splash.message) && pending && !dismissed;

  useEffect(() => {
    if (!visible) return;
    markGreeted();
    const hide = () => setDismissed(true);
    const timer = window.setTimeout(hide, SPLASH_DURATION_MS);
    // capture: a click that a page handler stops still hides the greeting
    document.addEventListener('pointerdown', hide, { capture: true });
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', hide, { capture: true });
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <Paper
      role="status"
      aria-label={splash.title}
      className={classes.splash}
      shadow="md"
      withBorder
      p="md"
      data-testid="splash"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text fw={700} size="lg">
            {splash.title}
          </Text>
          <Text>{splash.message}</Text>
        </div>
        {/* for keyboard users (a click anywhere already hides it); never focused on its own */}
        <CloseButton
          className={classes.close}
          aria-label={t('common.close')}
          onClick={() => setDismissed(true)}
        />
      </Group>
    </Paper>
  );
}
