import type { BrowserContext } from 'playwright-core';

/** Every Content-Security-Policy violation a watched page (or any frame in it) reported since the last `takeCspViolations`. */
const violations: string[] = [];

/** What the browser logs when a policy blocks something (frame-ancestors refusals are only logged, in the parent). */
const CSP_CONSOLE = /Content Security Policy/i;

/**
 * Watches every page of the context, and every frame in it, for CSP violations: the `securitypolicyviolation`
 * event each document fires, and the console line the browser writes.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__tesseraCspViolation', ({ frame }, report: string) => {
    violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __tesseraCspViolation?: (text: string) => void }).__tesseraCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile || '?'}:${event.lineNumber}`);
    });
  });
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (CSP_CONSOLE.test(message.text())) violations.push(`console ${message.type()}: ${message.text()}`);
    }),
  );
}

/** The violations reported so far, emptying the list. */
export const takeCspViolations = (): string[] => violations.splice(0);
