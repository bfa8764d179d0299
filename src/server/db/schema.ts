/**
 * Drizzle schema of the server database: customers and their sessions, password resets, the dev mail
 * outbox, projects, pages (spec §3) and their versions, and seeded reference lists. Mirrors the SQL
 * migrations in ./migrations exactly (tests/server/schema.test.ts checks every column exists).
 * Every tenant-owned table carries `owner_id` so isolation is a `where` on one column.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CampaignProvider, SyncTarget } from '../../api/campaign.ts';
import type { ProjectSettingsValues } from '../../api/project-settings.ts';
import type { LibrarySectionSettings, TemplateFile, TemplatePage } from '../content/library.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const customers = pgTable('customers', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userType: text('user_type').notNull().default('default'),
  isDev: boolean('is_dev').notNull().default(false),
  role: text('role').notNull().default('user'),
  pexelsRequestCount: integer('pexels_request_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    paymentTokenHash: text('payment_token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    /** The free address's label, `{slug}.{SITES_DOMAIN}` (api/preview-domain.ts). */
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    domain: text('domain').notNull().default(''),
    logo: text('logo').notNull().default(''),
    templateId: text('template_id'),
    isApproved: boolean('is_approved').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    status: boolean('status').notNull().default(true),
    paymentPageId: uuid('payment_page_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('projects_owner_idx').on(table.ownerId), uniqueIndex('projects_slug_idx').on(table.slug)],
);

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    pageSlug: text('page_slug').notNull(),
    image: text('image').notNull().default(''),
    mode: text('mode').notNull().default(''),
    position: integer('position').notNull().default(0),
    pageGroupType: text('page_group_type'),
    sections: jsonb('sections').notNull().default([]),
    theme: jsonb('theme').notNull().default({}),
    settings: jsonb('settings').notNull().default({}),
    revision: integer('revision').notNull().default(0),
    /** The revision whose files are the page's (page-files.ts); null: the fixed keys of before 0016. */
    filesRevision: integer('files_revision'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('pages_project_slug_idx').on(table.projectId, table.pageSlug),
    index('pages_owner_idx').on(table.ownerId),
  ],
);

export const projectVersions = pgTable(
  'project_versions',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    versionName: text('version_name').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('project_versions_project_idx').on(table.projectId)],
);

export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    versionName: text('version_name').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('page_versions_page_idx').on(table.pageId)],
);

export const websiteCategories = pgTable('website_categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const currencies = pgTable('currencies', {
  shortForm: text('short_form').primaryKey(),
  symbol: text('symbol').notNull(),
});

export const projectDomains = pgTable(
  'project_domains',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull().unique(),
    sslStatus: text('ssl_status').notNull().default('none'),
    sslRequestedAt: timestamp('ssl_requested_at', { withTimezone: true, mode: 'date' }),
    /** The last "Check DNS": `pending`, `verified` or `wrong_target` (api/domain.ts DNS_STATES). */
    dnsStatus: text('dns_status').notNull().default('pending'),
    /** What that check found, space-separated (shown when the records point elsewhere). */
    dnsFound: text('dns_found').notNull().default(''),
    dnsCheckedAt: timestamp('dns_checked_at', { withTimezone: true, mode: 'date' }),
    publishId: uuid('publish_id'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('project_domains_project_idx').on(table.projectId)],
);

export const publishes = pgTable(
  'publishes',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    filesCount: integer('files_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('publishes_project_idx').on(table.projectId, table.createdAt)],
);

export const loginLinks = pgTable(
  'login_links',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    projectId: uuid('project_id'),
    pageId: uuid('page_id'),
    createdBy: uuid('created_by').references(() => customers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('login_links_customer_idx').on(table.customerId)],
);

export const userFiles = pgTable(
  'user_files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    inGallery: boolean('in_gallery').notNull().default(false),
    source: text('source').notNull().default('upload'),
    createdAt: createdAt(),
  },
  (table) => [index('user_files_owner_idx').on(table.ownerId, table.inGallery, table.kind)],
);

export const pexelsImages = pgTable(
  'pexels_images',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    pexelsId: text('pexels_id').notNull().default(''),
    alt: text('alt').notNull().default(''),
    photographer: text('photographer').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('pexels_images_owner_id_url_key').on(table.ownerId, table.url)],
);

