module.exports = { ...require('../../jest.preset.js'), displayName: 'store', testEnvironment: 'jsdom' };
