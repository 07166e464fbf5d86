import path from 'node:path';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Mantine's ScrollArea (inside every Table) imports only `useMergeRefs` from @floating-ui/react;
 * that import is pointed at a copy of the hook (src/shared/ui/merge-refs.ts), so a list's first
 * screen does not fetch all of floating-ui, which only menus, popovers and tooltips need.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const hook = path.resolve(import.meta.dirname, 'src/shared/ui/merge-refs.ts');
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return hook;
      return null;
    },
  };
}

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [scrollAreaWithoutFloatingUi(), react()],
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
