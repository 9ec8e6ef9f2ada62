import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMailer } from './outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The empty icon keeps browsers from asking for /favicon.ico, which the storefront answers with its 404 page.
const page = (title: string, body: string, nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style nonce="${escapeHtml(nonce)}">body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd}
iframe{width:100%;height:70vh;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style></head>
<body><main>${body}</main></body></html>`;

/**
 * `/dev/mail`: the development outbox (registered only outside production): the list of sent messages, newest
 * first, and each message as its recipient would see it (`/dev/mail/{id}`, HTML; `/dev/mail/{id}.txt`, text; the
 * HTML alone at `/dev/mail/{id}/html`, framed by the message page and shown with no script allowed).
 */
export const devMailRoutes: FastifyPluginCallbackZod<{ mailer: OutboxMailer }> = (app, { mailer }, done) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get('/dev/mail', async (_request, reply) => {
    // The newest 500: a crash can send an order's mail twice (at least once by design), and a burst of 100 orders
    // then fills more than a page of 100, which hid older orders' mails from whoever looked.
    const rows = await mailer.list(500);
    const list =
      rows.length === 0
        ? '<p>No mail sent yet.</p>'
        : `<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows
            .map(
              (row) =>
                `<tr><td>${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(row.to)}</td><td><a href="/dev/mail/${row.id}">${escapeHtml(row.subject)}</a></td></tr>`,
            )
            .join('')}</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(page('Mail outbox', `<h1>Mail outbox</h1>${list}`, reply.cspNonce?.style ?? ''));
  });
  const params = z.object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 52),
  });
  app.get('/dev/mail/:id', { schema: { params } }, async (request, reply) => {
    const row = await mailer.message(request.params.id);
    if (!row)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>No such message</h1><p><a href="/dev/mail">All mail</a></p>', reply.cspNonce?.style ?? ''));
    const body = `<p><a href="/dev/mail">All mail</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.to)}</p>
<iframe title="${escapeHtml(row.subject)}" sandbox src="/dev/mail/${row.id}/html"></iframe><h2>Text</h2><pre>${escapeHtml(row.text)}</pre>`;
    return reply.type('text/html; charset=utf-8').send(page(row.subject, body, reply.cspNonce?.style ?? ''));
  });
  app.get('/dev/mail/:id/html', { schema: { params } }, async (request, reply) => {
    const row = await mailer.message(request.params.id);
    if (!row) return reply.code(404).send({ message: 'No such message' });
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .send(row.html);
  });
  done();
};
