import { useId, useRef } from 'react';
import type { FocusEvent, MouseEvent } from 'react';
import type { MegaMenuItem } from '../../schemas';
import { cx } from '../shared/cx';
import { ChevronDown } from '../shared/icons';
import { DesktopPanel } from './DesktopPanel';
import { MenuLabel, MenuLink } from './MenuLink';
import { useDismiss } from './use-dismiss';
import { useHoverIntent } from './use-hover-intent';

interface DesktopItemProps {
  readonly item: MegaMenuItem;
  readonly open: boolean;
  readonly trigger: 'hover' | 'click';
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A level-1 item of the desktop bar. With columns it is a button opening a full-width panel (on hover or
 * on click, per brand; Enter/Space and taps always); Escape and outside presses close it and Escape
 * returns focus to the button. Without columns it is a plain link.
 */
export function DesktopItem({ item, open, trigger, onOpenChange }: DesktopItemProps) {
  const triggerId = useId();
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const pressedWith = useRef('');
  const hover = useHoverIntent(trigger === 'hover', onOpenChange);
  useDismiss(open, itemRef, (reason) => {
    onOpenChange(false);
    if (reason === 'escape') document.getElementById(triggerId)?.focus();
  });

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
  // Where the pointer opens the panel, a mouse click would fight it: clicks then serve keyboard and touch.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const mouse = event.detail > 0 && pressedWith.current === 'mouse';
    pressedWith.current = '';
    if (trigger === 'hover' && mouse) return;
    onOpenChange(!open);
  };

  return (
    <li ref={itemRef} className="ts-mega__item" onBlur={onBlur} {...hover}>
      <button
        id={triggerId}
        type="button"
        className={cx('ts-mega__top', 'ts-mega__trigger', `ts-mega__link--${item.menuStyle}`, open && 'is-open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={onClick}
      >
        <MenuLabel item={item} />
        <ChevronDown />
      </button>
      <div id={panelId} role="dialog" className="ts-mega__panel" aria-label={item.title} hidden={!open}>
        <DesktopPanel item={item} />
      </div>
    </li>
  );
}
