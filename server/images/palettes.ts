/** The two brands' core colours (the design system uses the same values). */
export const brandColors = {
  ridgeline: { forest: '#1f3d2b', sand: '#e9dfc9', orange: '#c2571a' },
  kestrel: { navy: '#14213d', coral: '#e76f51', offWhite: '#f8f5f0' },
} as const;

/** Colours of an outdoor scene, from the sky down to the nearest layer. */
export interface ScenePalette {
  /** Top, middle and horizon of the sky. */
  readonly sky: readonly [string, string, string];
  readonly sun: string;
  /** Mountain or hill layers, far to near. */
  readonly layers: readonly [string, string, string, string];
  readonly mist: string;
  readonly water: readonly [string, string];
  /** Snow caps on far peaks, when the scene has them. */
  readonly snow?: string;
  readonly stars?: boolean;
}

const { forest, sand, orange } = brandColors.ridgeline;
const { navy, coral, offWhite } = brandColors.kestrel;

export const scenePalettes = {
  dawn: {
    sky: ['#2b3f5c', '#c98b6b', '#f3d9b1'],
    sun: '#fff1d6',
    mist: '#f6e6cf',
    layers: ['#9aa3a6', '#6d8275', '#3d5c47', forest],
    water: ['#c7a98c', '#2f4a44'],
    snow: '#f7f1e6',
  },
  dusk: {
    sky: ['#1b2433', '#7a3b2e', orange],
    sun: '#f6b26b',
    mist: '#e9a46b',
    layers: ['#6b4e55', '#4a3c45', '#2d3a33', '#132519'],
    water: ['#b36a3c', '#1b2a28'],
  },
  night: {
    sky: ['#070d18', '#15233a', '#2e4057'],
    sun: sand,
    mist: '#3a4d63',
    layers: ['#34465c', '#26384a', '#1a2b2a', '#0e1c14'],
    water: ['#2e4057', '#0b1320'],
    stars: true,
  },
  winter: {
    sky: ['#8fb0cc', '#d6e4ee', '#f5f1e8'],
    sun: '#ffffff',
    mist: '#ffffff',
    layers: ['#c3d2dd', '#95aebd', '#58786a', forest],
    water: ['#b9cdd9', '#4b6b74'],
    snow: '#ffffff',
  },
  city: {
    sky: ['#060b17', navy, '#2b2f59'],
    sun: '#f1e9dc',
    mist: '#3b3f6b',
    layers: ['#27345a', '#1b2747', '#111a31', '#0a1122'],
    water: ['#1c2a4a', '#060b17'],
    stars: true,
  },
  morning: {
    sky: ['#f3ece2', '#f7d2bf', '#f29b7d'],
    sun: '#fff6ec',
    mist: offWhite,
    layers: ['#b7b3bf', '#7f8299', '#3a4563', navy],
    water: ['#e9b29d', '#3a4563'],
  },
} as const satisfies Record<string, ScenePalette>;

export type SceneMood = keyof typeof scenePalettes;

/** Backdrop of product shots per brand: a soft wash, a disc and a faint brand texture. */
export interface StagePalette {
  readonly wash: readonly [string, string];
  readonly disc: string;
  readonly texture: 'topo' | 'lines';
  readonly ink: string;
}

export const stagePalettes = {
  ridgeline: { wash: ['#f4eee1', sand], disc: orange, texture: 'topo', ink: forest },
  kestrel: { wash: [offWhite, '#efe6dc'], disc: coral, texture: 'lines', ink: navy },
} as const satisfies Record<string, StagePalette>;

export type Brand = keyof typeof stagePalettes;
