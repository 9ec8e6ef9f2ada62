import type { BenefitBarBlock } from '../../schemas';
import { SmartLink, useMessages, usePersistedFlag, useRuntime } from '../../runtime/react';
import type { BlockProps } from '../define-block';
import { CloseIcon } from '../shared/icons';
import { BenefitIcon } from './benefit-icons';
import { visibleBenefits } from './benefit-rules';

/**
 * Benefit bar: the store's promises as icon + text (+ link). Benefits a country may not see (free shipping
 * in FR, IT, DE, GB) are dropped at render; once closed it stays closed (cookie `ts_benefit_<id>`), and the
 * server renders it closed, so nothing shifts after hydration.
 */
export default function BenefitBar({ block }: BlockProps<BenefitBarBlock>) {
  const { site } = useRuntime();
  const t = useMessages();
  const [closed, setClosed] = usePersistedFlag(`benefit_${block.id}`);
  const items = visibleBenefits(block.items, site.locale.country);
  if (items.length === 0 || closed === '1') return null;

  return (
    <section
      className="ts-benefits"
      aria-label={block.title ?? t('benefitBar.region')}
      style={block.backgroundColor ? { ['--ts-benefits-bg' as string]: block.backgroundColor } : undefined}
    >
      <ul className="ts-benefits__list" data-count={items.length}>
        {items.map((item, i) => (
          <li key={`${item.icon}:${i}`} className="ts-benefits__item" data-benefit={item.benefit}>
            <BenefitIcon name={item.icon} />
            <span className="ts-benefits__text">{item.text}</span>
            {item.target && item.target.text.trim() !== '' ? (
              <SmartLink
                className="ts-benefits__link"
                href={item.target.url}
                target={item.target.targetAttribute}
                preserveQuery={item.target.preserveQuery}
              >
                {item.target.text}
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
      {block.closable ? (
        <button type="button" className="ts-icon-button ts-benefits__close" aria-label={t('benefitBar.close')} onClick={() => setClosed('1')}>
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}
