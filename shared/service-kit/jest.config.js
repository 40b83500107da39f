module.exports = { ...require('../../jest.preset.js'), displayName: 'service-kit' };
