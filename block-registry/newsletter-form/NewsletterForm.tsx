import { useId } from 'react';
import { useMessages } from '../../runtime/react';
import type { NewsletterFormBlock } from '../../schemas';
import type { BlockProps } from '../define-block';
import { NewsletterFields } from './NewsletterFields';

/** The newsletter form block (spec 001 "Newsletter footer form"): its title and text, then the newsletter's fields. */
export default function NewsletterForm({ block }: BlockProps<NewsletterFormBlock>) {
  const t = useMessages();
  const id = useId();
  return (
    <section className="ts-newsletter" aria-labelledby={`${id}-title`}>
      <h2 className="ts-newsletter__title" id={`${id}-title`}>
        {block.title ?? t('subscriptions.newsletter.title')}
      </h2>
      {block.subtitle ? <p className="ts-newsletter__text">{block.subtitle}</p> : null}
      <NewsletterFields type={block.subscriptionType} />
    </section>
  );
}
