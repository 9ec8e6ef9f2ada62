import { describe, expect, it, vi } from 'vitest';
import { createCommandRegistry, filterCommands, formatShortcut, isTypingTarget, matchesShortcut, type Command } from '../../../../editor/commands';
import type { Translate } from '../../../../runtime/core';

const press = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; alt: boolean; shift: boolean }> = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  altKey: mods.alt ?? false,
  shiftKey: mods.shift ?? false,
});

const command = (id: string, shortcuts: string[], run = vi.fn(), enabled = () => true): Command => ({
  id,
  label: 'editor.commands.undo',
  group: 'history',
  shortcuts,
  enabled,
  run,
});

describe('shortcuts', () => {
  it('matches Mod as Ctrl elsewhere and ⌘ on Apple, with exactly the modifiers named', () => {
    expect(matchesShortcut(press('z', { ctrl: true }), 'Mod+Z', false)).toBe(true);
    expect(matchesShortcut(press('z', { meta: true }), 'Mod+Z', true)).toBe(true);
    expect(matchesShortcut(press('z', { meta: true }), 'Mod+Z', false)).toBe(false);
    expect(matchesShortcut(press('Z', { ctrl: true, shift: true }), 'Mod+Z', false)).toBe(false);
    expect(matchesShortcut(press('Z', { ctrl: true, shift: true }), 'Mod+Shift+Z', false)).toBe(true);
    expect(matchesShortcut(press('z', { ctrl: true, alt: true }), 'Mod+Z', false)).toBe(false);
    expect(matchesShortcut(press('ArrowUp', { alt: true }), 'Alt+ArrowUp', false)).toBe(true);
    expect(matchesShortcut(press('+', { ctrl: true }), 'Mod++', false)).toBe(true);
  });

  it('writes shortcuts the way each system does', () => {
    expect(formatShortcut('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('Mod+Shift+Z', true)).toBe('⌘⇧Z');
    expect(formatShortcut('Alt+ArrowUp', false)).toBe('Alt+↑');
  });
});

describe('command registry', () => {
  it('finds the command of a key press; undo and redo stay the field’s own while typing, save and the palette do not', () => {
    const registry = createCommandRegistry();
    const undo = command('history.undo', ['Mod+Z']);
    const redo = command('history.redo', ['Mod+Shift+Z', 'Mod+Y']);
    const save = command('document.save', ['Mod+S']);
    const palette = command('view.palette', ['Mod+K']);
    registry.add([undo, redo, save, palette]);
    expect(registry.forKey(press('z', { ctrl: true }), false, false)).toBe(undo);
    expect(registry.forKey(press('Z', { ctrl: true, shift: true }), false, false)).toBe(redo);
    expect(registry.forKey(press('y', { ctrl: true }), false, false)).toBe(redo);
    expect(registry.forKey(press('z', { ctrl: true }), true, false)).toBeUndefined();
    expect(registry.forKey(press('y', { ctrl: true }), true, false)).toBeUndefined();
    expect(registry.forKey(press('s', { ctrl: true }), true, false)).toBe(save);
    expect(registry.forKey(press('k', { ctrl: true }), true, false)).toBe(palette);
    expect(registry.forKey(press('k'), false, false)).toBeUndefined();
  });

  it('adds and takes out groups of commands, telling subscribers, and runs only enabled ones', () => {
    const registry = createCommandRegistry();
    const heard = vi.fn();
    registry.subscribe(heard);
    const run = vi.fn();
    let enabled = false;
    const remove = registry.add([command('block.delete', ['Delete'], run, () => enabled)]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(registry.run('block.delete')).toBe(false);
    enabled = true;
    expect(registry.run('block.delete')).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    remove();
    expect(registry.list()).toEqual([]);
    expect(registry.run('block.delete')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('counts fields and editable text as typing, not buttons or checkboxes', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = editable.appendChild(document.createElement('span'));
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(inner)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });

  it('filters the palette by every word typed, ignoring case and accents', () => {
    const words: Record<string, string> = {
      'editor.commands.undo': 'Annuler',
      'editor.commands.redo': 'Rétablir',
      'editor.commands.save': 'Enregistrer maintenant',
    };
    const t = ((key: string) => words[key] ?? key) as Translate;
    const commands: Command[] = [
      { ...command('a', []), label: 'editor.commands.undo' },
      { ...command('b', []), label: 'editor.commands.redo' },
      { ...command('c', []), label: 'editor.commands.save' },
    ];
    expect(filterCommands(commands, 'retab', t).map((c) => c.id)).toEqual(['b']);
    expect(filterCommands(commands, 'MAINT enreg', t).map((c) => c.id)).toEqual(['c']);
    expect(filterCommands(commands, '', t)).toHaveLength(3);
    expect(filterCommands(commands, 'zzz', t)).toHaveLength(0);
  });
});
