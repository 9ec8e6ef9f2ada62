export { copiedText, pasteFromText, type PasteOutcome } from './clipboard-blocks';
export { ClipboardUnreadable, rememberCopied, systemClipboard, type ClipboardPort } from './system-clipboard';
