import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem {
  readonly key: string;
  readonly label: string;
  /** Said after the label to screen readers and shown as a mark: "has problems", "not set". */
  readonly status?: string | undefined;
  readonly invalid?: boolean;
}

interface TabsProps {
  /** Names the tab list. */
  readonly label: string;
  readonly idBase: string;
  readonly items: readonly TabItem[];
  readonly active: string;
  readonly onSelect: (key: string) => void;
  /** The panel of each tab; all are rendered (inactive ones hidden), so a problem's field can always be found. */
  readonly panel: (key: string) => ReactNode;
  readonly className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: a tablist with one tab stop, arrow keys (and Home, End) move between tabs and
 * select them, each tab controls its panel.
 */
export function Tabs({ label, idBase, items, active, onSelect, panel, className }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${idBase}-tab-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const panelId = (key: string) => `${idBase}-panel-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.key === active);
    const last = items.length - 1;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = items[to < 0 ? last : to > last ? 0 : to];
    if (!next) return;
    onSelect(next.key);
    list.current?.ownerDocument.getElementById(tabId(next.key))?.focus();
  };
  return (
    <div className={`ts-inspector__tabs${className ? ` ${className}` : ''}`}>
      <div ref={list} role="tablist" aria-label={label} className="ts-inspector__tablist" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={tabId(item.key)}
            type="button"
            role="tab"
            aria-selected={item.key === active}
            aria-controls={panelId(item.key)}
            tabIndex={item.key === active ? 0 : -1}
            className={`ts-inspector__tab${item.invalid ? ' ts-inspector__tab--invalid' : ''}`}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
            {item.status ? <span className="ts-visually-hidden"> ({item.status})</span> : null}
            {item.invalid ? (
              <span aria-hidden="true" className="ts-inspector__tab-mark">
                !
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={panelId(item.key)}
          role="tabpanel"
          aria-labelledby={tabId(item.key)}
          hidden={item.key !== active}
          className="ts-inspector__tabpanel"
        >
          {panel(item.key)}
        </div>
      ))}
    </div>
  );
}
