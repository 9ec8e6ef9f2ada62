import { useRef } from 'react';
import type { Translate } from '../../runtime/core';
import { revealField } from './reveal-field';
import type { FieldIssue } from './validation';

interface IssueSummaryProps {
  readonly t: Translate;
  readonly issues: readonly FieldIssue[];
  readonly idBase: string;
  /** A problem's path as the editor reads it ("Buttons › 1 › Url"). */
  readonly labelOf: (path: string) => string;
}

/**
 * The problems of the whole form above its fields, each a button to the field it is about. The count is a status
 * (said when it changes); the form never blocks typing: drafts may hold problems, publishing may not.
 */
export function IssueSummary({ t, issues, idBase, labelOf }: IssueSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <div ref={box} className={`ts-inspector__summary${issues.length > 0 ? ' ts-inspector__summary--invalid' : ''}`}>
      <p role="status" className="ts-inspector__summary-count">
        {issues.length > 0 ? t('editor.inspector.issues.count', { count: issues.length }) : t('editor.inspector.issues.none')}
      </p>
      {issues.length > 0 ? (
        <ul className="ts-inspector__summary-list">
          {issues.map((issue, i) => (
            <li key={`${issue.path}-${i}`}>
              <button
                type="button"
                className="ts-inspector__summary-link"
                onClick={() => {
                  const form = box.current?.closest('.ts-inspector__form') ?? document;
                  revealField(form, idBase, issue.path);
                }}
              >
                {issue.path ? t('editor.inspector.issues.item', { field: labelOf(issue.path), message: issue.message }) : issue.message}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
