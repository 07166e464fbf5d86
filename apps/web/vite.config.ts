import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defaultClientConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

/**
 * Fewer, larger chunks on the way to a signed-in list (REQ-PERF-3). Left to itself the bundler cuts
 * one chunk per set of importers: ~95 files of 1–2 KB for `/faq`. Over HTTP/1.1's six
 * connections per host each costs a round trip, and Lighthouse's LCP waited on waves of them.
 *
 * So the build runs twice (`npm run build`): the first pass (`--mode stages`, nothing written)
 * reads its own chunk graph and notes, for every module, the stage that always loads it:
 * - `shell`: what the signed-in router and the shell layout import statically;
 * - `list`: what every list page imports statically (the list toolkit), beyond the shell.
 * - `common`: of those, what the sign-in screens import too (else /login would load the shell).
 * The second pass puts each stage in one chunk. A stage holds only modules that stage's chunks
 * held already, so no screen loads code it did not load before; it loads it in fewer files.
 * What `index.html` loads is one chunk too (`boot`, the `$initial` modules). Without the notes
 * (the dev server, a first-pass failure) the build is the bundler's default.
 */
const STAGES_FILE = path.resolve(import.meta.dirname, 'node_modules/.cache/chunk-stages.json');
const SHELL_ENTRIES = [/src\/app\/signed-in-router\.tsx$/, /src\/app\/shell\/app-layout\.tsx$/];
const PUBLIC_PAGE = /src\/features\/auth\/routes\/[^/]+-page\.tsx$/;
const LIST_PAGE = /src\/features\/[^/]+\/routes\/[^/]+-list-page\.tsx$/;

function readStages(): Map<string, string> {
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(STAGES_FILE, 'utf8')) as object));
  } catch {
    return new Map();
  }
}

function noteStages(): Plugin {
  return {
    name: 'note-chunk-stages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: typeof chunks) => {
        const seen = new Set<string>();
        const queue = roots.map((c) => c.fileName);
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const facade = (test: RegExp) => chunks.filter((c) => test.test(c.facadeModuleId ?? ''));
      const boot = closure(chunks.filter((c) => c.isEntry));
      const signIn = closure(facade(PUBLIC_PAGE));
      const shell = closure(SHELL_ENTRIES.flatMap(facade));
      const listPages = facade(LIST_PAGE).map((page) => closure([page]));
      const list = new Set(
        [...(listPages[0] ?? [])].filter((file) => listPages.every((other) => other.has(file))),
      );
      const stages: Record<string, string> = {};
      for (const [stage, files] of [
        ['list', list],
        ['shell', shell],
      ] as const) {
        for (const file of files) {
          const chunk = byFile.get(file);
          // a page's own chunk stays its own: the router loads it by its file name
          if (!chunk || boot.has(file) || chunk.isDynamicEntry) continue;
          for (const id of chunk.moduleIds) stages[id] = signIn.has(file) ? 'common' : stage;
        }
      }
      fs.mkdirSync(path.dirname(STAGES_FILE), { recursive: true });
      fs.writeFileSync(STAGES_FILE, JSON.stringify(stages));
    },
  };
}

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ mode }) => {
  const stages = mode === 'stages' ? new Map<string, string>() : readStages();
  return {
    plugins: [mantineStylesPerComponent(), ...(mode === 'stages' ? [noteStages()] : []), react()],
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
            // The theme breakpoints of REQ-SHELL-8 (src/app/theme.ts), for CSS modules.
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
      // the first pass only reads the chunk graph
      write: mode !== 'stages',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // what index.html loads, in one file (the entry's static imports)
              { name: 'boot', tags: ['$initial'], priority: 3 },
              { name: 'shell', test: (id) => stages.get(id) === 'shell', priority: 2 },
              { name: 'list', test: (id) => stages.get(id) === 'list', priority: 1 },
              { name: 'common', test: (id) => stages.get(id) === 'common', priority: 4 },
            ],
          },
        },
      },
    },
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // a screen rendered in happy-dom (a whole user page, the rich-text editor) took over the
      // default 5 s on a 2-core machine that other work kept at load 4+: seven tests failed on
      // time alone in one such run, none on an assertion; a hang still fails, at 20 s
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
});
