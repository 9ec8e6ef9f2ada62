import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerAuthCodes, consumerResetTokens, jobs, mailOutbox } from '../../../server/db/index';
import { expireAccountSecrets, SECRETS_EXPIRY_JOB } from '../../../server/commerce/accounts/secrets-expiry';
import { RESET_LINK_MS } from '../../../server/commerce/accounts/codes';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, CONSUMER_PASSWORD, errorOf, nextAddress, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

/** Sign-in codes and reset links are deleted once expired, by a recurring job; what was deleted is refused as before. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`expired account secrets on ${kind}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const db = () => t.database.handle.db;

    it('runs as a recurring job from start', async () => {
      await expect.poll(async () => (await db().select().from(jobs).where(eq(jobs.kind, SECRETS_EXPIRY_JOB))).length, { timeout: 30_000 }).toBe(1);
    });

    it('deletes a sign-in code once expired, not before; the code is then refused as a spent one (AUT432)', async () => {
      const me = await api().newConsumer();
      const { verifier, challenge } = pkce();
      const signedIn = await api().signIn(me.email, CONSUMER_PASSWORD, challenge);
      const code = json<{ authorizationCode: string }>(signedIn).authorizationCode;
      const rows = async () => (await db().select().from(consumerAuthCodes)).length;
      const before = await rows();
      expect(before).toBeGreaterThan(0);
      expect((await expireAccountSecrets(db(), new Date())).codes).toBe(0);
      expect(await rows()).toBe(before);
      const gone = await expireAccountSecrets(db(), new Date(Date.now() + 61_000));
      expect(gone.codes).toBe(before);
      expect(await rows()).toBe(0);
      expect(errorOf(await api().exchange(code, verifier))).toMatchObject({ status: 400, errorId: 'AUT432' });
    });

    it('deletes a reset link once expired; the link then says it expired (AUT402)', async () => {
      const me = await api().newConsumer();
      const asked = await api().post(
        '/consumers-v3/confirmforgotpassword?locale=en-us',
        { email: me.email, recaptcha_response: 'test-pass' },
        {},
        nextAddress(),
      );
      expect(asked.statusCode).toBe(202);
      const mailed = async () =>
        (await db().select().from(mailOutbox).where(eq(mailOutbox.to, me.email)).orderBy(desc(mailOutbox.id)).limit(1))[0]?.text;
      await expect.poll(mailed, { timeout: 30_000 }).toContain('reset-password?token=');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec((await mailed()) ?? '')?.[1] ?? '';
      expect(await db().select().from(consumerResetTokens)).toHaveLength(1);
      expect((await expireAccountSecrets(db(), new Date())).resetTokens).toBe(0);
      expect((await expireAccountSecrets(db(), new Date(Date.now() + RESET_LINK_MS + 1000))).resetTokens).toBe(1);
      expect(await db().select().from(consumerResetTokens)).toHaveLength(0);
      const reset = await api().post('/consumers-v3/consumer/resetpassword', { token, newPassword: 'Fresh-Start-91' }, {}, nextAddress());
      expect(errorOf(reset)).toMatchObject({ status: 400, errorId: 'AUT402' });
    });
  });
}
