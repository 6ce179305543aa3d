// The browser has no `process`: webpack's DefinePlugin (webpack.config.js) replaces these
// expressions with their values at build time, and they are all the browser code may read of it.
declare const process: { env: { TELEMETRY_CONNECTION_STRING?: string } };
