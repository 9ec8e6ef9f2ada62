/** Line icons of the cart; decorative: the control or text beside each carries the meaning. */
const paths = {
  minus: 'M5 11.25h14v1.5H5z',
  plus: 'M11.25 5h1.5v6.25H19v1.5h-6.25V19h-1.5v-6.25H5v-1.5h6.25z',
  close: 'm6.53 5.47 5.47 5.47 5.47-5.47 1.06 1.06L13.06 12l5.47 5.47-1.06 1.06L12 13.06l-5.47 5.47-1.06-1.06L10.94 12 5.47 6.53z',
  check: 'm9.5 16.2-4.2-4.2-1.06 1.06 5.26 5.26L20.3 7.5l-1.06-1.06z',
  bag: 'M8 7V6a4 4 0 1 1 8 0v1h3.2l1 13H3.8l1-13H8Zm1.5 0h5V6a2.5 2.5 0 1 0-5 0v1Zm-3.3 1.5-.8 10h13.2l-.8-10H6.2Z',
  trash: 'M9 3h6l.75 1.5H20V6H4V4.5h4.25zM5.5 7.5H7l.8 11h8.4l.8-11h1.5l-.9 12.5H6.4zm4 2h1.5v7H9.5zm3 0H14v7h-1.5z',
  alert: 'M12 3 1.8 20.5h20.4zm0 3 7.6 13H4.4zm-.75 4h1.5v5h-1.5zm0 6.25h1.5v1.5h-1.5z',
  arrowLeft: 'M10.7 5.3 4 12l6.7 6.7 1.06-1.06-4.89-4.89H20v-1.5H6.87l4.89-4.89z',
  truck:
    'M2 6h12v3h4.2l3.3 4.1V17h-2.1a2.5 2.5 0 0 1-4.8 0H9.4a2.5 2.5 0 0 1-4.8 0H2zm1.5 1.5v8h1.1a2.5 2.5 0 0 1 4.8 0h3.1v-8zm11 3v4.9a2.5 2.5 0 0 1 4.6.1h.9v-2l-2.5-3zM7 16a1 1 0 1 0 0 2 1 1 0 0 0 0-2m10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2',
} as const;

export type CartIconName = keyof typeof paths;

export function CartIcon({ name, className }: { readonly name: CartIconName; readonly className?: string }) {
  return (
    <svg className={className ?? 'ts-cart-icon'} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
