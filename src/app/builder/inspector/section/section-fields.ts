/**
 * The Section settings panel's table (issue 23 "Section settings"; spec §3 Layout, Backgrounds,
 * spacing 0–80, animations; §4 Background videos): what each field shows, read from the section's
 * settings, and the one `section.setSettings` (or `section.setAnchor`) patch each change becomes.
 * Pure: the panel (SectionPanel.tsx) only draws these and runs them.
 */
import type { Command } from '../../../../commands/registry.ts';
import type { SectionSettingsPatch } from '../../../../commands/section.ts';
import type {
  SectionBackground,
  SectionSettings,
  SectionState,
  SectionVideo,
  VideoSource,
} from '../../../../domain/document.ts';
import { getAttr, isElement } from '../../../../domain/html-tree.ts';
import { ENTRANCE_ANIMATIONS } from '../../../../domain/section-animation.ts';
import { BACKGROUND_POSITIONS, BACKGROUND_REPEATS } from '../../../../domain/style-options.ts';
import { vimeoId, youtubeId } from '../../../../domain/video-url.ts';
import type { SelectOption } from '../fields/SelectField.tsx';

export const WIDTH_OPTIONS: readonly SelectOption[] = [
  { value: 'container', label: 'Container' },
  { value: 'full', label: 'Full width' },
];

export const IMAGE_SIZE_OPTIONS: readonly SelectOption[] = [
  { value: 'cover', label: 'Cover' },
  { value: 'contain', label: 'Contain' },
  { value: 'auto', label: 'Auto' },
];

const REPEAT_LABELS: Readonly<Record<(typeof BACKGROUND_REPEATS)[number], string>> = {
  'no-repeat': 'No repeat',
  repeat: 'Repeat',
  'repeat-x': 'Repeat across',
  'repeat-y': 'Repeat down',
  space: 'Space out',
  round: 'Round',
};
export const IMAGE_REPEAT_OPTIONS: readonly SelectOption[] = BACKGROUND_REPEATS.map((value) => ({
  value,
  label: REPEAT_LABELS[value],
}));

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The 9 positions, row by row, named as people say them: `Top left` … `Bottom right`, `Center`. */
export const IMAGE_POSITION_OPTIONS: readonly SelectOption[] = BACKGROUND_POSITIONS.map((value) => {
  const [x, y] = value.split(' ') as [string, string];
  return { value, label: x === 'center' && y === 'center' ? 'Center' : capital(`${y} ${x}`) };
});

export const VIDEO_SOURCE_OPTIONS: readonly SelectOption[] = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'vimeo', label: 'Vimeo' },
  { value: 'upload', label: 'Upload' },
];

/** `fadeInUp` → `Fade in up`. */
export function animationLabel(name: string): string {
  return capital(name.replace(/([A-Z])/g, ' $1').toLowerCase());
}

export const ANIMATION_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'None' },
  ...ENTRANCE_ANIMATIONS.map((value) => ({ value, label: animationLabel(value) })),
];

export interface SectionValues {
  readonly width: string;
  readonly hideOnMobile: boolean;
  readonly hideOnDesktop: boolean;
  readonly anchor: string;
  /** `40px`, or '' when unset. */
  readonly spacingTop: string;
  readonly spacingBottom: string;
  readonly background: SectionBackground;
  readonly video: SectionVideo | null;
  readonly animation: string;
}

export function readSectionValues(section: SectionState): SectionValues {
  const { settings } = section;
  const top = section.nodes.find(isElement);
  return {
    width: settings.width,
    hideOnMobile: settings.hidden || settings.hideOn === 'mobile',
    hideOnDesktop: settings.hidden || settings.hideOn === 'desktop',
    anchor: (top && getAttr(top, 'id')) ?? '',
    spacingTop: settings.style['padding-top'] ?? '',
    spacingBottom: settings.style['padding-bottom'] ?? '',
    background: settings.background,
    video: settings.video,
    animation: settings.animation ?? '',
  };
}

export function settingsCommand(sectionId: string, patch: SectionSettingsPatch): Command {
  return { kind: 'section.setSettings', sectionId, patch };
}

/** Hidden on both is hidden everywhere (`hidden`); on one, `hideOn` names it. */
export function visibilityPatch(mobile: boolean, desktop: boolean): SectionSettingsPatch {
  if (mobile && desktop) return { hidden: true, hideOn: null };
  return { hidden: false, hideOn: mobile ? 'mobile' : desktop ? 'desktop' : null };
}

/** Spacing top or bottom as the wrapper's padding; '' removes it. */
export function spacingPatch(
  style: SectionSettings['style'],
  side: 'top' | 'bottom',
  value: string,
): SectionSettingsPatch {
  const { [`padding-${side}`]: _old, ...rest } = style;
  const text = value.trim();
  return { style: text === '' ? rest : { ...style, [`padding-${side}`]: text } };
}

/** One background value; '' removes it. */
export function backgroundPatch(
  background: SectionBackground,
  key: keyof SectionBackground,
  value: string,
): SectionSettingsPatch {
  const { [key]: _old, ...rest } = background;
  return { background: value.trim() === '' ? rest : { ...background, [key]: value.trim() } };
}

/** A chosen image, with the size, repeat and position it had or, the first time, cover / no repeat / center. */
export function imagePatch(background: SectionBackground, image: string): SectionSettingsPatch {
  return {
    background: {
      ...background,
      image,
      size: background.size ?? 'cover',
      repeat: background.repeat ?? 'no-repeat',
      position: background.position ?? 'center center',
    },
  };
}

export function removeImagePatch(background: SectionBackground): SectionSettingsPatch {
  const { image: _i, size: _s, repeat: _r, position: _p, ...rest } = background;
  return { background: rest };
}

/** A change to the video, keeping its other settings; a new source or address keeps the flags and overlay. */
export function videoPatch(
  video: SectionVideo | null,
  change: Partial<SectionVideo> & { readonly source?: VideoSource },
): SectionSettingsPatch {
  const next: Record<string, unknown> = { source: 'youtube', url: '', ...video, ...change };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  if (!next.overlay) delete next.overlayOpacity;
  return { video: next as unknown as SectionVideo };
}

/**
 * The service an address belongs to: a YouTube or Vimeo address is that service's whatever source is
 * chosen (people paste first and look later); anything else stays with the chosen source.
 */
export function videoSourceOf(address: string, chosen: VideoSource): VideoSource {
  const text = address.trim();
  if (!/^https?:\/\//i.test(text)) return chosen;
  if (youtubeId(text)) return 'youtube';
  if (vimeoId(text)) return 'vimeo';
  return chosen;
}

export function animationPatch(name: string): SectionSettingsPatch {
  return { animation: name === '' ? null : name };
}
