import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps a `<dialog>` in step with `open`: shown as a modal (the browser keeps focus inside, makes the page
 * behind inert and, on close, returns focus to where it was), or closed. Browsers without modal dialogs
 * get a plain open one.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open === open) return;
    if (typeof dialog.showModal !== 'function') dialog.toggleAttribute('open', open);
    else if (open) dialog.showModal();
    else dialog.close();
  }, [ref, open]);
}
