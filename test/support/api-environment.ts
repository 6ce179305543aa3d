// Jest environment for the API tests. PGlite loads its WebAssembly and file-system bundles with
// dynamic import(), which jest's CommonJS sandbox refuses without --experimental-vm-modules; and
// fastify's inject and @fastify/static depend on ESM-only packages (cookie, content-disposition)
// that Node 20.19+ can require but jest cannot. The harness (api-harness.ts) loads those with
// Node's own require, handed over here: this file runs outside the sandbox.
import { TestEnvironment } from 'jest-environment-node';

export default class ApiEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__requireNativo = require;
  }
}
