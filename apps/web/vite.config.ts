import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` first: workspace packages (the contract) resolve to their TypeScript source,
    // so the web app never needs the contract to be built first.
    conditions: ['source', ...defaultClientConditions],
  },
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          // The theme breakpoints of `000 §9` (src/app/theme.ts), for CSS modules.
          variables: {
            'mantine-breakpoint-xs': '30em',
            'mantine-breakpoint-sm': '34em',
            'mantine-breakpoint-md': '48em',
            'mantine-breakpoint-lg': '62em',
            'mantine-breakpoint-xl': '75em',
          },
        }),
      ],
    },
  },
  server: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiProxyTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // scripts/bench-web.mjs reads the chunk graph from dist/.vite/manifest.json
    manifest: true,
    emptyOutDir: true,
    // No inline assets in JS: the CSP allows data: for img/font only, and small
    // modules stay separate files either way.
    assetsInlineLimit: 0,
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
