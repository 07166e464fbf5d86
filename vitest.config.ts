import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the contract, web and server-unit projects; the server integration project
// (apps/server/vitest.integration.config.ts) is run by scripts/test-integration.mjs, once per database.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/web/vite.config.ts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.integration.config.ts',
      'eslint-rules/vitest.config.mjs',
    ],
  },
});
