import type { ElementType } from 'react';

export interface RichTextProps {
  /** HTML the runtime already sanitized on the server. Never pass unsanitized content here. */
  readonly html: string;
  readonly as?: ElementType;
  readonly className?: string;
  readonly id?: string;
}

/** Renders sanitized rich text from content; nothing else. */
export function RichText({ html, as: Tag = 'div', className, id }: RichTextProps) {
  if (!html) return null;
  return <Tag id={id} className={className ? `ts-rich-text ${className}` : 'ts-rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
