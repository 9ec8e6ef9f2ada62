import { wordsOf } from '../../../messages/interpret';
import type { Site } from '../../../runtime/core';
import { contactCategories, contactTopics, subjectsNeedingOrder, type CategorySubjectAnswer } from '../../../schemas';

/** The contact form's topics in the site's words (`support.category.*`, `support.subject.*`), in the form's order. */
export function topicsOf(site: Site): CategorySubjectAnswer {
  const t = wordsOf(site.locale.tag);
  return {
    categories: contactCategories.map((code) => ({
      code,
      label: t('support.category', { category: code }),
      subjects: contactTopics[code].map((subject) => ({
        code: subject,
        label: t('support.subject', { subject: selectorOf(subject) }),
        orderNumberRequired: subjectsNeedingOrder.has(subject),
      })),
    })),
  };
}

/** A code as the catalogue's select messages name it: ICU selectors take no hyphen (`where-is-my-order` → `where_is_my_order`). */
export const selectorOf = (code: string): string => code.replace(/-/g, '_');
