/**
 * The Section settings panel (issue 23 "Section settings"; CONTRACT: `Section settings`, fields
 * `Background colour`, `Spacing top`, `Spacing bottom`): layout, visibility, anchor, spacing,
 * background colour or image, background video and entrance animation. Each field runs one
 * command (section-fields.ts); a slider or colour drag runs under one group, so it undoes as one.
 */
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SectionSettingsPatch } from '../../../../commands/section.ts';
import { findSection } from '../../../../domain/document.ts';
import { SectionAiActions } from '../../ai/AiPanelActions.tsx';
import { ColorField } from '../fields/ColorField.tsx';
import { FieldError } from '../fields/FieldError.tsx';
import { SegmentedField } from '../fields/SegmentedField.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { SliderField } from '../fields/SliderField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { themeSwatches } from '../fields/theme-swatches.ts';
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

export default function SectionPanel({ doc, selection, run, pickImage, projectId }: InspectorProps) {
  const section = findSection(doc, selection.sectionId);
  const fields = useFieldErrors(run);
  const { errorOf, runField, setError } = fields;
  const positionLabel = useId();
  if (!section) return null;
  const { sectionId } = selection;
  const values = readSectionValues(section);
  const { settings } = section;
  const { background, video } = values;

  /** One field's change; `group` makes a drag (slider, colour picker) one undo entry. */
  const change = (key: string, patch: SectionSettingsPatch, group?: string) => {
    const error = run(
      settingsCommand(sectionId, patch),
      group ? { group: `section:${sectionId}:${group}` } : {},
    );
    setError(key, error ? error.message : null);
    return error === null;
  };
  const chooseImage = async () => {
    const src = await pickImage();
    if (src) change('image', imagePatch(background, src));
  };

  return (
    <Stack gap="4">
      <SegmentedField
        label="Width"
        value={values.width}
        options={WIDTH_OPTIONS}
        error={errorOf('width')}
        onChange={(width) => change('width', { width: width === 'full' ? 'full' : 'container' })}
      />
      <Stack gap="1">
        <ToggleField
          label="Hide on mobile"
          checked={values.hideOnMobile}
          onChange={(mobile) => change('visibility', visibilityPatch(mobile, values.hideOnDesktop))}
        />
        <ToggleField
          label="Hide on desktop"
          checked={values.hideOnDesktop}
          onChange={(desktop) => change('visibility', visibilityPatch(values.hideOnMobile, desktop))}
        />
        <FieldError fields={fields} name="visibility" />
      </Stack>
      <TextInputField
        label="Anchor id"
        value={values.anchor}
        placeholder="e.g. pricing"
        help={
          values.anchor ? `Links to #${values.anchor} scroll to this section.` : 'Links can target it as #id.'
        }
        error={errorOf('anchor')}
        onChange={(anchor) => runField('anchor', { kind: 'section.setAnchor', sectionId, anchor })}
      />

      <Group title="Spacing">
        <SliderField
          label="Spacing top"
          value={values.spacingTop}
          min={0}
          max={80}
          step={4}
          unit="px"
          error={errorOf('spacingTop')}
          onChange={(value) => change('spacingTop', spacingPatch(settings, 'top', value), 'spacing-top')}
        />
        <SliderField
          label="Spacing bottom"
          value={values.spacingBottom}
          min={0}
          max={80}
          step={4}
          unit="px"
          error={errorOf('spacingBottom')}
          onChange={(value) =>
            change('spacingBottom', spacingPatch(settings, 'bottom', value), 'spacing-bottom')
          }
        />
      </Group>

      <Group title="Background">
        <ColorField
          label="Background colour"
          value={background.color ?? ''}
          swatches={themeSwatches(doc.root)}
          error={errorOf('color')}
          onChange={(color) =>
            change('color', backgroundPatch(background, 'color', color), 'background-color')
          }
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
              <Button
                size="xs"
                variant="outline"
                onClick={() => change('image', removeImagePatch(background))}
              >
                Remove image
              </Button>
            )}
          </HStack>
          <FieldError fields={fields} name="image" />
        </Box>
        {background.image && (
          <>
            <SegmentedField
              label="Image size"
              value={background.size ?? 'cover'}
              options={IMAGE_SIZE_OPTIONS}
              error={errorOf('size')}
              onChange={(size) => change('size', backgroundPatch(background, 'size', size))}
            />
            <SelectField
              label="Image repeat"
              value={background.repeat ?? 'no-repeat'}
              options={IMAGE_REPEAT_OPTIONS}
              error={errorOf('repeat')}
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
                      onClick={() =>
                        change('position', backgroundPatch(background, 'position', option.value))
                      }
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
              <FieldError fields={fields} name="position" />
            </Box>
          </>
        )}
      </Group>

      <VideoFields
        video={video}
        swatches={themeSwatches(doc.root)}
        change={change}
        errorOf={errorOf}
        setError={setError}
        pickImage={pickImage}
      />

      <Group title="AI texts">
        <SectionAiActions projectId={projectId} section={section} run={(command) => run(command)} />
      </Group>

      <Group title="Animation">
        <SelectField
          label="Entrance animation"
          value={values.animation}
          options={ANIMATION_OPTIONS}
          help="Plays when the section scrolls into view (not for visitors who ask for reduced motion)."
          error={errorOf('animation')}
          onChange={(name) => change('animation', animationPatch(name))}
        />
      </Group>
    </Stack>
  );
}
