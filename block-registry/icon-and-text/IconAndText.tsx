import type { IconAndTextBlock, IconAndTextItem } from '../../schemas';
import { RichText, SmartLink } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { cx } from '../shared/cx';
import { iconSizeName, iconSizeToken, layoutOf } from './icon-layout';
import { ServiceIcon } from './service-icons';

function Icon({ icon }: { readonly icon: IconAndTextItem['icon'] }) {
  if (typeof icon === 'string') return <ServiceIcon name={icon} />;
  return <img className="ts-iat__img" src={icon.url} alt={icon.alt} width={icon.width} height={icon.height} loading="lazy" decoding="async" />;
}

/** One item: icon, text and its link. A link without words makes the whole item the link. */
function Item({ item }: { readonly item: IconAndTextItem }) {
  const style: Record<string, string> = {};
  if (item.backgroundColor) style['--ts-iat-bg'] = item.backgroundColor;
  if (item.textColor) style['--ts-iat-fg'] = item.textColor;
  const { target } = item;
  const wholeLink = target !== undefined && target.text.trim() === '';
  const body = (
    <>
      <div className="ts-iat__icon">
        <Icon icon={item.icon} />
      </div>
      <div className="ts-iat__copy">
        <RichText className="ts-iat__text" html={item.richText} />
        {target && !wholeLink && (
          <SmartLink href={target.url} target={target.targetAttribute} preserveQuery={target.preserveQuery} className="ts-iat__link">
            {target.text}
          </SmartLink>
        )}
      </div>
    </>
  );
  const className = cx('ts-iat__item', item.backgroundColor && 'ts-iat__item--filled');
  return (
    <li className={className} style={style}>
      {wholeLink ? (
        <SmartLink href={target.url} target={target.targetAttribute} preserveQuery={target.preserveQuery} className="ts-iat__whole">
          {body}
        </SmartLink>
      ) : (
        <div className="ts-iat__whole">{body}</div>
      )}
    </li>
  );
}

/**
 * Icon and text (spec 001 §3): `iconSize` small, medium, large draws icons at md, lg, 3xl; 1–3 items sit in
 * one row and four in two columns from md up, one column below (spec 001 §9).
 */
export default function IconAndText({ block }: BlockProps<IconAndTextBlock>) {
  const title = block.titleHtml ? (
    <RichText as="h2" className="ts-iat__title" html={block.titleHtml} />
  ) : block.title ? (
    <h2 className="ts-iat__title">{block.title}</h2>
  ) : null;
  return (
    <div className="ts-iat" style={{ '--ts-iat-icon': iconSizeToken[block.iconSize] } as Record<string, string>}>
      {title}
      <ul className={cx('ts-iat__list', `ts-iat__list--${layoutOf(block.items.length)}`)} data-icon-size={iconSizeName[block.iconSize]}>
        {block.items.map((item, i) => (
          <Item key={i} item={item} />
        ))}
      </ul>
    </div>
  );
}
