import { useEffect, useRef } from 'react';

export interface ConfirmDeleteProps {
  /** The saved item's element id: the question is `{id}-confirm`. */
  readonly id: string;
  /** "Delete the address 1 Main St?", already translated. */
  readonly question: string;
  readonly yes: string;
  readonly keep: string;
  readonly onYes: () => void;
  readonly onKeep: () => void;
}

/**
 * The question a saved item (an address, a card) asks before it is deleted, in place of its actions. The safe
 * answer, keep, takes the focus as it opens: Enter pressed twice in a hurry deletes nothing.
 */
export function ConfirmDelete({ id, question, yes, keep, onYes, onKeep }: ConfirmDeleteProps) {
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => keepButton.current?.focus(), []);
  return (
    <div className="ts-address-card__confirm" role="group" aria-labelledby={`${id}-confirm`}>
      <p id={`${id}-confirm`} className="ts-address-card__question">
        {question}
      </p>
      <div className="ts-address-card__actions">
        <button type="button" className="ts-button ts-button--primary ts-button--md" onClick={onYes}>
          {yes}
        </button>
        <button ref={keepButton} type="button" className="ts-button ts-button--secondary ts-button--md" onClick={onKeep}>
          {keep}
        </button>
      </div>
    </div>
  );
}
