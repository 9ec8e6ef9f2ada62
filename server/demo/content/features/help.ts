import type { z } from 'zod';
import type { DemoImageId } from '../../../images';
import type { ctaButtonsSchema, iconAndTextSchema } from '../../../../schemas';
import type { SeedDocument } from '../../types';
import { banner, headerInherited, hero, media, paragraphs, section } from '../build/blocks';
import { createSiteKit } from '../build/site-kit';
import type { Money } from '../copy-types';
import type { Site } from '../imports';
import { kestrel } from '../kestrel/brand';
import { link, type LinkKey, pageKeyOf } from '../links';
import { ridgeline } from '../ridgeline/brand';
import type { FeatureSeed } from './feature-seed';
import { kestrelDeDe, kestrelEnGb, kestrelFrFr } from './help-copy-kestrel';
import type { HelpCopy, HelpHeadCopy, HelpPageCopy } from './help-copy';
import { ridgelineEnCa, ridgelineEnUs, ridgelineFrCa } from './help-copy';

const copies: Readonly<Record<string, (money: Money) => HelpCopy>> = {
  'en-us': ridgelineEnUs,
  'en-ca': ridgelineEnCa,
  'fr-ca': ridgelineFrCa,
  'en-gb': kestrelEnGb,
  'fr-fr': kestrelFrFr,
  'de-de': kestrelDeDe,
};

/** Dark scenes, so the heroes' white words stay readable at every width. */
const pictures: Readonly<Record<string, DemoImageId>> = { ridgeline: 'rl-dusk-lake', kestrel: 'ks-speed-lines' };

const iconAndText = (b: z.input<typeof iconAndTextSchema>) => b;
const ctaButtons = (b: z.input<typeof ctaButtonsSchema>) => b;

function context(site: Site) {
  const kit = site.brand.id === 'kestrel' ? createSiteKit(kestrel, site) : createSiteKit(ridgeline, site);
  const words = copies[site.locale.locale];
  if (!words) throw new Error(`no help copy for ${site.siteId}`);
  return { kit, copy: words(kit.money) };
}
type Context = ReturnType<typeof context>;

/** The hero every help page opens with: eyebrow, title and intro over the brand's info picture. */
function helpHero({ kit }: Context, key: string, copy: HelpHeadCopy) {
  return section('hero', [
    hero({
      id: kit.blockId('help', key, 'hero'),
      eyebrow: { text: copy.eyebrow },
      title: copy.title,
      richText: paragraphs(copy.intro),
      media: media(pictures[kit.site.brand.id] ?? kit.brand.pages.info, 'wide'),
      gradientStyle: 'full',
      gradientTone: 'dark',
      colours: { text: '#ffffff' },
      overlayWidth: 'md',
      isFullWidth: true,
    }),
  ]);
}

const body = ({ kit }: Context, key: string, html: string) =>
  section('body', [banner({ id: kit.blockId('help', key, 'body'), richText: html, styles: { typeface: 'body' }, linkType: 'No-CTA' })]);

/** Buttons to named pages, the first one primary. */
function buttons({ kit }: Context, id: string, title: string, text: string, keys: readonly LinkKey[]) {
  return section('call to action', [
    ctaButtons({
      id,
      type: 'ctaButtons',
      title,
      richText: text,
      styles: { textAlign: 'center' },
      targets: keys.map((key, i) => ({
        url: kit.url(link(key)),
        text: kit.label(link(key)),
        style: i === 0 ? ('primary' as const) : ('secondary' as const),
      })),
    }),
  ]);
}

const stillNeedHelp = (ctx: Context, key: string, keys: readonly LinkKey[]) =>
  buttons(ctx, ctx.kit.blockId('help', key, 'more'), ctx.copy.stillNeedHelp.title, ctx.copy.stillNeedHelp.text, keys);

/** A help-centre page document; `parentKey` puts it under the page its path goes through. */
function helpPage({ kit }: Context, key: string, copy: HelpHeadCopy, sections: ReturnType<typeof section>[], parentKey: string | null): SeedDocument {
  return {
    siteId: kit.siteId,
    docType: 'page',
    key,
    parentKey,
    name: copy.title,
    data: { seo: copy.seo, sections: [headerInherited(), ...sections] },
  };
}

/** `/help`: the topics as icon-and-text, each linking to its page. */
function centrePage(ctx: Context): SeedDocument {
  const { kit, copy } = ctx;
  const { topics } = copy.centre;
  const topic = (icon: 'chat' | 'truck' | 'returns' | 'shield', words: { html: string; link: string }, to: LinkKey) => ({
    icon,
    richText: words.html,
    target: { url: kit.url(link(to)), text: words.link },
  });
  return helpPage(
    ctx,
    'help',
    copy.centre,
    [
      helpHero(ctx, 'help', copy.centre),
      section('topics', [
        iconAndText({
          id: kit.blockId('help', 'topics'),
          type: 'iconAndText',
          title: copy.centre.topicsTitle,
          iconSize: 'large',
          items: [
            topic('chat', topics.contact, 'contact'),
            topic('truck', topics.shipping, 'shipping'),
            topic('returns', topics.returns, 'returnPolicy'),
            topic('shield', topics.privacy, 'privacy'),
          ],
        }),
      ]),
    ],
    null,
  );
}

/** Hero, body copy, and buttons on to `next` (by default: contact us, then the help centre). */
const textPage = (ctx: Context, key: string, copy: HelpPageCopy, parentKey: string, next: readonly LinkKey[] = ['contact', 'help']) =>
  helpPage(ctx, key, copy, [helpHero(ctx, key, copy), body(ctx, key, copy.body), stillNeedHelp(ctx, key, next)], parentKey);

/** `/help/contact-us` is the spec's fixed `contact-us` page (an augmented page), not a child of `help`. */
function contactPage(ctx: Context): SeedDocument {
  const { kit, copy } = ctx;
  const { contact } = copy;
  const sections = [
    headerInherited(),
    helpHero(ctx, 'contact-us', contact),
    section('channels', [
      iconAndText({
        id: kit.blockId('help', 'contact-us', 'channels'),
        type: 'iconAndText',
        title: contact.channelsTitle,
        iconSize: 'medium',
        items: contact.channels.map((c) => ({ icon: c.icon, richText: c.html })),
      }),
    ]),
    body(ctx, 'contact-us', contact.body),
    buttons(ctx, kit.blockId('help', 'contact-us', 'more'), copy.centre.title, paragraphs(copy.centre.intro), ['help', 'returnPolicy', 'shipping']),
  ];
  return { siteId: kit.siteId, docType: 'augmentedpage', key: 'contact-us', name: contact.title, data: { seo: contact.seo, sections } };
}

/**
 * The help centre behind the spec's fixed links (`/help/contact-us`, `/help/returns/how-to-return`): the
 * `help` page, its children `shipping` and `returns`, `how-to-return` under `returns`, and the `contact-us`
 * augmented page, in every locale's words.
 */
export const helpFeature: FeatureSeed = {
  name: 'help centre',
  documents: (site) => {
    const ctx = context(site);
    const { copy } = ctx;
    const [help, returns] = [pageKeyOf('help'), pageKeyOf('returnPolicy')];
    return [
      centrePage(ctx),
      textPage(ctx, pageKeyOf('shipping'), copy.shipping, help),
      textPage(ctx, returns, copy.returns, help, ['returns', 'contact', 'help']),
      textPage(ctx, pageKeyOf('returns'), copy.howToReturn, returns),
      contactPage(ctx),
    ];
  },
};
