// @vitest-environment happy-dom
/**
 * The Section settings panel on a real store (issue 23 "Section settings"): each field is one
 * `section.setSettings` (or `section.setAnchor`) and the section's saved html follows; refused values
 * show a message beside the field; which element opens the panel (section-root.ts).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SectionPanel from '../../../../../src/app/builder/inspector/section/SectionPanel.tsx';
import {
  ANIMATION_OPTIONS,
  IMAGE_POSITION_OPTIONS,
  visibilityPatch,
} from '../../../../../src/app/builder/inspector/section/section-fields.ts';
import {
  inspectedKind,
  sectionRootSelection,
} from '../../../../../src/app/builder/inspector/section/section-root.ts';
import { renderSection } from '../../../../../src/projections/section-html.ts';
import {
  docOf,
  editorStoreWith,
  findNode,
  nodeAt,
  renderStorePanel,
  section,
  storeWith,
} from '../../panel-harness.tsx';

afterEach(cleanup);

/** How often each group of the panel was drawn, by title. */
const groupRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../../../../src/app/builder/inspector/section/SectionGroup.tsx', async (importActual) => {
  const actual =
    await importActual<typeof import('../../../../../src/app/builder/inspector/section/SectionGroup.tsx')>();
  return {
    SectionGroup: (props: Parameters<typeof actual.SectionGroup>[0]) => {
      groupRenders.set(props.title, (groupRenders.get(props.title) ?? 0) + 1);
      return actual.SectionGroup(props);
    },
  };
});

const HTML = '<section class="py-5"><div class="container"><h2>Hi</h2></div></section>';

async function renderPanel(pickImage?: () => Promise<string | null>, stepMs = 1000) {
  const store = editorStoreWith([section(HTML)], 7, stepMs);
  const selection = sectionRootSelection(docOf(store), docOf(store).sections[0]!.section_id)!;
  const view = await renderStorePanel(SectionPanel, store, selection, {
    kind: 'section',
    ...(pickImage && { pickImage }),
  });
  return { store, ...view };
}

/** The section's saved wrapper tag. */
const wrapper = (store: ReturnType<typeof editorStoreWith>) => {
  const html = renderSection(docOf(store).sections[0]!, 'clean');
  return html.slice(0, html.indexOf('>') + 1);
};

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('which element opens Section settings', () => {
  it("the section's first top-level box is the section; anything else keeps its own kind", () => {
    const store = storeWith(HTML);
    const first = docOf(store).sections[0]!;
    const root = sectionRootSelection(docOf(store), first.section_id)!;
    expect(inspectedKind(first, nodeAt(store, root))).toBe('section');
    expect(inspectedKind(first, findNode(store, 'div'))).toBe('box');
    expect(inspectedKind(first, findNode(store, 'h2'))).toBe('heading');
  });

  it('a section that starts with a row has no section root', () => {
    const store = storeWith('<div class="row"><div class="col">x</div></div>');
    expect(sectionRootSelection(docOf(store), docOf(store).sections[0]!.section_id)).toBeNull();
  });
});

