import './icons.css';

/**
 * The editor's small icons, drawn rather than typed: a symbol character (▸, ✕, ⚠) takes its shape from whichever
 * system font has it, so it looked different from machine to machine. Decorative: the control around each carries
 * the accessible name. One em square, in the text's colour.
 */
const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  className: 'ts-ed-icon',
} as const;

/** A closed branch of the outline. */
export const ExpandIcon = () => (
  <svg {...base}>
    <path d="M6 3.5 10.5 8 6 12.5" />
  </svg>
);

/** An open branch of the outline. */
export const CollapseIcon = () => (
  <svg {...base}>
    <path d="M3.5 6 8 10.5 12.5 6" />
  </svg>
);

export const MoveUpIcon = () => (
  <svg {...base}>
    <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />
  </svg>
);

export const MoveDownIcon = () => (
  <svg {...base}>
    <path d="M8 3v10M3.5 8.5 8 13l4.5-4.5" />
  </svg>
);

export const RemoveIcon = () => (
  <svg {...base}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
);

/** A block's menu of actions. */
export const MoreIcon = () => (
  <svg {...base} fill="currentColor" stroke="none">
    <circle cx="3" cy="8" r="1.4" />
    <circle cx="8" cy="8" r="1.4" />
    <circle cx="13" cy="8" r="1.4" />
  </svg>
);

/** Beside the count of a block's schema errors. */
export const WarningIcon = () => (
  <svg {...base}>
    <path d="M8 2.2 14.5 13.5h-13z" />
    <path d="M8 6.5v3M8 11.6v.1" />
  </svg>
);
