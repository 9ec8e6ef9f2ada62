import { describe, expect, it } from 'vitest';
import { cutAtWord, META_DESCRIPTION_MAX } from '../../../runtime/core';
import { productMetaDescription } from '../../../storefront/meta/product-description';

const boot = {
  name: "Men's Timberline Mid Hiking Boot",
  description: 'A supportive mid-cut boot with a rockered sole. Waterproof membrane, seam-sealed.',
  colours: [{ name: 'Slate' }, { name: 'Saddle Brown' }],
};

describe('productMetaDescription', () => {
  it('names the product and its colours before the shop’s description, in the site’s language', () => {
    expect(productMetaDescription(boot, 'en-GB')).toBe(
      "Men's Timberline Mid Hiking Boot in Slate or Saddle Brown. A supportive mid-cut boot with a rockered sole. Waterproof membrane, seam-sealed.",
    );
    expect(
      productMetaDescription(
        {
          name: 'Veste de pluie Cascade pour femme',
          description: 'Trois couches imperméables.',
          colours: [{ name: 'Bleu glacier' }, { name: 'Sable' }],
        },
        'fr-CA',
      ),
    ).toBe('Veste de pluie Cascade pour femme, coloris bleu glacier ou sable. Trois couches imperméables.');
  });

  it('drops whole sentences, then the colours, to stay within 160 characters', () => {
    const long = { ...boot, description: `${'A sentence that says a lot about the boot and its sole. '.repeat(2)}Another one.` };
    const text = productMetaDescription(long, 'en-US');
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text).toBe("Men's Timberline Mid Hiking Boot in Slate or Saddle Brown. A sentence that says a lot about the boot and its sole.");
    const many = { ...boot, colours: ['Forest', 'Charcoal', 'Glacier Blue', 'Burnt Orange', 'Mustard', 'Sand'].map((name) => ({ name })) };
    const spare = productMetaDescription(
      { ...many, description: 'A supportive mid-cut boot with a rockered sole and a heel counter that holds on loose descents.' },
      'en-US',
    );
    expect(spare).toBe(
      "Men's Timberline Mid Hiking Boot. A supportive mid-cut boot with a rockered sole and a heel counter that holds on loose descents.",
    );
  });

  it('cuts a sentence too long for any room at a word, never inside one', () => {
    const text = productMetaDescription({ ...boot, description: `${'Grippy '.repeat(40)}rubber.` }, 'en-US');
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text).toMatch(/^Men's Timberline Mid Hiking Boot\. (Grippy )+Grippy…$/);
  });
});

describe('cutAtWord', () => {
  it('leaves a short text alone and ends a cut one at a whole word with an ellipsis', () => {
    expect(cutAtWord('Short enough.')).toBe('Short enough.');
    expect(cutAtWord('One two three, four', 16)).toBe('One two three…');
  });
});
