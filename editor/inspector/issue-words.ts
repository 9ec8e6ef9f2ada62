import type { z } from 'zod';
import type { Translate } from '../../runtime/core';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const n = (value: number | bigint): number => Number(value);

const typeWords = {
  string: 'editor.inspector.issue.typeText',
  number: 'editor.inspector.issue.typeNumber',
  int: 'editor.inspector.issue.typeInteger',
  boolean: 'editor.inspector.issue.typeBoolean',
  array: 'editor.inspector.issue.typeList',
  object: 'editor.inspector.issue.typeObject',
} as const;

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>, t: Translate): string | undefined {
  const minimum = n(issue.minimum);
  if (issue.origin === 'string') return minimum <= 1 ? t('editor.inspector.issue.empty') : t('editor.inspector.issue.tooShort', { minimum });
  if (issue.origin === 'array') return t('editor.inspector.issue.fewItems', { minimum });
  if (issue.origin === 'number' || issue.origin === 'int') {
    return issue.inclusive === false ? t('editor.inspector.issue.moreThan', { minimum }) : t('editor.inspector.issue.atLeast', { minimum });
  }
  return undefined;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>, t: Translate): string | undefined {
  const maximum = n(issue.maximum);
  if (issue.origin === 'string') return t('editor.inspector.issue.tooLong', { maximum });
  if (issue.origin === 'array') return t('editor.inspector.issue.manyItems', { maximum });
  if (issue.origin === 'number' || issue.origin === 'int') {
    return issue.inclusive === false ? t('editor.inspector.issue.lessThan', { maximum }) : t('editor.inspector.issue.atMost', { maximum });
  }
  return undefined;
}

/**
 * zod's generic messages in the editor's words. Passed to `safeParse` as its error map, it is asked only where the
 * schema gave no message of its own (zod's precedence: a schema's message first): "must be a CSS colour…" stays as the
 * block wrote it, "Invalid input: expected string, received undefined" becomes "Required".
 */
export function issueWords(t: Translate): z.core.$ZodErrorMap {
  return (issue: RawIssue) => {
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined) return t('editor.inspector.issue.required');
        const key = typeWords[issue.expected as keyof typeof typeWords] as (typeof typeWords)[keyof typeof typeWords] | undefined;
        return t(key ?? 'editor.inspector.issue.typeOther');
      }
      case 'too_small':
        return tooSmall(issue, t);
      case 'too_big':
        return tooBig(issue, t);
      case 'invalid_value':
        return t('editor.inspector.issue.oneOf', { options: issue.values.map(String).join(', ') });
      case 'invalid_format':
        return issue.format === 'date' ? t('editor.inspector.issue.date') : t('editor.inspector.issue.format');
      case 'not_multiple_of':
        return t('editor.inspector.issue.multipleOf', { divisor: issue.divisor });
      case 'invalid_union':
        return t('editor.inspector.issue.union');
      case 'unrecognized_keys':
        return t('editor.inspector.issue.unknownFields', { fields: issue.keys.join(', ') });
      default:
        return undefined;
    }
  };
}
