/**
 * Business info calls of spec §7 "AI and business info" and the entity of spec §3: one record per
 * project with the AI fields (businessType … seoKeywords, the spec's camelCase names). `add_business_info`
 * creates or updates (fields left out keep their value); `get_business_info/{projectId}` answers it,
 * or `business_info: null` before anything was saved. Browser-safe.
 */
import { z } from 'zod';
import { Id, okEnvelope, Timestamp } from './common.ts';

export const BUSINESS_INFO_FIELDS = [
  'businessType',
  'businessName',
  'industryType',
  'businessSlogan',
  'additionalBusinessInfo',
  'targetAudience',
  'ageLimit',
  'targetProblem',
  'visitorsToDo',
  'contentTone',
  'seoKeywords',
] as const;
export type BusinessInfoField = (typeof BUSINESS_INFO_FIELDS)[number];

const LONG_FIELDS: readonly BusinessInfoField[] = ['additionalBusinessInfo', 'targetProblem', 'visitorsToDo'];
const fieldSchema = (field: BusinessInfoField) =>
  z
    .string()
    .trim()
    .max(LONG_FIELDS.includes(field) ? 5000 : 500);

const fieldShape = Object.fromEntries(BUSINESS_INFO_FIELDS.map((field) => [field, fieldSchema(field)])) as {
  [K in BusinessInfoField]: z.ZodString;
};

export const BusinessInfo = z.object({ _id: Id, project_id: Id, ...fieldShape, updated_at: Timestamp });
export type BusinessInfo = z.infer<typeof BusinessInfo>;

export const AddBusinessInfoBody = z.object({ project_id: Id }).extend(z.object(fieldShape).partial().shape);
export type AddBusinessInfoBody = z.infer<typeof AddBusinessInfoBody>;

export const BusinessInfoResponse = okEnvelope({ business_info: BusinessInfo.nullable() });
export type BusinessInfoResponse = z.infer<typeof BusinessInfoResponse>;
