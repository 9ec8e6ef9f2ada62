import { beforeAll, describe, expect, it } from 'vitest';
import { footerSchema } from '../../../../schemas';
import { loadEditorMessages, type Translate } from '../../../../runtime/core';
import type { EditorDocument } from '../../../../editor/core';
import { documentIssues, schemaIssues, validateBlock } from '../../../../editor/inspector';
import { sanitizeRichText } from '../../../../editor/inspector/sanitize-rich-text';

let en: Translate;
let fr: Translate;
beforeAll(async () => {
  [en, fr] = await Promise.all([loadEditorMessages('en-US'), loadEditorMessages('fr-FR')]);
});

describe('validateBlock', () => {
  it('answers nothing for a valid block', () => {
    expect(validateBlock({ id: 'h1', type: 'hero', title: 'Trail season', targets: [{ url: '/new', text: 'Shop' }] })).toEqual([]);
  });

  it("names each problem by its field path, generic messages in the editor's words, the schemas' own kept", () => {
    const issues = validateBlock(
      { id: 'p1', type: 'popup', kind: 'newsletter', delay: 200_000, backgroundColor: 'red', targets: [{ text: 'Go' }] },
      en,
    );
    expect(issues).toEqual([
      'title: Required',
      'targets.0.url: Required',
      'backgroundColor: must be a CSS colour (#hex, rgb(), hsl() or transparent)',
      'delay: Must be at most 120,000',
    ]);
  });

  it("speaks the editor's language", () => {
    expect(validateBlock({ id: 'p1', type: 'popup', kind: 'newsletter', title: '  ' }, fr)).toEqual(['title: Ne doit pas être vide']);
    expect(validateBlock({ id: 'p1', type: 'popup', kind: 'welcome', title: 'Hi' }, en)).toEqual(['kind: Choose one of: newsletter, account']);
  });

  it('counts an unknown type as a problem', () => {
    expect(validateBlock({ id: 'x1', type: 'carousel3d' }, en)).toEqual(['type: Unknown block type "carousel3d"']);
  });

  it("reports a container's own problems, not its children's", () => {
    const issues = validateBlock(
      {
        id: 'e1',
        type: 'experience',
        experienceId: 'spring',
        baselines: [{ id: 'b1', type: 'banner', backgroundColor: 'nope' }],
        variants: [
          { name: 'B', variantId: 'b', targets: [] },
          { name: 'C', variantId: 'b', targets: [] },
        ],
      },
      en,
    );
    expect(issues).toEqual(['variants.1.variantId: duplicate variant id "b"']);
  });
});

describe('documentIssues', () => {
  const document: EditorDocument = {
    sections: [
      { name: 'hero', items: [{ id: 'h1', type: 'hero', title: 'Fine' }] },
      {
        name: 'tests',
        items: [
          {
            id: 'e1',
            type: 'experience',
            experienceId: 'spring',
            baselines: [],
            variants: [
              {
                name: 'B',
                variantId: 'b',
                targets: [{ id: 'c1', type: 'collection', items: [{ id: 'b4', type: 'banner', backgroundColor: 'nope' }] }],
              },
            ],
          },
        ],
      },
    ],
  };

  it('finds every invalid block, nested ones in child slots included, with its id, type and field path', () => {
    expect(documentIssues(document, en)).toEqual([
      { blockId: 'b4', type: 'banner', path: 'backgroundColor', message: 'must be a CSS colour (#hex, rgb(), hsl() or transparent)' },
    ]);
  });

  it('is empty for a valid document', () => {
    expect(documentIssues({ sections: [{ name: 'a', items: [{ id: 'h1', type: 'hero' }] }] }, en)).toEqual([]);
  });
});

describe('schemaIssues', () => {
  it('checks a whole document without sections (a footer) the same way', () => {
    const issues = schemaIssues(
      footerSchema,
      { id: 'f', type: 'footer', columns: [{ title: '', links: [] }], social: [{ network: 'myspace', url: 'x' }] },
      en,
    );
    expect(issues).toEqual([
      { path: 'columns.0.title', message: 'Must not be empty' },
      { path: 'social.0.network', message: 'Choose one of: instagram, facebook, youtube, tiktok, pinterest, x' },
      { path: 'social.0.url', message: 'must be an http(s) URL, a site path, a #hash, mailto: or tel:' },
    ]);
  });
});

describe('rich text', () => {
  it('keeps formatting and links, drops scripts, handlers, styles and unsafe links', () => {
    expect(sanitizeRichText('<p>Hi <b>bold</b> <em>it</em> <a href="/help" target="_blank">help</a></p>')).toBe(
      '<p>Hi <b>bold</b> <em>it</em> <a href="/help" target="_blank" rel="noopener noreferrer">help</a></p>',
    );
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red">a<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">b</a>',
      ),
    ).toBe('<p>a</p><a>b</a>');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
  });
});
