import { defineConfig } from 'vitest/config';

// The repository's own lint rules, tested with ESLint's RuleTester (`npm run test:unit`).
export default defineConfig({
  test: { name: 'lint-rules', root: import.meta.dirname, include: ['*.test.mjs'] },
});
