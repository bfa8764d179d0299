// @vitest-environment happy-dom
/**
 * The Elements drawer: every palette block is listed and draggable (carrying its name), and from
 * the keyboard a block is inserted after the canvas selection as one `element.insert`, measured
 * in columns like a drop there; without a selection the insert buttons are disabled.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElementsPanel } from '../../../src/app/builder/ElementsPanel.tsx';
import { BLOCKS, findBlock } from '../../../src/app/builder/elements/blocks.ts';
import { BLOCK_DRAG_TYPE } from '../../../src/app/builder/elements/drag-data.ts';
import { toaster } from '../../../src/app/shell/toaster.tsx';
import { renderPanel } from './panel-harness.tsx';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const items = () => within(screen.getByRole('list', { name: 'Blocks' })).getAllByRole('listitem');

describe('ElementsPanel', () => {
  it('lists the palette; optional blocks only when asked', async () => {
    await renderPanel(<ElementsPanel run={vi.fn()} selection={null} />);
    expect(items().map((item) => item.textContent?.replace('Insert', ''))).toEqual(BLOCKS.map((b) => b.name));
    cleanup();
    await renderPanel(
      <ElementsPanel run={vi.fn()} selection={null} palette={{ payment: true, calendar: true }} />,
    );
    expect(items()[5]!.textContent).toContain('Payment Button');
    expect(items().at(-1)!.textContent).toContain('Calender Button');
  });

  it('drags a block by name', async () => {
    await renderPanel(<ElementsPanel run={vi.fn()} selection={null} />);
    const data = new Map<string, string>();
    fireEvent.dragStart(items()[1]!, {
      dataTransfer: { setData: (type: string, value: string) => data.set(type, value), effectAllowed: '' },
    });
    expect(data.get(BLOCK_DRAG_TYPE)).toBe('Heading');
  });

  it('cannot insert from the keyboard without a selection', async () => {
    const run = vi.fn();
    await renderPanel(<ElementsPanel run={run} selection={null} />);
    const button = screen.getByRole('button', { name: 'Insert Heading after selection' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/select an element in the page first/)).toBeTruthy();
    fireEvent.click(button);
    expect(run).not.toHaveBeenCalled();
    expect(await screen.findByText('Select an element in the page first')).toBeTruthy();
  });

  it('inserts after the selected element, with the columns of the place it lands in', async () => {
    const run = vi.fn();
    const canvas = document.implementation.createHTMLDocument('canvas');
    canvas.body.innerHTML =
      '<div data-section-id="S1"><div data-pw-id="c1"><p data-pw-id="t1">Hi</p></div></div>';
    const widths: Record<string, number> = { S1: 1000, c1: 500, t1: 480 };
    for (const element of canvas.querySelectorAll('div, p')) {
      const key = element.getAttribute('data-pw-id') ?? element.getAttribute('data-section-id') ?? '';
      element.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 0, y: 0, width: widths[key] ?? 0, height: 20 });
    }
    await renderPanel(
      <ElementsPanel run={run} selection={{ sectionId: 'S1', elementId: 't1' }} canvasDocument={canvas} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Insert Button after selection' }));
    // The paragraph's parent is half the section: 50 % → floor(50 / 8) = 6 columns.
    expect(run).toHaveBeenCalledExactlyOnceWith({
      kind: 'element.insert',
      sectionId: 'S1',
      targetId: 't1',
      position: 'after',
      html: findBlock('Button')!.html,
      columns: 6,
    });
  });

  it('inserts without columns when the canvas cannot be measured', async () => {
    const run = vi.fn();
    await renderPanel(<ElementsPanel run={run} selection={{ sectionId: 'S1', elementId: 't1' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Insert Text after selection' }));
    expect(run.mock.calls[0]![0]).not.toHaveProperty('columns');
  });
});
