/** Line icons of the header; decorative, the links carry the accessible names. */
const paths = {
  search: 'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.06-1.06-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 1.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  favorites:
    'M12 20.3 4.9 13.2a4.6 4.6 0 0 1 6.5-6.5l.6.6.6-.6a4.6 4.6 0 0 1 6.5 6.5L12 20.3Zm0-2.1 6-6.1a3.1 3.1 0 0 0-4.4-4.4L12 9.4l-1.6-1.7A3.1 3.1 0 0 0 6 12.1l6 6.1Z',
  account:
    'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 1.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM5 20c0-3.3 3.1-6 7-6s7 2.7 7 6h-1.5c0-2.4-2.4-4.5-5.5-4.5S6.5 17.6 6.5 20H5Z',
  cart: 'M8 7V6a4 4 0 1 1 8 0v1h3.2l1 13H3.8l1-13H8Zm1.5 0h5V6a2.5 2.5 0 1 0-5 0v1Zm-3.3 1.5-.8 10h13.2l-.8-10H6.2Z',
} as const;

export type HeaderIconName = keyof typeof paths;

export function HeaderIcon({ name }: { readonly name: HeaderIconName }) {
  return (
    <svg className="ts-shell-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
