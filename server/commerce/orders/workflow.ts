/** A named step of a workflow: what it does and, if it leaves something to undo, how to undo it. */
export interface Step<C> {
  readonly name: string;
  readonly run: (context: C) => Promise<void> | void;
  /** Undoes the step once done, after a later step failed (`cause`, what that step threw). */
  readonly compensate?: (context: C, cause: unknown) => Promise<void> | void;
}

/** A compensation that threw: the others still ran. */
export interface CompensationFailure {
  readonly step: string;
  readonly error: unknown;
}

/** How a run ended: every step done, or the step that failed, its error and the compensations that failed in turn. */
export type WorkflowOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly step: string; readonly error: unknown; readonly compensationFailures: readonly CompensationFailure[] };

export interface Workflow<C> {
  readonly steps: readonly Step<C>[];
  /** Runs the steps in order (those up to `after` are taken as done); a failing step has the done ones compensated. */
  run(context: C, options?: { readonly after?: string }): Promise<WorkflowOutcome>;
  /** Compensates the steps up to `through`, taken as done (work someone else left: a crash), for `cause`. */
  compensate(context: C, through: string, cause: unknown): Promise<CompensationFailure[]>;
}

/**
 * Steps run in order, each with an optional compensation. When a step throws, the compensations of the steps done
 * before it run in reverse order, each told why; one that throws is recorded and the others still run.
 */
export function workflow<C>(steps: readonly Step<C>[]): Workflow<C> {
  const upTo = (name: string): number => {
    const at = steps.findIndex((step) => step.name === name);
    if (at < 0) throw new Error(`no step "${name}" in this workflow`);
    return at + 1;
  };

  async function undo(done: readonly Step<C>[], context: C, cause: unknown): Promise<CompensationFailure[]> {
    const failures: CompensationFailure[] = [];
    for (const step of [...done].reverse()) {
      try {
        await step.compensate?.(context, cause);
      } catch (error) {
        failures.push({ step: step.name, error });
      }
    }
    return failures;
  }

  return {
    steps,
    async run(context, options = {}) {
      for (let at = options.after === undefined ? 0 : upTo(options.after); at < steps.length; at += 1) {
        const step = steps[at] as Step<C>;
        try {
          await step.run(context);
        } catch (error) {
          return { ok: false, step: step.name, error, compensationFailures: await undo(steps.slice(0, at), context, error) };
        }
      }
      return { ok: true };
    },
    async compensate(context, through, cause) {
      return undo(steps.slice(0, upTo(through)), context, cause);
    },
  };
}
