import type { MegaMenuItem } from '../../schemas';
import { SmartLink, useMessages } from '../../runtime/react';
import { Targets } from '../shared/Targets';
import { MenuLink } from './MenuLink';
import { useMenuAnalytics } from './menu-analytics';
import { visibleOn } from './menu-model';

/** The content of a level-1 panel: level-2 columns with their level-3 links, visual selectors, the banner. */
export function DesktopPanel({ item }: { readonly item: MegaMenuItem }) {
  const t = useMessages();
  const { navClick } = useMenuAnalytics();
  const columns = visibleOn(item.columns, 'desktop');
  return (
    <div className="ts-mega__panel-inner">
      <div className="ts-mega__panel-main">
        {item.target && (
          <SmartLink href={item.target.url} className="ts-mega__panel-all" onClick={() => navClick(1, item.title, item.target?.url ?? '')}>
            {t('megaMenu.shopAll', { title: item.title })}
          </SmartLink>
        )}
        <div className="ts-mega__columns">
          {columns.map((column) => (
            <div key={column.id} className="ts-mega__column">
              <MenuLink item={column} level={2} className="ts-mega__column-title" />
              {visibleOn(column.columns, 'desktop').length > 0 && (
                <ul className="ts-mega__list">
                  {visibleOn(column.columns, 'desktop').map((leaf) => (
                    <li key={leaf.id}>
                      <MenuLink item={leaf} level={3} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
        {item.visualSelectors && item.visualSelectors.length > 0 && (
          <div className="ts-mega__visuals">
            {item.visualSelectorsTitle && <p className="ts-mega__visuals-title">{item.visualSelectorsTitle}</p>}
            <VisualSelectors selectors={item.visualSelectors} />
          </div>
        )}
      </div>
      {item.menuBanner && (
        <div className="ts-mega__banner">
          <img
            src={item.menuBanner.image.url}
            alt={item.menuBanner.image.alt}
            width={item.menuBanner.image.width}
            height={item.menuBanner.image.height}
            loading="lazy"
          />
          {item.menuBanner.title && <p className="ts-mega__banner-title">{item.menuBanner.title}</p>}
          {item.menuBanner.target && <Targets targets={[item.menuBanner.target]} />}
        </div>
      )}
    </div>
  );
}

/** Image tiles (e.g. shop by sport); each is a link when it has a target. */
export function VisualSelectors({ selectors }: { readonly selectors: NonNullable<MegaMenuItem['visualSelectors']> }) {
  return (
    <ul className="ts-mega__visual-list">
      {selectors.map((selector, i) => {
        const body = (
          <>
            <img
              src={selector.mediaObject.url}
              alt={selector.title ? '' : selector.mediaObject.alt}
              title={selector.mediaObject.seoTitle}
              width={selector.mediaObject.width}
              height={selector.mediaObject.height}
              loading="lazy"
            />
            {selector.title && <span>{selector.title}</span>}
          </>
        );
        return (
          <li key={`${selector.mediaObject.url}:${i}`}>
            {selector.target ? (
              <SmartLink href={selector.target.url} className="ts-mega__visual">
                {body}
              </SmartLink>
            ) : (
              <span className="ts-mega__visual">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
