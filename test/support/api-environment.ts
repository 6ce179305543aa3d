// Jest environment for the API tests. PGlite loads its WebAssembly and file-system bundles with
// dynamic import(), which jest's CommonJS sandbox refuses without --experimental-vm-modules. The
// harness (api-harness.ts) loads it with Node's own require, handed over here: this file runs
// outside the sandbox. (cookie and content-disposition, once ESM-only here too, are pinned by
// package.json's overrides to their CommonJS releases that support Node 20.)
import { TestEnvironment } from 'jest-environment-node';

export default class ApiEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global.__requireNativo = require;
  }
}
