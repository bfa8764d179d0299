/**
 * Background video addresses (spec §4 Background videos: youtube, vimeo or upload): the
 * embeddable player address that autoplays muted in a loop without controls.
 */
import type { SectionVideo } from './document.ts';

export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\.|^m\./, '');
    if (host === 'youtu.be') return parsed.pathname.slice(1).split('/')[0] || null;
    if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      if (parsed.pathname === '/watch') return parsed.searchParams.get('v');
      const match = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname);
      return match?.[1] ?? null;
    }
  } catch {
    // Not a URL: treat as a bare id below.
  }
  return /^[A-Za-z0-9_-]{11}$/.test(url) ? url : null;
}

export function vimeoId(url: string): string | null {
  if (/^\d{6,}$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (!/(^|\.)vimeo\.com$/.test(parsed.hostname)) return null;
    // vimeo.com/ID, player.vimeo.com/video/ID, vimeo.com/channels/name/ID, vimeo.com/groups/name/videos/ID
    const ids = parsed.pathname.split('/').filter((part) => /^\d{6,}$/.test(part));
    return ids[ids.length - 1] ?? null;
  } catch {
    return null;
  }
}

/** The address the video element or iframe loads; autoplay, muted and loop are on unless set false. */
export function videoEmbedUrl(video: SectionVideo): string {
  const on = (flag: 'autoplay' | 'muted' | 'loop') => (video[flag] === false ? 0 : 1);
  switch (video.source) {
    case 'youtube': {
      const id = youtubeId(video.url);
      if (!id) return video.url;
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=${on('autoplay')}&mute=${on('muted')}&loop=${on('loop')}&playlist=${id}&controls=0&playsinline=1&rel=0`;
    }
    case 'vimeo': {
      const id = vimeoId(video.url);
      if (!id) return video.url;
      // Vimeo's background mode forces autoplay, mute and loop; without one of them it is a plain player.
      const background = on('autoplay') && on('muted') && on('loop') ? 'background=1&' : '';
      return `https://player.vimeo.com/video/${id}?${background}autoplay=${on('autoplay')}&muted=${on('muted')}&loop=${on('loop')}`;
    }
    case 'upload':
      return video.url;
  }
}