describe('SectionPanel', () => {
  it('full width, hide on mobile, then on desktop too (hidden everywhere)', async () => {
    const { store } = await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Full width' }));
    fireEvent.click(screen.getByLabelText('Hide on mobile'));
    expect(wrapper(store)).toContain('data-width="full" data-hide-on="mobile"');
    fireEvent.click(screen.getByLabelText('Hide on desktop'));
    expect(wrapper(store)).toContain('data-width="full" hidden>');
    expect(visibilityPatch(false, true)).toEqual({ hidden: false, hideOn: 'desktop' });
  });

  it('sets the anchor on the section and refuses one that is not an anchor', async () => {
    const { store } = await renderPanel();
    type('Anchor id', 'pricing');
    expect(renderSection(docOf(store).sections[0]!, 'clean')).toContain(
      '<section class="py-5" id="pricing">',
    );
    type('Anchor id', '9lives');
    expect(screen.getByRole('alert').textContent).toMatch(/starts with a letter/);
  });

  it('spacing top 40 and bottom 0 as padding; 81 is refused beside the field', async () => {
    const { store } = await renderPanel();
    type('Spacing top', '40');
    type('Spacing bottom', '0');
    expect(wrapper(store)).toContain('style="padding-top: 40px; padding-bottom: 0px;"');
    type('Spacing top', '81');
    expect(screen.getByRole('alert').textContent).toBe('Spacing is a whole number of pixels from 0 to 80.');
  });

  it('a change redraws only the group that shows it, and an error only where it shows', async () => {
    await renderPanel();
    const drawn = () => Object.fromEntries(groupRenders);
    groupRenders.clear();
    type('Spacing top', '40');
    expect(drawn()).toEqual({ Spacing: 1 });
    groupRenders.clear();
    type('Background colour', '#123456');
    expect(drawn()).toEqual({ Background: 1 });
    // A refusal redraws every group once (the messages are one object), and the message shows.
    groupRenders.clear();
    type('Spacing top', '81');
    expect(drawn().Spacing).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('Spacing is a whole number of pixels from 0 to 80.');
  });

  it('a slider drag (moves 100 ms apart) is one undo entry', async () => {
    const { store } = await renderPanel(undefined, 100);
    const slider = screen.getByLabelText('Spacing top slider');
    for (const value of ['8', '16', '24', '32']) fireEvent.change(slider, { target: { value } });
    expect(wrapper(store)).toContain('padding-top: 32px;');
    store.undo();
    expect(wrapper(store)).not.toContain('style=');
  });

  it('background colour; an image from the gallery at bottom right with contain', async () => {
    const { store } = await renderPanel(async () => 'media/bg.jpg');
    type('Background colour', '#112233');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose image…' })));
    fireEvent.click(screen.getByRole('button', { name: 'Bottom right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Contain' }));
    fireEvent.change(screen.getByLabelText('Image repeat'), { target: { value: 'repeat-x' } });
    expect(wrapper(store)).toContain(
      'style="background-color: #112233; background-image: url(&quot;media/bg.jpg&quot;); background-size: contain; ' +
        'background-repeat: repeat-x; background-position: right bottom;"',
    );
    expect(IMAGE_POSITION_OPTIONS.map((o) => o.label)).toEqual([
      'Top left',
      'Top center',
      'Top right',
      'Center left',
      'Center',
      'Center right',
      'Bottom left',
      'Bottom center',
      'Bottom right',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(wrapper(store)).toContain('style="background-color: #112233;"');
  });

  it('a YouTube video with options and an overlay at 60 %; a wrong address is refused', async () => {
    const { store } = await renderPanel();
    type('Video address', 'https://example.com/watch?v=1');
    expect(screen.getByRole('alert').textContent).toBe('This is not a YouTube video address.');
    type('Video address', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    fireEvent.click(screen.getByLabelText('Loop'));
    type('Overlay colour', '#000000');
    type('Overlay opacity', '60');
    const html = renderSection(docOf(store).sections[0]!, 'clean');
    expect(html).toContain(
      'data-video-source="youtube" data-video-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" ' +
        'data-video-overlay="#000000" data-video-overlay-opacity="60" data-video-loop="false"',
    );
    expect(html).toContain('style="background-color: #000000; opacity: 0.6;"');
    fireEvent.click(screen.getByRole('button', { name: 'Remove video' }));
    expect(wrapper(store)).not.toContain('data-video');
  });

  it('a Vimeo address pasted while YouTube is chosen is a Vimeo video', async () => {
    const { store } = await renderPanel();
    type('Video address', 'https://vimeo.com/76979871');
    expect(wrapper(store)).toContain('data-video-source="vimeo" data-video-url="https://vimeo.com/76979871"');
    expect(screen.getByRole('button', { name: 'Vimeo' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('an uploaded video chosen from the gallery', async () => {
    const { store } = await renderPanel(async () => 'media/clip.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose from gallery…' })));
    expect(renderSection(docOf(store).sections[0]!, 'clean')).toContain(
      '<video src="media/clip.mp4" autoplay muted loop playsinline></video>',
    );
  });

  it('an entrance animation from the Animate.css list, and None takes it off', async () => {
    const { store } = await renderPanel();
    expect(ANIMATION_OPTIONS.find((o) => o.value === 'fadeInUp')?.label).toBe('Fade in up');
    fireEvent.change(screen.getByLabelText('Entrance animation'), { target: { value: 'fadeInUp' } });
    expect(wrapper(store)).toContain('data-pw-animate="animate__fadeInUp"');
    fireEvent.change(screen.getByLabelText('Entrance animation'), { target: { value: '' } });
    expect(wrapper(store)).not.toContain('data-pw-animate');
  });
});
