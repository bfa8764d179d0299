/**
 * The Section settings panel's background video (spec §4 Background videos): YouTube, Vimeo or an
 * upload, autoplay / muted / loop, and an optional overlay colour with its opacity. A YouTube or Vimeo
 * address counts as that service's whatever source is chosen (section-fields.ts `videoSourceOf`).
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import type { SectionSettingsPatch } from '../../../../commands/section.ts';
import type { SectionVideo, VideoSource } from '../../../../domain/document.ts';
import { ColorField } from '../fields/ColorField.tsx';
import { SegmentedField } from '../fields/SegmentedField.tsx';
import { SliderField } from '../fields/SliderField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import type { Swatch } from '../fields/theme-swatches.ts';
import { SectionGroup as Group } from './SectionGroup.tsx';
import { VIDEO_SOURCE_OPTIONS, videoPatch, videoSourceOf } from './section-fields.ts';

/** A new overlay starts half see-through, so the video still shows under it. */
const OVERLAY_OPACITY_START = 50;

export interface VideoFieldsProps {
  readonly video: SectionVideo | null;
  readonly swatches: readonly Swatch[];
  /** Runs one settings change under the field's error key; true when it ran. */
  readonly change: (key: string, patch: SectionSettingsPatch, group?: string) => boolean;
  /** The panel's field messages by key. */
  readonly errors: Readonly<Record<string, string>>;
  readonly setError: (key: string, message: string | null) => void;
  readonly pickImage: () => Promise<string | null>;
}

/** Memoised: the panel's callbacks are stable, so it redraws when the video or a message changes. */
export const VideoFields = memo(function VideoFields({
  video,
  swatches,
  change,
  errors,
  setError,
  pickImage,
}: VideoFieldsProps) {
  const errorOf = (key: string) => errors[key] ?? null;
  // The source chosen for the next address; the video keeps its own until one is entered.
  const [picked, setPicked] = useState<VideoSource | null>(null);
  const source = picked ?? video?.source ?? 'youtube';
  const chooseVideo = async () => {
    const src = await pickImage();
    if (src && change('videoUrl', videoPatch(video, { source: 'upload', url: src }))) setPicked(null);
  };
  return (
    <Group title="Background video">
      <SegmentedField
        label="Video source"
        value={source}
        options={VIDEO_SOURCE_OPTIONS}
        error={errorOf('source')}
        onChange={(next) => setPicked(next as VideoSource)}
      />
      <TextInputField
        label="Video address"
        value={video?.url ?? ''}
        inputMode="url"
        placeholder={
          source === 'youtube'
            ? 'https://www.youtube.com/watch?v=…'
            : source === 'vimeo'
              ? 'https://vimeo.com/…'
              : 'media/video.mp4'
        }
        error={errorOf('videoUrl')}
        onChange={(url) => {
          const patch =
            url.trim() === ''
              ? { video: null }
              : videoPatch(video, { source: videoSourceOf(url, source), url: url.trim() });
          // Once the address is taken, the video's own source is the one shown.
          if (change('videoUrl', patch, 'video-url') && url.trim() !== '') setPicked(null);
        }}
      />
      {source !== (video?.source ?? source) && (
        <Text fontSize="xs" color="gray.600">
          The video stays until you enter a {source === 'upload' ? 'file' : 'new'} address.
        </Text>
      )}
      {source === 'upload' && (
        <Box>
          <Button size="xs" variant="outline" onClick={() => void chooseVideo()}>
            Choose from gallery…
          </Button>
        </Box>
      )}
      {video && (
        <>
          <HStack gap="4" flexWrap="wrap">
            {(['autoplay', 'muted', 'loop'] as const).map((flag) => (
              <ToggleField
                key={flag}
                label={flag === 'autoplay' ? 'Autoplay' : flag === 'muted' ? 'Muted' : 'Loop'}
                checked={video[flag] !== false}
                onChange={(on) => change(flag, videoPatch(video, { [flag]: on ? undefined : false }))}
              />
            ))}
          </HStack>
          <ColorField
            label="Overlay colour"
            value={video.overlay ?? ''}
            swatches={swatches}
            error={errorOf('overlay')}
            onChange={(overlay) =>
              change(
                'overlay',
                videoPatch(video, {
                  overlay: overlay.trim() === '' ? undefined : overlay.trim(),
                  // A new overlay starts half see-through, so the video still shows under it.
                  overlayOpacity: video.overlay ? video.overlayOpacity : OVERLAY_OPACITY_START,
                }),
                'overlay',
              )
            }
          />
          {video.overlay && (
            <SliderField
              label="Overlay opacity"
              value={String(video.overlayOpacity ?? 100)}
              min={0}
              max={100}
              step={5}
              unit=""
              help="Percent: 0 is clear, 100 is solid."
              error={errorOf('overlayOpacity')}
              onChange={(raw) => {
                const opacity = Number(raw);
                if (raw.trim() === '' || !Number.isFinite(opacity)) {
                  setError('overlayOpacity', 'The overlay opacity is a whole number from 0 to 100.');
                  return;
                }
                change('overlayOpacity', videoPatch(video, { overlayOpacity: opacity }), 'overlay-opacity');
              }}
            />
          )}
          <Box>
            <Button size="xs" variant="outline" onClick={() => change('videoUrl', { video: null })}>
              Remove video
            </Button>
          </Box>
        </>
      )}
    </Group>
  );
});
