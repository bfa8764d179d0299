/**
 * "Send this page's trace to support" (issue 5: a support ticket can attach the current page's trace
 * with one click): the builder opens it with the page's trace. The trace goes with a new ticket (the
 * subject prefilled with the page's name) or as a reply on one of the person's open tickets. Support
 * opens it from the ticket straight into the replay screen. A refusal (too large, not a trace) shows
 * the server's message in the dialog.
 */
import { Button, Dialog, NativeSelect, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Trace } from '../../../commands/trace.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { FieldFrame, TextAreaField, TextField } from '../../components/FormField.tsx';
import { useApi } from '../../session/SessionProvider.tsx';
import { checkRequired } from '../../shell/form-errors.ts';
import { failureMessage, toastSuccess } from '../../shell/toaster.tsx';
import { openTicketsQuery } from './support-queries.ts';
import { useAttachTrace } from './ticket-mutations.ts';

type Target = 'new' | 'reply';

export function AttachTraceDialog({
  trace,
  open,
  onClose,
}: {
  trace: Trace;
  open: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const formId = useId();
  const pageName = trace.base.settings.page_name || trace.base.settings.page_slug;
  const tickets = useQuery({ ...openTicketsQuery(api), enabled: open });
  const attach = useAttachTrace(trace);
  const resetAttach = attach.reset;
  const [target, setTarget] = useState<Target>('new');
  const [subject, setSubject] = useState('');
  const [ticketId, setTicketId] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<{ subject?: string; message?: string; ticket?: string }>({});

  useEffect(() => {
    if (!open) return;
    setTarget('new');
    setSubject(`Problem on the page “${pageName}”`);
    setTicketId('');
    setMessage('');
    setProblems({});
    resetAttach();
  }, [open, pageName, resetAttach]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      subject: target === 'new' ? checkRequired(subject, 'Enter a subject', 200) : undefined,
      message: checkRequired(message, 'Say what went wrong on this page', 10_000),
      ticket: target === 'reply' && ticketId === '' ? 'Choose one of your open tickets' : undefined,
    };
    setProblems(next);
    if (next.subject || next.message || next.ticket) return;
    attach.mutate(
      target === 'new'
        ? { kind: 'new', subject: subject.trim(), message: message.trim() }
        : { kind: 'reply', ticketId, message: message.trim() },
      {
        onSuccess: () => {
          toastSuccess('Trace sent to support', 'Our team can now replay your edits on this page.');
          onClose();
        },
      },
    );
  };

  const openTickets = tickets.data ?? [];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !attach.isPending) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Send this page’s trace to support</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack gap="4">
                  <Text color="gray.700" fontSize="sm">
                    The trace of “{pageName}” records every edit since it was opened ({trace.entries.length}{' '}
                    {trace.entries.length === 1 ? 'change' : 'changes'}), so our team can replay them step by
                    step.
                  </Text>
                  {attach.isError && <FormAlert>{failureMessage(attach.error)}</FormAlert>}
                  <RadioGroup.Root
                    value={target}
                    onValueChange={(details) => setTarget(details.value === 'reply' ? 'reply' : 'new')}
                    colorPalette="purple"
                    aria-label="Send it with"
                  >
                    <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
                      <RadioGroup.Item value="new">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>A new ticket</RadioGroup.ItemText>
                      </RadioGroup.Item>
                      <RadioGroup.Item value="reply" disabled={openTickets.length === 0}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          One of my open tickets{tickets.isSuccess && ` (${openTickets.length})`}
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    </Stack>
                  </RadioGroup.Root>
                  {target === 'new' ? (
                    <TextField
                      label="Subject"
                      required
                      maxLength={200}
                      value={subject}
                      error={problems.subject}
                      onValueChange={(value) => {
                        setSubject(value);
                        setProblems((current) => ({ ...current, subject: undefined }));
                      }}
                    />
                  ) : (
                    <FieldFrame label="Ticket" required error={problems.ticket}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={ticketId}
                          onChange={(event) => {
                            setTicketId(event.currentTarget.value);
                            setProblems((current) => ({ ...current, ticket: undefined }));
                          }}
                        >
                          <option value="">Choose a ticket…</option>
                          {openTickets.map((ticket) => (
                            <option key={ticket._id} value={ticket._id}>
                              {ticket.subject}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FieldFrame>
                  )}
                  <TextAreaField
                    label="What went wrong?"
                    required
                    rows={4}
                    placeholder="What you did, what you expected, and what happened instead."
                    value={message}
                    error={problems.message}
                    onValueChange={(value) => {
                      setMessage(value);
                      setProblems((current) => ({ ...current, message: undefined }));
                    }}
                  />
                  <Text fontSize="sm" color="gray.600">
                    Our answer arrives in Support, in the main menu.
                  </Text>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={attach.isPending}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="purple" loading={attach.isPending}>
                Send trace
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
