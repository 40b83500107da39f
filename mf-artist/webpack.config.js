const federatedConfig = require('../shared/ui/build/federated-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf-artist',
  exposes: {
    './app': './src/exposed/app.ts',
    './message-popup': './src/exposed/message-popup.tsx',
    './gift-card-list': './src/exposed/gift-card-list.ts',
    './inbox-indicator': './src/exposed/inbox-indicator.tsx',
  },
});
