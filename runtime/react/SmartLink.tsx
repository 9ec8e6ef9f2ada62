import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRuntime } from './runtime-context';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  readonly href: string;
  /** Carry the current query string (campaign parameters, preview flags) to the target. */
  readonly preserveQuery?: boolean;
  readonly target?: '_self' | '_blank';
}

/** Merges the current query string into `href`; parameters already on `href` win. */
export function withCurrentQuery(href: string, search: string): string {
  if (!search || search === '?') return href;
  const [beforeHash = '', hash] = href.split('#', 2);
  const [path = '', query = ''] = beforeHash.split('?', 2);
  const merged = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(query)) merged.set(key, value);
  const qs = merged.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash === undefined ? '' : `#${hash}`}`;
}

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * The internal path a plain click on a link inside `within` should navigate to client-side, or null (a new
 * tab, a download, a hash or outside link, a modified click, or a click something else already handled). For
 * HTML React does not manage, such as a block's server HTML before its code arrives.
 */
export function clientNavigationHref(event: globalThis.MouseEvent, within: Element): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    !(event.target instanceof Element)
  )
    return null;
  const link = event.target.closest('a[href]');
  if (!link || !within.contains(link) || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = link.getAttribute('href') ?? '';
  return isInternal(href) ? href : null;
}

/**
 * A content link. Internal paths navigate client-side on a plain left click; `#modal-…` links stay
 * hash links (the modal manager listens for them); new-tab links get `rel="noopener noreferrer"`.
 */
export function SmartLink({ href, preserveQuery, target = '_self', onClick, rel, children, ...rest }: SmartLinkProps) {
  const { navigate, locationKey } = useRuntime();
  const search = locationKey.includes('?') ? locationKey.slice(locationKey.indexOf('?')) : '';
  const finalHref = preserveQuery && isInternal(href) ? withCurrentQuery(href, search) : href;
  const newTab = target === '_blank';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const to = navigate && clientNavigationHref(event.nativeEvent, event.currentTarget);
    if (!to) return;
    event.preventDefault();
    navigate(to);
  };

  return (
    <a
      {...rest}
      href={finalHref}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
