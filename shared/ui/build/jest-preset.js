// The repository's jest preset, for React code in jsdom: CSS imports are empty, and jsdom gets what react-router needs.
const path = require('node:path');

module.exports = {
  ...require('../../../jest.preset.js'),
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest-style-stub.js') },
  setupFiles: [path.join(__dirname, 'jest-jsdom-setup.js')],
};
