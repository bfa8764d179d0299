/**
 * The Slider settings panel (issue 23 "Slider / carousel"; CONTRACT `Slider settings`): the slides,
 * added (a copy of one), moved, removed (spec §4: the neighbour shows, the indicators follow, a
 * slider left with one slide becomes that slide) and each with its image, alt text, caption and
 * button; then autoplay, the interval, arrows and indicators. Opened on the carousel or on a slide
 * of it, which is then marked and opened. Each control runs one command (slider-fields.ts).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FieldError } from '../fields/FieldError.tsx';
import { SliderField } from '../fields/SliderField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { type FieldErrors, useFieldErrors } from '../fields/use-field-errors.ts';
import { RowGroup as Group } from '../row/RowGroup.tsx';
import type { InspectorProps } from '../types.ts';
import {
  addSlideCommand,
  DEFAULT_INTERVAL_SECONDS,
  intervalCommand,
  intervalSeconds,
  moveSlideCommand,
  optionsCommand,
  readSliderPanel,
  removeSlideCommand,
  type SlideFields,
  type SliderPanelView,
  setSlideCommand,
  slideFields,
} from './slider-fields.ts';

export default function SliderPanel({ doc, selection, node, run, pickImage }: InspectorProps) {
  const fields = useFieldErrors(run);
  const view = readSliderPanel(doc, selection.sectionId, node);
  const slides = view ? slideFields(view) : [];
  const initial =
    view?.selectedSlide ??
    Math.max(
      0,
      slides.findIndex((s) => s.active),
    );
  const [openId, setOpenId] = useState<string | null>(slides[initial]?.id ?? null);
  if (!view) return <Text fontSize="sm">This slide is not in a slider.</Text>;
  const { errorOf, runField } = fields;
  const { slider } = view;

  return (
    <Stack gap="4">
      <Group title="Slides">
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label="Slides">
          {slides.map((slide, i) => (
            <SlideItem
              key={slide.id}
              view={view}
              slide={slide}
              index={i}
              count={slides.length}
              selected={i === view.selectedSlide}
              open={slide.id === openId}
              onToggle={() => setOpenId(slide.id === openId ? null : slide.id)}
              fields={fields}
              pickImage={pickImage}
            />
          ))}
        </Stack>
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          disabled={slides.length === 0}
          onClick={() => runField('slides', addSlideCommand(view, openId ?? undefined))}
        >
          Add slide
        </Button>
        <Text fontSize="xs" color="gray.600">
          A new slide copies the open one (the last when none is open). A slider left with one slide becomes
          that slide.
        </Text>
        <FieldError fields={fields} name="slides" />
      </Group>

      <Group title="Playback">
        <ToggleField
          label="Autoplay"
          checked={slider.autoplay}
          onChange={(autoplay) => runField('autoplay', optionsCommand(view, { autoplay }))}
        />
        <SliderField
          label="Interval (seconds)"
          value={intervalSeconds(view)}
          min={1}
          max={60}
          step={1}
          unit=""
          help={`Time each slide shows; empty keeps the default ${DEFAULT_INTERVAL_SECONDS} s.`}
          error={errorOf('interval')}
          onChange={(raw) => runField('interval', intervalCommand(view, raw))}
        />
      </Group>

      <Group title="Controls">
        <ToggleField
          label="Arrows"
          checked={slider.arrows.length > 0}
          onChange={(arrows) => runField('controls', optionsCommand(view, { arrows }))}
        />
        <ToggleField
          label="Indicators"
          checked={slider.indicators !== null}
          onChange={(indicators) => runField('controls', optionsCommand(view, { indicators }))}
        />
        <FieldError fields={fields} name="controls" />
      </Group>
    </Stack>
  );
}

interface SlideItemProps {
  readonly view: SliderPanelView;
  readonly slide: SlideFields;
  readonly index: number;
  readonly count: number;
  readonly selected: boolean;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly fields: FieldErrors;
  readonly pickImage: () => Promise<string | null>;
}

function SlideItem({
  view,
  slide,
  index,
  count,
  selected,
  open,
  onToggle,
  fields,
  pickImage,
}: SlideItemProps) {
  const n = index + 1;
  const { errorOf, runField } = fields;
  const key = (name: string) => `${slide.id}:${name}`;
  const set = (name: string, changes: Parameters<typeof setSlideCommand>[2]) =>
    runField(key(name), setSlideCommand(view, slide.id, changes));
  const changeImage = async () => {
    const src = await pickImage();
    if (src) set('image', { imageSrc: src });
  };
  const name = slide.caption || (slide.image ? fileName(slide.image) : '');

  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      borderColor={selected ? 'blue.300' : 'gray.200'}
      bg={selected ? 'blue.50' : undefined}
      aria-current={selected ? 'true' : undefined}
    >
      <HStack justify="space-between" px="2" py="1.5" gap="2">
        <Box minWidth="0">
          <Text fontSize="sm" fontWeight={selected ? 'semibold' : 'medium'}>
            Slide {n}
            {slide.active && ' · shows first'}
            {selected && ' (selected)'}
          </Text>
          {name && (
            <Text fontSize="xs" color="gray.600" truncate title={name}>
              {name}
            </Text>
          )}
        </Box>
        <HStack gap="1" flexShrink={0}>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Move slide ${n} up`}
            disabled={index === 0}
            onClick={() => runField('slides', moveSlideCommand(view, slide.id, index - 1))}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Move slide ${n} down`}
            disabled={index === count - 1}
            onClick={() => runField('slides', moveSlideCommand(view, slide.id, index + 1))}
          >
            ↓
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Remove slide ${n}`}
            onClick={() => runField('slides', removeSlideCommand(view, slide.id))}
          >
            Remove
          </Button>
          <Button
            size="xs"
            variant="ghost"
            aria-expanded={open}
            onClick={onToggle}
            aria-label={`Edit slide ${n}`}
          >
            {open ? 'Close' : 'Edit'}
          </Button>
        </HStack>
      </HStack>
      {open && (
        <Stack gap="3" px="2" pb="3" pt="2" borderTopWidth="1px" borderColor="gray.200">
          {slide.image !== null ? (
            <>
              <HStack justify="space-between" gap="2">
                <Text fontSize="xs" color="gray.700" truncate title={slide.image}>
                  Image: {fileName(slide.image)}
                </Text>
                <Button size="xs" variant="outline" flexShrink={0} onClick={() => void changeImage()}>
                  Change image
                </Button>
              </HStack>
              <FieldError fields={fields} name={key('image')} />
              <TextInputField
                label="Alt text"
                value={slide.alt}
                error={errorOf(key('alt'))}
                onChange={(imageAlt) => set('alt', { imageAlt })}
              />
            </>
          ) : (
            <Text fontSize="xs" color="gray.600">
              This slide has no image; edit its content on the canvas.
            </Text>
          )}
          <TextInputField
            label="Caption"
            value={slide.caption}
            placeholder="No caption"
            error={errorOf(key('caption'))}
            onChange={(caption) => set('caption', { caption })}
          />
          {slide.hasButton ? (
            <>
              <TextInputField
                label="Button label"
                value={slide.buttonLabel}
                error={errorOf(key('button'))}
                onChange={(label) => set('button', { button: { label, href: slide.buttonHref } })}
              />
              <TextInputField
                label="Button link"
                value={slide.buttonHref}
                inputMode="url"
                error={errorOf(key('href'))}
                onChange={(href) => set('href', { button: { label: slide.buttonLabel, href } })}
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                alignSelf="start"
                onClick={() => set('button', { button: null })}
              >
                Remove button
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="outline"
              alignSelf="start"
              onClick={() => set('button', { button: { label: 'Learn more', href: '#' } })}
            >
              Add button
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

function fileName(src: string): string {
  return src.split(/[?#]/)[0]!.split('/').pop() || src;
}
