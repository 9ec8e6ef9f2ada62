import type { MessageKey, Translate } from '../../runtime/core';
import type { Viewport } from '../commands';

const VIEWPORTS: readonly { readonly value: Viewport; readonly label: MessageKey }[] = [
  { value: 'sm', label: 'editor.canvas.viewportSmall' },
  { value: 'md', label: 'editor.canvas.viewportMedium' },
  { value: 'lg', label: 'editor.canvas.viewportLarge' },
];

/** Small, medium or large: a group of toggle buttons, the pressed one the canvas's width. */
export function ViewportSwitcher({
  t,
  viewport,
  onChange,
}: {
  readonly t: Translate;
  readonly viewport: Viewport;
  readonly onChange: (viewport: Viewport) => void;
}) {
  return (
    <div role="group" aria-label={t('editor.canvas.viewport')} className="ts-ed-segmented">
      {VIEWPORTS.map(({ value, label }) => (
        <button key={value} type="button" className="ts-ed-segmented__option" aria-pressed={viewport === value} onClick={() => onChange(value)}>
          {t(label)}
        </button>
      ))}
    </div>
  );
}
