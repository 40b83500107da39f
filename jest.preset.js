// One jest setup for every package: swc transpiles TypeScript, tests live in test/.
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx', '<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testTimeout: 30000,
};
