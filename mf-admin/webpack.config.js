const federatedConfig = require('../shared/ui/build/federated-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf-admin',
  exposes: { './app': './src/exposed/app.ts' },
});
