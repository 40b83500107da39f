const federatedConfig = require('../shared/ui/build/federated-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf-catalog',
  exposes: { './app': './src/exposed/app.ts', './artwork-card': './src/exposed/artwork-card.ts' },
});
