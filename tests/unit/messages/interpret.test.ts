// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileMessage, messageArguments, resolveCatalogue } from '../../../messages/compile';
import { interpretMessage, wordsOf } from '../../../messages/interpret';
import { readCatalogue } from '../../../messages/vite-plugin';
import { createTranslator, messageLocales, type CompiledMessage } from '../../../runtime/core';

/** The compiler's output for one message, made a function as the catalogue module would. */
function compiled(key: string, message: string): CompiledMessage {
  const code = compileMessage(key, message);
  if (code.startsWith('"')) return JSON.parse(code) as string;
  // The build writes this code into a module; here it is evaluated the same way.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function(`return ${code}`) as () => CompiledMessage;
  return make();
}

describe('messages read at run time (the server’s e-mail)', () => {
  it.each(messageLocales)('says every %s message as its compiled catalogue does, for ones, twos and other choices', (tag) => {
    const messages = resolveCatalogue(tag, readCatalogue);
    const keys = Object.keys(messages);
    const asRead = createTranslator(Object.fromEntries(keys.map((key) => [key, interpretMessage(messages[key]!)])), tag);
    const asBuilt = createTranslator(Object.fromEntries(keys.map((key) => [key, compiled(key, messages[key]!)])), tag);
    for (const value of [1, 2, 'other', 'visa']) {
      for (const key of keys) {
        const values = Object.fromEntries(messageArguments(messages[key]!).map((name) => [name, value]));
        // @ts-expect-error -- every key of the catalogue, read from the file
        expect(asRead(key, values), key).toBe(asBuilt(key, values));
      }
    }
  });

  it('names a card network, French typography included, and falls back to the reference words for an unknown locale', () => {
    expect(wordsOf('fr-FR')('mail.order.paidWith', { brand: wordsOf('fr-FR')('checkout.card.brand', { brand: 'amex' }), last4: '0005' })).toBe(
      'Payé avec American Express se terminant par 0005',
    );
    expect(wordsOf('en-GB')('listing.count', { count: 1 })).toBe('1 product');
    expect(wordsOf('xx-XX')('mail.order.total')).toBe('Total');
  });
});
