import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the storefront under test listens, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
  }
}

/** The browser tests run against the real server process with a fresh embedded database. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
