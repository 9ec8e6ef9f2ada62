import { memo } from 'react';
import { BlockView, SmartLink, useLocaleMessages } from '../../runtime/react';
import type { ResolvedBlock, Site } from '../../runtime/core';
import { CartCountBadge, cartLinkLabel } from '../cart';
import { HeaderIcon } from './icons';
import type { HeaderIconName } from './icons';
import { useCartCount } from './use-cart-count';
import { useEnrollmentDialog } from './use-enrollment-dialog';
import { useShopperKind } from './use-shopper-kind';
import { useInStoreSession } from '../associate/use-in-store';
import { wishlistsDisabled } from '../associate/in-store-session';

const iconLinks: readonly { name: HeaderIconName; path: string }[] = [
  { name: 'search', path: 'search' },
  { name: 'favorites', path: 'favorites' },
  { name: 'account', path: 'account' },
  { name: 'cart', path: 'cart' },
];

/** Brand wordmark (home link), the content-managed mega menu, and the shopper's icon links. */
export const SiteHeader = memo(function SiteHeader({ site, menu }: { readonly site: Site; readonly menu: ResolvedBlock | null }) {
  const t = useLocaleMessages(site.locale.tag);
  const home = `/${site.locale.locale}`;
  const count = useCartCount(site.locale.locale);
  const signedIn = useShopperKind() === 'Registered';
  // Spec 000 §4: no favourites while an in-store associate sells from this tab.
  const favoritesOff = wishlistsDisabled(useInStoreSession());
  // A guest on a brand with the simplified enrollment gets its dialog from the account icon (spec 000 §2).
  const enrollment = useEnrollmentDialog(site, !signedIn && site.brand.flags.simplifiedEnrollment);
  return (
    <header className="ts-site-header">
      <div className="ts-site-header__bar">
        <SmartLink href={home} className="ts-wordmark" aria-label={t('shell.home', { brand: site.brand.name })}>
          {site.brand.name}
        </SmartLink>
        <div className="ts-site-header__menu">{menu ? <BlockView block={menu} /> : null}</div>
        <ul className="ts-site-header__icons">
          {iconLinks.map(({ name, path }) => {
            if (favoritesOff && name === 'favorites') return null;
            // The account icon says whether the shopper is signed in (its page is the sign-in form for a guest).
            const label =
              name === 'cart'
                ? cartLinkLabel(t, count)
                : name === 'account'
                  ? t(signedIn ? 'shell.accountSignedIn' : 'shell.accountSignedOut')
                  : t(`shell.${name}`);
            return (
              <li key={name}>
                <SmartLink
                  href={`${home}/${path}`}
                  className="ts-icon-link"
                  aria-label={label}
                  title={label}
                  {...(name === 'account' && enrollment.onClick ? { onClick: enrollment.onClick, 'aria-haspopup': 'dialog' as const } : {})}
                >
                  <HeaderIcon name={name} />
                  {name === 'cart' ? <CartCountBadge count={count} /> : null}
                </SmartLink>
              </li>
            );
          })}
        </ul>
      </div>
      {enrollment.dialog}
    </header>
  );
});
