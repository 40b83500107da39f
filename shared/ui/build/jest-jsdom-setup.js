// jsdom lacks TextEncoder/TextDecoder, which react-router uses when it loads.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });

// findBy and waitFor give up after 1 s by default. jest now runs a worker per core, and on a busy 2-core CI machine a
// first render with its lazy fragments took longer (inbox-slot failed once so): a timeout ends a wait, it measures nothing.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
