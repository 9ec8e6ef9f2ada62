import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { challengeParamsSchema } from '../../../schemas';
import { route } from '../../http/contract-route';
import { formatPrice } from '../../../runtime/core';
import { SANDBOX_GATEWAY_PATH, type SandboxGateway } from './sandbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the challenge page says when it can no longer be answered, by the payment's status. */
const closedWords: Readonly<Record<string, string>> = {
  voided: 'This confirmation has expired and can no longer be completed. Return to the store to see your order.',
  challenge_passed: 'This payment was already approved. Return to the store.',
  challenge_failed: 'This confirmation already failed. Return to the store.',
};

/** The challenge page: the sandbox bank asks the shopper to confirm, as a card issuer's 3-D Secure page does. */
function challengePage(challengeId: string, amount: string, nonce: string, closed?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Bank: confirm your payment</title>
<style nonce="${escapeHtml(nonce)}">body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a;background:#fff}
h1{font-size:1.25rem;margin:0 0 8px}p{margin:0 0 16px}.amount{font-weight:700}
.actions{display:flex;gap:12px;flex-wrap:wrap}button{font:inherit;padding:10px 20px;border-radius:4px;border:2px solid #1a3a6b;cursor:pointer}
.pass{background:#1a3a6b;color:#fff}.fail{background:#fff;color:#1a3a6b}button:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
.status{margin-top:16px;min-height:1.5em}</style></head>
<body><main aria-label="Sandbox Bank: confirm your payment" data-challenge="${escapeHtml(challengeId)}">
<h1>Sandbox Bank</h1>
${
  closed === undefined
    ? `<p>Confirm the payment of <span class="amount">${escapeHtml(amount)}</span>. This is a test page: no bank is asked.</p>
<div class="actions"><button type="button" class="pass" data-pass="true" disabled>Approve payment</button>
<button type="button" class="fail" data-pass="false" disabled>Fail authentication</button></div>`
    : `<p>${escapeHtml(closed)}</p>`
}
<p class="status" role="status" aria-live="polite"></p>
</main><script src="${SANDBOX_GATEWAY_PATH}/v1/challenge.js"></script></body></html>`;
}

/** The page's one script: answers the challenge, then hands the result to the store's window that framed it; it enables the buttons. */
const challengeScript = `(() => {
  const main = document.querySelector('main');
  const status = document.querySelector('.status');
  const id = main.dataset.challenge;
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', async () => {
      for (const b of document.querySelectorAll('button')) b.disabled = true;
      status.textContent = 'Checking…';
      const pass = button.dataset.pass === 'true';
      const answer = await fetch('${SANDBOX_GATEWAY_PATH}/v1/challenge/' + id, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pass }) });
      const body = await answer.json();
      // Answered too late (the store stopped waiting): the page says so and hands the store the failed result.
      const expired = answer.status === 410;
      const result = expired ? body.errorDetails[0].threeDS2Result : body.threeDS2Result;
      status.textContent = expired ? 'This confirmation has expired and can no longer be completed. Returning to the store…'
        : pass ? 'Payment approved. Returning to the store…' : 'Authentication failed. Returning to the store…';
      window.parent.postMessage({ type: 'tessera:3ds-result', challengeId: id, threeDS2Result: result }, window.location.origin);
    });
  }
  // The buttons come disabled and work once they answer: a click before this script ran would do nothing.
  for (const button of document.querySelectorAll('button')) button.disabled = false;
})();
`;

/**
 * The sandbox gateway's HTTP face, mounted apart from the commerce API: the card fields' tokenize call, and the
 * 3-D Secure challenge page (framed by the storefront's dialog) with its answer call.
 */
export const sandboxGatewayRoutes: FastifyPluginCallbackZod<{ gateway: SandboxGateway }> = (app, { gateway }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.getHeader('cache-control') === undefined) void reply.header('cache-control', 'no-store');
  });

  route(app, 'POST /sandbox/gateway/v1/tokens', async (request) => gateway.tokenize(request.body));

  app.get(`${SANDBOX_GATEWAY_PATH}/v1/challenge/:challengeId`, { schema: { params: challengeParamsSchema } }, async (request, reply) => {
    const payment = await gateway.challenge(request.params.challengeId);
    if (!payment)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><html lang="en"><title>Not found</title><main><h1>No such challenge</h1></main></html>');
    const closed = payment.status === 'challenge_pending' ? undefined : (closedWords[payment.status] ?? closedWords.voided);
    // An expired (voided) challenge is gone for good: 410, with the page saying so.
    if (payment.status === 'voided') void reply.code(410);
    return reply
      .type('text/html; charset=utf-8')
      .send(challengePage(request.params.challengeId, formatPrice(payment.amount, payment.currency, 'en-US'), reply.cspNonce?.style ?? '', closed));
  });

  route(app, 'POST /sandbox/gateway/v1/challenge/:challengeId', async (request) => ({
    threeDS2Result: await gateway.answerChallenge(request.params.challengeId, request.body.pass),
  }));

  app.get(`${SANDBOX_GATEWAY_PATH}/v1/challenge.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(challengeScript),
  );
  done();
};
