/**
 * The rich-text toolbar's commands on the current selection of a contenteditable. The browser's editing commands where
 * it has them (they keep undo within the field and the caret where it was); a plain DOM fallback elsewhere.
 */
export type RichCommand = 'bold' | 'italic' | 'unlink' | { readonly link: string };

const canExec = (): boolean => typeof document.execCommand === 'function' && document.queryCommandSupported?.('bold') === true;

/** Runs a command on the selection inside `host` (restoring `range` first when focus went to the toolbar). */
export function runRichCommand(host: HTMLElement, command: RichCommand, range: Range | null): void {
  host.focus();
  const selection = window.getSelection();
  if (range && selection) {
    selection.removeAllRanges();
    selection.addRange(range);
  }
  if (canExec()) {
    if (typeof command === 'object') document.execCommand('createLink', false, command.link);
    else document.execCommand(command, false);
    return;
  }
  const current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!current || !host.contains(current.commonAncestorContainer)) return;
  if (command === 'unlink') {
    const anchor = (current.commonAncestorContainer.parentElement ?? host).closest('a');
    if (anchor && host.contains(anchor)) anchor.replaceWith(...anchor.childNodes);
    return;
  }
  const wrapper = document.createElement(command === 'bold' ? 'strong' : command === 'italic' ? 'em' : 'a');
  if (typeof command === 'object') wrapper.setAttribute('href', command.link);
  wrapper.append(current.extractContents());
  current.insertNode(wrapper);
}

/** Whether the selection is bold, italic, or in a link (the toolbar's pressed states). */
export function selectionState(host: HTMLElement): { bold: boolean; italic: boolean; link: boolean } {
  const selection = window.getSelection();
  const node = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).commonAncestorContainer : null;
  const element = node ? (node instanceof Element ? node : node.parentElement) : null;
  if (!element || !host.contains(element)) return { bold: false, italic: false, link: false };
  const within = (selector: string) => {
    const found = element.closest(selector);
    return found !== null && host.contains(found) && found !== host;
  };
  return { bold: within('b, strong'), italic: within('i, em'), link: within('a') };
}
