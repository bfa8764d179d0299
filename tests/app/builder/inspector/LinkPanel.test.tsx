// @vitest-environment happy-dom
/** The Link panel: url, `Open in new tab` and event id, each change one element.setLink (spec §5). */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LinkPanel from '../../../../src/app/builder/inspector/LinkPanel.tsx';
import { renderStorePanel, sectionHtml, select, storeWith } from '../panel-harness.tsx';

afterEach(cleanup);

describe('LinkPanel', () => {
  it('sets url, target and the book-a-call event id', async () => {
    const store = storeWith('<p>Read <a href="#">more</a></p>');
    await renderStorePanel(LinkPanel, store, select(store, 'a'), { kind: 'link' });
    const link = screen.getByLabelText('Link');
    fireEvent.focus(link);
    fireEvent.change(link, { target: { value: 'contact.html' } });
    fireEvent.blur(link);
    fireEvent.click(screen.getByLabelText('Open in new tab'));
    const event = screen.getByLabelText('Event id');
    fireEvent.change(event, { target: { value: 'intro-call' } });
    expect(sectionHtml(store)).toBe(
      '<p>Read <a href="contact.html" target="_blank" rel="noopener noreferrer" class="book-a-call" data-event-id="intro-call">more</a></p>',
    );
    fireEvent.change(event, { target: { value: '' } });
    expect(sectionHtml(store)).toBe(
      '<p>Read <a href="contact.html" target="_blank" rel="noopener noreferrer">more</a></p>',
    );
  });
});
