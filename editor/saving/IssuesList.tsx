import type { Translate } from '../../runtime/core';
import type { BlockIssue } from '../api';

export interface IssuesListProps {
  readonly t: Translate;
  readonly issues: readonly BlockIssue[];
  /** Selects the block (and scrolls the canvas to it). */
  readonly onSelect: (blockId: string) => void;
}

/** Each block that fails its schema, by type, field and message; choosing one selects that block. */
export function IssuesList({ t, issues, onSelect }: IssuesListProps) {
  return (
    <ul className="ts-ed-issues" aria-label={t('editor.save.issuesTitle', { count: issues.length })}>
      {issues.map((issue, i) => (
        <li key={`${issue.blockId}:${issue.path}:${i}`}>
          <button type="button" className="ts-ed-issues__item" onClick={() => onSelect(issue.blockId)}>
            <span className="ts-ed-issues__block">{issue.type || t('editor.save.issueBlock')}</span>
            <span className="ts-ed-issues__field">{issue.path || t('editor.save.issueWholeBlock')}</span>
            <span className="ts-ed-issues__message">{issue.message}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
