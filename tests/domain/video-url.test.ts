/** Background video addresses (spec §4 Background videos: youtube, vimeo or upload; autoplay, muted, loop). */
import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, vimeoId, youtubeId } from '../../src/domain/video-url.ts';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&t=42s`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}?feature=share`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [ID],
  ])('reads the id from %s', (url) => {
    expect(youtubeId(url)).toBe(ID);
  });

  it.each([
    ['https://www.youtube.com/watch'],
    ['https://youtu.be/'],
    [`https://example.com/watch?v=${ID}`],
    ['https://www.youtube.com/channel/UC123'],
    ['not a video'],
    ['dQw4w9WgXc'],
    [''],
  ])('finds no id in %j', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('vimeoId', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['76979871', '76979871'],
  ])('reads the id from %s', (url, id) => {
    expect(vimeoId(url)).toBe(id);
  });

  it.each([['https://vimeo.com/12345'], ['https://vimeo.com/'], ['https://example.com/76979871x'], ['']])(
    'finds no id in %j',
    (url) => {
      expect(vimeoId(url)).toBeNull();
    },
  );
});

describe('videoEmbedUrl', () => {
  it('plays a YouTube video muted, in a loop, without controls, from the no-cookie host', () => {
    expect(videoEmbedUrl({ source: 'youtube', url: `https://youtu.be/${ID}` })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&mute=1&loop=1&playlist=${ID}&controls=0&playsinline=1&rel=0`,
    );
  });

  it('plays a Vimeo video as a muted looping background', () => {
    expect(videoEmbedUrl({ source: 'vimeo', url: 'https://vimeo.com/76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?background=1&autoplay=1&muted=1&loop=1',
    );
  });

  it('uses an uploaded file address as it is', () => {
    expect(videoEmbedUrl({ source: 'upload', url: 'media/bg.mp4', overlay: '#00000080' })).toBe(
      'media/bg.mp4',
    );
  });

  it('leaves an address it cannot read unchanged', () => {
    expect(videoEmbedUrl({ source: 'youtube', url: 'https://example.com/v' })).toBe('https://example.com/v');
    expect(videoEmbedUrl({ source: 'vimeo', url: 'https://vimeo.com/about' })).toBe(
      'https://vimeo.com/about',
    );
  });
});
