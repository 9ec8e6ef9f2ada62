/** The checkout's few pictograms, drawn inline in the text colour; always decorative (the words say it). */
const paths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 8v5M12 16.5v.5M10.3 3.9L2.6 17.5A2 2 0 004.3 20.5h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  lock: 'M7 11V8a5 5 0 0110 0v3M5.5 11h13v9.5h-13z',
  chevron: 'M6 9l6 6 6-6',
  bag: 'M5 8h14l-1 12.5H6L5 8zM9 8V6.5a3 3 0 016 0V8',
} as const;

export type CheckoutIconName = keyof typeof paths;

export function CheckoutIcon({ name, className }: { readonly name: CheckoutIconName; readonly className?: string }) {
  return (
    <svg
      className={`ts-checkout-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
