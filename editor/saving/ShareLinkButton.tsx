import { useId, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { describeAdminError, type ShareLink } from '../api';

export interface ShareLinkButtonProps {
  readonly t: Translate;
  readonly createLink: () => Promise<ShareLink>;
}

type Shared =
  | { readonly status: 'idle' | 'busy' }
  | { readonly status: 'copied' | 'shown'; readonly link: ShareLink }
  | { readonly status: 'error'; readonly message: string };

/**
 * Makes a signed, expiring link to this document's preview and copies it; where the clipboard is refused, the link
 * is shown selected to copy by hand.
 */
export function ShareLinkButton({ t, createLink }: ShareLinkButtonProps) {
  const id = useId();
  const [shared, setShared] = useState<Shared>({ status: 'idle' });
  const share = () => {
    setShared({ status: 'busy' });
    createLink()
      .then(async (link) => {
        try {
          await navigator.clipboard.writeText(link.url);
          setShared({ status: 'copied', link });
        } catch {
          setShared({ status: 'shown', link });
        }
      })
      .catch((failure: unknown) => setShared({ status: 'error', message: describeAdminError(failure, t) }));
  };
  return (
    <div className="ts-ed-share">
      <button type="button" className="ts-ed-button" onClick={share} aria-disabled={shared.status === 'busy' || undefined}>
        {t('editor.share.button')}
      </button>
      <span role="status" className="ts-ed-share__status">
        {shared.status === 'copied' ? t('editor.share.copied', { date: new Date(shared.link.expiresAt).toLocaleString() }) : null}
        {shared.status === 'error' ? shared.message : null}
      </span>
      {shared.status === 'shown' ? (
        <span className="ts-ed-share__manual">
          <label htmlFor={id}>{t('editor.share.copyByHand')}</label>
          <input id={id} readOnly value={shared.link.url} onFocus={(event) => event.currentTarget.select()} />
        </span>
      ) : null}
    </div>
  );
}
