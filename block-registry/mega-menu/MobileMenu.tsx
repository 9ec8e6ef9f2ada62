import { useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { MegaMenuItem } from '../../schemas';
import { CloseIcon, MenuIcon } from '../shared/icons';
import { useModalDialog } from '../shared/use-modal-dialog';
import { MobileSection } from './MobileSection';
import { visibleOn } from './menu-model';
import { useMessages } from '../../runtime/react';

interface MobileMenuProps {
  readonly items: readonly MegaMenuItem[];
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * Below 1024px: a menu button opening a drawer with an accordion. The drawer is a modal `<dialog>`: the
 * browser keeps focus inside and the page behind inert, Escape closes it, and focus returns to the
 * button. A press on the dimmed page beside it closes it too.
 */
export function MobileMenu({ items, open, onOpenChange }: MobileMenuProps) {
  const t = useMessages();
  const titleId = useId();
  const dialogId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, open);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) onOpenChange(false);
  };

  // Escape closes through state like every other way out, so the dialog and React never disagree.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onOpenChange(false);
  };

  return (
    <div className="ts-mega__mobile">
      <button
        type="button"
        className="ts-icon-button ts-mega__menu-button"
        aria-label={t('megaMenu.menu')}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        onClick={() => onOpenChange(!open)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="ts-mega__drawer"
        aria-labelledby={titleId}
        onClose={() => open && onOpenChange(false)}
        onClick={onBackdropClick}
        onKeyDown={onKeyDown}
      >
        {open && (
          <div className="ts-mega__drawer-body">
            <div className="ts-mega__drawer-head">
              <p id={titleId} className="ts-mega__drawer-title">
                {t('megaMenu.menu')}
              </p>
              <button type="button" className="ts-icon-button" aria-label={t('megaMenu.closeMenu')} onClick={() => onOpenChange(false)}>
                <CloseIcon />
              </button>
            </div>
            <ul className="ts-mega__accordion">
              {visibleOn(items, 'mobile').map((item) => (
                <MobileSection key={item.id} item={item} level={1} />
              ))}
            </ul>
          </div>
        )}
      </dialog>
    </div>
  );
}
