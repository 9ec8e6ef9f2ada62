import { useId } from 'react';
import type { KeyboardEvent, MouseEvent, Ref } from 'react';
import type { PopupBlock } from '../../schemas';
import { RichText, useMessages } from '../../runtime/react';
import { CloseIcon } from '../shared/icons';
import { NewsletterFields } from '../newsletter-form/NewsletterFields';
import { Targets } from '../shared/Targets';

interface PopupDialogProps {
  readonly block: PopupBlock;
  readonly dialogRef: Ref<HTMLDivElement>;
  readonly onClose: () => void;
  readonly onMinimize: () => void;
  readonly onTargetClick: (link: HTMLAnchorElement) => void;
}

/**
 * The expanded pop-up: a non-modal dialog fixed to the corner, so the page beneath stays usable and nothing
 * shifts. Escape closes it, or folds it back into its tab when it is not closable.
 */
export function PopupDialog({ block, dialogRef, onClose, onMinimize, onTargetClick }: PopupDialogProps) {
  const t = useMessages();
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (block.closable) onClose();
    else onMinimize();
  };
  const onClickCapture = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link) onTargetClick(link);
  };
  return (
    <div ref={dialogRef} className="ts-popup ts-popup--expanded" role="dialog" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="ts-popup__bar">
        <span className="ts-popup__eyebrow">{block.maximizedTitle ?? ''}</span>
        <button type="button" className="ts-icon-button ts-popup__minimize" aria-label={t('popup.minimize')} onClick={onMinimize}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 12h12" />
          </svg>
        </button>
        {block.closable ? (
          <button type="button" className="ts-icon-button ts-popup__close" aria-label={t('popup.close', { title: block.title })} onClick={onClose}>
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <div className="ts-popup__body" onClickCapture={onClickCapture}>
        {block.logo ? (
          <img
            className={`ts-popup__logo ts-popup__logo--${block.logoSize}`}
            src={block.logo.url}
            alt={block.logo.alt}
            width={block.logo.width}
            height={block.logo.height}
          />
        ) : null}
        <h2 id={titleId} className="ts-popup__title">
          {block.title}
        </h2>
        {block.subtitle ? <p className="ts-popup__subtitle">{block.subtitle}</p> : null}
        <RichText className="ts-popup__text" html={block.richText ?? ''} />
        {/* The newsletter pop-up's offer is claimed here: it collects the e-mail (issue 24 §4). */}
        {block.kind === 'newsletter' ? <NewsletterFields /> : null}
        <Targets className="ts-popup__targets" targets={block.targets} equal={block.equalTargetSize} />
        {block.disclaimer ? <p className="ts-popup__disclaimer">{block.disclaimer}</p> : null}
      </div>
    </div>
  );
}
