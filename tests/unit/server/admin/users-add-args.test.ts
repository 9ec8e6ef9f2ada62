// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseUsersAddArgs, UsageError } from '../../../../scripts/users-add';

describe('npm run users:add arguments', () => {
  it('reads an account: e-mail lower-cased, role editor unless told, the password when given', () => {
    expect(parseUsersAddArgs(['--email', ' Ana@Example.COM ', '--name', 'Ana Lima'])).toEqual({
      kind: 'account',
      email: 'ana@example.com',
      name: 'Ana Lima',
      role: 'editor',
    });
    expect(parseUsersAddArgs(['--email', 'a@example.com', '--name', 'A', '--role', 'publisher', '--password', 'twelve chars'])).toEqual({
      kind: 'account',
      email: 'a@example.com',
      name: 'A',
      role: 'publisher',
      password: 'twelve chars',
    });
    expect(parseUsersAddArgs(['--demo'])).toEqual({ kind: 'demo' });
  });

  it('refuses what would make a bad account, saying why', () => {
    const cases: [string[], RegExp][] = [
      [['--name', 'A'], /--email is required/],
      [['--email', 'nobody', '--name', 'A'], /is not an e-mail address/],
      [['--email', 'a@example.com'], /--name is required/],
      [['--email', 'a@example.com', '--name', 'A', '--role', 'owner'], /--role must be editor or publisher/],
      [['--email', 'a@example.com', '--name', 'A', '--password', 'short'], /at least 12 characters/],
      [['--demo', '--email', 'a@example.com'], /--demo takes no other option/],
      [['--mail', 'a@example.com'], /Unknown option/],
    ];
    for (const [args, message] of cases) expect(() => parseUsersAddArgs(args), args.join(' ')).toThrow(message);
    expect(() => parseUsersAddArgs([])).toThrow(UsageError);
  });
});
