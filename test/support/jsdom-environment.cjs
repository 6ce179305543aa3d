// jsdom lacks what RTK Query (fetch, Request, Response, Headers, AbortController) and MUI X
// (TextEncoder) need: copy Node's own in. MessageChannel is deliberately not copied (jest hangs).
const { TestEnvironment } = require('jest-environment-jsdom');

class Environment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    const location = () => g.location.href;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.Headers = Headers;
    g.Response = Response;
    g.ReadableStream = ReadableStream;
    g.structuredClone = structuredClone;
    // Relative URLs ("/api/...") resolve against the page, as in a browser.
    g.Request = class extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, location()).href : input, init);
      }
    };
    g.fetch = (input, init) =>
      fetch(typeof input === 'string' ? new URL(input, location()).href : input, init);
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
  }
}

module.exports = Environment;
