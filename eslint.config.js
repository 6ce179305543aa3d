// Lint at zero warnings (npm run lint). Feature folders never import each other: share through
// src/shared, src/store or src/app (STYLE.md).
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      '**/*.generated.ts',
      '*.config.js',
      '*.config.cjs',
      'scripts/*.mjs',
      '**/*.cjs',
      '.ci/**',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // PGlite's bundled files overflow import-x's parser; cycles only matter in our own code.
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'Uma feature não importa outra: compartilhe por src/shared, src/store ou URLs.',
            })),
            { target: './src/shared', from: './src/features', message: 'shared não conhece features.' },
            { target: './src/shared', from: './src/app', message: 'shared não conhece app.' },
            // Blocks take what they need from their props (the generated hook, a token getter):
            // they never reach into the store or a flow.
            { target: './src/shared', from: './src/store', message: 'shared não conhece a store.' },
            {
              target: './src/shared',
              from: './src/machines',
              message: 'shared não conhece as máquinas.',
            },
            { target: './src/features', from: './src/app', message: 'features não importam app.' },
            { target: './server', from: './src/features', message: 'O servidor só usa src/shared.' },
            { target: './server', from: './src/app' },
            { target: './server', from: './src/store' },
          ],
        },
      ],
    },
  },
  {
    // node:test's describe/test return promises the runner itself awaits.
    files: ['test/e2e/**'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
