import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/index.ts', './src/modules/*/schema.ts', './src/modules/*/*/schema.ts'],
  out: './src/db/migrations',
});
