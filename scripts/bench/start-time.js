// Issue 15 §5: npm start until /readyz, on an existing data folder and on a first start with the demo seed (to be measured).
'use strict';

module.exports = {
  name: 'Start until /readyz',
  run: async () => ['Not measured yet.'],
};
