import { useId, useState } from 'react';
import type { SecondaryNavigationBlock } from '../../schemas';
import { analyticsEvents } from '../../runtime/core';
import { SmartLink, useMessages, useRuntime, useTrack } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';
import { ChevronDown } from '../shared/icons';
import { currentLinkIndex } from './current-link';

/**
 * Secondary navigation. From 1024px a bar of links; below it the bar is hidden and the same list is a
 * disclosure (a button with `aria-expanded`), collapsed until opened and closed again by a route change.
 * The current page's link carries `aria-current="page"`. Which form shows is decided in CSS.
 */
export default function SecondaryNavigation({ block }: BlockProps<SecondaryNavigationBlock>) {
  const { locationKey } = useRuntime();
  const t = useMessages();
  const track = useTrack();
  const listId = useId();
  // Open on one route only: navigating (a new locationKey) collapses the list without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === locationKey;
  const current = currentLinkIndex(block.links, locationKey);
  const toggleText = block.title ?? block.links[current]?.text ?? t('secondaryNav.toggle');

  const toggle = () => {
    setOpenOn(open ? null : locationKey);
    if (!open) track(analyticsEvents.mobileMenuExpand, { menu: 'secondaryNavigation', blockId: block.id, section: toggleText });
  };

  return (
    <nav className={cx('ts-subnav', open && 'is-open')} aria-label={block.title ?? t('secondaryNav.navigation')}>
      {block.title && (
        <p className="ts-subnav__title" aria-hidden="true">
          {block.title}
        </p>
      )}
      <button type="button" className="ts-subnav__toggle" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        <span>{toggleText}</span>
        <ChevronDown />
      </button>
      <ul id={listId} className="ts-subnav__list">
        {block.links.map((link, i) => (
          <li key={`${link.url}:${i}`} className="ts-subnav__item">
            <SmartLink
              href={link.url}
              target={link.targetAttribute}
              preserveQuery={link.preserveQuery}
              className="ts-subnav__link"
              aria-current={i === current ? 'page' : undefined}
            >
              {link.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
