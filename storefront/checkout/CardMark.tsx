/**
 * A card network's mark, drawn in place (no picture to fetch): beside words that name the card, so it is hidden
 * from screen readers. The wordmarks are the networks' logos, not interface words.
 */
export function CardMark({ brand, dim = false }: { readonly brand: string; readonly dim?: boolean }) {
  const className = `ts-card-mark ts-card-mark--${brand}${dim ? ' ts-card-mark--dim' : ''}`;
  if (brand === 'mastercard') {
    return (
      <span className={className} aria-hidden="true">
        <svg viewBox="0 0 32 20" width="32" height="20" focusable="false">
          <circle cx="12" cy="10" r="7" fill={dim ? 'currentColor' : '#eb001b'} opacity={dim ? 0.55 : 1} />
          <circle cx="20" cy="10" r="7" fill={dim ? 'currentColor' : '#f79e1b'} opacity={dim ? 0.35 : 0.9} />
        </svg>
      </span>
    );
  }
  const word = brand === 'visa' ? 'VISA' : brand === 'amex' ? 'AMEX' : null;
  return (
    <span className={className} aria-hidden="true">
      {word ?? (
        <svg viewBox="0 0 32 20" width="32" height="20" focusable="false">
          <rect x="3" y="3" width="26" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M3 7.5h26" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </span>
  );
}
