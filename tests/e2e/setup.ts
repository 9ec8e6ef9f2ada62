import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp-violations';

// Every browser test fails on a Content-Security-Policy violation in any page it opened.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
