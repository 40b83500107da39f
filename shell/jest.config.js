module.exports = { ...require('../jest.preset.js'), displayName: 'shell', testEnvironment: 'jsdom' };
