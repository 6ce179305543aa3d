// Two projects: the SPA (jsdom) and the API (node, app.inject against PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). Both are transformed by swc to CommonJS, so code under test must not
// use import.meta (entry points like server/main.ts may).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest (CommonJS) must have transformed.
const esmOnly = ['typebox', '@fastify/type-provider-typebox', 'until-async'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

export default {
  // testTimeout is a global option (ignored inside projects). A screen test that types a whole form
  // (NovoAprendizScreen, the evaluation editor) runs ~15 s on an idle core and passed 60 s with the
  // machine at load 10 beside two jest workers: the ceiling leaves room, a passing test waits none.
  testTimeout: 120_000,
  projects: [
    {
      displayName: 'spa',
      testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-spa.ts'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/support/file-stub.cjs' },
    },
    {
      displayName: 'api',
      // Hands Node's own require to the harness (PGlite's dynamic import).
      testEnvironment: '<rootDir>/test/support/api-environment.ts',
      // The migrated and seeded database of each engine, built once per run (api-banco.ts).
      globalSetup: '<rootDir>/test/support/jest-global-setup.cjs',
      globalTeardown: '<rootDir>/test/support/jest-global-teardown.cjs',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns,
    },
  ],
};
