import type { ComponentType } from 'react';
import type { BlockIssue } from '../api';
import type { Command } from '../commands';
import type { Block, EditorCore, EditorDocument } from '../core';
import {
  documentForm,
  documentIssues,
  InspectorPanel,
  type InspectorPanelProps,
  SchemaForm,
  type SchemaFormProps,
  validateBlock,
} from '../inspector';
import { type OutlineCommandDeps, outlineCommands, OutlinePanel, type OutlinePanelProps } from '../outline';

/** The outline's block commands (copy, cut, paste, duplicate, delete, select all or none, move up or down). */
export type OutlineCommands = (core: EditorCore, deps: OutlineCommandDeps) => Command[];

/**
 * The panels the editing screen lays out, from the parts of the editor that own them: the outline (with the palette
 * and drag and drop) and its block commands, the inspector, the schema form for documents without sections and its
 * schema per docType, and the schema checks. The screen takes them as a prop, so stories can hand in their own.
 */
export interface EditorPanels {
  readonly Outline: ComponentType<OutlinePanelProps>;
  readonly Inspector: ComponentType<InspectorPanelProps>;
  readonly SchemaForm: ComponentType<SchemaFormProps>;
  readonly documentForm: typeof documentForm;
  readonly outlineCommands: OutlineCommands;
  readonly documentIssues: (document: EditorDocument) => readonly BlockIssue[];
  readonly validateBlock: (block: Block) => readonly string[];
}

/** The editor's panels. */
export const defaultPanels: EditorPanels = {
  Outline: OutlinePanel,
  Inspector: InspectorPanel,
  SchemaForm,
  documentForm,
  outlineCommands,
  documentIssues: (document) => documentIssues(document),
  validateBlock: (block) => validateBlock(block),
};

export type { InspectorPanelProps, OutlineCommandDeps, OutlinePanelProps, SchemaFormProps };
