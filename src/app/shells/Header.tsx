import { Link } from 'react-router-dom';
import { imageSize } from '../../domain/content';
import { useEngine } from '../../engine';
import { ContentImage } from './ContentImage';
import { Menu } from './Menu';
import { HEADER_LINKS, type MenuAction } from './menuItems';
import { MenuEntry, useVisibleItems } from './MenuEntry';

/**
 * The institution's logo from its content folder, with its size when the settings give it (the
 * header keeps its room before the file arrives), or its name when there is no logo; it leads to
 * the dashboard.
 */
function Logo() {
  const { settings } = useEngine();
  const name = settings.text('shell.institutionName');
  const logo = settings.text('shell.logo').trim();
  return (
    <Link to="/myaccount/dashboard" className="header__logo">
      {logo ? (
        <ContentImage
          className="header__logo-image"
          file={logo}
          alt={settings.text('shell.logoAlt', { institution: name })}
          size={imageSize(settings.text('shell.logoWidth'), settings.text('shell.logoHeight'))}
        />
      ) : (
        <span className="header__logo-text">{name}</span>
      )}
    </Link>
  );
}

/** FAQ, Find Us and Logout at the top (spec 03 §2.15). */
function QuickLinks({ onAction }: { onAction: (action: MenuAction) => void }) {
  const { settings } = useEngine();
  const items = useVisibleItems(HEADER_LINKS);
  return (
    <nav className="quick-links" aria-label={settings.text('shell.quickLinksLabel')}>
      <ul className="quick-links__list">
        {items.map((item) => (
          <li key={item.id}>
            <MenuEntry item={item} className="quick-links__item" onAction={onAction} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface HeaderProps {
  personalName: string;
  onAction: (action: MenuAction) => void;
}

/** The signed-in header: logo, the user's personal name, the quick links and the menu. */
export function Header({ personalName, onAction }: HeaderProps) {
  const { settings } = useEngine();
  return (
    <header className="header">
      <div className="header__bar">
        <Logo />
        <p className="header__user">{settings.text('shell.userName', { name: personalName })}</p>
        <QuickLinks onAction={onAction} />
      </div>
      <Menu onAction={onAction} />
    </header>
  );
}
