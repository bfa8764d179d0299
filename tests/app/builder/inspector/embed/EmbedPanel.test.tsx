// @vitest-environment happy-dom
/**
 * The Embed settings panel on a real editor store with the Elements palette's I-Frame block
 * (issue 20 §2 I-Frame): a YouTube watch address becomes the embed address, sized 16:9, and is
 * shown; `javascript:` and `ftp:` are refused with the message beside the URL field and the
 * document unchanged.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EmbedPanel from '../../../../../src/app/builder/inspector/embed/EmbedPanel.tsx';
import { embedCommand, embedValues } from '../../../../../src/app/builder/inspector/embed/embed-values.ts';
import { EMBED_URL_MESSAGE } from '../../../../../src/domain/embed-url.ts';
import type { ElementNode } from '../../../../../src/domain/html-tree.ts';
import {
  byTag,
  editorStoreWith,
  renderStorePanel,
  section,
  sectionHtml,
  select,
} from '../../panel-harness.tsx';

afterEach(cleanup);

const FRAME =
  '<div class="ratio ratio-16x9"><iframe src="about:blank" title="Embedded content" loading="lazy"></iframe></div>';

async function setup() {
  const store = editorStoreWith([section(FRAME)], 9, 100);
  const view = await renderStorePanel(EmbedPanel, store, select(store, byTag('iframe')));
  return { store, ...view };
}

function apply(url: string) {
  fireEvent.change(screen.getByLabelText('URL'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('embed-values', () => {
  const frame = (style?: string): ElementNode => ({
    kind: 'element',
    id: 'f1',
    tag: 'iframe',
    attrs: [['src', 'https://player.vimeo.com/video/1'], ...(style ? ([['style', style]] as const) : [])],
    children: [],
  });

  it('reads the address and whether the frame is sized as a video', () => {
    expect(embedValues(frame())).toEqual({ src: 'https://player.vimeo.com/video/1', video: false });
    expect(embedValues(frame('width: 100%; aspect-ratio: 16 / 9;')).video).toBe(true);
  });

  it('maps the typed address to element.setEmbed', () => {
    expect(embedCommand({ sectionId: 's', elementId: 'f1' }, '  https://vimeo.com/123456 ')).toEqual({
      kind: 'element.setEmbed',
      sectionId: 's',
      elementId: 'f1',
      url: 'https://vimeo.com/123456',
    });
  });
});

describe('EmbedPanel', () => {
  it('turns a YouTube watch address into its embed address and shows it', async () => {
    const { store } = await setup();
    expect(screen.getByText('Nothing embedded yet.')).toBeTruthy();
    apply('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(sectionHtml(store)).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(sectionHtml(store)).toContain('aspect-ratio: 16 / 9;');
    expect(screen.getByTestId('embed-address').textContent).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(screen.getByText('Shown as a video: full width at 16:9.')).toBeTruthy();
  });

  it('applies on Enter too', async () => {
    const { store } = await setup();
    const field = screen.getByLabelText('URL');
    fireEvent.change(field, { target: { value: 'https://vimeo.com/76979871' } });
    fireEvent.submit(field.closest('form')!);
    expect(sectionHtml(store)).toContain('src="https://player.vimeo.com/video/76979871"');
  });

  it.each(['javascript:alert(1)', 'ftp://files.example.com/video.mp4'])(
    'refuses %s beside the field and leaves the document unchanged',
    async (url) => {
      const { store } = await setup();
      const before = sectionHtml(store);
      apply(url);
      expect(screen.getByRole('alert').textContent).toBe(EMBED_URL_MESSAGE);
      expect(sectionHtml(store)).toBe(before);
      // Typing again clears the message.
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://' } });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
