// @vitest-environment happy-dom
/**
 * The inspector's frame: named `{Kind} settings` per kind (CONTRACT), no panel for kinds without
 * one, the panel loaded on first use, no keyboard focus taken on opening, Close, and Escape:
 * inside a field it stays the field's (not even the builder's key handler hears it), elsewhere in
 * the panel it closes.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementKind } from '../../../../src/app/builder/canvas/selection.ts';
import Inspector from '../../../../src/app/builder/inspector/Inspector.tsx';
import { hasPanel, panelName } from '../../../../src/app/builder/inspector/panel-registry.ts';
import type { InspectorProps } from '../../../../src/app/builder/inspector/types.ts';
import { docOf, nodeAt, renderPanel, renderStorePanel, select, storeWith } from '../panel-harness.tsx';

afterEach(cleanup);

/** A panel in its frame, as the builder draws it: new handlers at every render. */
const Framed = (props: InspectorProps) => (
  <Inspector {...props} onClose={() => {}} onSelectSection={() => {}} />
);

/** How often the frame's Close button was drawn (the UI kit's own, counted). */
const closeRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@chakra-ui/react', async (importActual) => {
  const actual = await importActual<typeof import('@chakra-ui/react')>();
  return {
    ...actual,
    CloseButton: (props: Parameters<typeof actual.CloseButton>[0]) => {
      closeRenders.count++;
      return <actual.CloseButton {...props} />;
    },
  };
});

/** A panel's module loads on first use; on a busy machine the first import takes a while. */
const LOAD = { timeout: 5000 };

async function renderInspector(
  html: string,
  tag: string,
  kind: ElementKind,
  onClose = vi.fn(),
  onSelectParent?: () => void,
) {
  const store = storeWith(html);
  const selection = select(store, tag);
  const view = await renderPanel(
    <Inspector
      doc={docOf(store)}
      selection={selection}
      node={nodeAt(store, selection)}
      kind={kind}
      run={(command) => store.run(command)}
      projectId="pr1"
      pageId="p1"
      isDev={false}
      pickLink={vi.fn(async () => null)}
      pickImage={vi.fn(async () => null)}
      onClose={onClose}
      {...(onSelectParent && { onSelectParent })}
    />,
  );
  return { ...view, onClose };
}

describe('panel registry', () => {
  it('names each kind’s panel; kinds without a panel open none', () => {
    expect(panelName('heading')).toBe('Text settings');
    expect(panelName('text')).toBe('Text settings');
    expect(panelName('button')).toBe('Button settings');
    expect(panelName('link')).toBe('Link settings');
    expect(panelName('image')).toBe('Image settings');
    expect(panelName('form')).toBe('Form settings');
    expect(panelName('input')).toBe('Form settings');
    expect(panelName('row')).toBe('Row settings');
    expect(panelName('column')).toBe('Row settings');
    expect(panelName('slider')).toBe('Slider settings');
    expect(hasPanel('video')).toBe(false);
  });

  it('opens Box settings for developer-mode users only (spec §6)', () => {
    expect(hasPanel('box')).toBe(false);
    expect(hasPanel('box', false)).toBe(false);
    expect(hasPanel('box', true)).toBe(true);
    expect(panelName('box')).toBe('Box settings');
    expect(hasPanel('slider', false)).toBe(true);
  });
});

describe('Inspector', () => {
  it.each([
    ['<h2>Hi</h2>', 'h2', 'heading', 'Text settings', 'Font size'],
    ['<p>Hi</p>', 'p', 'text', 'Text settings', 'Letter spacing'],
    ['<a class="btn btn-primary" href="#">Go</a>', 'a', 'button', 'Button settings', 'Label'],
    ['<p><a href="#">Go</a></p>', 'a', 'link', 'Link settings', 'Open in new tab'],
    ['<img src="a.png" alt="A">', 'img', 'image', 'Image settings', 'Alt text'],
    ['<section><h2>Hi</h2></section>', 'section', 'section', 'Section settings', 'Spacing top'],
  ] as const)('%s (%s, %s) opens %s', async (html, tag, kind, name, field) => {
    await renderInspector(html, tag, kind);
    const panel = screen.getByRole('complementary', { name });
    expect(await screen.findByLabelText(field, {}, LOAD)).toBeTruthy();
    expect(panel.contains(screen.getByLabelText(field))).toBe(true);
  });

  it('an edit redraws the panel, not the title line above it', async () => {
    const store = storeWith('<a class="btn btn-primary" href="#">Go</a>');
    await renderStorePanel(Framed, store, select(store, 'a'), { kind: 'button' });
    const label = (await screen.findByLabelText('Label', {}, LOAD)) as HTMLInputElement;
    const drawn = closeRenders.count;
    fireEvent.change(label, { target: { value: 'Book now' } });
    expect(JSON.stringify(docOf(store).sections[0]!.nodes)).toContain('Book now');
    expect(screen.getByRole('button', { name: 'Section settings' })).toBeTruthy();
    expect(closeRenders.count).toBe(drawn);
  });

  it("offers the element's section settings when given the way there", async () => {
    const onSelectSection = vi.fn();
    const store = storeWith('<section><h2>Hi</h2></section>');
    const selection = select(store, 'h2');
    await renderPanel(
      <Inspector
        doc={docOf(store)}
        selection={selection}
        node={nodeAt(store, selection)}
        kind="heading"
        run={(command) => store.run(command)}
        projectId="pr1"
        pageId="p1"
        isDev={false}
        pickLink={vi.fn(async () => null)}
        pickImage={vi.fn(async () => null)}
        onClose={vi.fn()}
        onSelectSection={onSelectSection}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Section settings' }));
    expect(onSelectSection).toHaveBeenCalledTimes(1);
  });

  it('offers the element around this one when there is one', async () => {
    const onSelectParent = vi.fn();
    await renderInspector('<ul><li>Hi</li></ul>', 'li', 'text', vi.fn(), onSelectParent);
    fireEvent.click(screen.getByRole('button', { name: 'Select parent' }));
    expect(onSelectParent).toHaveBeenCalledTimes(1);
    cleanup();
    await renderInspector('<h2>Hi</h2>', 'h2', 'heading');
    expect(screen.queryByRole('button', { name: 'Select parent' })).toBeNull();
  });

  it('renders nothing for a kind without a panel', async () => {
    const { container } = await renderInspector('<video src="a.mp4"></video>', 'video', 'video');
    expect(container.innerHTML).toBe('');
  });

  it('does not take the keyboard focus when it opens', async () => {
    const canvasStandIn = document.createElement('button');
    document.body.append(canvasStandIn);
    canvasStandIn.focus();
    await renderInspector('<h2>Hi</h2>', 'h2', 'heading');
    await screen.findByLabelText('Font size', {}, LOAD);
    expect(document.activeElement).toBe(canvasStandIn);
    canvasStandIn.remove();
  });

  it('Close and Escape on the panel close it; Escape and Delete in a field stay the field’s', async () => {
    const { onClose } = await renderInspector('<h2>Hi</h2>', 'h2', 'heading');
    const builderKeys = vi.fn();
    window.addEventListener('keydown', builderKeys);
    const field = await screen.findByLabelText('Letter spacing', {}, LOAD);
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.keyDown(field, { key: 'Delete' });
    expect(onClose).not.toHaveBeenCalled();
    expect(builderKeys).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('complementary', { name: 'Text settings' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    window.removeEventListener('keydown', builderKeys);
  });
});
