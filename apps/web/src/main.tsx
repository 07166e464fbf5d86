import '@fontsource/lato/latin-300.css';
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/lato/latin-ext-300.css';
import '@fontsource/lato/latin-ext-400.css';
import '@fontsource/lato/latin-ext-700.css';
// the rest of Mantine's CSS comes with each component (vite.config.ts, mantineStylesPerComponent)
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyCachedColorScheme } from './app/color-scheme';
import { initI18n } from './i18n/i18n';

// zod would otherwise probe `new Function` to see if it may compile its checks; the CSP has no
// 'unsafe-eval', so the probe is reported as a violation even though zod catches the refusal.
// zod reads its settings from this global when it loads (the place `z.config()` writes, shared
// by every copy of zod), so /login need not load zod to set it: zod comes with the forms.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

applyCachedColorScheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for Lato (both its subsets: Polish needs latin-ext) as it waits for
// the texts, at most FONT_WAIT_MS: text drawn in the fallback font and redrawn in Lato wraps
// differently, and a list's rows would jump when the font arrived.
const FONT_WAIT_MS = 1000;
const fontsReady = Promise.all(
  ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px Lato`, 'Aą')),
).catch(() => undefined);
await Promise.all([
  initI18n(),
  Promise.race([fontsReady, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]),
]);
// A transition, so React renders the first screen in slices that yield to the browser every few
// milliseconds instead of in one long task that input would wait behind (Lighthouse's total
// blocking time, REQ-PERF-3); the screen commits at once when the whole tree is ready.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
