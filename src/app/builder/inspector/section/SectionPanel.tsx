/**
 * The Section settings panel (issue 23 "Section settings"; CONTRACT: `Section settings`, fields
 * `Background colour`, `Spacing top`, `Spacing bottom`): layout, visibility, anchor, spacing,
 * background colour or image, background video and entrance animation. Each field runs one
 * command (section-fields.ts); a slider or colour drag runs under one group, so it undoes as one.
 * Each group is a part of its own that redraws only when a value it shows (or a message) changes.
 */
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useId, useInsertionEffect, useMemo, useRef } from 'react';
import type { Command } from '../../../../commands/registry.ts';
import type { SectionSettingsPatch } from '../../../../commands/section.ts';
import type { CommandError } from '../../../../commands/types.ts';
import {
  findSection,
  type SectionBackground,
  type SectionSettings,
  type SectionState,
} from '../../../../domain/document.ts';
import { SectionAiActions } from '../../ai/AiPanelActions.tsx';
import { ColorField } from '../fields/ColorField.tsx';
import { FieldMessage } from '../fields/FieldError.tsx';
import { SegmentedField } from '../fields/SegmentedField.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { SliderField } from '../fields/SliderField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { type Swatch, themeSwatches } from '../fields/theme-swatches.ts';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { SectionGroup as Group } from './SectionGroup.tsx';
import {
  ANIMATION_OPTIONS,
  animationPatch,
  backgroundPatch,
  IMAGE_POSITION_OPTIONS,
  IMAGE_REPEAT_OPTIONS,
  IMAGE_SIZE_OPTIONS,
  imagePatch,
  readSectionValues,
  removeImagePatch,
  type SectionValues,
  settingsCommand,
  spacingPatch,
  visibilityPatch,
  WIDTH_OPTIONS,
} from './section-fields.ts';
import { VideoFields } from './VideoFields.tsx';

