/**
 * The inline rich-text toolbar (spec §2: close, undo, redo, bold, italic, underline,
 * strikethrough, subscript, superscript, link; AI text, font size, font family, colour,
 * alignment, indent, line height and settings are not here yet). It floats above the block
 * being edited — below it near the top of the canvas — and belongs to the edit: focus may move
 * into it (Alt+F10 from the text) without leaving the block. Buttons keep the text's selection
 * by not taking focus on mouse down.
 */
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { documentBox, type Size, toolbarPlacement, viewportOf } from '../overlays/geometry.ts';
import type { TextEditController } from './controller.ts';
import type { ToggleMark } from './schema.ts';

const MARK_BUTTONS: readonly { mark: ToggleMark; label: string; keys?: string; glyph: ReactNode }[] = [
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

export interface TextToolbarProps {
  readonly controller: TextEditController;
  readonly linkOpen: boolean;
  readonly onLinkOpenChange: (open: boolean) => void;
  readonly toolbarRef: RefObject<HTMLDivElement | null>;
}

const keepSelection = (event: { preventDefault: () => void }) => event.preventDefault();

export function TextToolbar({ controller, linkOpen, onLinkOpenChange, toolbarRef }: TextToolbarProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });

  useEffect(() => {
    const element = toolbarRef.current;
    return element ? controller.addSurface(element) : undefined;
  }, [controller, toolbarRef]);
  useLayoutEffect(() => {
    const element = toolbarRef.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    if (width !== size.width || height !== size.height) setSize({ width, height });
  });

  const documentRef = controller.element.ownerDocument;
  const { top, left } = toolbarPlacement(documentBox(controller.element), size, viewportOf(documentRef));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Escape in the toolbar goes back to the text (Escape in the text cancels the edit).
    event.preventDefault();
    onLinkOpenChange(false);
    controller.focus();
  };

  return (
    <div
      ref={toolbarRef}
      className="pw-bar"
      role="toolbar"
      aria-label="Text formatting"
      style={{ top, left, visibility: size.width === 0 ? 'hidden' : 'visible' }}
      onKeyDown={onKeyDown}
    >
      <ToolButton label="Close editor" keys="Enter" onClick={() => controller.commit()}>
        <i className="fa-solid fa-xmark" aria-hidden="true" />
      </ToolButton>
      <span className="pw-sep" />
      <ToolButton
        label="Undo typing"
        keys="Ctrl+Z"
        disabled={!state.canUndo}
        onClick={() => controller.undo()}
      >
        <i className="fa-solid fa-rotate-left" aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label="Redo typing"
        keys="Ctrl+Shift+Z"
        disabled={!state.canRedo}
        onClick={() => controller.redo()}
      >
        <i className="fa-solid fa-rotate-right" aria-hidden="true" />
      </ToolButton>
      <span className="pw-sep" />
      {MARK_BUTTONS.map(({ mark, label, keys, glyph }) => (
        <ToolButton
          key={mark}
          label={label}
          keys={keys}
          pressed={state.active[mark]}
          onClick={() => controller.toggle(mark)}
        >
          {glyph}
        </ToolButton>
      ))}
      <span className="pw-sep" />
      <ToolButton
        label={state.link ? 'Edit link' : 'Link'}
        keys="Ctrl+K"
        pressed={state.link !== null}
        disabled={!state.canLink}
        onClick={() => onLinkOpenChange(!linkOpen)}
      >
        <i className="fa-solid fa-link" aria-hidden="true" />
      </ToolButton>
      {linkOpen && state.canLink && (
        <LinkForm
          key={state.link?.href ?? ''}
          href={state.link?.href ?? ''}
          newTab={state.link?.newTab ?? false}
          hasLink={state.link !== null}
          onApply={(href, newTab) => {
            controller.setLink(href, newTab);
            onLinkOpenChange(false);
          }}
          onRemove={() => {
            controller.removeLink();
            onLinkOpenChange(false);
          }}
          onCancel={() => {
            controller.focus();
            onLinkOpenChange(false);
          }}
        />
      )}
    </div>
  );
}

function ToolButton({
  label,
  keys,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  keys?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
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

/** Link address check: any address a page can link to, but never a script. */
export function linkProblem(href: string): string | null {
  const value = href.trim();
  if (value === '') return 'Enter a link address.';
  // Control characters and spaces inside a scheme are ignored by browsers, so strip them first.
  const scheme = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
  if (/^javascript:/i.test(scheme)) return 'A link cannot run a script.';
  return null;
}

function LinkForm({
  href,
  newTab,
  hasLink,
  onApply,
  onRemove,
  onCancel,
}: {
  href: string;
  newTab: boolean;
  hasLink: boolean;
  onApply: (href: string, newTab: boolean) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(href);
  const [tab, setTab] = useState(newTab);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = linkProblem(value);
    setProblem(found);
    if (!found) onApply(value.trim(), tab);
  };
  return (
    <form className="pw-link-form" onSubmit={submit} noValidate>
      <input
        ref={input}
        className="pw-input"
        type="text"
        inputMode="url"
        aria-label="Link address"
        placeholder="https://…, /page or #section"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'pw-link-problem' : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {problem && (
        <span id="pw-link-problem" className="pw-error" role="alert">
          {problem}
        </span>
      )}
      <label>
        <input type="checkbox" checked={tab} onChange={(event) => setTab(event.target.checked)} />
        Open in a new tab
      </label>
      {hasLink && (
        <button type="button" onMouseDown={keepSelection} onClick={onRemove}>
          Remove link
        </button>
      )}
      <button type="button" onMouseDown={keepSelection} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="pw-primary">
        Apply
      </button>
    </form>
  );
}
