const path = require('node:path');
const federatedConfig = require('../shared/ui/build/federated-config');

module.exports = federatedConfig({ dir: __dirname, name: 'shell', template: path.join(__dirname, 'src/index.html') });
