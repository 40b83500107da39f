module.exports = { ...require('../jest.preset.js'), displayName: 'scripts' };
