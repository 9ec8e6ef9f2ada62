// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependency direction (DESIGN.md): schemas ← runtime/core ← runtime/react ← block-registry ← storefront, editor.
 * Each block's schema.ts is the exception: a zod-only leaf of the schema layer that lives in its block's folder.
 * preview-bridge depends on schemas only; server on schemas and runtime/core. Folders import each other only
 * through their index.ts.
 */
const deep = (name) => ({
  // schemas has three more public surfaces: constants.ts and error-ids.ts (zod-free, what the browser may read without zod) and
  // forms.ts (the shopper's form rules, for the checkout's chunk without every contract).
  regex: name === 'schemas' ? `^(\\.\\./)+schemas/(?!(constants|forms|error-ids)$).+` : `^(\\.\\./)+${name}/.+`,
  message: `Import ${name} through its index.ts, not its internals.`,
});
const forbid = (names, why) => names.map((name) => ({ regex: `^(\\.\\./)+(.*/)?${name}(/|$)`, message: why }));
const deepImports = ['schemas', 'runtime/core', 'runtime/react', 'block-registry', 'preview-bridge'].map(deep);
const layer = (files, forbidden, why, packages = [], deep = deepImports) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: packages.map((name) => ({ name, message: why, allowTypeImports: true })),
        patterns: [...deep, ...forbid(forbidden, why)],
      },
    ],
  },
});

/**
 * The demo store (`server/demo/`: seed, drawn product pictures, demo accounts) is a plugin that `server/main.ts` loads
 * with a dynamic `import()` only when DEMO=true; no other server file may import it, so production never loads it.
 * Tests, scripts (`db:seed`, `users:add --demo`) and benchmarks may.
 */
const serverLayer = layer(
  ['server/**'],
  ['runtime/react', 'block-registry', 'storefront', 'editor', 'preview-bridge'],
  'server depends on schemas and runtime/core; it reaches React only through the built SSR entry.',
  ['react', 'react-dom'],
);
const serverOutsideTheDemo = {
  files: ['server/**'],
  ignores: ['server/demo/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: serverLayer.rules['no-restricted-imports'][1].paths,
        patterns: [
          ...serverLayer.rules['no-restricted-imports'][1].patterns,
          {
            regex: '^(\\.{1,2}/)+(.*/)?demo(/|$)',
            message: 'server/demo is the demo plugin: production code never imports it (server/main.ts loads it with import() when DEMO=true).',
          },
        ],
      },
    ],
  },
};

/**
 * A block's zod schema (`block-registry/<name>/schema.ts`) is a leaf of the schema layer: schemas lists them
 * (its generated index), and they import only `schemas/primitives`, what block schemas are built from.
 */
const schemasLayer = {
  files: ['schemas/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['react', 'react-dom'].map((name) => ({ name, message: 'schemas never imports React.', allowTypeImports: true })),
        patterns: [
          ...deepImports.filter((pattern) => !pattern.regex.includes('block-registry')),
          {
            regex: '^(\\.\\./)+block-registry/(?![^/]+/schema$)',
            message: "schemas imports of block-registry only the blocks' schema.ts files (see its generated index).",
          },
          ...forbid(
            ['runtime', 'preview-bridge', 'storefront', 'editor', 'server'],
            "schemas is the bottom layer: of Tessera it imports only the blocks' schemas.",
          ),
        ],
      },
    ],
  },
};
const blockSchemaLayer = {
  files: ['block-registry/*/schema.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: ['react', 'react-dom'].map((name) => ({ name, message: 'A block schema is zod only.' })),
        patterns: [{ regex: '^\\.(?!\\./\\.\\./schemas/primitives$)', message: 'A block schema imports only ../../schemas/primitives (and zod).' }],
      },
    ],
  },
};

/**
 * Every string schema is `text()` (schemas/text.ts), which refuses what PostgreSQL cannot store (the NUL character,
 * half a surrogate pair) with a 400 naming the field; a bare `z.string()` lets them through to a 500 at the database.
 */
const textPrimitiveMessage = 'Build string schemas with text() from schemas (schemas/text.ts): it refuses text PostgreSQL cannot store.';
const oneTextPrimitive = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: ['schemas/text.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: "MemberExpression[object.name='z'][property.name='string']", message: textPrimitiveMessage },
      { selector: "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']", message: textPrimitiveMessage },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'storybook-static/**', '.data/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Cross-folder imports go through index.ts.
      'no-restricted-imports': ['error', { patterns: deepImports }],
    },
  },
  schemasLayer,
  layer(
    ['runtime/core/**'],
    ['react', 'block-registry', 'preview-bridge', 'storefront', 'editor', 'server'],
    'runtime/core is pure TypeScript: it may import schemas only.',
    ['react', 'react-dom'],
  ),
  layer(
    ['runtime/react/**'],
    ['block-registry', 'preview-bridge', 'storefront', 'editor', 'server'],
    'runtime/react may import schemas and runtime/core only.',
  ),
  layer(['block-registry/**'], ['storefront', 'editor', 'server', 'preview-bridge'], 'block-registry may import schemas and the runtime only.'),
  blockSchemaLayer,
  layer(['preview-bridge/**'], ['runtime', 'block-registry', 'storefront', 'editor', 'server'], 'preview-bridge depends on schemas only.', [
    'react',
    'react-dom',
  ]),
  layer(['storefront/**'], ['editor', 'server'], 'storefront never imports the editor or the server.'),
  layer(['editor/**'], ['storefront', 'server'], 'editor never imports the storefront or the server.'),
  serverLayer,
  serverOutsideTheDemo,
  {
    files: ['tests/**', 'stories/**', 'bench/**', '.storybook/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
  oneTextPrimitive,
  { files: ['eslint.config.js', 'scripts/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
