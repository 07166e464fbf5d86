import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Without Vite's `module` condition: Node never uses it, and the AWS SDK's `module` builds have
// extensionless imports that only a bundler resolves.
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

// Integration tests: the real app through app.inject() on a real database. The global setup
// migrates and seeds one template per run; every test file gets its own clone of it.
// TEST_DB=postgres (with TEST_DATABASE_URL) runs the same suite on PostgreSQL.
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server-integration',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files share their worker's module graph instead of importing the app (Fastify, Drizzle,
    // the AWS SDK…) afresh for each of the 40-odd files, most of the suite's import time (the
    // figures are in docs/performance.md, "History moved from code comments"). Each file still
    // builds its own app on its own database clone; nothing in the suite mocks modules or stubs
    // globals.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
