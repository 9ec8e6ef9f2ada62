import { useFloating, useClick, useDismiss, useHover, useInteractions, useRole, safePolygon } from '@floating-ui/react';
import { useId } from 'react';
import type { FocusEvent } from 'react';
import type { MegaMenuItem } from '../../schemas';
import { cx } from '../shared/cx';
import { ChevronDown } from '../shared/icons';
import { DesktopPanel } from './DesktopPanel';
import { MenuLabel, MenuLink } from './MenuLink';

interface DesktopItemProps {
  readonly item: MegaMenuItem;
  readonly open: boolean;
  readonly trigger: 'hover' | 'click';
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A level-1 item of the desktop bar. With columns it is a button opening a full-width panel (hover with
 * a safe polygon, or click, per brand; Enter/Space always); Escape and outside presses close it and
 * Escape returns focus to the button. Without columns it is a plain link.
 */
export function DesktopItem({ item, open, trigger, onOpenChange }: DesktopItemProps) {
  const triggerId = useId();
  // NB: floating-ui's ref setters are stable bound functions, typed as methods.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { context, refs: { setReference, setFloating } } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      onOpenChange(next);
      if (!next && reason === 'escape-key') document.getElementById(triggerId)?.focus();
    },
  });
  const hover = useHover(context, { enabled: trigger === 'hover', handleClose: safePolygon(), delay: { open: 60, close: 0 } });
  // With hover opening, mouse clicks would fight the hover state: the click handler then serves the keyboard.
  const click = useClick(context, { ignoreMouse: trigger === 'hover' });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, click, dismiss, role]);

  if (!item.columns?.length) {
    return (
      <li className="ts-mega__item">
        <MenuLink item={item} level={1} className="ts-mega__top" />
      </li>
    );
  }

  // Leaving the item with Tab closes its panel, as leaving it with the pointer does.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };

  return (
    <li className="ts-mega__item" onBlur={onBlur}>
      <button
        id={triggerId}
        ref={setReference}
        type="button"
        className={cx('ts-mega__top', 'ts-mega__trigger', `ts-mega__link--${item.menuStyle}`, open && 'is-open')}
        aria-expanded={open}
        {...getReferenceProps()}
      >
        <MenuLabel item={item} />
        <ChevronDown />
      </button>
      <div ref={setFloating} className="ts-mega__panel" aria-label={item.title} hidden={!open} {...getFloatingProps()}>
        <DesktopPanel item={item} />
      </div>
    </li>
  );
}
