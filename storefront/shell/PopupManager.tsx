import { useState } from 'react';
import { firstUndismissed } from '../../block-registry';
import type { ResolvedBlock } from '../../runtime/core';
import { BlockView, useRuntime } from '../../runtime/react';

/**
 * The pop-up manager (spec 001 §2): shows the first of the site's pop-ups the shopper has not dismissed, one
 * at a time. The choice is made once per page load, so closing one never brings the next straight up: the
 * next shows on the following visit or reload.
 */
export default function PopupManager({ popups }: { readonly popups: readonly ResolvedBlock[] }) {
  const { persisted } = useRuntime();
  const [chosen] = useState(() => firstUndismissed(popups, (name) => persisted.get(name)));
  if (!chosen) return null;
  return (
    <div className="ts-popup-layer" data-popup-id={chosen.id}>
      <BlockView block={chosen} />
    </div>
  );
}
