/**
 * A loaded trace on screen: the step controls (first, previous, the slider, next, last; the slider
 * also takes arrow keys, Home and End), the read-only canvas at the current step, and the log beside
 * it — each entry with its command and events, the current one marked, any of them a click away.
 */
import {
  Badge,
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  IconButton,
  Slider,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon } from '../../components/icons.tsx';
import { ReplayCanvas } from './ReplayCanvas.tsx';
import {
  clampStep,
  describeEntry,
  describeEvent,
  firstStepOfEntry,
  formatEntryTime,
  lastStep,
  type Timeline,
} from './replay-timeline.ts';

export function ReplayView({
  timeline,
  label,
  assetBase,
  back,
  loadAnother,
}: {
  timeline: Timeline;
  label: string;
  assetBase: string;
  back: ReactNode;
  loadAnother: ReactNode;
}) {
  const last = lastStep(timeline);
  const [step, setStepRaw] = useState(last);
  const setStep = (next: number) => setStepRaw(clampStep(timeline, next));
  const position = timeline.positions[step] ?? { entry: -1, event: -1 };
  const settings = timeline.trace.base.settings;

  return (
    <Stack as="main" gap="0" minH="100dvh" h={{ lg: '100dvh' }} bg="gray.50">
      <HStack
        as="header"
        px={{ base: '3', md: '5' }}
        py="3"
        gap="3"
        bg="white"
        borderBottomWidth="1px"
        wrap="wrap"
      >
        <Stack gap="0" flex="1" minW="0">
          {back}
          <Heading as="h1" size="md" truncate>
            Replay · {settings.page_name || settings.page_slug}
          </Heading>
          <Text fontSize="sm" color="gray.600" truncate>
            {label}
          </Text>
        </Stack>
        {loadAnother}
      </HStack>
      <StepControls step={step} last={last} onStep={setStep} />
      <Stack direction={{ base: 'column', lg: 'row' }} gap="0" flex="1" minH="0">
        <ReplayCanvas doc={timeline.docs[step] ?? timeline.trace.base} assetBase={assetBase} width={null} />
        <EntryList
          timeline={timeline}
          step={step}
          entry={position.entry}
          event={position.event}
          onStep={setStep}
        />
      </Stack>
    </Stack>
  );
}

function StepControls({
  step,
  last,
  onStep,
}: {
  step: number;
  last: number;
  onStep: (step: number) => void;
}) {
  return (
    <HStack
      px={{ base: '3', md: '5' }}
      py="2"
      gap={{ base: '1', md: '2' }}
      bg="white"
      borderBottomWidth="1px"
      role="group"
      aria-label="Step controls"
    >
      <Button size="sm" variant="ghost" onClick={() => onStep(0)} disabled={step === 0} hideBelow="md">
        First step
      </Button>
      <IconButton
        size="sm"
        variant="outline"
        aria-label="Previous step"
        onClick={() => onStep(step - 1)}
        disabled={step === 0}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Slider.Root
        flex="1"
        minW="0"
        px="2"
        min={0}
        max={Math.max(last, 1)}
        step={1}
        disabled={last === 0}
        value={[step]}
        onValueChange={(details) => onStep(details.value[0] ?? 0)}
        getAriaValueText={(details) => `Step ${details.value} of ${last}`}
        colorPalette="purple"
      >
        <Slider.Label srOnly>Step</Slider.Label>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label="Next step"
        onClick={() => onStep(step + 1)}
        disabled={step === last}
      >
        <ChevronLeftIcon transform="rotate(180deg)" />
      </IconButton>
      <Button size="sm" variant="ghost" onClick={() => onStep(last)} disabled={step === last} hideBelow="md">
        Last step
      </Button>
      <Text
        fontSize="sm"
        color="gray.700"
        whiteSpace="nowrap"
        aria-live="polite"
        minW="6.5em"
        textAlign="end"
      >
        Step {step} of {last}
      </Text>
    </HStack>
  );
}

function EntryList({
  timeline,
  step,
  entry: currentEntry,
  event: currentEvent,
  onStep,
}: {
  timeline: Timeline;
  step: number;
  entry: number;
  event: number;
  onStep: (step: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  // Keep the current entry in sight while stepping through a long log.
  useEffect(() => {
    list.current?.querySelector(`[data-entry="${currentEntry}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [currentEntry]);

  return (
    <Box
      as="aside"
      aria-label="Commands and events"
      w={{ base: 'full', lg: '380px' }}
      flexShrink={0}
      borderLeftWidth={{ lg: '1px' }}
      borderTopWidth={{ base: '1px', lg: '0' }}
      bg="white"
      overflowY="auto"
      maxH={{ base: '60dvh', lg: 'none' }}
    >
      <chakra.ol ref={list} listStyleType="none" aria-label="Log entries">
        <li data-entry={-1} aria-current={step === 0 ? 'step' : undefined}>
          <EntryButton active={step === 0} onClick={() => onStep(0)}>
            <Text fontWeight="semibold">Base document</Text>
            <Text fontSize="xs" color="gray.600">
              {timeline.trace.base.sections.length} sections, before any event
            </Text>
          </EntryButton>
        </li>
        {timeline.trace.entries.map((entry, index) => {
          const active = index === currentEntry;
          const first = firstStepOfEntry(timeline, index);
          return (
            <li key={entry.seq} data-entry={index} aria-current={active ? 'step' : undefined}>
              <EntryButton active={active} onClick={() => onStep(timeline.entryEnds[index] ?? step)}>
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold" fontFamily="mono" fontSize="sm" truncate>
                    {entry.seq}. {describeEntry(entry)}
                  </Text>
                  <HStack gap="1" flexShrink={0}>
                    {entry.origin !== 'user' && (
                      <Badge size="sm" variant="subtle" colorPalette="orange">
                        {entry.origin}
                      </Badge>
                    )}
                    <Text fontSize="xs" color="gray.600">
                      {formatEntryTime(entry.at)}
                    </Text>
                  </HStack>
                </HStack>
              </EntryButton>
              {entry.events.length > 0 && first !== null && (
                <Stack
                  as="ol"
                  listStyleType="none"
                  gap="0"
                  pl="6"
                  pb="1"
                  aria-label={`Events of entry ${entry.seq}`}
                >
                  {entry.events.map((event, eventIndex) => {
                    const here = active && eventIndex === currentEvent;
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: an entry's events never change or reorder
                      <li key={eventIndex}>
                        <Button
                          variant="plain"
                          size="xs"
                          w="full"
                          justifyContent="flex-start"
                          fontFamily="mono"
                          fontWeight={here ? 'bold' : 'normal'}
                          color={here ? 'purple.800' : 'gray.700'}
                          aria-pressed={here}
                          onClick={() => onStep(first + eventIndex)}
                        >
                          <Text as="span" truncate>
                            {describeEvent(event)}
                          </Text>
                        </Button>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}

function EntryButton({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <chakra.button
      type="button"
      display="block"
      w="full"
      textAlign="start"
      px="4"
      py="2"
      bg={active ? 'purple.50' : 'transparent'}
      borderInlineStartWidth="3px"
      borderInlineStartColor={active ? 'purple.600' : 'transparent'}
      _hover={{ bg: active ? 'purple.100' : 'gray.50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'purple.500', outlineOffset: '-2px' }}
      onClick={onClick}
    >
      {children}
    </chakra.button>
  );
}
