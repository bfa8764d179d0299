/**
 * Payments (issue 25 "Payments screen"), under Website settings: what the project's published pages
 * took through Stripe — totals per plan in the plan's own currency symbol (spec §9, fallback `$`),
 * then each payment newest first, a page at a time — and a CSV export the server builds (formula-safe).
 * Loading, error and empty states like every screen's.
 */
import { Badge, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type Payment, type PaymentTotal } from '../../../api/payments.ts';
import { FileIcon } from '../../components/icons.tsx';
import { ErrorState } from '../../components/States.tsx';
import { fetchPaymentsCsv, PAYMENTS_PER_PAGE, paymentListQuery } from '../../data/payments.ts';
import { useApi, useSession } from '../../session/SessionProvider.tsx';
import { formatDateTime, plural } from '../../shell/format.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { Pager } from '../Pager.tsx';
import { downloadText } from '../subscribers/download.ts';
import { SettingsSection } from './SettingsSection.tsx';

export function PaymentsSection({ projectId }: { projectId: string }) {
  const api = useApi();
  const token = useSession()?.tokens.token ?? '';
  const [page, setPage] = useState(1);
  const payments = useQuery(paymentListQuery(api, projectId, page));

  const exportCsv = useMutation({
    mutationFn: () => fetchPaymentsCsv(token, projectId),
    meta: { errorTitle: 'Could not export the payments' },
    onSuccess: ({ fileName, csv }) => {
      downloadText(fileName, csv);
      toastSuccess('Export ready', fileName);
    },
  });

  const total = payments.data?.total ?? 0;
  return (
    <SettingsSection
      id="payments"
      title="Payments"
      description="What visitors paid through the buy buttons of your published pages, newest first. Totals are per plan, in the plan's currency."
    >
      {payments.isPending ? (
        <Stack gap="4" aria-busy="true" role="status" aria-label="Loading the payments">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Skeleton h="20" rounded="lg" />
            <Skeleton h="20" rounded="lg" />
          </SimpleGrid>
          <Skeleton h="40" rounded="lg" />
        </Stack>
      ) : payments.isError ? (
        <ErrorState
          title="The payments did not load"
          error={payments.error}
          onRetry={() => void payments.refetch()}
        />
      ) : total === 0 ? (
        <Stack gap="2" align="center" textAlign="center" py="6">
          <Box color="purple.500" aria-hidden="true">
            <FileIcon boxSize="8" />
          </Box>
          <Text as="h3" fontWeight="semibold" color="gray.900">
            No payments yet
          </Text>
          <Text fontSize="sm" color="gray.600" maxW="md">
            When a visitor pays through a buy button on one of this project's published pages, the payment
            appears here and in the CSV export.
          </Text>
        </Stack>
      ) : (
        <Stack gap="5">
          <Totals totals={payments.data.totals} />
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm" color="gray.700">
              {plural(total, 'payment')}
            </Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() => exportCsv.mutate()}
              loading={exportCsv.isPending}
              loadingText="Exporting…"
            >
              <FileIcon />
              Export CSV
            </Button>
          </HStack>
          <PaymentTable payments={payments.data.payments} busy={payments.isFetching} />
          <Pager page={page} total={total} limit={PAYMENTS_PER_PAGE} label="Payment pages" onPage={setPage} />
        </Stack>
      )}
    </SettingsSection>
  );
}

function Totals({ totals }: { totals: readonly PaymentTotal[] }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label="Totals per plan"
      columns={{ base: 1, sm: 2 }}
      gap="3"
      listStyleType="none"
    >
      {totals.map((row) => (
        <Stack
          as="li"
          key={`${row.plan_id ?? 'none'}-${row.currency}`}
          gap="0.5"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
          px="4"
          py="3"
          bg="gray.50"
        >
          <Text fontSize="sm" color="gray.700" truncate>
            {row.plan_title || 'Plan deleted'}
          </Text>
          <Text fontSize="xl" fontWeight="semibold" color="gray.900">
            {formatMoney(row.amount_minor, row.currency)}
          </Text>
          <Text fontSize="xs" color="gray.600">
            {plural(row.count, 'payment')} · {row.currency}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function PaymentTable({ payments, busy }: { payments: readonly Payment[]; busy: boolean }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="lg"
      // Focusable so the table can be scrolled sideways with the keyboard on a phone.
      tabIndex={0}
      role="region"
      aria-label="Payment table"
    >
      <Table.Root size="sm" aria-label="Payments" aria-busy={busy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Paid</Table.ColumnHeader>
            <Table.ColumnHeader>Plan</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Page</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((payment) => (
            <Table.Row key={payment._id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(payment.paid_at)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Text>{payment.plan_title || 'Plan deleted'}</Text>
                  {payment.mode === 'subscription' && (
                    <Badge size="sm" colorPalette="purple" variant="subtle">
                      Subscription
                    </Badge>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell>{payment.customer_email || '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                {formatMoney(payment.amount_minor, payment.currency)}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
                {payment.page_slug
                  ? payment.page_slug === 'index'
                    ? '/ (home)'
                    : `/${payment.page_slug}`
                  : '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
