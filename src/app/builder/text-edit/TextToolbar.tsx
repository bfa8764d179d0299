/**
 * The inline rich-text toolbar (spec §2, issue 20 §3), in the spec's order: close, AI text, undo,
 * redo, bold, italic, font size, font family, colour, alignment, indent, underline,
 * strikethrough, subscript, superscript, link, line height, settings — each a button with exactly
 * that name and a tooltip (with its shortcut where it has one).
 *
 * It floats above the block being edited — below it near the top of the canvas — and belongs to
 * the edit: focus may move into it (Alt+F10 from the text, then ArrowLeft/ArrowRight between its
 * buttons) without leaving the block. Its lists open inside it (ToolbarMenu.tsx). Link asks the
 * app's link picker (the canvas has no forms); Settings commits and opens the Text settings panel.
 * Escape in the toolbar goes back to the text; Escape in the text commits.
 */
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { documentBox, type Size, toolbarPlacement, viewportOf } from '../overlays/geometry.ts';
import { CustomColour } from './CustomColour.tsx';
import type { TextEditController } from './controller.ts';
import { ToolButton, ToolMenu } from './ToolbarMenu.tsx';
import { MARK_BUTTONS } from './toolbar-glyphs.tsx';
import {
  ALIGNMENT_OPTIONS,
  FONT_FAMILY_OPTIONS,
  FONT_SIZE_OPTIONS,
  LINE_HEIGHT_OPTIONS,
  themeColourOptions,
} from './toolbar-options.ts';

export interface TextToolbarProps {
  readonly controller: TextEditController;
  readonly toolbarRef: RefObject<HTMLDivElement | null>;
}

type MenuId = 'size' | 'family' | 'colour' | 'align' | 'indent' | 'lineHeight';

const INDENT_OPTIONS = [
  { value: 'in', label: 'Increase indent' },
  { value: 'out', label: 'Decrease indent' },
];