/** `assets/images/hero.webp?x=1` → `hero.webp`: the image named as the gallery names it. */
function fileName(address: string): string {
  const path = address.split(/[?#]/)[0] ?? address;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || address;
}

type Errors = Readonly<Record<string, string>>;
/** Runs one settings change under the field's error key (`group`: a drag is one undo entry); true when it ran. */
type Change = (key: string, patch: SectionSettingsPatch, group?: string) => boolean;

export default function SectionPanel({ doc, selection, run, pickImage, projectId }: InspectorProps) {
  const section = findSection(doc, selection.sectionId);
  const { errors, setError, runField } = useFieldErrors(run);
  const swatches = useMemo(() => themeSwatches(doc.root), [doc.root]);
  // The parts below redraw only when what they show changes (a settings edit at 200 sections redrew
  // the whole panel, ≈ 5 ms of the UI kit's styling per slider step): their callbacks are stable and
  // reach the latest section id, command runner and image picker through this.
  const latest = useRef({ sectionId: selection.sectionId, run, pickImage });
  useInsertionEffect(() => {
    latest.current = { sectionId: selection.sectionId, run, pickImage };
  });
  const change = useCallback<Change>(
    (key, patch, group) => {
      const { sectionId } = latest.current;
      const error = latest.current.run(
        settingsCommand(sectionId, patch),
        group ? { group: `section:${sectionId}:${group}` } : {},
      );
      setError(key, error ? error.message : null);
      return error === null;
    },
    [setError],
  );
  const setAnchor = useCallback(
    (anchor: string) =>
      runField('anchor', { kind: 'section.setAnchor', sectionId: latest.current.sectionId, anchor }),
    [runField],
  );
  const pick = useCallback(() => latest.current.pickImage(), []);
  const runAi = useCallback((command: Command) => latest.current.run(command), []);
  if (!section) return null;
  const values = readSectionValues(section);
  return (
    <Stack gap="4">
      <LayoutFields
        width={values.width}
        hideOnMobile={values.hideOnMobile}
        hideOnDesktop={values.hideOnDesktop}
        anchor={values.anchor}
        errors={errors}
        change={change}
        setAnchor={setAnchor}
      />
      <SpacingGroup style={section.settings.style} errors={errors} change={change} />
      <BackgroundGroup
        background={values.background}
        swatches={swatches}
        errors={errors}
        change={change}
        pickImage={pick}
      />
      <VideoFields
        video={values.video}
        swatches={swatches}
        change={change}
        errors={errors}
        setError={setError}
        pickImage={pick}
      />
      <AiGroup projectId={projectId} section={section} run={runAi} />
      <AnimationGroup animation={values.animation} errors={errors} change={change} />
    </Stack>
  );
}

const LayoutFields = memo(function LayoutFields({
  width,
  hideOnMobile,
  hideOnDesktop,
  anchor,
  errors,
  change,
  setAnchor,
}: {
  readonly width: SectionValues['width'];
  readonly hideOnMobile: boolean;
  readonly hideOnDesktop: boolean;
  readonly anchor: string;
  readonly errors: Errors;
  readonly change: Change;
  readonly setAnchor: (anchor: string) => boolean;
}) {
  return (
    <>
      <SegmentedField
        label="Width"
        value={width}
        options={WIDTH_OPTIONS}
        error={errors.width ?? null}
        onChange={(next) => change('width', { width: next === 'full' ? 'full' : 'container' })}
      />
      <Stack gap="1">
        <ToggleField
          label="Hide on mobile"
          checked={hideOnMobile}
          onChange={(mobile) => change('visibility', visibilityPatch(mobile, hideOnDesktop))}
        />
        <ToggleField
          label="Hide on desktop"
          checked={hideOnDesktop}
          onChange={(desktop) => change('visibility', visibilityPatch(hideOnMobile, desktop))}
        />
        <FieldMessage message={errors.visibility} />
      </Stack>
      <TextInputField
        label="Anchor id"
        value={anchor}
        placeholder="e.g. pricing"
        help={anchor ? `Links to #${anchor} scroll to this section.` : 'Links can target it as #id.'}
        error={errors.anchor ?? null}
        onChange={setAnchor}
      />
    </>
  );
});

const SpacingGroup = memo(function SpacingGroup({
  style,
  errors,
  change,
}: {
  readonly style: SectionSettings['style'];
  readonly errors: Errors;
  readonly change: Change;
}) {
  return (
    <Group title="Spacing">
      {(['top', 'bottom'] as const).map((side) => {
        const key = side === 'top' ? 'spacingTop' : 'spacingBottom';
        return (
          <SliderField
            key={side}
            label={`Spacing ${side}`}
            value={style[`padding-${side}`] ?? ''}
            min={0}
            max={80}
            step={4}
            unit="px"
            error={errors[key] ?? null}
            onChange={(value) => change(key, spacingPatch(style, side, value), `spacing-${side}`)}
          />
        );
      })}
    </Group>
  );
});

const BackgroundGroup = memo(function BackgroundGroup({
  background,
  swatches,
  errors,
  change,
  pickImage,
}: {
  readonly background: SectionBackground;
  readonly swatches: readonly Swatch[];
  readonly errors: Errors;
  readonly change: Change;
  readonly pickImage: () => Promise<string | null>;
}) {
  const positionLabel = useId();
  const chooseImage = async () => {
    const src = await pickImage();
    if (src) change('image', imagePatch(background, src));
  };
  return (
    <Group title="Background">
      <ColorField
        label="Background colour"
        value={background.color ?? ''}
        swatches={swatches}
        error={errors.color ?? null}
        onChange={(color) => change('color', backgroundPatch(background, 'color', color), 'background-color')}
      />
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          Background image
        </Text>
        <Text fontSize="sm" color="gray.700" mb="2" truncate title={background.image}>
          {background.image ? fileName(background.image) : 'None'}
        </Text>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => void chooseImage()}>
            {background.image ? 'Change image…' : 'Choose image…'}
          </Button>
          {background.image && (
            <Button size="xs" variant="outline" onClick={() => change('image', removeImagePatch(background))}>
              Remove image
            </Button>
          )}
        </HStack>
        <FieldMessage message={errors.image} />
      </Box>
      {background.image && (
        <>
          <SegmentedField
            label="Image size"
            value={background.size ?? 'cover'}
            options={IMAGE_SIZE_OPTIONS}
            error={errors.size ?? null}
            onChange={(size) => change('size', backgroundPatch(background, 'size', size))}
          />
          <SelectField
            label="Image repeat"
            value={background.repeat ?? 'no-repeat'}
            options={IMAGE_REPEAT_OPTIONS}
            error={errors.repeat ?? null}
            onChange={(repeat) => change('repeat', backgroundPatch(background, 'repeat', repeat))}
          />
          <Box>
            <Text id={positionLabel} fontSize="sm" fontWeight="medium" mb="1">
              Image position
            </Text>
            <Grid
              role="group"
              aria-labelledby={positionLabel}
              templateColumns="repeat(3, 2rem)"
              gap="1"
              width="fit-content"
            >
              {IMAGE_POSITION_OPTIONS.map((option) => {
                const pressed = (background.position ?? 'center center') === option.value;
                return (
                  <Button
                    key={option.value}
                    size="xs"
                    minWidth="8"
                    height="8"
                    px="0"
                    variant={pressed ? 'solid' : 'outline'}
                    aria-pressed={pressed}
                    aria-label={option.label}
                    title={option.label}
                    onClick={() => change('position', backgroundPatch(background, 'position', option.value))}
                  >
                    <Box
                      as="span"
                      aria-hidden="true"
                      width="2"
                      height="2"
                      rounded="full"
                      bg={pressed ? 'white' : 'gray.500'}
                    />
                  </Button>
                );
              })}
            </Grid>
            <Text fontSize="xs" color="gray.600" mt="1">
              {
                IMAGE_POSITION_OPTIONS.find((o) => o.value === (background.position ?? 'center center'))
                  ?.label
              }
            </Text>
            <FieldMessage message={errors.position} />
          </Box>
        </>
      )}
    </Group>
  );
});

/** Redrawn when the section's content changes (its texts), not for a setting. */
const AiGroup = memo(
  function AiGroup({
    projectId,
    section,
    run,
  }: {
    readonly projectId: string;
    readonly section: SectionState;
    readonly run: (command: Command) => CommandError | null;
  }) {
    return (
      <Group title="AI texts">
        <SectionAiActions projectId={projectId} section={section} run={run} />
      </Group>
    );
  },
  (before, after) =>
    before.projectId === after.projectId &&
    before.run === after.run &&
    before.section.section_id === after.section.section_id &&
    before.section.nodes === after.section.nodes,
);

const AnimationGroup = memo(function AnimationGroup({
  animation,
  errors,
  change,
}: {
  readonly animation: string;
  readonly errors: Errors;
  readonly change: Change;
}) {
  return (
    <Group title="Animation">
      <SelectField
        label="Entrance animation"
        value={animation}
        options={ANIMATION_OPTIONS}
        help="Plays when the section scrolls into view (not for visitors who ask for reduced motion)."
        error={errors.animation ?? null}
        onChange={(name) => change('animation', animationPatch(name))}
      />
    </Group>
  );
});
