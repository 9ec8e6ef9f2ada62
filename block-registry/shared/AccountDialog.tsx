import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useMessages } from '../../runtime/react';
import { useModalDialog } from './use-modal-dialog';

export interface AccountDialogProps {
  readonly open: boolean;
  readonly label: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** A modal `<dialog>` for the account blocks' forms: a close button, Escape closes, focus returns to the opener. */
export function AccountDialog({ open, label, onClose, children }: AccountDialogProps) {
  const t = useMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModalDialog(ref, open);
  return (
    <dialog ref={ref} className="ts-account-dialog" aria-label={label} id={id} onClose={onClose}>
      <button type="button" className="ts-account-dialog__close" aria-label={t('signInBlock.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {open ? children : null}
    </dialog>
  );
}
