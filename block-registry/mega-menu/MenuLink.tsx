import type { MegaMenuItem } from '../../schemas';
import { RichText, SmartLink } from '../../runtime/react';
import { cx } from '../shared/cx';
import { type MenuLevel, useMenuAnalytics } from './menu-analytics';
import { iconUrl } from './menu-model';

/** An item's label: icon, then the rich title when given, else the plain title. */
export function MenuLabel({ item }: { readonly item: MegaMenuItem }) {
  const icon = iconUrl(item.menuIcon);
  return (
    <>
      {icon && <img className="ts-mega__icon" src={icon} alt="" width={20} height={20} />}
      {item.titleHtml ? <RichText as="span" className="ts-mega__title-html" html={item.titleHtml} /> : <span>{item.title}</span>}
    </>
  );
}

/** An item as a link (or as text when it has no target); following it reports a top-nav click at its level. */
export function MenuLink({ item, level, className }: { readonly item: MegaMenuItem; readonly level: MenuLevel; readonly className?: string }) {
  const { navClick } = useMenuAnalytics();
  const classes = cx('ts-mega__link', `ts-mega__link--${item.menuStyle}`, className);
  if (!item.target) {
    return (
      <span className={classes}>
        <MenuLabel item={item} />
      </span>
    );
  }
  return (
    <SmartLink
      href={item.target.url}
      target={item.target.targetAttribute}
      className={classes}
      onClick={() => navClick(level, item.title, item.target?.url ?? '')}
    >
      <MenuLabel item={item} />
    </SmartLink>
  );
}
