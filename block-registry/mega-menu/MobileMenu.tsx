import { FloatingFocusManager, FloatingOverlay, useClick, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useId } from 'react';
import type { MegaMenuItem } from '../../schemas';
import { CloseIcon, MenuIcon } from '../shared/icons';
import { useLabels } from '../shared/labels';
import { MobileSection } from './MobileSection';
import { visibleOn } from './menu-model';

interface MobileMenuProps {
  readonly items: readonly MegaMenuItem[];
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** Below 1024px: a menu button opening a modal drawer (focus kept inside, Escape closes) with an accordion. */
export function MobileMenu({ items, open, onOpenChange }: MobileMenuProps) {
  const labels = useLabels();
  const titleId = useId();
  // NB: floating-ui's ref setters are stable bound functions, typed as methods.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { context, refs: { setReference, setFloating } } = useFloating({ open, onOpenChange });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), useDismiss(context), useRole(context, { role: 'dialog' })]);

  return (
    <div className="ts-mega__mobile">
      <button ref={setReference} type="button" className="ts-icon-button ts-mega__menu-button" aria-label={labels.menu} aria-expanded={open} {...getReferenceProps()}>
        <MenuIcon />
      </button>
      {open && (
        <FloatingOverlay className="ts-mega__overlay" lockScroll>
          <FloatingFocusManager context={context} modal initialFocus={0}>
            <div ref={setFloating} className="ts-mega__drawer" aria-labelledby={titleId} {...getFloatingProps()}>
              <div className="ts-mega__drawer-head">
                <p id={titleId} className="ts-mega__drawer-title">{labels.menu}</p>
                <button type="button" className="ts-icon-button" aria-label={labels.closeMenu} onClick={() => onOpenChange(false)}>
                  <CloseIcon />
                </button>
              </div>
              <ul className="ts-mega__accordion">
                {visibleOn(items, 'mobile').map((item) => (
                  <MobileSection key={item.id} item={item} level={1} />
                ))}
              </ul>
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      )}
    </div>
  );
}
