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

/**
 * Each Mantine component brings its own stylesheet, into the chunk that uses the component: the
 * class-name map `esm/components/X/X.module.mjs` is where every component's CSS classes come
 * from, and `styles/X.css` is its CSS (one to one). The whole `@mantine/core/styles.css` (41 KB
 * gzipped, for 119 components) is neither render-blocking on /login nor downloaded for the
 * components this app never draws; a component added later gets its CSS with no list to keep.
 */
function mantineStylesPerComponent(): Plugin {
  const classMap = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  return {
    name: 'mantine-styles-per-component',
    transform(code, id) {
      const name = classMap.exec(id)?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [scrollAreaWithoutFloatingUi(), mantineStylesPerComponent(), react()],
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
    // One stylesheet: with Mantine's CSS per component (above) the whole app's CSS is 30 KB
    // gzipped, less than Mantine's full styles.css alone; split per chunk it would be ~45 small
    // files, more bytes in all (each gzipped apart) and a longer preload list in every import.
    cssCodeSplit: false,
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
