/** The clipboard as the editor uses it: text in, text out (blocks travel as JSON, so they cross documents and tabs). */
export interface ClipboardPort {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** The browser would not give the clipboard's text (no permission, or no Clipboard API): paste with Ctrl/Cmd+V. */
export class ClipboardUnreadable extends Error {
  constructor(cause?: unknown) {
    super('the clipboard cannot be read here', { cause });
  }
}

/** What this tab copied last: a menu's paste still works where the browser will not let a page read the clipboard. */
let lastWritten: string | undefined;

/** Copies with a hidden text area and `execCommand` (browsers without the async Clipboard API, or without focus). */
function copyWithTextArea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  try {
    // NB: deprecated, and the only way left when navigator.clipboard is missing or refuses.
    return document.execCommand('copy');
  } finally {
    area.remove();
    focused?.focus();
  }
}

/**
 * The system clipboard through `navigator.clipboard`, with fallbacks: writing through a text area, reading what this
 * tab wrote last. Reading another tab's copy needs the browser's permission; the outline's Ctrl/Cmd+V does not (it
 * reads the paste event).
 */
export const systemClipboard: ClipboardPort = {
  async writeText(text) {
    lastWritten = text;
    try {
      if (!navigator.clipboard) throw new Error('no Clipboard API');
      await navigator.clipboard.writeText(text);
    } catch (error) {
      if (!copyWithTextArea(text)) throw error;
    }
  },
  async readText() {
    try {
      if (!navigator.clipboard) throw new Error('no Clipboard API');
      return await navigator.clipboard.readText();
    } catch (error) {
      if (lastWritten !== undefined) return lastWritten;
      throw new ClipboardUnreadable(error);
    }
  },
};

/** Notes text copied through a copy event (Ctrl/Cmd+C), so a menu's paste can fall back on it. */
export const rememberCopied = (text: string): void => {
  lastWritten = text;
};
