/**
 * Business info (spec §7 "AI and business info"): the eleven fields the AI writing tools use. Saving
 * sends only changed fields (the server keeps the rest); nothing is saved before the first change.
 */
import { Button, HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  type AddBusinessInfoBody,
  BUSINESS_INFO_FIELDS,
  type BusinessInfoField,
} from '../../../api/business-info.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextAreaField, TextField } from '../../components/FormField.tsx';
import { ErrorState } from '../../components/States.tsx';
import { businessInfoKeys, businessInfoQuery, saveBusinessInfo } from '../../data/business-info.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { type FieldErrors, splitServerErrors } from '../../shell/form-errors.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const LONG: ReadonlySet<BusinessInfoField> = new Set([
  'additionalBusinessInfo',
  'targetProblem',
  'visitorsToDo',
]);

export const BUSINESS_INFO_LABELS: Record<BusinessInfoField, { label: string; placeholder: string }> = {
  businessType: { label: 'Business type', placeholder: 'e.g. Local bakery' },
  businessName: { label: 'Business name', placeholder: 'e.g. Main Street Bakery' },
  industryType: { label: 'Industry', placeholder: 'e.g. Food and drink' },
  businessSlogan: { label: 'Slogan', placeholder: 'e.g. Fresh every morning' },
  additionalBusinessInfo: {
    label: 'About the business',
    placeholder: 'What you offer, since when, what makes you different',
  },
  targetAudience: { label: 'Target audience', placeholder: 'e.g. Families and office workers nearby' },
  ageLimit: { label: 'Age of the audience', placeholder: 'e.g. 25–55' },
  targetProblem: { label: 'Problem you solve', placeholder: 'What your customers need help with' },
  visitorsToDo: {
    label: 'What visitors should do',
    placeholder: 'e.g. Order a cake online or visit the shop',
  },
  contentTone: { label: 'Tone of the content', placeholder: 'e.g. Warm and friendly' },
  seoKeywords: { label: 'SEO keywords', placeholder: 'e.g. bakery, sourdough, birthday cakes' },
};

type Values = Record<BusinessInfoField, string>;
const EMPTY = Object.fromEntries(BUSINESS_INFO_FIELDS.map((field) => [field, ''])) as Values;

export function BusinessInfoSection({ projectId }: { projectId: string }) {
  return (
    <SettingsSection
      id="business-info"
      title="Business info"
      description="What the AI writing tools know about your business when they suggest texts for your pages."
    >
      <BusinessInfoForm projectId={projectId} />
    </SettingsSection>
  );
}

/**
 * The business info fields and their save, on their own: Website settings shows them in its
 * section, the builder's AI settings dialog in a dialog; both read and write the one query entry.
 */
export function BusinessInfoForm({ projectId, onSaved }: { projectId: string; onSaved?: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const info = useQuery(businessInfoQuery(api, projectId));
  const saved = useMemo<Values>(() => {
    const data = info.data;
    return data
      ? (Object.fromEntries(BUSINESS_INFO_FIELDS.map((field) => [field, data[field]])) as Values)
      : EMPTY;
  }, [info.data]);
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<FieldErrors<BusinessInfoField>>({});
  const [formError, setFormError] = useState<string | undefined>();
  useEffect(() => setValues(saved), [saved]);

  const changed = BUSINESS_INFO_FIELDS.filter((field) => values[field].trim() !== saved[field]);
  const save = useMutation({
    mutationFn: () => {
      const body: AddBusinessInfoBody = { project_id: projectId };
      for (const field of changed) body[field] = values[field].trim();
      return saveBusinessInfo(api, body);
    },
    meta: { errorToast: false },
    onSuccess: (answer) => {
      queryClient.setQueryData(businessInfoKeys.detail(projectId), answer);
      setFormError(undefined);
      toastSuccess('Business info saved');
      onSaved?.();
    },
    onError: (error) => {
      const split = splitServerErrors(error, BUSINESS_INFO_FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors<BusinessInfoField> = {};
    for (const field of BUSINESS_INFO_FIELDS) {
      const max = LONG.has(field) ? 5000 : 500;
      if (values[field].trim().length > max) next[field] = `Use at most ${max} characters`;
    }
    setErrors(next);
    if (Object.keys(next).length === 0 && changed.length > 0) save.mutate();
  };

  return info.isPending ? (
    <Stack gap="4" aria-busy="true" role="status" aria-label="Loading the business info">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="24" />
    </Stack>
  ) : info.isError ? (
    <ErrorState
      title="The business info did not load"
      error={info.error}
      onRetry={() => void info.refetch()}
    />
  ) : (
    <form noValidate onSubmit={submit} aria-label="Business info">
      <Stack gap="5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {BUSINESS_INFO_FIELDS.filter((field) => !LONG.has(field)).map((field) => (
            <TextField
              key={field}
              label={BUSINESS_INFO_LABELS[field].label}
              placeholder={BUSINESS_INFO_LABELS[field].placeholder}
              value={values[field]}
              error={errors[field]}
              onValueChange={(value) => {
                setValues((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          ))}
        </SimpleGrid>
        {BUSINESS_INFO_FIELDS.filter((field) => LONG.has(field)).map((field) => (
          <TextAreaField
            key={field}
            label={BUSINESS_INFO_LABELS[field].label}
            placeholder={BUSINESS_INFO_LABELS[field].placeholder}
            rows={3}
            value={values[field]}
            error={errors[field]}
            onValueChange={(value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        ))}
        <HStack justify="flex-end" gap="2">
          {changed.length > 0 && (
            <Button variant="outline" onClick={() => setValues(saved)} disabled={save.isPending}>
              Discard
            </Button>
          )}
          <Button
            type="submit"
            colorPalette="purple"
            loading={save.isPending}
            disabled={changed.length === 0}
          >
            Save business info
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
