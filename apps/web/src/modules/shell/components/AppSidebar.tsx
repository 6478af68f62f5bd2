import { NavLink } from 'react-router';
import type { MenuEntry, MenuSection } from '../menu/menu-types';

interface AppSidebarProps {
  sections: readonly MenuSection[];
  /** A link was followed (the overlay sidebar closes then). */
  onNavigate: () => void;
}

function Entry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const icon = entry.icon ? <i className={`${entry.icon} sidebar__icon`} aria-hidden="true" /> : null;
  return (
    <li>
      {entry.route ? (
        <NavLink
          to={entry.route}
          end={entry.exacta || entry.route === '/home'}
          className={({ isActive }) => (isActive ? 'sidebar__link sidebar__link--active' : 'sidebar__link')}
          onClick={onNavigate}
        >
          {icon}
          <span>{entry.label}</span>
        </NavLink>
      ) : (
        <span className="sidebar__group">
          {icon}
          <span>{entry.label}</span>
        </span>
      )}
      {entry.children && entry.children.length > 0 && (
        <ul className="sidebar__list sidebar__list--nested">
          {entry.children.map((child) => (
            <Entry key={`${child.label}-${child.route ?? ''}`} entry={child} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The module's menu (built by utils/sidebar.ts from the catalogues in ../menu). */
export function AppSidebar({ sections, onNavigate }: AppSidebarProps) {
  return (
    <nav className="sidebar" aria-label="Menú principal">
      {sections.map((section, i) => (
        <div key={section.title ?? `bloque-${i}`} className="sidebar__section">
          {section.title && <h2 className="sidebar__title">{section.title}</h2>}
          <ul className="sidebar__list">
            {section.entries.map((entry) => (
              <Entry key={`${entry.label}-${entry.route ?? ''}`} entry={entry} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
