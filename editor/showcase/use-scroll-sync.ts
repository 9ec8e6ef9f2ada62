import { useEffect } from 'react';
import { PROTOCOL_VERSION, editorMessageSchema, readMessage } from '../../preview-bridge';

const ratioOf = (): number => {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
};

/**
 * Inside a parent frame, the screen mirrors its scroll position to the parent and follows the
 * parent's, through preview-bridge `scroll` messages; only the page's own origin is trusted.
 */
export function useScrollSync(): void {
  useEffect(() => {
    if (window.parent === window) return undefined;
    const origin = window.location.origin;
    let applying = false;
    const onScroll = () => {
      if (applying) return void (applying = false);
      window.parent.postMessage({ source: 'tessera-preview-bridge', version: PROTOCOL_VERSION, type: 'scroll', ratio: ratioOf() }, origin);
    };
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(editorMessageSchema, event, [origin]);
      if (message?.type !== 'scroll') return;
      applying = true;
      window.scrollTo({ top: message.ratio * (document.documentElement.scrollHeight - window.innerHeight) });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('message', onMessage);
    };
  }, []);
}
