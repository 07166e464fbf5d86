import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Resolve @backoffice/contract to its TypeScript source (the "source" export condition).
// Without Vite's `module` condition: Node never uses it, and the AWS SDK's `module` builds have
// extensionless imports that only a bundler resolves.
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server-unit',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
