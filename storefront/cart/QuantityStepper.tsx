import { useId, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { DEFAULT_MAX_QTY, purchasableQty } from '../../runtime/core';
import { useMessages, useRuntime } from '../../runtime/react';
import { CartIcon } from './icons';

export interface QuantityStepperProps {
  readonly value: number;
  /** The most allowed (the units in stock); below `min` means none can be had, and the stepper is disabled. */
  readonly max: number;
  readonly min?: number;
  /**
   * Called when 0 is typed (with `min` 1): the line is taken out. Without it, 0 becomes 1 and the stepper says why.
   */
  readonly onZero?: () => void;
  /** Called with a whole number within [min, max] that differs from `value`. */
  readonly onChange: (qty: number) => void;
  /** The accessible name of the group and its field, e.g. "Quantity for Summit Trail, US 9". */
  readonly label: string;
  readonly disabled?: boolean;
}

/** The locale's thousands separator ("," in en, "." in de, a narrow space in fr). */
const groupSeparator = (tag: string): string => new Intl.NumberFormat(tag).formatToParts(10_000).find((part) => part.type === 'group')?.value ?? ',';

/**
 * A typed quantity: digits, with spaces and the locale's grouping tolerated ("1,200" in en, "1.200" in de);
 * anything else ("2.5" in en, "-3", "1e3", "two") is junk.
 */
const parseQty = (text: string, tag: string): number | null => {
  const digits = text
    .split(groupSeparator(tag))
    .join('')
    .replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
};

/**
 * − [qty] +. The field takes typing and commits on blur or Enter, clamped to [min, max]; junk or an empty field
 * puts the value back. A typed 0 takes the line out (`onZero`), or is raised to the least, saying so. Buttons at a limit stay focusable (aria-disabled, not disabled): a keyboard user who just
 * pressed + up to the maximum keeps their place, and hears why it stopped from the polite message.
 */
export function QuantityStepper({ value, max, min = 1, onChange, onZero, label, disabled = false }: QuantityStepperProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const hintId = useId();
  // What the shopper is typing; null while the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  // Set when a typed number was brought down to the maximum, so the message says why.
  const [clamped, setClamped] = useState(false);
  // Set when a typed 0 was raised to the least, so the message says why.
  const [raised, setRaised] = useState(false);

  const top = purchasableQty(max);
  const off = disabled || top < min;
  const canLower = !off && value > min;
  const canRaise = !off && value < top;
  // The message explains a stop at a real stock limit; the default cap of 999,999 needs no words.
  const atLimit = !off && top < DEFAULT_MAX_QTY && (value === top || clamped);

  const commit = (wanted: number) => {
    setDraft(null);
    if (wanted === 0 && onZero) {
      onZero();
      return;
    }
    const next = Math.min(Math.max(wanted, min), Math.max(top, min));
    setClamped(wanted > top);
    setRaised(wanted < min);
    if (next !== value) onChange(next);
  };
  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseQty(draft, site.locale.tag);
    if (typed === null) {
      setDraft(null);
      return;
    }
    commit(typed);
  };
  const step = (by: number) => {
    if (off) return;
    setRaised(false);
    commit(value + by);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Commits here rather than submitting a form around the stepper.
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape' && draft !== null) {
      // Gives the typing up; only then, so Escape still closes a dialog the stepper sits in.
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (event.key === 'ArrowUp' ? canRaise : canLower) step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <div className={`ts-stepper${off ? ' ts-stepper--off' : ''}`}>
      <div className="ts-stepper__box" role="group" aria-label={label}>
        <button
          type="button"
          className="ts-stepper__button"
          aria-label={t('cart.decrease')}
          aria-disabled={!canLower}
          onClick={() => canLower && step(-1)}
        >
          <CartIcon name="minus" />
        </button>
        <input
          className="ts-stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={label}
          aria-describedby={atLimit || raised ? hintId : undefined}
          aria-disabled={off || undefined}
          readOnly={off}
          value={draft ?? String(value)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="ts-stepper__button"
          aria-label={t('cart.increase')}
          aria-disabled={!canRaise}
          onClick={() => canRaise && step(1)}
        >
          <CartIcon name="plus" />
        </button>
      </div>
      {/* Always in the page, so the words are announced when they appear. */}
      <p id={hintId} className="ts-stepper__hint" role="status">
        {raised ? t('cart.minQuantity') : atLimit ? t('cart.maxAvailable', { count: top }) : ''}
      </p>
    </div>
  );
}
