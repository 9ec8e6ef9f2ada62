import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { loadAppMessages, type Site } from '../../runtime/core';
import type { EnrollmentDialogProps } from '../enrollment/EnrollmentDialog';

/**
 * The header's way into the simplified enrollment dialog (spec 000 §2, the brand's `simplifiedEnrollment` flag): the
 * account link's plain click opens it, its code and the app's words loaded on that first click; a click with a
 * modifier (new tab) or before hydration follows the link to the account page as ever.
 */
export function useEnrollmentDialog(site: Site, enabled: boolean): { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; dialog: ReactNode } {
  const [Dialog, setDialog] = useState<ComponentType<EnrollmentDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays: the shopper signs in inside it and goes on with its steps, no longer a guest.
  const dialog = Dialog ? <Dialog open={open} signedIn={false} onClose={() => setOpen(false)} /> : null;
  if (!enabled) return { dialog };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (Dialog) {
      setOpen(true);
      return;
    }
    const link = event.currentTarget;
    void Promise.all([import('../enrollment/EnrollmentDialog'), loadAppMessages(site.locale.tag)]).then(
      ([module]) => {
        setDialog(() => module.EnrollmentDialog);
        setOpen(true);
      },
      // The code did not load (offline): the account page has the same sign-in.
      () => window.location.assign(link.href),
    );
  };
  return { onClick, dialog };
}
