import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';

/**
 * The role links' menu, labelled Client or Admin (PRODUCT §2 Navigation bar): a disclosure button
 * with Bootstrap's dropdown look, in the bar from 1200 px and in the folded list below; Escape or a
 * click elsewhere closes it.
 */
export function RoleMenu({ label, links }: { label: string; links: { to: string; label: string }[] }) {
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
    <li className="nav-item dropdown" ref={ref}>
      <button
        type="button"
        className={`nav-link dropdown-toggle btn btn-link${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
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
