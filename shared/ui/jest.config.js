module.exports = { ...require('./build/jest-preset.js'), displayName: 'ui' };
