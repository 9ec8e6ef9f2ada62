import { z } from 'zod';
import { storedBlockSchema } from '../schemas';

/**
 * The typed postMessage protocol between the editor (parent window) and the preview (the storefront
 * in an iframe with `?preview=true`). Every message is validated on receipt, and only messages from
 * allow-listed origins are read, in both directions.
 */
export const PROTOCOL_VERSION = 1;
const envelope = { source: z.literal('tessera-preview-bridge'), version: z.literal(PROTOCOL_VERSION) };

/** Editor → preview. */
export const editorMessageSchema = z.discriminatedUnion('type', [
  /** First message: the editor announces itself; the preview answers `ready`. */
  z.object({ ...envelope, type: z.literal('hello'), documentId: z.string() }),
  /** Replace the draft the preview renders (whole sections); the preview re-renders only changed blocks. */
  z.object({ ...envelope, type: z.literal('draft'), documentId: z.string(), sections: z.array(z.object({ name: z.string(), items: z.array(storedBlockSchema) })) }),
  /** Highlight a block chosen in the editor's outline. */
  z.object({ ...envelope, type: z.literal('select'), blockId: z.string().nullable() }),
  /** Scroll the preview so it mirrors the editor's scroll position (0..1). */
  z.object({ ...envelope, type: z.literal('scroll'), ratio: z.number().min(0).max(1) }),
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;

/** Preview → editor. */
export const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready'), path: z.string() }),
  /** A shopper-style click on a block in the preview selects it in the editor. */
  z.object({ ...envelope, type: z.literal('selected'), blockId: z.string() }),
  z.object({ ...envelope, type: z.literal('scroll'), ratio: z.number().min(0).max(1) }),
  /** Blocks the runtime skipped, with the reason naming the field. */
  z.object({ ...envelope, type: z.literal('issues'), issues: z.array(z.object({ blockId: z.string(), type: z.string(), section: z.string(), reason: z.string() })) }),
]);
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/** Reads a message event: undefined unless the origin is allow-listed and the data is a valid message. */
export function readMessage<T>(schema: z.ZodType<T>, event: { origin: string; data: unknown }, allowedOrigins: readonly string[]): T | undefined {
  if (!allowedOrigins.includes(event.origin)) return undefined;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}
