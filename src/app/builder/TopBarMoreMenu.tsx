/**
 * The top bar's "More" menu (issue 20 §4): the actions a user rarely needs — Export trace and Send
 * trace to support (CONTRACT: the items keep those names). A plain WAI-ARIA menu button styled by
 * top-bar.css rather than Chakra's Menu, whose state machine and positioning would load and run
 * with the bar on the builder's first paint for two items.
 *
 * Keyboard: Enter, Space or ArrowDown opens with the first item focused; ArrowUp/ArrowDown and
 * Home/End move; Escape closes and returns to the button; Tab or a click elsewhere closes.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface MoreMenuItem {
  readonly label: string;
  readonly icon?: ReactNode;
  readonly onSelect: () => void;
}

export function TopBarMoreMenu({ items, children }: { items: readonly MoreMenuItem[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(event.target as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={root} className="pw-more">
      <button
        ref={trigger}
        type="button"
        className="pw-more-trigger"
        aria-label="More"
        title="More"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </button>
      {open && (
        <div id={menuId} className="pw-more-menu" role="menu" aria-label="More" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
