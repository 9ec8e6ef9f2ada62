import './preview.css';

/** The frame the runtime renders around a block (`BlockView`): the innermost one under a point is the block there. */
const FRAME = '[data-block-id]';

export interface OverlayOptions {
  /** A block clicked in the page. */
  readonly onSelect: (blockId: string) => void;
  /** The block under the pointer changed (null: none). */
  readonly onHover: (blockId: string | null) => void;
}

export interface Overlay {
  /** Outlines the block the editor's pointer is over (null: none). */
  hover(blockId: string | null): void;
  /** Outlines the selected block; `reveal` scrolls it into view when it is not. */
  select(blockId: string | null, reveal: boolean): void;
  /** Measures the outlined blocks again (after the page re-rendered). */
  readonly refresh: () => void;
  close(): void;
}

/** A block's frame by id; CSS.escape keeps any id a plain attribute value. */
export const frameOf = (doc: Document, blockId: string): HTMLElement | null =>
  doc.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(blockId)}"]`);

const blockIdAt = (target: EventTarget | null): string | null =>
  target instanceof Element ? (target.closest<HTMLElement>(FRAME)?.dataset.blockId ?? null) : null;

/**
 * The editor's layer over the page in its preview: an outline around the hovered block and one around the selected
 * block (with its type), drawn over the block frames and never in the way of the pointer. Clicks select the block under
 * them and do nothing else (links do not navigate, buttons do not act, forms do not submit): in the editor the page
 * is a canvas. Outside React, attached after hydration, so the server's HTML and React's own stay untouched.
 */
export function attachOverlay(doc: Document, { onSelect, onHover }: OverlayOptions): Overlay {
  const win = doc.defaultView ?? window;
  const layer = doc.createElement('div');
  layer.className = 'ts-preview-overlay';
  layer.setAttribute('aria-hidden', 'true');
  const hoverBox = doc.createElement('div');
  hoverBox.className = 'ts-preview-outline ts-preview-outline--hover';
  const selectedBox = doc.createElement('div');
  selectedBox.className = 'ts-preview-outline ts-preview-outline--selected';
  const label = doc.createElement('span');
  label.className = 'ts-preview-outline__label';
  selectedBox.append(label);
  layer.append(hoverBox, selectedBox);
  doc.body.append(layer);

  let hovered: string | null = null;
  let selected: string | null = null;
  let frame = 0;

  const place = (box: HTMLElement, blockId: string | null): HTMLElement | null => {
    const element = blockId === null ? null : frameOf(doc, blockId);
    const rect = element?.getBoundingClientRect();
    if (!element || !rect || (rect.width === 0 && rect.height === 0)) {
      box.hidden = true;
      return null;
    }
    box.hidden = false;
    Object.assign(box.style, {
      top: `${rect.top + win.scrollY}px`,
      left: `${rect.left + win.scrollX}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
    return element;
  };
  const draw = () => {
    frame = 0;
    place(hoverBox, hovered === selected ? null : hovered);
    const element = place(selectedBox, selected);
    label.textContent = element?.dataset.blockType ?? '';
  };
  const refresh = () => {
    if (frame === 0) frame = win.requestAnimationFrame(draw);
  };

  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const blockId = blockIdAt(event.target);
    if (blockId === null || event.type !== 'click') return;
    selected = blockId;
    refresh();
    onSelect(blockId);
  };
  const onSubmit = (event: Event) => event.preventDefault();
  const onPointerMove = (event: PointerEvent) => {
    const blockId = blockIdAt(event.target);
    if (blockId === hovered) return;
    hovered = blockId;
    refresh();
    onHover(blockId);
  };
  const onPointerLeave = () => {
    if (hovered === null) return;
    hovered = null;
    refresh();
    onHover(null);
  };
  // The capture phase of the document: before React's handlers and the page's own navigation see the event.
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('auxclick', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('pointermove', onPointerMove, { capture: true, passive: true });
  doc.documentElement.addEventListener('pointerleave', onPointerLeave);
  win.addEventListener('resize', refresh);
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refresh);
  resized?.observe(doc.body);

  return {
    hover(blockId) {
      hovered = blockId;
      refresh();
    },
    select(blockId, reveal) {
      selected = blockId;
      refresh();
      const element = blockId === null ? null : frameOf(doc, blockId);
      if (!reveal || !element) return;
      const rect = element.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > win.innerHeight) {
        const smooth = !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
        element.scrollIntoView({ block: rect.height > win.innerHeight ? 'start' : 'center', behavior: smooth ? 'smooth' : 'auto' });
      }
    },
    refresh,
    close() {
      if (frame !== 0) win.cancelAnimationFrame(frame);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('auxclick', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('pointermove', onPointerMove, { capture: true });
      doc.documentElement.removeEventListener('pointerleave', onPointerLeave);
      win.removeEventListener('resize', refresh);
      resized?.disconnect();
      layer.remove();
    },
  };
}
