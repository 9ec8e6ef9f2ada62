import { fieldId, useForm } from '../form-context';

export interface FieldMeta {
  /** The control's id (its label's `for`). */
  readonly id: string;
  readonly helpId: string;
  readonly issueId: string;
  readonly warningId: string;
  /** The help, problem and warning ids for `aria-describedby`, or undefined when there are none. */
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  /** The problems at exactly this path. */
  readonly messages: readonly string[];
  /** The warnings at exactly this path: shown, never making the field invalid. */
  readonly warnings: readonly string[];
}

const NONE: readonly string[] = [];

/** Ids, problems and warnings of the field at `path`, for its label, control, help and inline messages. */
export function useFieldMeta(path: string, help?: string): FieldMeta {
  const { idBase, issues, warnings: warningsByPath } = useForm();
  const messages = issues.get(path) ?? NONE;
  const warnings = warningsByPath.get(path) ?? NONE;
  const id = fieldId(idBase, path);
  const helpId = `${id}-help`;
  const issueId = `${id}-issue`;
  const warningId = `${id}-warning`;
  const describedBy =
    [help ? helpId : '', messages.length > 0 ? issueId : '', warnings.length > 0 ? warningId : ''].filter(Boolean).join(' ') || undefined;
  return { id, helpId, issueId, warningId, describedBy, invalid: messages.length > 0, messages, warnings };
}
