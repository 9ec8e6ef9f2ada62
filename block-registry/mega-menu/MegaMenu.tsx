import { useState } from 'react';
import type { MegaMenuBlock } from '../../schemas';
import { useMessages, useRuntime } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { DesktopItem } from './DesktopItem';
import { MobileMenu } from './MobileMenu';
import { BAR_HEIGHT, visibleOn } from './menu-model';

/** What is open, and on which route: a route change (new locationKey) closes everything, no effect needed. */
interface OpenState {
  readonly id: string | null;
  readonly locationKey: string;
}

/**
 * Mega menu: the site's main navigation, three levels. Desktop (≥1024px) is a bar of level-1 triggers
 * opening full-width panels; below that, a menu button opens a drawer with an accordion. Both are in the
 * server HTML; CSS shows the one that fits.
 */
export default function MegaMenu({ block }: BlockProps<MegaMenuBlock>) {
  const { site, locationKey } = useRuntime();
  const t = useMessages();
  const [desktop, setDesktop] = useState<OpenState>({ id: null, locationKey });
  const [mobile, setMobile] = useState<OpenState>({ id: null, locationKey });
  const openId = desktop.locationKey === locationKey ? desktop.id : null;
  const mobileOpen = mobile.locationKey === locationKey && mobile.id !== null;

  return (
    <nav className="ts-mega" aria-label={t('megaMenu.mainMenu')} style={{ ['--ts-mega-bar-h' as string]: BAR_HEIGHT }}>
      <ul className="ts-mega__bar">
        {visibleOn(block.items, 'desktop').map((item) => (
          <DesktopItem
            key={item.id}
            item={item}
            trigger={site.brand.megaMenuTrigger}
            open={openId === item.id}
            onOpenChange={(open) =>
              setDesktop((s) => ({ locationKey, id: open ? item.id : s.id === item.id || s.locationKey !== locationKey ? null : s.id }))
            }
          />
        ))}
      </ul>
      <MobileMenu items={block.items} open={mobileOpen} onOpenChange={(open) => setMobile({ locationKey, id: open ? 'menu' : null })} />
    </nav>
  );
}
