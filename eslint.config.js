// Lint at zero warnings (npm run lint). Feature folders never import each other: share through
// src/shared, src/store or src/app (docs/ARCHITECTURE.md, "Client conventions").
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const modulos = readdirSync('server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      '**/*.generated.ts',
      '*.config.js',
      '*.config.cjs',
      'scripts/*.mjs',
      // The PDF worker's plain-JavaScript entry (three lines: register tsx, load the body).
      'server/shared/pdf-trabalhador.mjs',
      '**/*.cjs',
      '.ci/**',
      // Declarations for tsconfig.app.json only (the browser's process); nothing to lint.
      'src/ambiente.d.ts',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // PGlite's bundled files overflow import-x's parser; cycles only matter in our own code.
    // The resolver must know .ts/.tsx: without it no import of our own resolved, so the boundary
    // rules below never matched anything.
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message:
                'Uma feature não importa outra: compartilhe por src/shared, src/store ou URLs.',
            })),
            {
              target: './src/shared',
              from: './src/features',
              message: 'shared não conhece features.',
            },
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
            // A server module is used by others only through its index.ts; the database, the
            // shared pieces and the plugins never depend on a module, except through the list of
            // manifests (server/modules/manifestos.ts), whose manifests reach their module's code
            // only with import() (server/shared/modulo.ts).
            ...modulos.map((m) => ({
              target: `./server/modules/${m}`,
              from: './server/modules',
              except: [`./${m}`, ...modulos.filter((o) => o !== m).map((o) => `./${o}/index.ts`)],
              message: 'Um módulo usa outro só pelo index.ts dele.',
            })),
            ...['db', 'shared', 'plugins'].map((pasta) => ({
              target: `./server/${pasta}`,
              from: './server/modules',
              except: ['./manifestos.ts'],
              message: `server/${pasta} não depende de módulos (só da lista de manifestos).`,
            })),
            {
              target: './server',
              from: './src/features',
              message: 'O servidor só usa src/shared.',
            },
            { target: './server', from: './src/app' },
            { target: './server', from: './src/store' },
          ],
        },
      ],
    },
  },
  {
    // Machines and screens call the generated endpoints (initiate / hooks), typed by the generated
    // types: a hand-declared API shape passes tsc after a server rename and breaks at run time.
    // `requisitar` keeps secrets out of the cache: sign-in, refresh and passwords only.
    files: ['src/machines/**/*.ts', 'src/features/**/*.ts', 'src/features/**/*.tsx'],
    ignores: [
      'src/machines/auth/**',
      'src/features/conta/AlterarSenhaForm.tsx',
      // A user's temporary password (creation and reset) is shown once and never cached.
      'src/features/usuarios/useAcoesUsuario.ts',
      'src/features/usuarios/UsuarioFormDialog.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/store/requisitar'],
              message:
                'Chame o endpoint gerado (initiate ou o hook); requisitar é só para entrar, renovar a sessão e senhas.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TSInterfaceDeclaration[id.name=/DaApi$|DaLista$|^Resposta|^Verificacao|Salvo$/]',
          message: 'Tipos da API vêm de src/store/generated (Pick/alias do tipo gerado).',
        },
        {
          selector:
            'TSTypeAliasDeclaration[id.name=/DaApi$|DaLista$|^Resposta|^Verificacao|Salvo$/][typeAnnotation.type="TSTypeLiteral"]',
          message: 'Tipos da API vêm de src/store/generated (Pick/alias do tipo gerado).',
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