export const businessInfos = pgTable('business_infos', {
  id: uuid('id').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  businessType: text('business_type').notNull().default(''),
  businessName: text('business_name').notNull().default(''),
  industryType: text('industry_type').notNull().default(''),
  businessSlogan: text('business_slogan').notNull().default(''),
  additionalBusinessInfo: text('additional_business_info').notNull().default(''),
  targetAudience: text('target_audience').notNull().default(''),
  ageLimit: text('age_limit').notNull().default(''),
  targetProblem: text('target_problem').notNull().default(''),
  visitorsToDo: text('visitors_to_do').notNull().default(''),
  contentTone: text('content_tone').notNull().default(''),
  seoKeywords: text('seo_keywords').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    planTitle: text('plan_title').notNull(),
    planDescription: text('plan_description').notNull().default(''),
    planPrice: numeric('plan_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currencyType: text('currency_type').notNull(),
    billingInterval: text('billing_interval').notNull().default('one_time'),
    features: jsonb('features').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('payment_plans_project_idx').on(table.projectId)],
);

export const pagePaymentPlans = pgTable(
  'page_payment_plans',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => paymentPlans.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.pageId] }),
    index('page_payment_plans_page_idx').on(table.pageId),
  ],
);

export const projectPaymentKeys = pgTable('project_payment_keys', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  publishableKey: text('publishable_key').notNull().default(''),
  secretKeySealed: text('secret_key_sealed'),
  secretKeyLast4: text('secret_key_last4').notNull().default(''),
  /** The webhook signing secret (`whsec_…`), sealed like the secret key (migration 0019). */
  webhookSecretSealed: text('webhook_secret_sealed'),
  updatedAt: updatedAt(),
});

/** Payments recorded from verified Stripe `checkout.session.completed` events (migration 0019). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => paymentPlans.id, { onDelete: 'set null' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    planTitle: text('plan_title').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    stripeEventId: text('stripe_event_id').notNull(),
    stripeSessionId: text('stripe_session_id').notNull(),
    stripePaymentIntent: text('stripe_payment_intent').notNull().default(''),
    stripeSubscription: text('stripe_subscription').notNull().default(''),
    mode: text('mode').notNull().default('payment'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_event_uq').on(table.stripeEventId),
    uniqueIndex('payments_session_uq').on(table.stripeSessionId),
    index('payments_project_idx').on(table.projectId, table.paidAt),
  ],
);

/** Project-level SEO, social sharing and scripts (spec §3, migration 0012): only the keys the owner set. */
export const projectSettings = pgTable(
  'project_settings',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<ProjectSettingsValues>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [index('project_settings_owner_idx').on(table.ownerId)],
);

export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('open'),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('support_tickets_owner_idx').on(table.ownerId, table.lastReplyAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => customers.id, { onDelete: 'set null' }),
    isStaff: boolean('is_staff').notNull().default(false),
    body: text('body').notNull(),
    attachmentFileId: uuid('attachment_file_id').references(() => userFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

export const helpCategories = pgTable('help_categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('help_articles_category_idx').on(table.categoryId, table.position)],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    fields: jsonb('fields').notNull(),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    /** The list the subscriber's form named, when it named one (migration 0020). */
    syncTarget: jsonb('sync_target').$type<SyncTarget>(),
    syncState: text('sync_state').$type<'' | 'pending' | 'synced' | 'failed'>().notNull().default(''),
    syncError: text('sync_error').notNull().default(''),
    syncRound: integer('sync_round').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('subscribers_project_idx').on(table.projectId, table.createdAt)],
);

/** A project's connection to an email tool; the API key sealed with SECRET_KEY (migration 0020). */
export const campaignConnections = pgTable(
  'campaign_connections',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<CampaignProvider>().notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountUrl: text('account_url').notNull().default(''),
    apiKeySealed: text('api_key_sealed').notNull(),
    apiKeyLast4: text('api_key_last4').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.provider] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.route, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/** The shipped sections library (issue 6), seeded from content/ at every start. */
export const librarySections = pgTable('library_sections', {
  id: text('id').primaryKey(),
  sectionName: text('section_name').notNull().unique(),
  sectionTitle: text('section_title').notNull(),
  sectionType: text('section_type').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  sectionHtml: text('section_html').notNull(),
  sectionCss: text('section_css').notNull(),
  sectionJs: text('section_js').notNull(),
  thumbnail: text('thumbnail').notNull(),
  settings: jsonb('settings').$type<LibrarySectionSettings | null>(),
  position: integer('position').notNull(),
});

/** The shipped website and funnel templates (issue 6); usage counts survive re-seeding. */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    templateName: text('template_name').notNull(),
    category: text('category').notNull(),
    kind: text('kind').$type<'website' | 'funnel'>().notNull(),
    description: text('description').notNull(),
    thumbnail: text('thumbnail').notNull(),
    palette: text('palette').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    pages: jsonb('pages').$type<TemplatePage[]>().notNull(),
    templateFiles: jsonb('template_files').$type<TemplateFile[]>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('templates_category_idx').on(table.category)],
);

/** AI calls per user per UTC day (issue 24): the daily quota's counter, checked and bumped in one upsert. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.day] })],
);

/** Rate-limit counters shared by instances (issue 26, migration 0021; auth/counters.ts). Times in epoch ms. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    atMs: bigint('at_ms', { mode: 'number' }).notNull(),
    expiresMs: bigint('expires_ms', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_counters_expires_idx').on(table.expiresMs)],
);
