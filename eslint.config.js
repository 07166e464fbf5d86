// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import moduleOwnsItsTables from './eslint-rules/module-owns-its-tables.js';

const subdirs = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = subdirs('apps/web/src/features');
const serverModules = subdirs('apps/server/src/modules');

/**
 * The contract's subpaths: an area's schema file (`packages/contract/src/faq.ts`, beside its
 * descriptor `areas/faq.ts`) is imported as `@backoffice/contract/faq`; everything else, shared,
 * only from the package's root. docs/architecture.md, "How to add an area".
 */
const contractAreaSchemas = fs
  .readdirSync('packages/contract/src/areas')
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .filter((area) => fs.existsSync(`packages/contract/src/${area}.ts`));

/** Which module declares each table (its `schema.ts`): the owner that alone writes it. */
const tableOwners = Object.fromEntries(
  serverModules.flatMap((mod) => {
    const dir = `apps/server/src/modules/${mod}`;
    // a module's own schema, and its parts' (money/orders, money/transactions, …)
    const files = [`${dir}/schema.ts`, ...subdirs(dir).map((part) => `${dir}/${part}/schema.ts`)];
    return files
      .filter((file) => fs.existsSync(file))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => [
          m[1],
          mod,
        ]),
      );
  }),
);

/** Import boundaries of the architecture brief, enforced rather than described. */
const boundaryZones = [
  // web and server never import each other; both only share packages/contract
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server over HTTP only.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  {
    target: './packages/contract',
    from: './apps',
    message: 'The contract depends on nothing of the apps.',
  },
  // one-way imports in the web app: app → features → shared
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/features',
    message: 'shared/ never imports a feature.',
  },
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/app',
    message: 'shared/ never imports app/.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'A feature never imports app/.',
  },
  // a feature never imports another feature: compose them in app/
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose features in app/.',
  })),
  // a server module calls another module's service, never its repository
  ...serverModules.flatMap((mod) =>
    serverModules
      .filter((other) => other !== mod)
      .map((other) => ({
        target: `./apps/server/src/modules/${mod}`,
        from: `./apps/server/src/modules/${other}/repository.ts`,
        message: "Call the other module's service, not its repository.",
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported files itself: it needs the TypeScript parser for them
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@backoffice/contract/(?!(${contractAreaSchemas.join('|')})$)`,
              message:
                "Only an area's schema file is imported by subpath (@backoffice/contract/<area>); the shared contract comes from @backoffice/contract.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // demo data is a fixture written straight into every table it needs, with no rule to keep
    ignores: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/demo-data.ts'],
    plugins: { local: { rules: { 'module-owns-its-tables': moduleOwnsItsTables } } },
    rules: { 'local/module-owns-its-tables': ['error', { owners: tableOwners }] },
  },
  // Rules that need the types: a promise nobody awaits or catches loses its failure, a promise
  // where a void callback is expected (an onClick) is not awaited, and a switch over a union
  // must name every member. docs/architecture.md, "Lint".
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
