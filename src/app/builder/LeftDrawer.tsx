/**
 * The builder's left drawer (spec §2 Builder surface; CONTRACT drawer items): Theme Setting,
 * Gallery, Elements, Funnel and sections, with the spec's widths (40 closed, 195 on hover; 350,
 * 350, 275 and 315 open). The rail shows icons; hovering or focusing it shows the names. The rail is
 * plain elements styled by left-drawer.css, and the drawer's frame by builder-screen.css (both are on the
 * builder's first frame, drawn before the UI kit's system is built: theme/ui-system.ts).
 */
import { Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { DRAWER_WIDTH } from '../../domain/limits.ts';
import { PlainStrokeIcon } from '../components/icons.tsx';
import { DRAWER_ITEMS, type DrawerItem, OPEN_DRAWER } from './drawer-items.ts';
import './left-drawer.css';

export function LeftDrawer({ panel }: { panel: (item: DrawerItem) => ReactNode }) {
  const [open, setOpen] = useState<DrawerItem | null>(OPEN_DRAWER);
  const [hover, setHover] = useState(false);
  const railWidth = hover ? DRAWER_WIDTH.hover : DRAWER_WIDTH.closed;
  return (
    <div className="pw-drawer">
      {/* The rail keeps its closed width in the layout; hovering widens it over the drawer and the
          canvas instead of re-flowing them (issue 20 §4). */}
      <div className="pw-rail-slot" style={{ width: DRAWER_WIDTH.closed }}>
        <nav
          aria-label="Builder tools"
          className="pw-rail"
          data-expanded={hover ? '' : undefined}
          style={{ width: railWidth }}
          onMouseEnter={() => setHover(true)}
          onMouseLeave={() => setHover(false)}
          // Keyboard focus shows the names; a click's focus does not keep the rail open over the drawer.
          onFocus={(event) => setHover(event.target.matches(':focus-visible'))}
          onBlur={() => setHover(false)}
        >
          {DRAWER_ITEMS.map((item) => (
            // One element per item whatever the width: the rail's width clips the label, so a
            // click that starts a hover never lands on a replaced element.
            <button
              key={item.name}
              type="button"
              className="pw-rail-item"
              aria-label={item.name}
              title={item.name}
              aria-pressed={open === item.name}
              onClick={() => {
                setOpen(open === item.name ? null : item.name);
                // The rail overlays the drawer while wide: it narrows once a tool is chosen.
                setHover(false);
              }}
            >
              <PlainStrokeIcon paths={item.paths} />
              <span className="pw-rail-label">{item.name}</span>
            </button>
          ))}
        </nav>
      </div>
      {open && (
        <section className="pw-drawer-panel" style={{ width: DRAWER_WIDTH[open] }} aria-label={open}>
          <h2 className="pw-drawer-heading">{open}</h2>
          {panel(open)}
        </section>
      )}
    </div>
  );
}

export function PanelNote({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="gray.600">
      {children}
    </Text>
  );
}
