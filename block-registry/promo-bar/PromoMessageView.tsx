import type { PromoMessage } from '../../schemas';
import { RichText, SmartLink } from '../../runtime/react';

/** One message: rich text and inline links, or (clickable) the whole message as one link. */
export function PromoMessageView({ message, hidden, id }: { readonly message: PromoMessage; readonly hidden: boolean; readonly id: string }) {
  const style: Record<string, string> = {};
  if (message.textColor) style['--ts-promo-fg'] = message.textColor;
  if (message.hoverLinkColor) style['--ts-promo-link-hover'] = message.hoverLinkColor;
  const [first] = message.targets;

  if (message.clickable && first) {
    return (
      <SmartLink
        id={id}
        href={first.url}
        target={first.targetAttribute}
        preserveQuery={first.preserveQuery}
        className="ts-promo__message ts-promo__message--clickable"
        style={style}
        hidden={hidden}
      >
        <RichText className="ts-promo__text" html={message.richText} />
        {first.text && <span className="ts-promo__link">{first.text}</span>}
      </SmartLink>
    );
  }
  return (
    <div id={id} className="ts-promo__message" style={style} hidden={hidden}>
      <RichText className="ts-promo__text" html={message.richText} />
      {message.targets
        .filter((t) => t.text.trim() !== '')
        .map((target, i) => (
          <SmartLink
            key={`${target.url}:${i}`}
            href={target.url}
            target={target.targetAttribute}
            preserveQuery={target.preserveQuery}
            className="ts-promo__link"
          >
            {target.text}
          </SmartLink>
        ))}
    </div>
  );
}
