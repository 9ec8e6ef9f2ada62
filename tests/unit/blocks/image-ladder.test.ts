import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, snapToLadder } from '../../../runtime/core/image-ladder';

describe('snapToLadder', () => {
  it('snaps a width up to the next step and keeps the aspect', () => {
    expect(snapToLadder({ w: 700, h: 350 })).toEqual({ w: 960, h: 480 });
    expect(snapToLadder({ w: 640, h: 400 })).toEqual({ w: 640, h: 400 });
    expect(snapToLadder({ w: 20 })).toEqual({ w: 64 });
    expect(snapToLadder({ w: 3999 })).toEqual({ w: 4000 });
  });

  it('snaps a height given alone, and leaves an empty box empty', () => {
    expect(snapToLadder({ h: 300 })).toEqual({ h: 400 });
    expect(snapToLadder({})).toEqual({});
  });

  it('snaps down when the height would pass the largest side', () => {
    expect(snapToLadder({ w: 1500, h: 4000 })).toEqual({ w: 1280, h: 3413 });
  });

  it('gives at most a dozen widths for every integer width', () => {
    const widths = new Set(Array.from({ length: 3985 }, (_, i) => snapToLadder({ w: 16 + i }).w));
    expect([...widths].sort((a, b) => a! - b!)).toEqual([...IMAGE_WIDTHS]);
  });
});
