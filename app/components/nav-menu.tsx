import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';

export interface MenuLink {
  to: string;
  label: string;
}

/**
 * A menu of the navigation bar (PRODUCT §2 Navigation bar): the role links' menu labelled Client or
 * Admin below 1200 px, and the menu under 'Welcome {name}!'. A disclosure button with Bootstrap's
 * dropdown look, not react-bootstrap's NavDropdown (with Popper, a quarter of the home page's script
 * budget); Escape or a click elsewhere closes it, and so does choosing a link.
 */
export function NavMenu({
  label,
  links,
  className = '',
  title,
}: {
  /** The button's content; its text is the button's accessible name. */
  label: ReactNode;
  links: readonly MenuLink[];
  className?: string;
  title?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li className={`nav-item dropdown ${className}`.trim()} ref={ref}>
      <button
        type="button"
        className={`nav-link dropdown-toggle btn btn-link${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        title={title}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul className={`dropdown-menu${open ? ' show' : ''}`} id={menuId}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink className="dropdown-item" to={link.to} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
