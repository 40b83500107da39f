module.exports = {
  ...require('../shared/ui/build/jest-preset.js'),
  displayName: 'mf-catalog',
  // react-photo-album ships ES modules only: swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!react-photo-album/)'],
};
