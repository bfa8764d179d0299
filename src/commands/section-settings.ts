/**
 * What `section.setSettings` may set (issue 23 "Section settings"; spec §3 spacing 0–80, animations;
 * §4 Background videos): the patch type, how it merges into a section's settings, and what it refuses.
 * Invariant: equal settings are deep-equal (a removed optional setting loses its key), so a patch that
 * changes nothing records nothing.
 */
import { isDeepEqual } from '../domain/deep-equal.ts';
import type { SectionSettings } from '../domain/document.ts';
import { SECTION_SPACING_MAX } from '../domain/limits.ts';
import { isEntranceAnimation } from '../domain/section-animation.ts';
import { vimeoId, youtubeId } from '../domain/video-url.ts';
import { type CommandError, commandError } from './types.ts';

/** The settings a command changes; `null` removes an optional one (JSON keeps it, unlike `undefined`). */
export type SectionSettingsPatch = Partial<Omit<SectionSettings, 'hideOn' | 'animation'>> & {
  readonly hideOn?: SectionSettings['hideOn'] | null;
  readonly animation?: string | null;
};

/** The settings after `patch`. */
export function mergeSettings(before: SectionSettings, patch: SectionSettingsPatch): SectionSettings {
  return withoutUnset({ ...before, ...patch });
}

const OPTIONAL_SETTINGS: ReadonlySet<string> = new Set(['hideOn', 'animation']);

/** A removed optional setting loses its key, so equal settings stay deep-equal. */
function withoutUnset(settings: Readonly<Record<string, unknown>>): SectionSettings {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined || (value === null && OPTIONAL_SETTINGS.has(key))) continue;
    out[key] = value;
  }
  return out as unknown as SectionSettings;
}

const SPACING_PROPERTIES = ['padding-top', 'padding-bottom'] as const;
const SPACING_VALUE = /^(\d+)px$/;

/**
 * What a patch may not set: the error says why (spec §4 Background videos, §3 spacing 0–80). Only
 * what the patch changes is checked, so a section loaded with other values stays editable.
 */
export function invalidPatch(patch: SectionSettingsPatch, before: SectionSettings): CommandError | null {
  const { video } = patch;
  if (video && !isDeepEqual(video, before.video)) {
    if (video.url.trim() === '')
      return commandError('invalid_video', 'Please enter the background video address.');
    if (video.source === 'youtube' && !youtubeId(video.url.trim()))
      return commandError('invalid_video', 'This is not a YouTube video address.');
    if (video.source === 'vimeo' && !vimeoId(video.url.trim()))
      return commandError('invalid_video', 'This is not a Vimeo video address.');
    const opacity = video.overlayOpacity;
    if (opacity !== undefined && !(Number.isInteger(opacity) && opacity >= 0 && opacity <= 100))
      return commandError('invalid_opacity', 'The overlay opacity is a whole number from 0 to 100.');
  }
  for (const property of SPACING_PROPERTIES) {
    const value = patch.style?.[property];
    if (value === undefined || value === before.style[property]) continue;
    const px = SPACING_VALUE.exec(value);
    if (!px || Number(px[1]) > SECTION_SPACING_MAX)
      return commandError(
        'invalid_spacing',
        `Spacing is a whole number of pixels from 0 to ${SECTION_SPACING_MAX}.`,
      );
  }
  if (patch.animation != null && !isEntranceAnimation(patch.animation))
    return commandError('invalid_animation', 'This is not one of the entrance animations.');
  return null;
}
