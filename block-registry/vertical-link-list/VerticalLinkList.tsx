import { useState } from 'react';
import type { VerticalLinkListBlock } from '../../schemas';
import { RichText, SmartLink } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';

/**
 * A vertical list of links beside a picture. From md up, the hovered or focused link is highlighted and its
 * picture fades in over the others (keyboard focus does what hover does); the first link is active until then.
 * On small screens there is no hover: plain links under the first picture, all decided in CSS so the server
 * render is right at every width.
 */
export default function VerticalLinkList({ block }: BlockProps<VerticalLinkListBlock>) {
  const [active, setActive] = useState(0);
  return (
    <div className="ts-vlist">
      <div className="ts-vlist__copy">
        {block.titleHtml ? (
          <RichText as="h2" className="ts-vlist__title" html={block.titleHtml} />
        ) : block.title ? (
          <h2 className="ts-vlist__title">{block.title}</h2>
        ) : null}
        {block.richText && <RichText className="ts-vlist__body" html={block.richText} />}
        <ul className="ts-vlist__list">
          {block.items.map((item, i) => (
            <li key={`${item.target.url}:${i}`} className={cx('ts-vlist__item', i === active && 'is-active')}>
              <SmartLink
                href={item.target.url}
                target={item.target.targetAttribute}
                preserveQuery={item.target.preserveQuery}
                className="ts-vlist__link"
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
              >
                {item.text}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
      {/* The pictures illustrate the links' words, so screen readers skip them. */}
      <div className="ts-vlist__media" aria-hidden="true">
        {block.items.map((item, i) => (
          <img
            key={`${item.image.url}:${i}`}
            className={cx('ts-vlist__image', i === active && 'is-active')}
            src={item.image.url}
            alt=""
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
    </div>
  );
}
