// @vitest-environment happy-dom
/**
 * The replay screen on a fake server: staff open a ticket's trace, the log lists its commands, and
 * stepping back and forth (buttons and the list) shows in the canvas exactly the sections the
 * projection renders for that step's document. Developers load a trace file; a broken file says why;
 * everyone else gets a clear message; a trace the server refuses shows its message.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../src/api/customer.ts';
import { resolveAssets } from '../../src/app/builder/canvas/resolve-assets.ts';
import { toaster } from '../../src/app/shell/toaster.tsx';
import { replayUntil } from '../../src/commands/editor.ts';
import type { Trace } from '../../src/commands/trace.ts';
import type { PageDocument } from '../../src/domain/document.ts';
import { themeCss } from '../../src/projections/root-css.ts';
import { SectionHtmlCache } from '../../src/projections/section-html.ts';
import { fail, ok, renderApp, SESSION } from './render-app.tsx';
import { recordedTrace } from './replay-fixtures.ts';

afterEach(() => {
  cleanup();
  toaster.remove();
});

const TICKET = '66666666-6666-4666-8666-666666666666';
const ATTACHMENT = '77777777-7777-4777-8777-777777777777';
const HOSTED = 'http://sites.test';
const ASSET_BASE = `${HOSTED}/pr1/`;

function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    first_name: 'Sam',
    last_name: 'Support',
    email: 'sam@example.com',
    userType: 'default',
    is_dev: false,
    role: 'staff',
    ...overrides,
  };
}

function handlers(trace: unknown, who: Customer = customer()) {
  return {
    'GET /api/customer/detail_customer_by_token': () => ok({ customer: who }),
    'GET /api/app_setting/config': () => ok({ hosted_base: HOSTED }),
    [`GET /api/support_ticket/trace/${TICKET}/${ATTACHMENT}`]: () =>
      ok({
        ticket: { _id: TICKET, subject: 'The hero looks wrong' },
        attachment: {
          _id: ATTACHMENT,
          kind: 'trace',
          url: '',
          name: 'home.trace.json',
          mime: 'application/json',
          size: 1,
        },
        trace,
      }),
  };
}

function canvasRoot(): Element {
  const frame = screen.getByTitle('Replayed page') as HTMLIFrameElement;
  const root = frame.contentDocument?.getElementById('pw-page');
  if (!root) throw new Error('the canvas has not loaded');
  return root;
}

/** What the canvas must hold for a document: each section's canvas html, with assets resolved. */
function expectedSections(doc: PageDocument): string[] {
  const cache = new SectionHtmlCache();
  const template = canvasRoot().ownerDocument.createElement('template');
  return doc.sections.map((section) => {
    template.innerHTML = cache.html(section, 'canvas');
    const element = template.content.firstElementChild!;
    resolveAssets(element, ASSET_BASE);
    return element.outerHTML;
  });
}

async function expectCanvasAt(trace: Trace, step: number) {
  const doc = replayUntil(trace.base, trace.entries, step).state.doc;
  await waitFor(() => {
    expect(Array.from(canvasRoot().children, (child) => child.outerHTML)).toEqual(expectedSections(doc));
  });
  // The theme's custom properties and its rules, in their two sheets: together, the saved theme css.
  const head = canvasRoot().ownerDocument;
  expect(
    `${head.getElementById('pw-theme-vars')?.textContent}${head.getElementById('pw-theme')?.textContent}`,
  ).toBe(themeCss(doc));
}

const stepText = (step: number, last: number) => `Step ${step} of ${last}`;

