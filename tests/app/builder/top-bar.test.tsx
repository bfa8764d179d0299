// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ComponentProps, forwardRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorStore } from '../../../src/app/builder/editor-store.ts';
import { TopBar, type TopBarProps } from '../../../src/app/builder/TopBar.tsx';
import { TopBarShell } from '../../../src/app/builder/TopBarShell.tsx';
import { HERO } from '../../support/fixtures.ts';
import { editorStoreWith, renderPanel } from './panel-harness.tsx';

// Every render of a top-bar button, by its label: which buttons an edit re-renders.
const buttonRenders: string[] = [];
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof import('@chakra-ui/react')>();
  const label = (children: ReactNode): string =>
    typeof children === 'string' ? children : Array.isArray(children) ? children.map(label).join('') : '';
  const Button = forwardRef<HTMLButtonElement, ComponentProps<typeof chakra.Button>>(
    function CountedButton(props, ref) {
      buttonRenders.push(label(props.children));
      return <chakra.Button ref={ref} {...props} />;
    },
  );
  return { ...chakra, Button };
});

const editorStore = () => editorStoreWith([], 3);

const noop = () => {};
function props(store: EditorStore): TopBarProps {
  return {
    title: 'Home',
    store,
    saving: false,
    online: true,
    zipProgress: null,
    device: 'desktop',
    onBack: noop,
    onUndo: () => void store.undo(),
    onRedo: () => void store.redo(),
    onSave: noop,
    onPublish: noop,
    onPreview: noop,
    onDevice: noop,
    onDownloadZip: noop,
    onSendTrace: noop,
    onExportTrace: noop,
  };
}

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('TopBar', () => {
  it('follows the store: Undo, Redo and the draft status change after each edit', async () => {
    const store = editorStore();
    await renderPanel(<TopBar {...props(store)} />);
    expect(button('Undo').disabled).toBe(true);
    expect(button('Redo').disabled).toBe(true);
    expect(screen.getByText('Saved')).toBeTruthy();

    act(() => void store.run({ kind: 'section.add', section: HERO }));
    await waitFor(() => expect(button('Undo').disabled).toBe(false));
    expect(button('Redo').disabled).toBe(true);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    act(() => button('Undo').click());
    await waitFor(() => expect(button('Redo').disabled).toBe(false));
    expect(button('Undo').disabled).toBe(true);
  });

  it('re-renders only Undo and Redo when an edit changes what they show', async () => {
    const store = editorStore();
    await renderPanel(<TopBar {...props(store)} />);
    act(() => void store.run({ kind: 'section.add', section: HERO }));
    await waitFor(() => expect(button('Undo').disabled).toBe(false));

    buttonRenders.length = 0;
    act(() => void store.undo());
    await waitFor(() => expect(button('Redo').disabled).toBe(false));
    expect(buttonRenders.length).toBeGreaterThan(0);
    expect(new Set(buttonRenders)).toEqual(new Set(['Undo', 'Redo']));
  });
});

describe('TopBar items (issue 20 §4)', () => {
  it('shows every action as an icon and a short label, keeping the contract names', async () => {
    await renderPanel(<TopBar {...props(editorStore())} onSaveAndExit={noop} />);
    const visible: Record<string, string> = {
      Undo: 'Undo',
      Redo: 'Redo',
      'Mobile view': 'Mobile',
      'Tablet view': 'Tablet',
      'Download zip': 'Zip',
      More: 'More',
      Preview: 'Preview',
      Publish: 'Publish',
      Save: 'Save',
      'Save and exit': 'Save and exit',
    };
    for (const [name, label] of Object.entries(visible)) {
      const found = button(name);
      expect(found.textContent).toBe(label);
      expect(found.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(found.title).not.toBe('');
    }
    // The trace actions left the bar for the More menu.
    expect(screen.queryByRole('button', { name: 'Export trace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send trace to support' })).toBeNull();
  });

  it('keeps Export trace and Send trace to support in a More menu, by mouse and by keyboard', async () => {
    const onExportTrace = vi.fn();
    const onSendTrace = vi.fn();
    await renderPanel(
      <TopBar {...props(editorStore())} onExportTrace={onExportTrace} onSendTrace={onSendTrace} />,
    );
    const more = button('More');
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    act(() => more.click());
    const menu = screen.getByRole('menu', { name: 'More' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Export trace', 'Send trace to support']);
    expect(document.activeElement).toBe(items[0]);
    act(() => within(menu).getByRole('menuitem', { name: 'Export trace' }).click());
    expect(onExportTrace).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);

    fireEvent.keyDown(more, { key: 'ArrowDown' });
    const reopened = screen.getByRole('menu', { name: 'More' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Send trace to support');
    fireEvent.keyDown(reopened, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
    expect(onSendTrace).not.toHaveBeenCalled();
  });

  it('shows the whole page title in its tooltip, however it is cut short', async () => {
    const title = 'Acme Bakery · A very long landing page title for the spring campaign of this year';
    await renderPanel(<TopBar {...props(editorStore())} title={title} />);
    expect(screen.getByTitle(title).textContent).toBe(title);
  });

  it('offers Save and exit when the builder gives it the action', async () => {
    const onSaveAndExit = vi.fn();
    await renderPanel(<TopBar {...props(editorStore())} onSaveAndExit={onSaveAndExit} />);
    act(() => button('Save and exit').click());
    expect(onSaveAndExit).toHaveBeenCalledTimes(1);
    cleanup();
    await renderPanel(<TopBar {...props(editorStore())} />);
    expect(screen.queryByRole('button', { name: 'Save and exit' })).toBeNull();
  });
});

describe('TopBarShell', () => {
  it('stands in with the title and no buttons while the canvas paints, marked busy', async () => {
    buttonRenders.length = 0;
    await renderPanel(<TopBarShell title="Acme · Home" />);
    const header = screen.getByRole('banner');
    expect(header.textContent).toBe('Acme · Home');
    expect(header.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(buttonRenders).toEqual([]);
  });

  it('is as high as the bar it stands in for, so the canvas below does not move when the bar arrives', async () => {
    const view = await renderPanel(<TopBar {...props(editorStore())} />);
    const barHeight = getComputedStyle(screen.getByRole('banner')).height;
    expect(barHeight).toBe('64px');
    view.unmount();
    await renderPanel(<TopBarShell title="Acme · Home" />);
    const shell = screen.getByRole('banner');
    expect(getComputedStyle(shell).height).toBe(barHeight);
    const css = readFileSync(join(process.cwd(), 'src/app/builder/top-bar-shell.css'), 'utf8');
    expect(/\.pw-top-bar-shell \{([^}]*)\}/.exec(css)?.[1]).toMatch(/flex-shrink: 0;/);
  });
});
