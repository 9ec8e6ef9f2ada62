import { z } from 'zod';
import { storedBlockSchema, text } from '../schemas';
import { requestNames } from './requests';

/**
 * The typed postMessage protocol between the editor (parent window) and the preview (the storefront
 * in an iframe with `?preview=true`). Every message is validated on receipt, and only messages from
 * allow-listed origins are read, in both directions.
 */
export const PROTOCOL_VERSION = 1;
const envelope = { source: z.literal('tessera-preview-bridge'), version: z.literal(PROTOCOL_VERSION) };

/** A child slot of a block by its concrete path: `items`, `baselines`, `variants.1.targets`. */
const slotSchema = text().regex(/^[A-Za-z]\w*(\.(\d+|[A-Za-z]\w*))*$/);
/** A field of the document itself (a page's `seo`): never its sections, which change block by block. */
const settingFieldSchema = text()
  .regex(/^[A-Za-z]\w*$/)
  .refine((field) => field !== 'sections');

/** Where a list of blocks lives (the editor core's `Parent`): a section by index, or a block's slot by its path. */
const parentSchema = z.union([z.object({ section: z.number().int().min(0) }), z.object({ block: text().min(1), slot: slotSchema })]);
const placeSchema = z.object({ parent: parentSchema, index: z.number().int().min(0) });

/** One change of the draft (the editor core's ops): a block inserted or removed at a place, a field of a block set. */
export const patchOpSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('insert'), place: placeSchema, block: storedBlockSchema }),
  z.object({ kind: z.literal('remove'), place: placeSchema, block: storedBlockSchema }),
  z.object({ kind: z.literal('set'), id: text().min(1), path: text().regex(/^[A-Za-z]\w*$/), value: z.unknown(), previous: z.unknown() }),
  z.object({ kind: z.literal('setting'), field: settingFieldSchema, value: z.unknown(), previous: z.unknown() }),
]);
export type PatchOp = z.infer<typeof patchOpSchema>;

/** The preview's viewport, as the editor's switcher names them. */
export const viewportSchema = z.enum(['sm', 'md', 'lg']);

/** Editor → preview. */
export const editorMessageSchema = z.discriminatedUnion('type', [
  /** First message: the editor announces itself; the preview answers `ready`. */
  z.object({ ...envelope, type: z.literal('hello'), documentId: text() }),
  /**
   * Replace the draft the preview renders (whole sections); the preview re-renders only changed blocks. `revision`:
   * the editor's revision the draft is at, so the next patch must be `revision + 1`; without it, the next patch starts
   * the count.
   */
  z.object({
    ...envelope,
    type: z.literal('draft'),
    documentId: text(),
    sections: z.array(z.object({ name: text(), items: z.array(storedBlockSchema) })),
    /** The document's own fields besides its sections (a page's `seo`), as `setting` ops change them. */
    settings: z.record(settingFieldSchema, z.unknown()).optional(),
    revision: z.number().int().min(0).optional(),
  }),
  /** What changed since `revision - 1`: the preview applies the ops in order, re-rendering only those blocks. */
  z.object({ ...envelope, type: z.literal('patch'), documentId: text(), revision: z.number().int().min(1), ops: z.array(patchOpSchema).max(10_000) }),
  /** Outline a block the editor's pointer is over (null: none). */
  z.object({ ...envelope, type: z.literal('hover'), blockId: text().nullable() }),
  /** The viewport the editor shows the preview at. */
  z.object({ ...envelope, type: z.literal('viewport'), viewport: viewportSchema }),
  /** Highlight a block chosen in the editor's outline. */
  z.object({ ...envelope, type: z.literal('select'), blockId: text().nullable() }),
  /** Scroll the preview so it mirrors the editor's scroll position (0..1). */
  z.object({ ...envelope, type: z.literal('scroll'), ratio: z.number().min(0).max(1) }),
  /**
   * Show this child slot of an experience or segmentation block (`baselines`, `variants.1.targets`,
   * `segments.0.targets`) instead of the runtime's own choice; null gives the choice back to the runtime.
   */
  z.object({ ...envelope, type: z.literal('choose'), blockId: text().min(1), slot: slotSchema.nullable() }),
  /** A typed request (`requests.ts`): the preview answers a `response` with the same id. */
  z.object({ ...envelope, type: z.literal('request'), id: text().min(1).max(64), name: z.enum(requestNames), params: z.unknown() }),
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;

/** Preview → editor. */
export const previewMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready'), path: text() }),
  /** A shopper-style click on a block in the preview selects it in the editor. */
  z.object({ ...envelope, type: z.literal('selected'), blockId: text() }),
  z.object({ ...envelope, type: z.literal('scroll'), ratio: z.number().min(0).max(1) }),
  /** The block under the shopper-style pointer in the preview (null: none). */
  z.object({ ...envelope, type: z.literal('hovered'), blockId: text().nullable() }),
  /** A patch the preview could not apply (its revision): the editor sends the whole draft again. */
  z.object({ ...envelope, type: z.literal('error'), revision: z.number().int().min(0), message: text().max(500) }),
  /** Blocks the runtime skipped, with the reason naming the field. */
  z.object({ ...envelope, type: z.literal('issues'), issues: z.array(z.object({ blockId: text(), type: text(), section: text(), reason: text() })) }),
  /** The preview shows the draft at this revision (sent once the page has rendered it): the end of an edit's trip. */
  z.object({ ...envelope, type: z.literal('applied'), revision: z.number().int().min(0) }),
  /** The answer to a request: its result (checked against the request's result schema by the asker), or why not. */
  z.discriminatedUnion('ok', [
    z.object({ ...envelope, type: z.literal('response'), id: text().min(1).max(64), ok: z.literal(true), result: z.unknown() }),
    z.object({ ...envelope, type: z.literal('response'), id: text().min(1).max(64), ok: z.literal(false), error: text().max(500) }),
  ]),
]);
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/** Reads a message event: undefined unless the origin is allow-listed and the data is a valid message. */
export function readMessage<T>(schema: z.ZodType<T>, event: { origin: string; data: unknown }, allowedOrigins: readonly string[]): T | undefined {
  if (!allowedOrigins.includes(event.origin)) return undefined;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}
