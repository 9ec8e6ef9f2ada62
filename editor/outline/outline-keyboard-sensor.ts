import { type Activators, KeyboardSensor, type KeyboardSensorOptions } from '@dnd-kit/core';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * dnd-kit's keyboard sensor, picking up only on a bare key: Ctrl/Cmd or Shift with Space extend the selection
 * instead (the tree's own keys). The keys themselves are the DndContext's options.
 */
export class OutlineKeyboardSensor extends KeyboardSensor {
  static override activators: Activators<KeyboardSensorOptions> = [
    {
      eventName: 'onKeyDown',
      handler: (event: ReactKeyboardEvent, options, context) => {
        const { ctrlKey, metaKey, shiftKey, altKey } = event.nativeEvent;
        const [base] = KeyboardSensor.activators;
        if (ctrlKey || metaKey || shiftKey || altKey || !base) return false;
        return base.handler(event, options, context);
      },
    },
  ];
}

/** Space picks up; Space or Enter drops; Escape (or Tab, which would leave the tree mid-move) cancels. */
export const outlineKeyboardCodes = { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape', 'Tab'] };

/** The keys that step through the drop places during a keyboard move: how far each goes (±Infinity: to an end). */
export const placeSteps: Readonly<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  PageDown: 10,
  PageUp: -10,
  Home: -Infinity,
  End: Infinity,
};
