/**
 * Picture renders, one at a time, in order. Each render says who still wants it: a request waiting on it (until
 * its client goes away) or the cache (for a while: a render queued for the next visit that has not started
 * within `staleAfterMs` is no longer worth the CPU). When its turn comes a render nobody wants is dropped, so
 * shoppers that left, and crawlers that asked for a burst of pictures, leave no work behind.
 */
export class RenderQueue {
  readonly #waiting: { readonly task: () => Promise<void>; readonly wanted: () => boolean; readonly drop: () => void }[] = [];
  #running = false;
  #dropped = 0;
  #queued = 0;

  constructor(
    readonly maxQueued: number,
    readonly staleAfterMs: number,
    readonly now: () => number = () => performance.now(),
  ) {}

  /** Renders queued or running. */
  get size(): number {
    return this.#waiting.length + (this.#running ? 1 : 0);
  }

  /** Renders dropped because nobody wanted them when their turn came. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Renders queued since the queue was made (each `run`). */
  get queued(): number {
    return this.#queued;
  }

  get full(): boolean {
    return this.size >= this.maxQueued;
  }

  /**
   * Queues a render for a waiting request: dropped (rejecting with an `AbortError`) if `signal` aborts before it
   * starts. Without a signal it is queued for the cache and dropped when it has waited past `staleAfterMs`.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const queuedAt = this.now();
    this.#queued += 1;
    const wanted = signal ? () => !signal.aborted : () => this.now() - queuedAt <= this.staleAfterMs;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({
        task: () => Promise.resolve().then(task).then(resolve, reject),
        wanted,
        drop: () => reject(new DOMException('nobody waits for this picture any more', 'AbortError')),
      });
      this.#next();
    });
  }

  #next(): void {
    if (this.#running) return;
    let job = this.#waiting.shift();
    while (job && !job.wanted()) {
      this.#dropped += 1;
      job.drop();
      job = this.#waiting.shift();
    }
    if (!job) return;
    this.#running = true;
    void job.task().finally(() => {
      this.#running = false;
      this.#next();
    });
  }
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
