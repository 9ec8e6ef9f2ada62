import { fieldId, useForm } from '../form-context';

export interface FieldMeta {
  /** The control's id (its label's `for`). */
  readonly id: string;
  readonly helpId: string;
  readonly issueId: string;
  /** The help and problem ids for `aria-describedby`, or undefined when there are neither. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  /** The problems at exactly this path. */
  readonly messages: readonly string[];
}

/** Ids and problems of the field at `path`, for its label, control, help and inline messages. */
export function useFieldMeta(path: string, help?: string): FieldMeta {
  const { idBase, issues } = useForm();
  const messages = issues.get(path) ?? [];
  const id = fieldId(idBase, path);
  const helpId = `${id}-help`;
  const issueId = `${id}-issue`;
  const describedBy = [help ? helpId : '', messages.length > 0 ? issueId : ''].filter(Boolean).join(' ') || undefined;
  return { id, helpId, issueId, describedBy, invalid: messages.length > 0, messages };
}
