const federatedConfig = require('../shared/ui/build/federated-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mf-commerce',
  exposes: {
    './app': './src/exposed/app.ts',
    './cart-indicator': './src/exposed/cart-indicator.ts',
    './order-request': './src/exposed/order-request.tsx',
    './my-orders': './src/exposed/my-orders.ts',
  },
});
