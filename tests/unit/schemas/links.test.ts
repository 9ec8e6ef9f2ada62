import { describe, expect, it } from 'vitest';
import { blockSchemas, createSocialMediaBodySchema, imageSchema, imageUrlSchema, mediaUrlSchema, targetSchema, urlSchema } from '../../../schemas';

/** Every spelling a browser reads as another host, or as script: none is a link of this site. */
const otherHostOrScript = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\evil.example',
  '//evil.example',
  '///evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2fevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\\\t\\evil.example',
  'https://exa\tmple.com',
  ' //evil.example',
  '\u0000//evil.example',
  '\u001f/x',
  '\u007f/x',
  ' /en-us',
  '/en-us ',
  '\t/en-us',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'https:/evil.example',
  'https:evil.example',
  'http:\\\\evil.example',
  'https://\\evil.example',
  'https:///evil.example',
  'https://',
  '/a%zz',
  'evil.example',
  'ftp://example.com/x',
  '',
];

const links = [
  '/en-us',
  '/en-us/c/running-shoes-1234',
  '/',
  '/en-us/sale?size=10#top',
  '/en-us/%C3%A9t%C3%A9',
  '/a/b\u00e9',
  'https://example.com',
  'HTTPS://Example.com/path',
  'http://example.com/x?y=1',
  'https://example.com/a%2Fb',
  '#modal-size-guide',
  'mailto:help@example.com',
  'MAILTO:help@example.com',
  'tel:+13035550142',
  'tel:+1 303 555 0142',
];

describe('the link primitive (urlSchema)', () => {
  it.each(otherHostOrScript)('refuses %j', (url) => {
    const parsed = urlSchema.safeParse(url);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message.length).toBeGreaterThan(10);
  });

  it.each(links)('keeps %j', (url) => {
    expect(urlSchema.parse(url)).toBe(url);
  });

  it('says what is wrong', () => {
    const why = (url: string) => urlSchema.safeParse(url).error?.issues[0]?.message;
    expect(why('/\\evil.example')).toMatch(/backslash/);
    expect(why('/%5Cevil.example')).toMatch(/another site|backslash/);
    expect(why('//evil.example')).toMatch(/another site/);
    expect(why('/\t/evil.example')).toMatch(/tabs, line breaks or control characters/);
    expect(why(' /en-us')).toMatch(/start or end with a space/);
    expect(why('javascript:alert(1)')).toMatch(/http\(s\) URL, a site path/);
  });

  it("guards every link of the content: targets, the footer's social links, the mega menu", () => {
    expect(targetSchema.safeParse({ url: '/\\evil.example' }).error?.issues[0]?.path).toEqual(['url']);
    expect(blockSchemas.footer.safeParse({ id: 'f', type: 'footer', social: [{ network: 'x', url: 'JavaScript:alert(1)' }] }).success).toBe(false);
    expect(
      blockSchemas.megaMenu.safeParse({ id: 'm', type: 'megaMenu', items: [{ id: 'i', title: 'Men', target: { url: '//evil.example' } }] }).success,
    ).toBe(false);
  });
});

describe('the picture primitive (imageUrlSchema)', () => {
  it.each([
    ...otherHostOrScript,
    'http://example.com/a.jpg',
    'HTTP://example.com/a.jpg',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:text/html,<script>',
    'data:image/x-icon;base64,AAAA',
    'data:application/xml,<svg/>',
    'data:image/png;base64,not base64!',
    'data:image/png;base64,',
    'data:image/svg+xml,<svg onload="x">\n</svg>',
    'blob:https://example.com/1',
    '#top',
    'mailto:a@example.com',
    'images/a.jpg',
  ])('refuses %j', (url) => {
    expect(imageUrlSchema.safeParse(url).success).toBe(false);
    expect(imageSchema.safeParse({ url }).error?.issues[0]?.path).toEqual(['url']);
  });

  it.each([
    '/images/rl-dawn-ridge.webp',
    '/images/rl-dawn-ridge.svg?w=800',
    'https://res.cloudinary.com/demo/image/upload/a.jpg',
    'HTTPS://example.com/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/webp;base64,UklGRg==',
    // Drawn placeholders, as the stories' pictures are: an <img> never runs an SVG's script.
    'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('keeps %j', (url) => {
    expect(imageUrlSchema.parse(url)).toBe(url);
  });

  it("guards every picture field: block media, the mega menu's icon, gallery uploads", () => {
    const hero = { id: 'h', type: 'hero', media: { sm: { url: 'javascript:alert(1)', alt: '' } } };
    expect(blockSchemas.hero.safeParse(hero).error?.issues[0]?.path).toEqual(['media', 'sm', 'url']);
    const menu = { id: 'm', type: 'megaMenu', items: [{ id: 'i', title: 'Men', menuIcon: 'javascript:alert(1)' }] };
    expect(blockSchemas.megaMenu.safeParse(menu).success).toBe(false);
    expect(createSocialMediaBodySchema.safeParse({ imageUrl: 'https://\\evil.example/a.jpg', width: 10, height: 10 }).success).toBe(false);
    expect(createSocialMediaBodySchema.safeParse({ imageUrl: '/images/a.jpg', width: 10, height: 10 }).success).toBe(true);
  });
});

describe('the media primitive (mediaUrlSchema)', () => {
  it("takes http(s) and site paths, never another host by a site path's spelling", () => {
    for (const url of ['/media/trail/index.m3u8', 'https://res.cloudinary.com/demo/video/upload/a.m3u8', 'http://cdn.example/a.mp4']) {
      expect(mediaUrlSchema.parse(url)).toBe(url);
    }
    for (const url of [
      '/\\evil.example/a.m3u8',
      '//evil.example/a.m3u8',
      '/%5Cevil.example/a.m3u8',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
    ]) {
      expect(mediaUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });
});
