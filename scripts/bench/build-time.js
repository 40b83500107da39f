// Issue 15 §6: npm run build, and one remote rebuilt alone (to be measured).
'use strict';

module.exports = {
  name: 'Front-end build time',
  run: async () => ['Not measured yet.'],
};
