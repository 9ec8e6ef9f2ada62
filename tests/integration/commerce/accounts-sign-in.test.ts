import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../../schemas';
import { DEMO_CONSUMER_PASSWORD, seedDemoConsumers } from '../../../server/demo/index';
import { json, startTestApp, type TestApp } from '../helpers/app';
import { accountsApi, CONSUMER_PASSWORD, errorOf, nextAddress, pkce } from '../helpers/consumer';
import { databaseKinds } from '../helpers/databases';

const MINUTE = 60_000;

/** Sign-in (issue 24): the PKCE code, its one exchange, the lockout, sign-out and the employees' sign-in. */
for (const { kind, skip } of databaseKinds) {
  describe.skipIf(skip)(`consumer sign-in on ${kind}`, () => {
    let t: TestApp;
    let clock = new Date('2031-03-02T10:00:00Z');
    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    beforeAll(async () => {
      t = await startTestApp(kind, { accountsClock: () => clock });
    }, 120_000);
    afterAll(() => t?.close());
    const api = () => accountsApi(t.app);
    const codeOf = (answer: { body: string }) => json<{ authorizationCode: string; expiresIn: number }>(answer);

    it('signs in with a code bound to the challenge, exchanged once for Registered tokens', async () => {
      const { email } = await api().newConsumer();
      const { verifier, challenge } = pkce();
      const signedIn = await api().signIn(email.toUpperCase(), CONSUMER_PASSWORD, challenge);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(codeOf(signedIn).expiresIn).toBe(60);
      const code = codeOf(signedIn).authorizationCode;

      const tokens = await api().exchange(code, verifier);
      expect(tokens.statusCode, tokens.body).toBe(200);
      const answer = tokenResponseSchema.parse(json(tokens));
      expect(answer).toMatchObject({
        tokenType: 'Registered',
        consumerType: 'REGULAR',
        isEmployeeDiscountTCAccepted: false,
        merged: false,
        basketId: null,
      });
      expect(answer.consumerNo).toMatch(/^c-[0-9a-f-]{36}$/);

      // The same code again: refused, whatever the verifier.
      expect(errorOf(await api().exchange(code, verifier))).toMatchObject({ status: 400, errorId: 'AUT432' });
    });

    it('refuses a wrong verifier, and the code is spent by it', async () => {
      const { email } = await api().newConsumer();
      const { verifier, challenge } = pkce();
      const code = codeOf(await api().signIn(email, CONSUMER_PASSWORD, challenge)).authorizationCode;
      expect(errorOf(await api().exchange(code, pkce().verifier))).toMatchObject({ status: 400, errorId: 'AUT432' });
      expect(errorOf(await api().exchange(code, verifier))).toMatchObject({ status: 400, errorId: 'AUT432' });
    });

    it('refuses an expired code', async () => {
      const { email } = await api().newConsumer();
      const { verifier, challenge } = pkce();
      const code = codeOf(await api().signIn(email, CONSUMER_PASSWORD, challenge)).authorizationCode;
      advance(61_000);
      expect(errorOf(await api().exchange(code, verifier))).toMatchObject({ status: 400, errorId: 'AUT432' });
    });

    it('lets one of two racing exchanges of a code win', async () => {
      const { email } = await api().newConsumer();
      const { verifier, challenge } = pkce();
      const code = codeOf(await api().signIn(email, CONSUMER_PASSWORD, challenge)).authorizationCode;
      const answers = await Promise.all([api().exchange(code, verifier), api().exchange(code, verifier), api().exchange(code, verifier)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    });

    it('locks after failures: AUT401, AUT426, AUT423 with the wait, then AUT441 even with the right password', async () => {
      const { email } = await api().newConsumer();
      const address = nextAddress();
      const wrong = () => api().signIn(email, 'Wrong-Password-1', pkce().challenge, address);
      expect(errorOf(await wrong())).toMatchObject({ status: 401, errorId: 'AUT401' });
      expect(errorOf(await wrong())).toMatchObject({ status: 401, errorId: 'AUT426' });
      const locked = await wrong();
      expect(errorOf(locked)).toMatchObject({ status: 401, errorId: 'AUT423', retryAfterSeconds: 60 });
      expect(errorOf(locked).message).toContain('1 minute');
      expect(locked.headers['retry-after']).toBe('60');
      const right = await api().signIn(email, CONSUMER_PASSWORD, pkce().challenge, address);
      expect(errorOf(right)).toMatchObject({ status: 401, errorId: 'AUT441' });
      // The wait over, a further failure locks twice as long; the right password then passes after it.
      advance(MINUTE + 1000);
      expect(errorOf(await wrong())).toMatchObject({ errorId: 'AUT423', retryAfterSeconds: 120 });
      advance(2 * MINUTE + 1000);
      expect((await api().signIn(email, CONSUMER_PASSWORD, pkce().challenge, address)).statusCode).toBe(200);
    });

    it('answers an unknown e-mail as a wrong password, counting it the same way', async () => {
      const address = nextAddress();
      const unknown = () => api().signIn('nobody-here@example.com', CONSUMER_PASSWORD, pkce().challenge, address);
      expect(errorOf(await unknown())).toMatchObject({ status: 401, errorId: 'AUT401', message: 'The e-mail or the password is wrong.' });
      expect(errorOf(await unknown())).toMatchObject({ status: 401, errorId: 'AUT426' });
      expect(errorOf(await unknown())).toMatchObject({ status: 401, errorId: 'AUT423' });
    });

    it('refuses a failed captcha with 403 AUT403, and a missing one', async () => {
      const { email } = await api().newConsumer();
      const body = { type: 'Registered', username: email, password: CONSUMER_PASSWORD, codeChallenge: pkce().challenge };
      expect(errorOf(await api().post('/consumers-v3/auth/signin', { ...body, recaptcha_response: 'fail-bot' }))).toMatchObject({
        status: 403,
        errorId: 'AUT403',
      });
      expect(errorOf(await api().post('/consumers-v3/auth/signin', body))).toMatchObject({ status: 403, errorId: 'AUT403' });
    });

    it('refreshes Registered tokens, and a reused refresh token revokes the family', async () => {
      const first = await api().newConsumer();
      const refresh = (refreshToken: string) => api().post('/token/v2/auth/token', { type: 'Registered', refreshToken });
      const second = await refresh(first.refreshToken);
      expect(second.statusCode, second.body).toBe(200);
      expect(json(second)).toMatchObject({ tokenType: 'Registered' });
      expect(errorOf(await refresh(first.refreshToken))).toMatchObject({ status: 401, errorId: 'AUT409' });
      expect(errorOf(await refresh(json<{ refreshToken: string }>(second).refreshToken))).toMatchObject({ status: 401 });
    });

    it('signs out: the refresh token no longer refreshes and the profile is refused', async () => {
      const signedIn = await api().newConsumer();
      const profile = () => t.app.inject({ method: 'GET', url: '/consumers-v3/consumer/profile', headers: api().bearer(signedIn.accessToken) });
      expect((await profile()).statusCode).toBe(200);
      const out = await api().post('/consumers-v3/consumer/auth/signout', { refreshToken: signedIn.refreshToken });
      expect(out.statusCode, out.body).toBe(204);
      expect(errorOf(await api().post('/token/v2/auth/token', { type: 'Guest', refreshToken: signedIn.refreshToken }))).toMatchObject({
        status: 401,
      });
      expect(errorOf(await profile())).toMatchObject({ status: 401, errorId: 'AUT401' });
      // Twice is not an error.
      expect((await api().post('/consumers-v3/consumer/auth/signout', { refreshToken: signedIn.refreshToken })).statusCode).toBe(204);
    });

    it('lets only employees through the agent sign-in; a regular consumer is refused like a wrong password', async () => {
      const { email } = await api().newConsumer();
      const agent = (username: string) =>
        api().signIn(username, CONSUMER_PASSWORD, pkce().challenge, nextAddress(), '/consumers-v3/consumer/agent/login');
      expect(errorOf(await agent(email))).toMatchObject({ status: 401, errorId: 'AUT401', message: 'The e-mail or the password is wrong.' });
      // Their own sign-in is not locked by it.
      expect((await api().signIn(email, CONSUMER_PASSWORD, pkce().challenge)).statusCode).toBe(200);
    });

    it('seeds the demo consumers once; the employee passes the agent sign-in as EMPLOYEE', async () => {
      expect(await seedDemoConsumers(t.database.handle.db)).toHaveLength(6);
      expect(await seedDemoConsumers(t.database.handle.db)).toEqual([]);
      const { verifier, challenge } = pkce();
      const agent = await api().post('/consumers-v3/consumer/agent/login', {
        type: 'Registered',
        username: 'staff@kestrel.test',
        password: DEMO_CONSUMER_PASSWORD,
        codeChallenge: challenge,
        recaptcha_response: 'test-pass',
      });
      expect(agent.statusCode, agent.body).toBe(200);
      const tokens = await api().exchange(codeOf(agent).authorizationCode, verifier);
      expect(json(tokens)).toMatchObject({ tokenType: 'Registered', consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    });

    it('asks for the code and verifier of a Registered exchange', async () => {
      expect(errorOf(await api().post('/token/v2/auth/token', { type: 'Registered' }))).toMatchObject({
        status: 400,
        field: 'body.authorizationCode',
      });
      expect(errorOf(await api().exchange('x'.repeat(43), 'short'))).toMatchObject({ status: 400, field: 'body.codeVerifier' });
      expect(errorOf(await api().exchange('not-a-code', pkce().verifier))).toMatchObject({ status: 400, errorId: 'AUT432' });
    });
  });
}
