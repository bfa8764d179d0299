/**
 * Section settings → html, css and js (issue 23 "Section settings"): every setting the panel edits
 * and the markup it becomes in the canvas and in a save, the page script that plays entrance
 * animations, and save → load → save coming back byte-identical with all of them set.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SECTION_SETTINGS,
  type SectionSettings,
  type SectionState,
} from '../../src/domain/document.ts';
import { parseHtml } from '../../src/domain/html-tree.ts';
import { seededIds } from '../../src/domain/ids.ts';
import { ANIMATION_SCRIPT } from '../../src/projections/animation-script.ts';
import { loadPage } from '../../src/projections/load-page.ts';
import { themeCss } from '../../src/projections/root-css.ts';
import { pageJs, savePayload } from '../../src/projections/save-payload.ts';
import { renderSection, SectionHtmlCache } from '../../src/projections/section-html.ts';
import { FEATURES, HERO, run, session } from '../support/fixtures.ts';

function section(html: string, settings: Partial<SectionSettings> = {}): SectionState {
  let n = 0;
  return {
    section_id: 'sec0000001',
    section_name: 'hero-split',
    section_title: 'Hero',
    section_type: 'hero',
    nodes: parseHtml(html, () => `n${++n}`),
    css: '',
    js: '',
    settings: { ...DEFAULT_SECTION_SETTINGS, ...settings },
  };
}

const OPEN =
  '<div class="pw-section" data-section-id="sec0000001" data-section-name="hero-split" ' +
  'data-section-title="Hero" data-section-type="hero"';

describe('visibility', () => {
  it('hidden on mobile or desktop is data-hide-on in a save, data-pw-hide-on (dimmed, not gone) in the canvas', () => {
    expect(renderSection(section('<p>x</p>', { hideOn: 'mobile' }), 'clean')).toBe(
      `${OPEN} data-hide-on="mobile"><p>x</p></div>`,
    );
    expect(renderSection(section('<p>x</p>', { hideOn: 'desktop' }), 'canvas')).toBe(
      `${OPEN} data-pw-hide-on="desktop"><p data-pw-id="n1">x</p></div>`,
    );
  });

  it('the theme css hides them under 768 px and from 768 px up', () => {
    const css = themeCss({ ...session([]).state.doc });
    expect(css).toContain(
      '@media (max-width: 767.98px) { .pw-section[data-hide-on="mobile"] { display: none !important; } }',
    );
    expect(css).toContain(
      '@media (min-width: 768px) { .pw-section[data-hide-on="desktop"] { display: none !important; } }',
    );
  });
});

describe('spacing and background image', () => {
  it('spacing top and bottom are the wrapper padding; an image at bottom right with cover', () => {
    const s = section('<p>x</p>', {
      background: { image: 'img/bg.jpg', size: 'cover', repeat: 'no-repeat', position: 'right bottom' },
      style: { 'padding-top': '40px', 'padding-bottom': '0px' },
    });
    expect(renderSection(s, 'clean')).toBe(
      `${OPEN} style="background-image: url(&quot;img/bg.jpg&quot;); background-size: cover; ` +
        'background-repeat: no-repeat; background-position: right bottom; padding-top: 40px; padding-bottom: 0px;">' +
        '<p>x</p></div>',
    );
  });
});

describe('entrance animation', () => {
  it('is the Animate.css class on data-pw-animate, in the canvas and in a save', () => {
    const s = section('<p>x</p>', { animation: 'fadeInUp' });
    expect(renderSection(s, 'clean')).toBe(`${OPEN} data-pw-animate="animate__fadeInUp"><p>x</p></div>`);
    expect(renderSection(s, 'canvas')).toContain('data-pw-animate="animate__fadeInUp"');
  });

  it('the page js carries the scroll-into-view script only when a section animates, after the sections’ own js', () => {
    const s = session([HERO, FEATURES]);
    expect(pageJs(s.state.doc)).not.toContain('pw-animations');
    const [hero] = s.state.doc.sections;
    run(s, { kind: 'section.setSettings', sectionId: hero!.section_id, patch: { animation: 'fadeInUp' } });
    expect(pageJs(s.state.doc).endsWith(ANIMATION_SCRIPT)).toBe(true);
  });

  it('the script waits for view, adds animate__animated and the class, and respects reduced motion', () => {
    expect(ANIMATION_SCRIPT).toContain('IntersectionObserver');
    expect(ANIMATION_SCRIPT).toContain("matchMedia('(prefers-reduced-motion: reduce)')");
    expect(ANIMATION_SCRIPT).toContain(
      "classList.add('animate__animated', section.getAttribute('data-pw-animate'))",
    );
    expect(themeCss(session([]).state.doc)).toContain('.pw-animate-wait { visibility: hidden; }');
  });
});

describe('background video options', () => {
  const youtube = { source: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' } as const;

  it('an overlay with opacity: the overlay div gets the opacity and the wrapper remembers it', () => {
    const html = renderSection(
      section('', { video: { ...youtube, overlay: '#000000', overlayOpacity: 40 } }),
      'clean',
    );
    expect(html).toContain('data-video-overlay="#000000" data-video-overlay-opacity="40"');
    expect(html).toContain(
      '<div class="pw-bg-video-overlay" style="background-color: #000000; opacity: 0.4;"></div>',
    );
  });

  it('autoplay, muted and loop off: YouTube parameters 0, attributes on the wrapper', () => {
    const html = renderSection(
      section('', { video: { ...youtube, autoplay: false, muted: false, loop: false } }),
      'clean',
    );
    expect(html).toContain('data-video-autoplay="false" data-video-muted="false" data-video-loop="false"');
    expect(html).toContain('embed/dQw4w9WgXcQ?autoplay=0&amp;mute=0&amp;loop=0&amp;playlist=dQw4w9WgXcQ');
  });

  it('Vimeo leaves background mode when a flag is off; an upload drops the attribute', () => {
    const vimeo = renderSection(
      section('', { video: { source: 'vimeo', url: 'https://vimeo.com/76979871', muted: false } }),
      'clean',
    );
    expect(vimeo).toContain('https://player.vimeo.com/video/76979871?autoplay=1&amp;muted=0&amp;loop=1');
    const upload = renderSection(
      section('', { video: { source: 'upload', url: 'media/bg.mp4', loop: false } }),
      'clean',
    );
    expect(upload).toContain('<video src="media/bg.mp4" autoplay muted playsinline></video>');
  });
});

describe('save → load → save with every section setting', () => {
  it('comes back byte-identical with the same settings', () => {
    const s = session([HERO, FEATURES], 3);
    const [hero, features] = s.state.doc.sections as [SectionState, SectionState];
    run(s, {
      kind: 'section.setSettings',
      sectionId: hero.section_id,
      patch: {
        hideOn: 'mobile',
        animation: 'zoomIn',
        style: { 'padding-top': '40px', 'padding-bottom': '0px' },
        background: { image: 'img/bg.jpg', size: 'cover', repeat: 'no-repeat', position: 'right bottom' },
        video: {
          source: 'youtube',
          url: 'https://youtu.be/dQw4w9WgXcQ',
          overlay: '#112233',
          overlayOpacity: 55,
          muted: false,
        },
      },
    });
    run(s, { kind: 'section.setSettings', sectionId: features.section_id, patch: { hideOn: 'desktop' } });
    const saved = savePayload(s.state.doc, new SectionHtmlCache());
    const loaded = loadPage(saved, s.state.doc.root, s.state.doc.settings, seededIds(5));
    expect(loaded.sections.map((x) => x.settings)).toEqual(s.state.doc.sections.map((x) => x.settings));
    expect(savePayload(loaded, new SectionHtmlCache())).toEqual(saved);
  });
});
