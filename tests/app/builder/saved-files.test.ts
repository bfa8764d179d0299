/** Fetching a page's saved files: failures count as empty, css/style.css is the fallback. */
import { describe, expect, it } from 'vitest';
import { fetchSavedPage, fetchStatic } from '../../../src/app/builder/saved-files.ts';

function fakeFetch(files: Record<string, string>, failing: string[] = []): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = String(input);
    if (failing.includes(url)) throw new TypeError('network down');
    const body = files[url];
    return new Response(body ?? 'not found', { status: body === undefined ? 404 : 200 });
  }) as typeof fetch;
}

describe('fetchStatic', () => {
  it('answers the text, or an empty string for a 404 or a network failure', async () => {
    const f = fakeFetch({ 'http://s/a': 'A' }, ['http://s/b']);
    expect(await fetchStatic(f, 'http://s/a')).toBe('A');
    expect(await fetchStatic(f, 'http://s/missing')).toBe('');
    expect(await fetchStatic(f, 'http://s/b')).toBe('');
  });
});

describe('fetchSavedPage', () => {
  it('reads {page}.html, css/{page}.css and js/{page}.js from the hosted base', async () => {
    const f = fakeFetch({
      'http://sites/p1/home.html': '<html></html>',
      'http://sites/p1/css/home.css': 'body{}',
      'http://sites/p1/js/home.js': 'x()',
    });
    expect(await fetchSavedPage(f, 'http://sites/', 'p1', 'home', 3)).toEqual({
      html: '<html></html>',
      css: 'body{}',
      javascript: 'x()',
    });
  });

  it('falls back to css/style.css, and to empty files', async () => {
    const f = fakeFetch({ 'http://sites/p1/css/style.css': 'old{}' });
    expect(await fetchSavedPage(f, 'http://sites', 'p1', 'home', 1)).toEqual({
      html: '',
      css: 'old{}',
      javascript: '',
    });
  });

  it('asks for nothing for a page never saved (revision 0): no 404s in the console', async () => {
    const asked: string[] = [];
    const f = (async (input: string | URL | Request) => {
      asked.push(String(input));
      return new Response('not found', { status: 404 });
    }) as typeof fetch;
    expect(await fetchSavedPage(f, 'http://sites', 'p1', 'index', 0)).toEqual({
      html: '',
      css: '',
      javascript: '',
    });
    expect(asked).toEqual([]);
  });
});
