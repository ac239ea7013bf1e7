/**
 * Tabs as the WAI-ARIA tabs pattern (automatic activation): a tablist of buttons, the chosen
 * one in the tab order and aria-selected; Left and Right arrows move to the previous and next
 * tab (wrapping), Home and End to the first and last, each choosing it; one tabpanel, labelled
 * by its tab, holds only the chosen tab's content, so a tab's content loads when it is chosen.
 * The panel is not itself in the tab order: Tab goes from the tabs to the panel's first control.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
}

interface TabsProps {
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = MOVES[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const index = Math.max(
      0,
      tabs.findIndex((tab) => tab.id === selected),
    );
    const next = tabs[move(index, tabs.length)]!;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => {
          const chosen = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={chosen}
              aria-controls={chosen ? panelId : undefined}
              tabIndex={chosen ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
