/**
 * Website settings → Domain: connect a domain (validated like the server: a public hostname, stored as
 * punycode), the DNS records to create, SSL state with a request button, other domains of the project,
 * and publishing the saved pages to the connected domain (spec §4 Publish, §8 messages).
 */
import {
  Badge,
  Box,
  Button,
  Code,
  HStack,
  Link,
  Separator,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { normalizeHostname, type ProjectDomain } from '../../../api/domain.ts';
import { previewOrigin } from '../../../api/preview-domain.ts';
import type { Project } from '../../../api/project.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { TextField } from '../../components/FormField.tsx';
import { ExternalIcon, GlobeIcon } from '../../components/icons.tsx';
import { appConfigQuery } from '../../data/app-config.ts';
import {
  attachDomain,
  checkDomainDns,
  domainKeys,
  domainListQuery,
  publishProject,
  requestSsl,
  restorePreviousPublish,
} from '../../data/domains.ts';
import { projectKeys } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { splitServerErrors } from '../../shell/form-errors.ts';
import { formatDateTime } from '../../shell/format.ts';
import { toastInfo, toastPublished, toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const DNS_LABELS: Record<ProjectDomain['dns_status'], { label: string; palette: string }> = {
  pending: { label: 'DNS not verified', palette: 'orange' },
  verified: { label: 'DNS verified', palette: 'green' },
  wrong_target: { label: 'DNS points elsewhere', palette: 'red' },
};

const SSL_LABELS: Record<ProjectDomain['ssl_status'], { label: string; palette: string }> = {
  none: { label: 'No SSL', palette: 'gray' },
  requested: { label: 'SSL requested', palette: 'orange' },
  issued: { label: 'SSL active', palette: 'green' },
  failed: { label: 'SSL failed', palette: 'red' },
};

export function DomainSection({ project }: { project: Project }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const projectId = project._id;
  const domains = useQuery(domainListQuery(api, projectId));
  const [input, setInput] = useState('');
  const [error, setError] = useState<string>();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: domainKeys.list(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
    ]);

  const attach = useMutation({
    mutationFn: (domain: string) => attachDomain(api, { project_id: projectId, domain }),
    meta: { errorToast: false },
    onSuccess: async (answer) => {
      setInput('');
      toastSuccess('Domain connected', answer.domain.domain);
      await refresh();
    },
    onError: (failure) => {
      const split = splitServerErrors(failure, ['domain'] as const);
      setError(split.fields.domain ?? split.form);
    },
  });
  const ssl = useMutation({
    mutationFn: () => requestSsl(api, projectId),
    meta: { errorTitle: 'Could not request SSL' },
    onSuccess: async () => {
      toastSuccess('SSL requested', 'The certificate is issued once your DNS records point here.');
      await refresh();
    },
  });
  const dns = useMutation({
    mutationFn: () => checkDomainDns(api, projectId),
    meta: { errorTitle: 'Could not check DNS' },
    onSuccess: async (answer) => {
      const toast = answer.domain.dns_status === 'verified' ? toastSuccess : toastInfo;
      toast(DNS_LABELS[answer.domain.dns_status].label, answer.message);
      await refresh();
    },
  });
  const publish = useMutation({
    mutationFn: () => publishProject(api, projectId),
    meta: { errorTitle: 'Could not publish' },
    onSuccess: async (answer) => {
      toastPublished(
        MESSAGES.projectPublished,
        answer.domain,
        `${answer.files_count} files are live at ${answer.domain}.`,
      );
      await refresh();
    },
  });

  const restore = useMutation({
    mutationFn: () => restorePreviousPublish(api, projectId),
    meta: { errorTitle: 'Could not restore the previous publish' },
    onSuccess: async (answer) => {
      toastPublished(answer.message, answer.domain);
      await refresh();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const host = normalizeHostname(input);
    if (!host) {
      setError('Enter a public domain such as www.example.com (no http://, path, port or IP address)');
      return;
    }
    attach.mutate(host);
  };

  const hostedBase = useQuery(appConfigQuery(api)).data?.hosted_base;
  const current = domains.data?.find((domain) => domain.is_attached);
  const others = domains.data?.filter((domain) => !domain.is_attached) ?? [];

  return (
    <SettingsSection
      id="domain"
      title="Domain and publishing"
      description="Connect your own domain, then publish the saved pages to it. Publishing again replaces what is live; the publish before it is kept, one click away."
    >
      {hostedBase && (
        <HStack gap="2" flexWrap="wrap" fontSize="sm" color="gray.700">
          <Text>Free address, with the saved pages (hidden from search engines):</Text>
          <Link
            href={`${previewOrigin(hostedBase, project.preview_domain)}/`}
            target="_blank"
            rel="noopener"
            color="purple.700"
            fontWeight="medium"
            wordBreak="break-all"
          >
            {previewOrigin(hostedBase, project.preview_domain).replace(/^https?:\/\//, '')}
            <ExternalIcon aria-hidden="true" />
          </Link>
        </HStack>
      )}
      {domains.isPending ? (
        <Skeleton h="20" rounded="lg" />
      ) : current ? (
        <Stack gap="3" p="4" rounded="lg" bg="gray.50" borderWidth="1px" borderColor="gray.200">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            {/* The name keeps 12rem before the badges move to a line of their own (a phone). */}
            <HStack gap="2" minW="0" flex="1 1 12rem">
              <GlobeIcon color="purple.600" flexShrink={0} />
              <Text fontWeight="semibold" wordBreak="break-all">
                {current.domain}
              </Text>
            </HStack>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette={DNS_LABELS[current.dns_status].palette} variant="subtle">
                {DNS_LABELS[current.dns_status].label}
              </Badge>
              <Badge colorPalette={SSL_LABELS[current.ssl_status].palette} variant="subtle">
                {SSL_LABELS[current.ssl_status].label}
              </Badge>
              <Badge colorPalette={project.is_published ? 'green' : 'gray'} variant="subtle">
                {project.is_published ? 'Published' : 'Not published'}
              </Badge>
            </HStack>
          </HStack>
          {current.published_at && (
            <Text fontSize="sm" color="gray.600">
              Last published {formatDateTime(current.published_at)}
            </Text>
          )}
          <Box fontSize="sm" color="gray.700">
            <Text mb="2">
              At your DNS provider, create{' '}
              {current.dns_records.length === 1 ? 'this record' : 'these records'}, then check:
            </Text>
            <Table.Root size="sm" variant="outline" rounded="md" bg="white">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Type</Table.ColumnHeader>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Value</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {current.dns_records.map((record) => (
                  <Table.Row key={`${record.type} ${record.value}`}>
                    <Table.Cell>{record.type}</Table.Cell>
                    <Table.Cell>
                      <Code wordBreak="break-all">{record.name}</Code>
                    </Table.Cell>
                    <Table.Cell>
                      <Code wordBreak="break-all">{record.value}</Code>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {current.dns_records.some((record) => record.type === 'ALIAS') && (
              <Text mt="2" color="gray.600">
                {current.domain} is a top-level name, where DNS allows no CNAME: use your provider's ALIAS,
                ANAME or “CNAME flattening” record, or connect www.{current.domain} instead.
              </Text>
            )}
            <Text mt="2" color={current.dns_status === 'wrong_target' ? 'red.700' : 'gray.600'} role="status">
              {dnsStatusText(current)}
            </Text>
          </Box>
          <HStack gap="2" flexWrap="wrap">
            <Button
              colorPalette="purple"
              onClick={() => publish.mutate()}
              loading={publish.isPending}
              loadingText="Publishing…"
            >
              Publish now
            </Button>
            {project.is_published && (
              <Button
                variant="outline"
                bg="white"
                onClick={() => restore.mutate()}
                loading={restore.isPending}
                loadingText="Restoring…"
                disabled={publish.isPending}
              >
                Restore previous publish
              </Button>
            )}
            <Button
              variant="outline"
              bg="white"
              onClick={() => dns.mutate()}
              loading={dns.isPending}
              loadingText="Checking DNS…"
            >
              Check DNS
            </Button>
            {current.ssl_status !== 'issued' && (
              <Button
                variant="outline"
                bg="white"
                onClick={() => ssl.mutate()}
                loading={ssl.isPending}
                disabled={current.ssl_status === 'requested'}
              >
                {current.ssl_status === 'requested' ? 'SSL requested' : 'Request SSL'}
              </Button>
            )}
          </HStack>
        </Stack>
      ) : (
        <Text color="gray.600" fontSize="sm">
          No domain connected yet. Connect one below to publish the site on it.
        </Text>
      )}
      <Separator />
      <form noValidate onSubmit={submit} aria-label="Connect a domain">
        <Stack gap="3">
          <TextField
            label={current ? 'Connect another domain' : 'Domain'}
            placeholder="www.example.com"
            value={input}
            error={error}
            help="The domain replaces the connected one; the live site moves with it."
            onValueChange={(value) => {
              setInput(value);
              setError(undefined);
            }}
          />
          <Button type="submit" alignSelf="flex-start" variant="outline" loading={attach.isPending}>
            Connect domain
          </Button>
        </Stack>
      </form>
      {others.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium" color="gray.700">
            Other domains of this project
          </Text>
          {others.map((domain) => (
            <Text key={domain._id} fontSize="sm" color="gray.600">
              {domain.domain}
            </Text>
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}

/** What the last DNS check found, in words. */
function dnsStatusText(domain: ProjectDomain): string {
  if (!domain.dns_checked_at)
    return 'Not checked yet. DNS changes can take a few minutes to a few hours to show.';
  const when = formatDateTime(domain.dns_checked_at);
  if (domain.dns_status === 'verified') return `Verified ${when}: the domain points at Pagewright.`;
  if (domain.dns_status === 'wrong_target')
    return `Checked ${when}: the domain points at ${domain.dns_found.join(', ')}. Change its records as shown above.`;
  return `Checked ${when}: no records found yet. DNS changes can take a few minutes to a few hours to show.`;
}
