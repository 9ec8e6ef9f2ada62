import type { z } from 'zod';
import type { eventSignUpSchema, signInFormSchema, signUpFormSchema } from '../../../../schemas';
import type { SeedDocument } from '../../types';
import { banner, headerInherited, paragraphs, section } from '../build/blocks';
import type { Site } from '../imports';
import { eventCopies, type EventCopy } from './events-copy';
import type { FeatureSeed } from './feature-seed';

const eventBlock = (b: z.input<typeof eventSignUpSchema>) => b;
const signUpBlock = (b: z.input<typeof signUpFormSchema>) => b;
const signInBlock = (b: z.input<typeof signInFormSchema>) => b;

function copyOf(site: Site): EventCopy {
  const copy = eventCopies[site.locale.locale];
  if (!copy) throw new Error(`no events copy for ${site.siteId}`);
  return copy;
}

const intro = (site: Site, key: string, title: string, text: string) =>
  section('intro', [
    banner({ id: `${site.siteId}-${key}-intro`, title, richText: paragraphs(text), styles: { typeface: 'body' }, linkType: 'No-CTA' }),
  ]);

/** `/{locale}/events`: the brand's event of the season, with the two-step sign-up dialog (spec 001 §3). */
function eventsPage(site: Site): SeedDocument {
  const copy = copyOf(site);
  const { event } = copy;
  return {
    siteId: site.siteId,
    docType: 'page',
    key: 'events',
    name: copy.heading,
    data: {
      seo: copy.seo,
      sections: [
        headerInherited(),
        intro(site, 'events', copy.heading, copy.intro),
        section('event', [
          eventBlock({
            id: `${site.siteId}-events-${event.eventId}`,
            type: 'eventSignUp',
            eventId: event.eventId,
            title: event.title,
            subtitle: event.subtitle,
            startDate: event.startDate,
            endDate: event.endDate,
            enablePlusOne: event.enablePlusOne,
            richText: paragraphs(event.terms),
            submitCtaLabel: event.cta,
            confirmationTitle: event.confirmationTitle,
            confirmationSubtitle: event.confirmationSubtitle,
          }),
        ]),
      ],
    },
  };
}

/** `/{locale}/join`: membership, with the loyalty sign-up on the page and sign-in for members in a dialog. */
function joinPage(site: Site): SeedDocument {
  const { join } = copyOf(site);
  return {
    siteId: site.siteId,
    docType: 'page',
    key: 'join',
    name: join.heading,
    data: {
      seo: join.seo,
      sections: [
        headerInherited(),
        intro(site, 'join', join.heading, join.intro),
        section('sign up', [signUpBlock({ id: `${site.siteId}-join-sign-up`, type: 'signUpForm', variant: 'loyalty', title: join.signUpTitle })]),
        section('sign in', [signInBlock({ id: `${site.siteId}-join-sign-in`, type: 'signInForm', presentation: 'dialog', title: join.signInTitle })]),
      ],
    },
  };
}

export const eventsFeature: FeatureSeed = { name: 'events', documents: (site) => [eventsPage(site), joinPage(site)] };