describe('the replay screen', () => {
  it('staff open a ticket’s trace and step through it', async () => {
    const trace = recordedTrace();
    const last = 7; // three adds (one entry), the palette, the move, the edit, its undo
    await renderApp(
      `/replay?ticket=${TICKET}&attachment=${ATTACHMENT}`,
      handlers(JSON.parse(JSON.stringify(trace))),
    );

    await screen.findByRole('heading', { level: 1, name: 'Replay · Home' });
    expect(screen.getByText('home.trace.json · The hero looks wrong')).toBeTruthy();
    expect(screen.getByText(stepText(last, last))).toBeTruthy();

    // The log lists every entry by its command, and the events under each.
    const log = screen.getByRole('list', { name: 'Log entries' });
    expect(within(log).getByRole('button', { name: /^1\. section\.add/ })).toBeTruthy();
    expect(within(log).getByRole('button', { name: /^3\. section\.move/ })).toBeTruthy();
    expect(within(log).getByRole('button', { name: /^5\. Undo/ })).toBeTruthy();
    const firstEvents = within(log).getByRole('list', { name: 'Events of entry 1' });
    expect(
      within(firstEvents)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['section.added · Hero at 1', 'section.added · Gallery at 2', 'section.added · Features at 3']);
    await expectCanvasAt(trace, last);

    // Back one step: before the undo, the edited heading shows.
    fireEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByText(stepText(last - 1, last))).toBeTruthy();
    await expectCanvasAt(trace, last - 1);
    expect(canvasRoot().querySelector('h1')?.textContent).toBe('x');

    // Into the middle of the first entry: two sections.
    fireEvent.click(within(firstEvents).getByRole('button', { name: 'section.added · Gallery at 2' }));
    expect(screen.getByText(stepText(2, last))).toBeTruthy();
    await expectCanvasAt(trace, 2);
    expect(canvasRoot().querySelectorAll('[data-section-id]')).toHaveLength(2);

    // The base document: an empty page.
    fireEvent.click(screen.getByRole('button', { name: 'First step' }));
    await expectCanvasAt(trace, 0);
    expect(canvasRoot().children).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Previous step' }) as HTMLButtonElement).disabled).toBe(true);

    // Forward step by step (the slider's keys are driven in the browser test, e2e/replay.spec.ts).
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.getByText(stepText(3, last))).toBeTruthy());
    await expectCanvasAt(trace, 3);
    expect(log.querySelector('[aria-current="step"]')?.textContent).toMatch(/^1\. section\.add/);

    // An entry in the list jumps to its end.
    fireEvent.click(within(log).getByRole('button', { name: /^3\. section\.move/ }));
    await expectCanvasAt(trace, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await expectCanvasAt(trace, 6);
  });

  it('a developer loads a trace file; a file that is no trace says why', async () => {
    const trace = recordedTrace();
    await renderApp('/replay', handlers(null, customer({ role: 'user', is_dev: true })));
    await screen.findByRole('heading', { name: 'Replay a trace' });
    const input = screen.getByLabelText('Trace file') as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(['{"format":"nope"}'], 'notes.json')] } });
    expect(await screen.findByText('Could not replay notes.json')).toBeTruthy();
    expect(screen.getByText('This is not a Pagewright trace (format nope).')).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File([JSON.stringify(trace)], 'home.trace.json')] } });
    await screen.findByRole('heading', { level: 1, name: 'Replay · Home' });
    // Seven events: three adds, the palette, the move, the edit, its undo.
    expect(screen.getByText(stepText(7, 7))).toBeTruthy();
    await expectCanvasAt(trace, 7);
  });

  it('tells other customers it is for staff and developers', async () => {
    await renderApp('/replay', handlers(null, customer({ role: 'user', is_dev: false })), {
      session: { ...SESSION, customer: { ...SESSION.customer, is_dev: false } },
    });
    expect(
      await screen.findByRole('heading', { name: 'The replay screen is for staff and developers' }),
    ).toBeTruthy();
    expect(screen.queryByTitle('Replayed page')).toBeNull();
  });

  it('shows the server’s message when the trace cannot be read', async () => {
    await renderApp(`/replay?ticket=${TICKET}&attachment=${ATTACHMENT}`, {
      ...handlers(null),
      [`GET /api/support_ticket/trace/${TICKET}/${ATTACHMENT}`]: () => fail(404, 'Ticket not found'),
    });
    expect(await screen.findByRole('heading', { name: 'This trace did not load' })).toBeTruthy();
    expect(screen.getAllByText('Ticket not found').length).toBeGreaterThan(0);
  });
});
