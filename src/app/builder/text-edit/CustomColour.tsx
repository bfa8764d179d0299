/**
 * The colour menu's custom colour (issue 20 §3: the theme's colours plus a custom picker): the
 * browser's colour input and a hex field. Neither is in a form — the canvas is sandboxed without
 * `allow-forms` — so Enter in the hex field applies it, and a picked colour applies as it is picked
 * (ProseMirror's history folds a quick run of picks into one undo step).
 */
import { type KeyboardEvent, useState } from 'react';
import { keepSelection } from './ToolbarMenu.tsx';
import { parseHexColour } from './toolbar-options.ts';

export function CustomColour({
  value,
  onChoose,
}: {
  /** The current colour when it is a hex colour, for the inputs to start from. */
  value: string | null;
  onChoose: (colour: string) => void;
}) {
  const start = value ? parseHexColour(value) : null;
  const [text, setText] = useState(start ?? '');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const colour = parseHexColour(text);
    setInvalid(colour === null);
    if (colour) onChoose(colour);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <div className="pw-custom-colour">
      <input
        type="color"
        aria-label="Custom colour"
        value={fullHex(parseHexColour(text) ?? start ?? '#000000')}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
          onChoose(event.target.value);
        }}
      />
      <input
        className="pw-input"
        type="text"
        aria-label="Hex colour"
        placeholder="#1f2937"
        spellCheck={false}
        value={text}
        aria-invalid={invalid}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" onMouseDown={keepSelection} onClick={apply}>
        Apply
      </button>
    </div>
  );
}

/** The colour input takes only `#rrggbb`. */
function fullHex(colour: string): string {
  return colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
}
