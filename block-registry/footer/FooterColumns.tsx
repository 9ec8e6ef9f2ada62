import { useState } from 'react';
import type { FooterBlock } from '../../schemas';
import { SmartLink, useMediaBreakpoint } from '../../runtime/react';

type Column = FooterBlock['columns'][number];

/**
 * Link columns: collapsible `<details>` on small screens, open on large ones. CSS shows the lists on large
 * screens from the first paint (no shift); the `open` attribute follows once the breakpoint is known.
 */
export function FooterColumns({ columns }: { readonly columns: readonly Column[] }) {
  const bp = useMediaBreakpoint();
  const large = bp === 'lg';
  return (
    <div className="ts-footer__columns">
      {columns.map((column, i) => (
        <FooterColumn key={`${column.title}:${i}`} column={column} forceOpen={large} />
      ))}
    </div>
  );
}

function FooterColumn({ column, forceOpen }: { readonly column: Column; readonly forceOpen: boolean }) {
  const [open, setOpen] = useState(forceOpen);
  // Follow the breakpoint: large screens open every column, small screens start collapsed.
  const [lastForce, setLastForce] = useState(forceOpen);
  if (lastForce !== forceOpen) {
    setLastForce(forceOpen);
    setOpen(forceOpen);
  }
  return (
    <details className="ts-footer__column" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      {/* On large screens the columns are always open: the summary is a heading, not a toggle. */}
      <summary className="ts-footer__column-title" onClick={(e) => forceOpen && e.preventDefault()}>
        {column.title}
      </summary>
      <ul className="ts-footer__links">
        {column.links.map((link, i) => (
          <li key={`${link.url}:${i}`}>
            <SmartLink href={link.url} target={link.targetAttribute} preserveQuery={link.preserveQuery}>
              {link.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
