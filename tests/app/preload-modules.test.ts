// @vitest-environment happy-dom
/**
 * The app's code downloaded without running (issue 28): the modules the build lists in index.html
 * are asked for as module preloads, once each; a missing or unreadable list asks for nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_CODE_LIST_ID, listedModules, preloadModules } from '../../src/app/preload-modules.ts';

function list(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_CODE_LIST_ID;
  script.textContent = text;
  document.head.append(script);
}

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadModules', () => {
  it('asks for each listed module once, as the build’s own preloads do', () => {
    list('["/assets/main-a1.js","/assets/react-b2.js"]');
    preloadModules(document);
    preloadModules(document);
    expect(preloads()).toEqual(['/assets/main-a1.js', '/assets/react-b2.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    expect(link.getAttribute('crossorigin')).toBe('');
  });

  it('asks for nothing without a list (the dev server) or with one it cannot read', () => {
    preloadModules(document);
    expect(preloads()).toEqual([]);
    list('not json');
    expect(listedModules(document)).toEqual([]);
    document.head.innerHTML = '';
    list('{"main":"/assets/main.js"}');
    expect(listedModules(document)).toEqual([]);
    document.head.innerHTML = '';
    list('["/assets/main.js", 3, null]');
    expect(listedModules(document)).toEqual(['/assets/main.js']);
  });
});
