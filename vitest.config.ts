import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: `npm run test:unit` picks web and server-unit;
// the integration projects are run by scripts/test-integration.mjs (once per database).
export default defineConfig({
  test: {
    projects: ['apps/web/vite.config.ts', 'apps/server/vitest.config.ts'],
  },
});
