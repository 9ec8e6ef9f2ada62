import { useId, useState } from 'react';
import type { MegaMenuItem } from '../../schemas';
import { SmartLink, useMessages, useRuntime } from '../../runtime/react';
import { cx } from '../shared/cx';
import { ChevronDown } from '../shared/icons';
import { VisualSelectors } from './DesktopPanel';
import { MenuLabel, MenuLink } from './MenuLink';
import { useMenuAnalytics } from './menu-analytics';
import { shopAllLink, visibleOn } from './menu-model';

/**
 * One accordion entry of the mobile menu. Items with children are buttons (`aria-expanded`) showing the
 * next level; a level-3 list starts with the "shop all" link where the brand allows it.
 */
export function MobileSection({ item, level }: { readonly item: MegaMenuItem; readonly level: 1 | 2 }) {
  const { site } = useRuntime();
  const t = useMessages();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { navClick, expand } = useMenuAnalytics();
  const children = visibleOn(item.columns, 'mobile');

  if (children.length === 0) {
    return (
      <li className={`ts-mega__m-item ts-mega__m-item--l${level}`}>
        <MenuLink item={item} level={level} className="ts-mega__m-row" />
      </li>
    );
  }
  const shopAll = level === 2 ? shopAllLink(item, site, (title) => t('megaMenu.shopAll', { title })) : null;
  return (
    <li className={cx(`ts-mega__m-item ts-mega__m-item--l${level}`, expanded && 'is-expanded')}>
      <button
        type="button"
        className={cx('ts-mega__m-row', `ts-mega__link--${item.menuStyle}`)}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          if (!expanded) expand(level, item.title);
          setExpanded(!expanded);
        }}
      >
        <MenuLabel item={item} />
        <ChevronDown />
      </button>
      <div id={listId} className="ts-mega__m-panel" hidden={!expanded}>
        <ul className={`ts-mega__m-list ts-mega__m-list--l${level + 1}`}>
          {shopAll && (
            <li className="ts-mega__m-item ts-mega__m-item--shop-all">
              <SmartLink href={shopAll.url} className="ts-mega__m-row ts-mega__shop-all" onClick={() => navClick(level, item.title, shopAll.url)}>
                {shopAll.text}
              </SmartLink>
            </li>
          )}
          {children.map((child) =>
            level === 1 ? (
              <MobileSection key={child.id} item={child} level={2} />
            ) : (
              <li key={child.id} className="ts-mega__m-item ts-mega__m-item--l3">
                <MenuLink item={child} level={3} className="ts-mega__m-row" />
              </li>
            ),
          )}
        </ul>
        {level === 1 && item.visualSelectors && item.visualSelectors.length > 0 && <VisualSelectors selectors={item.visualSelectors} />}
      </div>
    </li>
  );
}
