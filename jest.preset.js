// One jest setup for every package: swc transpiles TypeScript, tests live in test/.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(c?js|tsx?|jsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // PGlite loads node built-ins with import(), which jest's sandbox only allows once swc turns it into require().
  transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
  testMatch: [
    '<rootDir>/test/**/*.test.ts',
    '<rootDir>/test/**/*.test.tsx',
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/src/**/*.test.tsx',
  ],
  testTimeout: 30000,
};