export function TextToolbar({ controller, toolbarRef }: TextToolbarProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const markButtons = (buttons: typeof MARK_BUTTONS) =>
    buttons.map(({ mark, label, keys, glyph }) => (
      <ToolButton
        key={mark}
        label={label}
        keys={keys}
        pressed={state.active[mark]}
        onClick={() => controller.toggle(mark)}
      >
        {glyph}
      </ToolButton>
    ));
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [menu, setMenu] = useState<MenuId | null>(null);

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
  const menuProps = (id: MenuId) => ({
    open: menu === id,
    onOpenChange: (open: boolean) => setMenu(open ? id : null),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Escape in the toolbar goes back to the text (Escape in the text commits the edit).
      event.preventDefault();
      setMenu(null);
      controller.focus();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      moveAlongToolbar(event, toolbarRef.current);
    }
  };
  const { styles, block } = state;
  const colours = themeColourOptions(controller.root);
  const swatches = new Map(colours.map((option) => [option.value, option.swatch]));

  return (
    <div
      ref={toolbarRef}
      className="pw-bar pw-text-bar"
      role="toolbar"
      aria-label="Text formatting"
      style={{ top, left, visibility: size.width === 0 ? 'hidden' : 'visible' }}
      onKeyDown={onKeyDown}
    >
      <ToolButton label="Close" keys="Escape" onClick={() => controller.commit()}>
        <i className="fa-solid fa-xmark" aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label="AI text"
        disabled={!controller.canWriteText}
        onClick={() => void controller.writeText()}
      >
        <i className="fa-solid fa-wand-magic-sparkles" aria-hidden="true" />
      </ToolButton>
      <span className="pw-sep" />
      <ToolButton label="Undo" keys="Ctrl+Z" disabled={!state.canUndo} onClick={() => controller.undo()}>
        <i className="fa-solid fa-rotate-left" aria-hidden="true" />
      </ToolButton>
      <ToolButton
        label="Redo"
        keys="Ctrl+Shift+Z"
        disabled={!state.canRedo}
        onClick={() => controller.redo()}
      >
        <i className="fa-solid fa-rotate-right" aria-hidden="true" />
      </ToolButton>
      <span className="pw-sep" />
      {markButtons(MARK_BUTTONS.slice(0, 2))}
      <ToolMenu
        label="Font size"
        glyph={<span className="pw-value">{styles.fontSize?.replace(/px$/, '') ?? 'Size'}</span>}
        options={FONT_SIZE_OPTIONS}
        value={styles.fontSize}
        onChoose={(value) => controller.setStyle('fontSize', value)}
        {...menuProps('size')}
      />
      <ToolMenu
        label="Font family"
        glyph={<i className="fa-solid fa-font" aria-hidden="true" />}
        options={FONT_FAMILY_OPTIONS}
        value={styles.fontFamily}
        onChoose={(value) => controller.setStyle('fontFamily', value)}
        {...menuProps('family')}
      />
      <ToolMenu
        label="Colour"
        hint={styles.color ? (colours.find((c) => c.value === styles.color)?.label ?? styles.color) : null}
        glyph={
          <span className="pw-colour-glyph">
            <i className="fa-solid fa-droplet" aria-hidden="true" />
            <span
              className="pw-colour-bar"
              style={{ background: swatches.get(styles.color ?? '') ?? styles.color ?? 'currentColor' }}
            />
          </span>
        }
        options={[{ value: null, label: 'Default' }, ...colours]}
        value={styles.color}
        onChoose={(value) => controller.setStyle('color', value)}
        decorate={(option) => (
          <span
            className="pw-swatch"
            aria-hidden="true"
            style={{ background: option.value ? swatches.get(option.value) : 'transparent' }}
          />
        )}
        footer={
          <CustomColour
            key={styles.color ?? ''}
            value={styles.color}
            onChoose={(colour) => controller.setStyle('color', colour, false)}
          />
        }
        {...menuProps('colour')}
      />
      <ToolMenu
        label="Alignment"
        glyph={<i className={`fa-solid fa-align-${block['text-align'] ?? 'left'}`} aria-hidden="true" />}
        options={ALIGNMENT_OPTIONS}
        value={block['text-align']}
        onChoose={(value) => controller.setBlock('text-align', value)}
        {...menuProps('align')}
      />
      <ToolMenu
        label="Indent"
        glyph={<i className="fa-solid fa-indent" aria-hidden="true" />}
        options={INDENT_OPTIONS}
        actions
        onChoose={(value) => controller.indent(value === 'out' ? -1 : 1)}
        {...menuProps('indent')}
      />
      <span className="pw-sep" />
      {markButtons(MARK_BUTTONS.slice(2))}
      <span className="pw-sep" />
      <ToolButton
        label="Link"
        keys="Ctrl+K"
        pressed={state.link !== null}
        disabled={!state.canLink || !controller.canPickLink}
        onClick={() => void controller.pickLink()}
      >
        <i className="fa-solid fa-link" aria-hidden="true" />
      </ToolButton>
      <ToolMenu
        label="Line height"
        glyph={<i className="fa-solid fa-arrows-up-down" aria-hidden="true" />}
        options={LINE_HEIGHT_OPTIONS}
        value={block['line-height']}
        onChoose={(value) => controller.setBlock('line-height', value)}
        {...menuProps('lineHeight')}
      />
      <span className="pw-sep" />
      <ToolButton label="Settings" onClick={() => controller.openSettings()}>
        <i className="fa-solid fa-gear" aria-hidden="true" />
      </ToolButton>
    </div>
  );
}

/** ArrowLeft/ArrowRight move between the toolbar's own buttons (not inside an open list). */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>, toolbar: HTMLElement | null): void {
  const tools = toolbar
    ? [...toolbar.querySelectorAll<HTMLButtonElement>('[data-pw-tool]')].filter((tool) => !tool.disabled)
    : [];
  const index = tools.indexOf(event.target as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowRight' ? index + 1 : index - 1;
  tools[(next + tools.length) % tools.length]?.focus();
}
