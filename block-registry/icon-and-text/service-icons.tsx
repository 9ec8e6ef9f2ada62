import type { ReactElement } from 'react';
import type { BuiltInIcon } from '../../schemas';

/** Stroke icons on a 24-unit grid; decorative, since the item's text says what they mean. */
const paths: Readonly<Record<BuiltInIcon, ReactElement>> = {
  truck: (
    <>
      <path d="M1 5h13v11H1zM14 9h4l4 4v3h-8z" />
      <circle cx="5.5" cy="18" r="2" />
      <circle cx="17.5" cy="18" r="2" />
    </>
  ),
  returns: <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11" />,
  leaf: <path d="M11 20A7 7 0 014 13c0-6 5-10 16-10 0 11-4 17-9 17zM4 21c3-6 7-10 12-13" />,
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4" />,
  chat: <path d="M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12zM8 12h.01M12 12h.01M16 12h.01" />,
  store: <path d="M3 9l2-5h14l2 5M3 9h18M3 9a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0M5 12v8h14v-8M10 20v-5h4v5" />,
  ruler: <path d="M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2" />,
  gift: <path d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8H8.5a2.5 2.5 0 010-5C11 3 12 8 12 8zM12 8h3.5a2.5 2.5 0 000-5C13 3 12 8 12 8z" />,
};

export function ServiceIcon({ name }: { readonly name: BuiltInIcon }) {
  return (
    <svg
      className="ts-iat__svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
