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
const isModifiedClick = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

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
    if (event.defaultPrevented || !navigate || newTab || !isInternal(finalHref) || isModifiedClick(event)) return;
    event.preventDefault();
    navigate(finalHref);
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
