module.exports = { ...require('../shared/ui/build/jest-preset.js'), displayName: 'mf-admin' };
