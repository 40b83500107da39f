// jsdom without fetch: RTK Query needs the real Request/Response/Headers (and the AbortController they accept).
// Relative URLs resolve against the page, as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global.location.href;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page) : input, init);
      }
    }
    Object.assign(this.global, {
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      fetch: () => Promise.reject(new Error('fetch is not mocked')),
    });
  }
}

module.exports = JsdomWithFetch;
