const federatedConfig = require('../shared/ui/build/federated-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf-community',
  exposes: {
    './app': './src/exposed/app.ts',
    './pulse-rank': './src/exposed/pulse-rank.tsx',
    './comments': './src/exposed/comments.ts',
    './report-artwork': './src/exposed/report-artwork.ts',
  },
});
