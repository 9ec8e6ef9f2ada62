import { describe, expect, it } from 'vitest';
import { demoCatalogue, upcCheckDigit } from '../../../../server/demo/catalogue/build-catalogue';
import { demoImageInfo, renderDemoImage } from '../../../../server/images/index';
import { productImageId } from '../../../../server/demo/images/product-pictures';

const catalogue = demoCatalogue();

describe('the demo catalogue', () => {
  it.each(['ridgeline', 'kestrel'])('holds at least 80 %s products, each with a master id of spec 001 §2', (brand) => {
    const products = catalogue.filter((p) => p.brandId === brand);
    expect(products.length).toBeGreaterThanOrEqual(80);
    for (const p of products) expect(p.masterId).toMatch(/^[A-Z]{2}[A-Z0-9]{6,9}$/);
  });

  it('keeps the master ids content and the gallery already name', () => {
    const ids = new Set(catalogue.map((p) => p.masterId));
    for (const id of [
      'RL10062010',
      'RL10062040',
      'RL20062020',
      'RL20062030',
      'RL20012040',
      'RL30041010',
      'KS10402010',
      'KS10402020',
      'KS10411020',
      'KS20402030',
      'KS20402040',
      'KS20412020',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('gives every size a unique 12-digit UPC with a valid check digit', () => {
    const skus = catalogue.flatMap((p) => p.skus.map((s) => s.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) {
      expect(sku).toMatch(/^\d{12}$/);
      expect(Number(sku[11])).toBe(upcCheckDigit(sku.slice(0, 11)));
    }
  });

  it('stocks sizes as a real store: most in supply, some down to 1–3 units, some sold out, in every brand', () => {
    for (const brand of ['ridgeline', 'kestrel']) {
      const quantities = catalogue.filter((p) => p.brandId === brand).flatMap((p) => p.skus.map((s) => s.quantity));
      const out = quantities.filter((q) => q === 0).length / quantities.length;
      const low = quantities.filter((q) => q >= 1 && q <= 3).length / quantities.length;
      expect(out).toBeGreaterThan(0.02);
      expect(out).toBeLessThan(0.15);
      expect(low).toBeGreaterThan(0.04);
    }
  });

  it('prices every colourway in four currencies, markdowns below their original, the omnibus history in between', () => {
    for (const p of catalogue) {
      for (const c of p.colours) {
        for (const { current, original } of Object.values(c.prices)) {
          expect(Number.isInteger(current) && current > 0).toBe(true);
          expect(current).toBeLessThanOrEqual(original);
        }
      }
      const marked = p.colours.some((c) => c.prices.USD.current < c.prices.USD.original);
      if (marked) {
        const lowest = Math.min(...p.colours.map((c) => c.prices.USD.current));
        expect(p.priceHistory.USD.historicBest).toBeGreaterThan(lowest);
      }
    }
    expect(catalogue.filter((p) => p.colours.some((c) => c.prices.GBP.current < c.prices.GBP.original)).length).toBeGreaterThan(20);
  });

  it('sizes shoes by region system and clothes by letter', () => {
    const boot = catalogue.find((p) => p.masterId === 'RL10062010')!;
    expect(boot.skus[0]?.size).toMatchObject({ us: '7', uk: '6.5', eu: '40' });
    const tee = catalogue.find((p) => p.kind === 'tee' && p.audience === 'men')!;
    expect(tee.skus.filter((s) => s.colourCode === tee.colours[0]!.code).map((s) => s.size.label)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('lists every product on its leaf category and the leaf’s parents', () => {
    // A leaf and its column and department, or (a kind the audience's menu has no leaf for) the column and department.
    for (const p of catalogue) expect(p.categories.length, p.masterId).toBeGreaterThanOrEqual(2);
    expect(catalogue.find((p) => p.masterId === 'RL10062010')!.categories).toEqual(expect.arrayContaining([1101, 1100, 1000, 6201, 6200, 6000]));
  });

  it('draws four pictures of every colourway', () => {
    const sample = catalogue.filter((_, i) => i % 9 === 0);
    for (const p of sample) {
      for (const view of ['main', 'back', 'detail', 'outdoors'] as const) {
        const id = productImageId(p.masterId, p.colours[0]!.code, view);
        expect(renderDemoImage(id, { width: 100, height: 100 }), id).toContain('<svg');
        expect(demoImageInfo(id)?.title).toContain(p.names.en);
      }
    }
    expect(renderDemoImage('rl10062010-999-main')).toBeUndefined();
    expect(renderDemoImage('rl10062010-220-sideways')).toBeUndefined();
  });
});
