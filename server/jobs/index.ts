export {
  createJobRunner,
  DEFAULT_JOBS_INTERVAL_MS,
  type JobContext,
  type JobHandler,
  type JobResult,
  type JobRunner,
  type JobRunnerOptions,
  type JobScheduler,
} from './runner';
export { installJobs } from './install';
export { retryDelayMs } from './backoff';
export type { JobWriter } from './queries';
