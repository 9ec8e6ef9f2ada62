import type { Translate } from '../../runtime/core';
import type { BlockIssue } from '../api';
import { IssuesList } from '../saving';
import { Dialog } from '../react/Dialog';

export interface IssuesDialogProps {
  readonly t: Translate;
  readonly issues: readonly BlockIssue[];
  readonly onSelect: (blockId: string) => void;
  readonly onClose: () => void;
}

/** The errors list: every block failing its schema; choosing one selects it and closes the list. */
export function IssuesDialog({ t, issues, onSelect, onClose }: IssuesDialogProps) {
  return (
    <Dialog title={t('editor.save.issuesTitle', { count: issues.length })} onClose={onClose} closeLabel={t('editor.app.close')}>
      {issues.length === 0 ? (
        <p>{t('editor.save.noIssues')}</p>
      ) : (
        <IssuesList
          t={t}
          issues={issues}
          onSelect={(blockId) => {
            onSelect(blockId);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
