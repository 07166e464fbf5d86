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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
