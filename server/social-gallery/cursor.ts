/** Where a page of newest-first photos ended: the last photo's time and id (ids break ties between equal times). */
export interface MediaCursor {
  readonly createdAt: Date;
  readonly id: string;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** An opaque, URL-safe token for the page after `cursor`. */
export const encodeCursor = (cursor: MediaCursor): string =>
  Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');

/** The cursor a token stands for, or undefined when the token was not made by `encodeCursor`. */
export function decodeCursor(token: string): MediaCursor | undefined {
  const [time = '', id = '', ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time);
  if (rest.length > 0 || !ID.test(id) || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== time) return undefined;
  return { createdAt, id };
}
