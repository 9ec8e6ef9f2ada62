import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../server/config';

describe('readConfig', () => {
  it('gives the defaults of a newcomer’s npm start when nothing is set (empty counts as unset)', () => {
    expect(readConfig({ PORT: '', LOG_LEVEL: '' })).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      DATA_DIR: '.data',
      TRUST_PROXY: false,
      DEMO: false,
    });
  });

  it('reads every variable it knows', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgres://u@db:5432/tessera',
        DATA_DIR: '/var/lib/tessera',
        REDIS_URL: 'redis://cache:6379',
        EDITOR_ORIGIN: 'https://editor.example',
        PUBLIC_URL: 'https://shop.example/',
        TRUST_PROXY: 'true',
        NODE_ENV: 'production',
        DEMO: 'true',
      }),
    ).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://u@db:5432/tessera',
      DATA_DIR: '/var/lib/tessera',
      REDIS_URL: 'redis://cache:6379',
      EDITOR_ORIGIN: 'https://editor.example',
      PUBLIC_URL: 'https://shop.example',
      TRUST_PROXY: true,
      NODE_ENV: 'production',
      DEMO: true,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT="eighty": must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT="70000": must be a port number from 0 to 65535'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL="mysql://x": must be a postgres or postgresql URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL="not a url": must be a postgres or postgresql URL'],
    [{ PUBLIC_URL: 'https://shop.example/path' }, 'PUBLIC_URL="https://shop.example/path": must be an origin'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY="yes": must be true or false'],
  ])('refuses %o, naming the variable and what it must be', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => readConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT="x".*\n.*LOG_LEVEL="y"/s);
  });
});
