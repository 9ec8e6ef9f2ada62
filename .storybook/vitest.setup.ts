import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach } from 'vitest';
import * as projectAnnotations from './preview';

// Stories run as Vitest tests with the same decorators, loaders and globals as in Storybook.
setProjectAnnotations([projectAnnotations]);

// Remembered choices (ts_* cookies) must not leak from one story test into the next.
beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name?.startsWith('ts_')) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
