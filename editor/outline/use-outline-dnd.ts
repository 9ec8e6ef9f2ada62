import {
  type Active,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { type EditorCore, insertBlock, locate, moveBlocks, placeAfterSelection, topLevel } from '../core';
import { blockLabel } from '../palette/block-words';
import { defaultsOf } from '../palette/palette-entries';
import { blockName, listPhrase } from './block-names';
import { OutlineKeyboardSensor, outlineKeyboardCodes, placeSteps } from './outline-keyboard-sensor';
import type { OutlineRow } from './outline-rows';
import { asDropPlace, type DropPlace, dropPlaces, type Edge, landingOf, landsInPlace, pointerPlace } from './places';

/** What a draggable carries: a block row of the outline, or a block type of the palette. */
export type DragData = { readonly kind: 'block'; readonly blockId: string } | { readonly kind: 'palette'; readonly type: string };

/** One drag, from pick-up to drop: what moves, where it may land (the keyboard's stops) and where it started. */
interface Session {
  readonly id: string | number;
  readonly moving: readonly string[];
  /** The block type a palette drag adds (undefined when blocks move). */
  readonly type: string | undefined;
  /** The moving blocks' name for announcements ("Hero “Summer”", "3 blocks"). */
  readonly what: string;
  readonly places: readonly DropPlace[];
  readonly start: DropPlace | undefined;
  index: number;
  /** Alternates so each key press moves the sensor's coordinates (dnd-kit reports only moves). */
  flip: boolean;
}

/** What the panel draws while dragging: the lifted rows, the drop line, the overlay's words. */
export interface DragView {
  readonly moving: ReadonlySet<string>;
  readonly keyboard: boolean;
  readonly what: string;
  readonly count: number;
}

export interface DropLine {
  readonly rowKey: string;
  readonly edge: Edge;
}

const dataOf = (active: Pick<Active, 'data'>): DragData | undefined => active.data.current as DragData | undefined;

/**
 * Drag and drop for the outline and the palette, by pointer and by keyboard, through dnd-kit. Where a drag lands
 * is one of the places `dropPlaces` lists (the keyboard steps through them with the arrow keys; the pointer picks
 * the row under it, upper or lower half). A drop runs one core action (`moveBlocks`, or `insertBlock` from the
 * palette): one undo step. Announcements name the block, its position and the list, in the editor's language.
 */
export function useOutlineDnd({
  core,
  rows,
  t,
  onError,
}: {
  core: EditorCore;
  rows: readonly OutlineRow[];
  t: Translate;
  onError: (message: string) => void;
}) {
  const rowsByKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const session = useRef<Session | null>(null);
  const place = useRef<DropPlace | null>(null);
  const announced = useRef<string | null>(null);
  const endMessage = useRef<string | undefined>(undefined);
  const [view, setView] = useState<DragView | null>(null);
  const [line, setLine] = useState<DropLine | null>(null);

  const describe = (at: DropPlace) => ({ position: at.position, count: at.count, list: listPhrase(t, core.getState().document, at.place.parent) });

  /** The drag's session, made on first use (collision detection and announcements may ask before onDragStart). */
  const sessionOf = (active: Pick<Active, 'id' | 'data'>): Session | null => {
    if (session.current?.id === active.id) return session.current;
    const data = dataOf(active);
    if (!data) return null;
    const { document, selection } = core.getState();
    const moving = data.kind === 'palette' ? [] : topLevel(document, selection.includes(data.blockId) ? selection : [data.blockId]);
    const places = dropPlaces(document, rows, moving);
    const first = moving[0] === undefined ? undefined : locate(document, moving[0]);
    const from = data.kind === 'palette' ? placeAfterSelection(document, selection) : first?.place;
    const landing = from ? landingOf(document, moving, from).landing : undefined;
    const index = Math.max(
      0,
      places.findIndex((candidate) => candidate.landing === landing),
    );
    const only = moving.length === 1 ? first?.block : undefined;
    const what =
      data.kind === 'palette' ? blockLabel(t, data.type) : only ? blockName(t, only) : t('editor.outline.manyBlocks', { count: moving.length });
    const created: Session = {
      id: active.id,
      moving,
      type: data.kind === 'palette' ? data.type : undefined,
      what,
      places,
      start: places[index],
      index,
      flip: false,
    };
    session.current = created;
    return created;
  };

  const collisionDetection: CollisionDetection = (args) => {
    const current = sessionOf(args.active);
    if (!current) return [];
    if (!args.pointerCoordinates) {
      // A keyboard drag: where it lands is the keyboard's stop, whatever the geometry says.
      const stop = current.places[current.index] ?? null;
      place.current = stop;
      return stop ? [{ id: stop.rowKey }] : [];
    }
    const [hit] = pointerWithin(args);
    const row = hit ? rowsByKey.get(String(hit.id)) : undefined;
    const rect = hit ? args.droppableRects.get(hit.id) : undefined;
    if (!hit || !row || !rect) {
      place.current = null;
      return [];
    }
    const upper = args.pointerCoordinates.y < rect.top + rect.height / 2;
    place.current = asDropPlace(core.getState().document, current.moving, pointerPlace(row, upper));
    return [hit];
  };

  // Reads refs only, so the sensors' options keep their identity: new ones would hand every row new listeners.
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates }) => {
    const current = session.current;
    const step = placeSteps[event.code];
    if (!current || step === undefined || current.places.length === 0) return undefined;
    const next = Math.min(current.places.length - 1, Math.max(0, current.index + step));
    event.preventDefault();
    if (next === current.index) return undefined;
    current.index = next;
    current.flip = !current.flip;
    const rowKey = current.places[next]?.rowKey;
    if (rowKey) globalThis.document?.querySelector(`[data-row-key="${CSS.escape(rowKey)}"]`)?.scrollIntoView?.({ block: 'nearest' });
    return { x: currentCoordinates.x + (current.flip ? 1 : -1), y: currentCoordinates.y };
  }, []);
  const pointerOptions = useMemo(() => ({ activationConstraint: { distance: 4 } }), []);
  const keyboardOptions = useMemo(
    () => ({ keyboardCodes: outlineKeyboardCodes, coordinateGetter, scrollBehavior: 'auto' as const }),
    [coordinateGetter],
  );
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(OutlineKeyboardSensor, keyboardOptions));

  const finish = () => {
    session.current = null;
    place.current = null;
    announced.current = null;
    setView(null);
    setLine(null);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const current = sessionOf(active);
      if (!current?.start) return undefined;
      announced.current = current.start.landing;
      const words = { what: current.what, ...describe(current.start) };
      if (current.type !== undefined) return t('editor.outline.pickedUpNew', words);
      return t('editor.outline.pickedUp', words);
    },
    onDragMove: () => {
      const current = session.current;
      if (!current) return undefined;
      const at = place.current;
      const key = at?.landing ?? 'nowhere';
      if (key === announced.current) return undefined;
      announced.current = key;
      return at ? t('editor.outline.willLand', { what: current.what, ...describe(at) }) : t('editor.outline.cannotLand', { what: current.what });
    },
    onDragOver: () => undefined,
    onDragEnd: () => endMessage.current,
    onDragCancel: () => endMessage.current,
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const current = sessionOf(active);
    if (!current) return;
    endMessage.current = undefined;
    setView({
      moving: new Set(current.moving),
      keyboard: activatorEvent instanceof KeyboardEvent,
      what: current.what,
      count: Math.max(1, current.moving.length),
    });
  };

  const onDragMove = () => {
    const at = place.current;
    setLine((shown) => (at ? (shown?.rowKey === at.rowKey && shown.edge === at.edge ? shown : { rowKey: at.rowKey, edge: at.edge }) : null));
  };

  const onDragEnd = ({ active }: DragEndEvent) => {
    const current = sessionOf(active);
    const at = place.current;
    const { document } = core.getState();
    if (!current || !at) {
      endMessage.current = current ? t('editor.outline.cannotLand', { what: current.what }) : undefined;
      finish();
      return;
    }
    // The words first: once the action runs, the document describes where the blocks are, not where they go.
    const words = { what: current.what, ...describe(at) };
    try {
      if (current.type !== undefined) {
        const defaults = defaultsOf(current.type);
        if (defaults) core.run(insertBlock(document, defaults, at.place));
        endMessage.current = t('editor.outline.dropped', words);
      } else if (landsInPlace(document, current.moving, at.place)) {
        endMessage.current = t('editor.outline.droppedInPlace', { what: current.what });
      } else {
        core.run(moveBlocks(document, current.moving, at.place));
        endMessage.current = t('editor.outline.dropped', words);
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      endMessage.current = t('editor.outline.cannotMove');
      onError(t('editor.outline.cannotMove'));
    }
    finish();
  };

  const onDragCancel = () => {
    const current = session.current;
    endMessage.current = current
      ? current.type !== undefined || !current.start
        ? t('editor.outline.cancelledNew', { what: current.what })
        : t('editor.outline.cancelled', { what: current.what, ...describe(current.start) })
      : undefined;
    finish();
  };

  const context: DndContextProps = {
    sensors,
    collisionDetection,
    onDragStart,
    onDragMove,
    onDragEnd,
    onDragCancel,
    accessibility: { announcements, screenReaderInstructions: { draggable: t('editor.outline.instructions') } },
  };
  /** Whether a drag is under way (the tree and palette leave Enter, Space and Escape to it meanwhile). */
  const dragging = () => session.current !== null;
  return { context, view, line, dragging };
}
