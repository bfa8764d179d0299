/**
 * What the builder shows in the top bar's place until the canvas has painted the page: the bar's box
 * and title, in plain css, without its buttons. Loading and styling the bar's dozen Chakra buttons,
 * icons and menus took tens of milliseconds on a busy machine, ahead of the page's first paint
 * (issue 5: load ≤ 600 ms at 200 sections); TopBar.tsx loads and renders in the next frames.
 */
import { TOP_BAR_HEIGHT_PX } from '../../domain/limits.ts';
import './top-bar-shell.css';

/** The bar's height, which TopBar shares so nothing below moves when the bar arrives. */
export const BAR_HEIGHT = `${TOP_BAR_HEIGHT_PX}px`;

export function TopBarShell({ title }: { title: string }) {
  return (
    <header className="pw-top-bar-shell" aria-busy="true" style={{ height: BAR_HEIGHT }}>
      <span>{title}</span>
    </header>
  );
}
