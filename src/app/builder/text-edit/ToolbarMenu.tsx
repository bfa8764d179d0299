/**
 * A button of the inline text toolbar, and a toolbar button that opens a list of choices (issue 20
 * §3: font size, font family, colour, alignment, indent, line height). Everything renders inside
 * the toolbar, in the canvas document, so focus moving into a list never leaves the edited block
 * (the toolbar is one of the edit's surfaces, controller.ts).
 *
 * Keyboard (WAI-ARIA menu button): Enter, Space or ArrowDown on the button opens the list with the
 * current choice focused; ArrowUp/ArrowDown, Home/End and typing the start of a label move; Enter
 * or Space chooses; Escape closes and goes back to the button. Nothing takes focus on mouse down,
 * so a click keeps the text's selection.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import type { ToolbarOption } from './toolbar-options.ts';

export const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

export interface ToolButtonProps {
  readonly label: string;
  readonly keys?: string;
  readonly pressed?: boolean;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

/** A toolbar button: its name, and a tooltip that also shows its shortcut. */
export function ToolButton({ label, keys, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      data-pw-tool=""
      aria-label={label}
      title={keys ? `${label} (${keys})` : label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys?.replace('Ctrl', 'Control')}
      disabled={disabled}
      onMouseDown={keepSelection}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface ToolMenuProps {
  readonly label: string;
  /** The tooltip's second part, e.g. the current value. */
  readonly hint?: string | null;
  readonly glyph: ReactNode;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly options: readonly ToolbarOption[];
  /** The current value (its item is checked); undefined when mixed. */
  readonly value?: string | null;
  readonly onChoose: (value: string | null) => void;
  readonly disabled?: boolean;
  /** Drawn before an option's label (a colour swatch). */
  readonly decorate?: (option: ToolbarOption) => ReactNode;
  /** More content below the options (the custom colour). */
  readonly footer?: ReactNode;
  /** The options are actions (Increase indent), not one value among several. */
  readonly actions?: boolean;
}

const TYPE_AHEAD_RESET_MS = 700;

export function ToolMenu(props: ToolMenuProps) {
  const { label, open, onOpenChange, options, value } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (!open) return;
    const items = menuItems(list.current);
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    (checked ?? items[0])?.focus();
    checked?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  const close = () => {
    onOpenChange(false);
    trigger.current?.focus();
  };
  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpenChange(true);
  };
  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Escape closes the list only; the toolbar's own Escape (back to the text) waits for the next one.
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if ((event.target as Element).tagName === 'INPUT') return;
    const items = menuItems(list.current);
    const index = items.indexOf(event.target as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Tab') onOpenChange(false);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = event.timeStamp;
      const text = (now - typed.current.at > TYPE_AHEAD_RESET_MS ? '' : typed.current.text) + event.key;
      typed.current = { text: text.toLowerCase(), at: now };
      const found = items.findIndex((item) =>
        (item.textContent ?? '').trim().toLowerCase().startsWith(typed.current.text),
      );
      if (found !== -1) move(found);
    }
  };

  const current = value === undefined ? null : (options.find((option) => option.value === value) ?? null);
  const hint = props.hint ?? current?.label;
  return (
    <span className="pw-tool-menu">
      <button
        ref={trigger}
        type="button"
        data-pw-tool=""
        aria-label={label}
        title={hint ? `${label}: ${hint}` : label}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={props.disabled}
        onMouseDown={keepSelection}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKey}
      >
        {props.glyph}
        <i className="fa-solid fa-caret-down pw-caret" aria-hidden="true" />
      </button>
      {open && (
        <div ref={list} className="pw-menu pw-tool-list" role="menu" aria-label={label} onKeyDown={onListKey}>
          {options.map((option) => {
            // Choosing focuses the text again before the list goes, so focus never falls outside the edit.
            const choose = () => {
              props.onChoose(option.value);
              onOpenChange(false);
            };
            const content = (
              <>
                {props.decorate?.(option)}
                {option.label}
              </>
            );
            return props.actions ? (
              <button
                key={option.value ?? ''}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onMouseDown={keepSelection}
                onClick={choose}
              >
                {content}
              </button>
            ) : (
              <button
                key={option.value ?? ''}
                type="button"
                role="menuitemradio"
                aria-checked={current !== null && option.value === current.value}
                tabIndex={-1}
                onMouseDown={keepSelection}
                onClick={choose}
              >
                {content}
              </button>
            );
          })}
          {props.footer}
        </div>
      )}
    </span>
  );
}

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
}
