module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'identity',
  // testTimeout is a global option that a root multi-project run ignores; a setup file applies it per project.
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
};
