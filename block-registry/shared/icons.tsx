/** Small inline icons; decorative (the button around them carries the accessible name). */
const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const ChevronLeft = () => (
  <svg {...base}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ChevronRight = () => (
  <svg {...base}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);
export const ChevronDown = () => (
  <svg {...base}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const PauseIcon = () => (
  <svg {...base}>
    <path d="M9 5v14M15 5v14" />
  </svg>
);
export const PlayIcon = () => (
  <svg {...base} fill="currentColor" stroke="none">
    <path d="M8 5.5v13l10.5-6.5z" />
  </svg>
);
