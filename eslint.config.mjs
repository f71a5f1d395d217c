// @ts-check
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  allow: [],
  depConstraints: [
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
    {
      sourceTag: 'scope:web',
      onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
      bannedExternalImports: ['@nestjs/*', 'typeorm'],
    },
    {
      sourceTag: 'scope:shared',
      onlyDependOnLibsWithTags: ['scope:shared'],
      bannedExternalImports: ['@nestjs/*', 'typeorm', 'react', 'react-dom', '@mui/*', '@emotion/*'],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The web build's server-side bundle for prerendering (apps/web/scripts/prerender.mjs).
      'apps/web/dist-ssr/**',
      '.data/**',
      '.nx/**',
      'apps/web/src/gql/**',
      'coverage/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions everywhere: none may backtrack super-linearly (ReDoS) or capture misleadingly.
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'certain' }],
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': ['error', { reportBacktrackingEnds: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        // Each file is type-checked in the program of the nearest tsconfig.json that includes it; files
        // none of those includes (tests beside the code, config files) in the project of the root
        // tsconfig.json's references that does. One program per project, made only when a file needs it.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Nx module boundaries from the projects' tags: the API and the web (with libs/ui) may use the shared
    // contract (libs/schema), never each other; shared code uses no app, no UI and no framework.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
    },
  },
  {
    // The browser journeys use the API e2e's test support (SMTP catcher, PDF generator): one of each.
    files: ['apps/web-e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', { ...moduleBoundaries, allow: ['/api/test/support/'] }],
    },
  },
  {
    // API code handles typed values only: rows and payloads get real types (or `unknown` and narrowing).
    files: ['apps/api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Text from users (job titles, names, messages) is shown as text, never parsed as HTML.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as React children: user text must never be interpreted as HTML.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Set textContent: user text must never be interpreted as HTML.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|write|writeln)$/]',
          message: 'User text must never be interpreted as HTML.',
        },
      ],
    },
  },
  {
    // Accessibility of the markup: every control has a name, every clickable element is reachable and usable
    // by keyboard, roles and ARIA attributes are valid.
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
