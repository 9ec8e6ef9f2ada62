import { fieldId } from './form-context';

/**
 * Moves focus to the field of a problem: the control at its path, else the nearest group around it (a problem of a
 * whole list, or of a field not shown). A field in a closed "more fields" group or an unselected tab is shown first.
 */
export function revealField(root: ParentNode, idBase: string, path: string): boolean {
  const parts = path ? path.split('.') : [];
  for (let length = parts.length; length >= 0; length--) {
    const id = fieldId(idBase, parts.slice(0, length).join('.'));
    const element = root.querySelector<HTMLElement>(`[id="${id}"]`);
    if (!element) continue;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement) node.open = true;
      if (node.getAttribute('role') === 'tabpanel' && node.hidden) {
        const tab = root.querySelector<HTMLElement>(`[aria-controls="${node.id}"]`);
        tab?.click();
      }
    }
    // The tab's click re-renders before the next frame: focus then.
    requestAnimationFrame(() => element.focus());
    return true;
  }
  return false;
}
