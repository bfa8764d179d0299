// @vitest-environment happy-dom
/**
 * Far sections of the canvas are marked for `content-visibility: auto` and unmarked as they come
 * near the view (IntersectionObserver, driven by hand here); sections with fixed or sticky content
 * are never marked; images and frames entering the canvas load lazily unless the page decides; the
 * sections a page opens with keep their images' addresses aside until they first come near.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFERRED_SRC_ATTR,
  DEFERRED_SRCSET_ATTR,
  deferImages,
  deferOffscreenMedia,
  FAR_ATTR,
  isPinned,
  OffscreenSections,
  restoreImages,
} from '../../../src/app/builder/canvas/offscreen-sections.ts';
import type { SectionState } from '../../../src/domain/document.ts';

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

/** Stands in for the canvas window's IntersectionObserver; records what it observes. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const realObserver = window.IntersectionObserver;
afterEach(() => {
  window.IntersectionObserver = realObserver;
  document.body.innerHTML = '';
});

function wrapper(html: string): Element {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const section = (css = '') => ({ css }) as SectionState;

describe('OffscreenSections', () => {
  it('marks new sections far, unmarks them near the view, and marks them again when they leave', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const offscreen = new OffscreenSections(document);
    const observer = FakeObserver.last!;
    // The canvas's own viewport, a screen of margin above and below.
    expect(observer.options.root).toBe(document);
    expect(observer.options.rootMargin).toBe('100% 0px 100% 0px');

    const first = wrapper('<h2>One</h2>');
    const second = wrapper('<h2>Two</h2>');
    offscreen.add(first, section());
    offscreen.add(second, section());
    expect(first.hasAttribute(FAR_ATTR)).toBe(true);
    expect(observer.observed).toEqual(new Set([first, second]));

    observer.callback([
      { target: first, isIntersecting: true },
      { target: second, isIntersecting: false },
    ]);
    expect(first.hasAttribute(FAR_ATTR)).toBe(false);
    expect(second.hasAttribute(FAR_ATTR)).toBe(true);
    observer.callback([{ target: first, isIntersecting: false }]);
    expect(first.hasAttribute(FAR_ATTR)).toBe(true);

    offscreen.remove(second);
    expect(observer.observed).toEqual(new Set([first]));
    offscreen.disconnect();
    expect(observer.disconnected).toBe(true);
  });

  it('never marks a section whose content stays on screen while the page scrolls', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const offscreen = new OffscreenSections(document);
    const observer = FakeObserver.last!;
    const navbar = wrapper('<nav class="navbar fixed-top">Menu</nav>');
    offscreen.add(navbar, section());
    expect(navbar.hasAttribute(FAR_ATTR)).toBe(false);
    observer.callback([{ target: navbar, isIntersecting: false }]);
    expect(navbar.hasAttribute(FAR_ATTR)).toBe(false);
  });
});

describe('deferred images', () => {
  const IMAGES =
    '<img src="a.png" alt="A"><picture><source srcset="b.avif" type="image/avif">' +
    '<img src="b.png" srcset="b@2x.png 2x" alt="B"></picture><img alt="no address">';

  it('takes the addresses off and puts them back exactly', () => {
    const element = wrapper(IMAGES);
    // Each element's attributes (their order in the markup does not matter to the browser).
    const attributes = () =>
      Array.from(element.querySelectorAll('*'), (el) =>
        el
          .getAttributeNames()
          .sort()
          .map((name) => `${name}=${el.getAttribute(name)}`),
      );
    const before = attributes();
    deferImages(element);
    expect(element.querySelectorAll('[src], [srcset]')).toHaveLength(0);
    expect(element.querySelector('img')!.getAttribute(DEFERRED_SRC_ATTR)).toBe('a.png');
    expect(element.querySelector('source')!.getAttribute(DEFERRED_SRCSET_ATTR)).toBe('b.avif');
    restoreImages(element);
    expect(element.querySelectorAll(`[${DEFERRED_SRC_ATTR}], [${DEFERRED_SRCSET_ATTR}]`)).toHaveLength(0);
    expect(attributes()).toEqual(before);
  });

  it('an opening section waits for its images until it first comes near; later ones keep theirs', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const offscreen = new OffscreenSections(document);
    const observer = FakeObserver.last!;
    const opening = wrapper(IMAGES);
    const later = wrapper(IMAGES);
    const pinned = wrapper(`<nav class="fixed-top">${IMAGES}</nav>`);
    offscreen.add(opening, section(), { deferImages: true });
    offscreen.add(later, section());
    offscreen.add(pinned, section(), { deferImages: true });
    expect(opening.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(later.querySelector('img')!.getAttribute('src')).toBe('a.png');
    // A pinned section is always drawn: its images never wait.
    expect(pinned.querySelector('img')!.getAttribute('src')).toBe('a.png');

    observer.callback([{ target: opening, isIntersecting: false }]);
    expect(opening.querySelector('img')!.hasAttribute('src')).toBe(false);
    observer.callback([{ target: opening, isIntersecting: true }]);
    expect(opening.querySelector('img')!.getAttribute('src')).toBe('a.png');
    expect(opening.querySelector('source')!.getAttribute('srcset')).toBe('b.avif');
    // Leaving again keeps them (already loaded).
    observer.callback([{ target: opening, isIntersecting: false }]);
    expect(opening.querySelector('img')!.getAttribute('src')).toBe('a.png');
  });

  it('a section added next to a far one waits for its images; next to a near one it keeps them', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const offscreen = new OffscreenSections(document);
    const observer = FakeObserver.last!;
    const far = wrapper('<p>far</p>');
    const near = wrapper('<p>near</p>');
    offscreen.add(far, section());
    offscreen.add(near, section());
    observer.callback([
      { target: far, isIntersecting: false },
      { target: near, isIntersecting: true },
    ]);
    const byFar = wrapper(IMAGES);
    const byNear = wrapper(IMAGES);
    const alone = wrapper(IMAGES);
    offscreen.add(byFar, section(), { neighbour: far });
    offscreen.add(byNear, section(), { neighbour: near });
    offscreen.add(alone, section(), { neighbour: null });
    expect(byFar.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(byNear.querySelector('img')!.getAttribute('src')).toBe('a.png');
    expect(alone.querySelector('img')!.getAttribute('src')).toBe('a.png');
    // Scrolled to, it shows them.
    observer.callback([{ target: byFar, isIntersecting: true }]);
    expect(byFar.querySelector('img')!.getAttribute('src')).toBe('a.png');
  });
});

describe('isPinned', () => {
  it('finds fixed and sticky content in the markup or the section css', () => {
    expect(isPinned(wrapper('<nav class="sticky-top">x</nav>'), section())).toBe(true);
    expect(isPinned(wrapper('<div style="position: fixed; bottom: 0">x</div>'), section())).toBe(true);
    expect(isPinned(wrapper('<div class="bar">x</div>'), section('.bar { position : sticky; top: 0 }'))).toBe(
      true,
    );
    expect(isPinned(wrapper('<div class="card">x</div>'), section('.card { position: relative }'))).toBe(
      false,
    );
  });
});

describe('deferOffscreenMedia', () => {
  it('makes images and frames lazy, leaving what the page decided', () => {
    const element = wrapper(
      '<img src="a.png" alt=""><img src="b.png" alt="" loading="eager"><iframe title="x"></iframe>',
    );
    deferOffscreenMedia(element);
    const [a, b] = element.querySelectorAll('img');
    expect(a!.getAttribute('loading')).toBe('lazy');
    expect(b!.getAttribute('loading')).toBe('eager');
    expect(element.querySelector('iframe')!.getAttribute('loading')).toBe('lazy');
  });
});
