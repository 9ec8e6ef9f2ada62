// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPlacement, type PlacementOptions } from '../../../../server/commerce/orders/placement';
import { type Step, workflow } from '../../../../server/commerce/orders/workflow';

interface Log {
  readonly done: string[];
  readonly undone: { step: string; cause: unknown }[];
}

/** A step that records its run and its compensation; `fails` makes its run throw, `undoFails` its compensation. */
const step = (name: string, options: { fails?: boolean; undoFails?: boolean; noUndo?: boolean } = {}): Step<Log> => ({
  name,
  run: async (log) => {
    await Promise.resolve();
    if (options.fails) throw new Error(`${name} failed`);
    log.done.push(name);
  },
  ...(options.noUndo
    ? {}
    : {
        compensate: async (log: Log, cause: unknown) => {
          await Promise.resolve();
          log.undone.push({ step: name, cause });
          if (options.undoFails) throw new Error(`undoing ${name} failed`);
        },
      }),
});

const fresh = (): Log => ({ done: [], undone: [] });

describe('the workflow runner', () => {
  it('runs every step in order and compensates nothing when none fails', async () => {
    const log = fresh();
    expect(await workflow([step('a'), step('b'), step('c')]).run(log)).toEqual({ ok: true });
    expect(log).toEqual({ done: ['a', 'b', 'c'], undone: [] });
  });

  it('on a failure, compensates the completed steps only, in reverse order, each told why, and runs no later step', async () => {
    const log = fresh();
    const outcome = await workflow([step('a'), step('b', { noUndo: true }), step('c'), step('d', { fails: true }), step('e')]).run(log);
    expect(outcome).toMatchObject({ ok: false, step: 'd', compensationFailures: [] });
    const error = outcome.ok ? undefined : outcome.error;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('d failed');
    expect(log.done).toEqual(['a', 'b', 'c']);
    // The failed step is not compensated (it did not complete), nor is the one after it (it never ran).
    expect(log.undone).toEqual([
      { step: 'c', cause: error },
      { step: 'a', cause: error },
    ]);
  });

  it('keeps compensating when a compensation fails, and reports each failure', async () => {
    const log = fresh();
    const outcome = await workflow([step('a'), step('b', { undoFails: true }), step('c', { undoFails: true }), step('d', { fails: true })]).run(log);
    expect(log.undone.map((u) => u.step)).toEqual(['c', 'b', 'a']);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.step).toBe('d');
    expect(outcome.compensationFailures.map((f) => [f.step, (f.error as Error).message])).toEqual([
      ['c', 'undoing c failed'],
      ['b', 'undoing b failed'],
    ]);
  });

  it('compensates nothing when the first step fails', async () => {
    const log = fresh();
    expect(await workflow([step('a', { fails: true }), step('b')]).run(log)).toMatchObject({ ok: false, step: 'a', compensationFailures: [] });
    expect(log).toEqual({ done: [], undone: [] });
  });

  it('resumes after a step, the steps up to it taken as done: they are compensated if a later one fails', async () => {
    const log = fresh();
    const outcome = await workflow([step('a'), step('b'), step('c', { fails: true })]).run(log, { after: 'a' });
    expect(outcome).toMatchObject({ ok: false, step: 'c' });
    expect(log.done).toEqual(['b']);
    expect(log.undone.map((u) => u.step)).toEqual(['b', 'a']);
  });

  it('compensates up to a step on demand (work a crash left), in reverse, through failures', async () => {
    const log = fresh();
    const cause = new Error('the process died');
    const failures = await workflow([step('a'), step('b', { undoFails: true }), step('c'), step('d')]).compensate(log, 'c', cause);
    expect(log.done).toEqual([]);
    expect(log.undone).toEqual([
      { step: 'c', cause },
      { step: 'b', cause },
      { step: 'a', cause },
    ]);
    expect(failures.map((f) => f.step)).toEqual(['b']);
  });

  it('refuses a step name it does not have', async () => {
    await expect(workflow([step('a')]).run(fresh(), { after: 'z' })).rejects.toThrow(/no step "z"/);
    await expect(workflow([step('a')]).compensate(fresh(), 'z', undefined)).rejects.toThrow(/no step "z"/);
  });
});

describe('placing an order', () => {
  it('is four named steps: creating the order and authorizing the payment are each undone by a compensation', () => {
    const { steps } = createPlacement({} as PlacementOptions);
    expect(steps.map((s) => [s.name, s.compensate !== undefined])).toEqual([
      ['reviewCart', false],
      ['createOrder', true],
      ['authorizePayment', true],
      ['complete', false],
    ]);
  });
});
