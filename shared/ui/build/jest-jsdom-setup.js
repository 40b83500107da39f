// jsdom lacks TextEncoder/TextDecoder, which react-router uses when it loads.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
