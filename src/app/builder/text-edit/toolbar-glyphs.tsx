/**
 * The toolbar's mark buttons (spec §2): which mark each toggles, its name, shortcut and glyph.
 * Bold and italic sit after Redo; underline to superscript after Indent (the spec's order).
 */
import type { ReactNode } from 'react';
import type { ToggleMark } from './schema.ts';

export const MARK_BUTTONS: readonly { mark: ToggleMark; label: string; keys?: string; glyph: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', keys: 'Ctrl+B', glyph: <b className="pw-mark">B</b> },
  { mark: 'italic', label: 'Italic', keys: 'Ctrl+I', glyph: <em className="pw-mark">I</em> },
  { mark: 'underline', label: 'Underline', keys: 'Ctrl+U', glyph: <u className="pw-mark">U</u> },
  { mark: 'strike', label: 'Strikethrough', glyph: <s className="pw-mark">S</s> },
  {
    mark: 'subscript',
    label: 'Subscript',
    glyph: (
      <span className="pw-mark">
        x<sub>2</sub>
      </span>
    ),
  },
  {
    mark: 'superscript',
    label: 'Superscript',
    glyph: (
      <span className="pw-mark">
        x<sup>2</sup>
      </span>
    ),
  },
];
