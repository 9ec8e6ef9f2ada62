import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../runtime/react';

export interface ThreeDSDialogProps {
  /** The bank's challenge page; null: the dialog is closed. */
  readonly url: string | null;
  /** When given, only a result for this challenge is taken. */
  readonly challengeId?: string;
  /** The challenge's result string, to patch the order with (spec 000 §4). */
  readonly onResult: (threeDS2Result: string) => void;
  /** The shopper closed the dialog (Escape or Cancel) without finishing. */
  readonly onCancel: () => void;
}

export const THREE_DS_MESSAGE = 'tessera:3ds-result';

interface ThreeDSMessage {
  readonly type: typeof THREE_DS_MESSAGE;
  readonly challengeId: string;
  readonly threeDS2Result: string;
}

const isResult = (data: unknown): data is ThreeDSMessage => {
  const message = data as Partial<ThreeDSMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === THREE_DS_MESSAGE &&
    typeof message.challengeId === 'string' &&
    typeof message.threeDS2Result === 'string'
  );
};

/**
 * The 3-D Secure challenge (spec 000 §2's dialog): the bank's page in a frame, in a modal dialog. Its result
 * arrives as a `message` event; one is believed only from this page's origin AND from the frame's own window, so
 * another window or frame cannot answer for the bank. Anything else is ignored.
 */
export function ThreeDSDialog({ url, challengeId, onResult, onCancel }: ThreeDSDialogProps) {
  const t = useMessages();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  // The latest callbacks, without subscribing again (and so dropping a message) each time the parent renders.
  const callbacks = useRef({ onResult, onCancel });
  useLayoutEffect(() => {
    callbacks.current = { onResult, onCancel };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (url && !element.open) {
      // Browsers without modal dialogs still show it (not modal), rather than nothing.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      // The title first: it says what is asked before the bank's page does.
      title.current?.focus();
    } else if (!url && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [url]);

  useEffect(() => {
    if (!url) return;
    let answered = false;
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (answered || !source || event.origin !== window.location.origin || event.source !== source) return;
      if (!isResult(event.data) || (challengeId !== undefined && event.data.challengeId !== challengeId)) return;
      answered = true;
      callbacks.current.onResult(event.data.threeDS2Result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, challengeId]);

  // A page that loaded before React listened (about:blank, a cached page) fires no load event for us: look once.
  const attachFrame = (element: HTMLIFrameElement | null) => {
    frame.current = element;
    if (!element || !url) return;
    try {
      const view = element.contentWindow;
      if (view?.document.readyState === 'complete' && view.location.href === new URL(url, window.location.href).href) setLoadedUrl(url);
    } catch {
      // Another origin's page: its load event will tell.
    }
  };

  return (
    <dialog
      ref={dialog}
      className="ts-3ds"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        // Escape gives up; handled here (its default, the browser's own close, prevented) so it acts once.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        callbacks.current.onCancel();
      }}
      onCancel={(event) => {
        // Another close request (a phone's back gesture): the parent decides (it clears `url`, which closes the dialog).
        event.preventDefault();
        callbacks.current.onCancel();
      }}
      onClose={() => {
        // Closed by the browser itself (a repeated Escape): still a cancel, if the parent has not closed it.
        if (url) callbacks.current.onCancel();
      }}
    >
      <div className="ts-3ds__head">
        <h2 className="ts-3ds__title" id={`${id}-title`} ref={title} tabIndex={-1}>
          {t('checkout.3ds.title')}
        </h2>
        <button type="button" className="ts-button ts-button--secondary ts-button--sm" onClick={() => callbacks.current.onCancel()}>
          {t('checkout.3ds.cancel')}
        </button>
      </div>
      <p className="ts-3ds__text" id={`${id}-text`}>
        {t('checkout.3ds.text')}
      </p>
      {url ? (
        <div className="ts-3ds__frame">
          {loadedUrl === url ? null : (
            <p className="ts-3ds__loading" role="status">
              {t('checkout.3ds.loading')}
            </p>
          )}
          <iframe key={url} ref={attachFrame} className="ts-3ds__iframe" title={t('checkout.3ds.frame')} src={url} onLoad={() => setLoadedUrl(url)} />
        </div>
      ) : null}
    </dialog>
  );
}
