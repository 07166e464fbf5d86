import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Resolve @backoffice/contract to its TypeScript source (the "source" export condition).
const conditions = ['source', ...defaultServerConditions];

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
