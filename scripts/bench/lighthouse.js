// Issue 15 §2: Lighthouse mobile performance on /, /art/{slug} and /search, with Debian's Chromium (to be measured).
'use strict';

module.exports = {
  name: 'Lighthouse mobile performance on /, /art/{slug} and /search',
  run: async () => ['Not measured yet.'],
};
