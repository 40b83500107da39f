// Issue 15 §4: GET /api/artwork/get/{slug} through the gateway against a bare node:http + pg server (to be measured).
'use strict';

module.exports = {
  name: 'The artwork call through the gateway against a bare server',
  run: async () => ['Not measured yet.'],
};
