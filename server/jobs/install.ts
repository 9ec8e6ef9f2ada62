import type { FastifyInstance } from 'fastify';
import type { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner: `app.jobs.runDue()` runs what is due now (tests move the jobs' clock, then call it). */
    readonly jobs: JobRunner;
  }
}

/**
 * Ties the runner to the app's life: it starts when the app is ready (a first run at once, then every `intervalMs`;
 * `false` leaves later runs to `app.jobs.runDue()`), and closing the app stops it after the jobs under way.
 */
export function installJobs(app: FastifyInstance, runner: JobRunner, intervalMs: number | false): void {
  app.decorate('jobs', runner);
  app.addHook('onReady', (done) => {
    runner.start(intervalMs);
    done();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });
}
