import { useEffect, useId, useRef, useState } from 'react';
import { useSettings } from '../../engine';
import { alsoInHeader, HEADER_LINKS, MENU_ITEMS, type MenuAction } from './menuItems';
import { MenuEntry, useVisibleItems } from './MenuEntry';

function MenuIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

/**
 * The signed-in menu (spec 03 §2.15). One list serves both layouts: on wide screens it is
 * a menu bar; below the CSS breakpoint it collapses behind a disclosure button (the
 * compact menu) that opens the same items as a list. Escape closes the open list and
 * returns focus to the button; following a link closes it too. An item that opens a
 * dialog leaves the list open, so that focus can return to the item when the dialog closes.
 * The menu bar leaves out what the header links offer (alsoInHeader); the compact list has it all.
 */
export function Menu({ onAction }: { onAction: (action: MenuAction) => void }) {
  const settings = useSettings();
  const items = useVisibleItems(MENU_ITEMS);
  const inHeader = alsoInHeader(items, useVisibleItems(HEADER_LINKS));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      // Escape in a dialog opened from the menu closes that dialog only.
      if (event.key !== 'Escape' || (event.target instanceof Element && event.target.closest('dialog')))
        return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <nav className="menu" aria-label={settings.text('shell.menuLabel')}>
      <button
        ref={toggle}
        type="button"
        className="menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <MenuIcon />
        {settings.text('shell.menuToggle')}
      </button>
      <ul id={listId} className={open ? 'menu__list menu__list--open' : 'menu__list'}>
        {items.map((item) => (
          <li key={item.id} className={inHeader.has(item.id) ? 'menu__entry--in-header' : undefined}>
            <MenuEntry item={item} className="menu__item" onNavigate={close} onAction={onAction} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
