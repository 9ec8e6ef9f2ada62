import { wordsOf } from '../../../messages/interpret';
import type { Site } from '../../../runtime/core';
import { contactCategories, contactTopics, subjectsNeedingOrder, topicSelector, type CategorySubjectAnswer } from '../../../schemas';

/** The contact form's topics in the site's words (`support.category.*`, `support.subject.*`), in the form's order. */
export function topicsOf(site: Site): CategorySubjectAnswer {
  const t = wordsOf(site.locale.tag);
  return {
    categories: contactCategories.map((code) => ({
      code,
      label: t('support.category', { category: code }),
      subjects: contactTopics[code].map((subject) => ({
        code: subject,
        label: t('support.subject', { subject: topicSelector(subject) }),
        orderNumberRequired: subjectsNeedingOrder.has(subject),
      })),
    })),
  };
}
