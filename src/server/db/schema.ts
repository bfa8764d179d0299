/**
 * Drizzle schema of the server database: customers and their sessions, password resets, the dev mail
 * outbox, projects, pages (spec §3) and their versions, and seeded reference lists. Mirrors the SQL
 * migrations in ./migrations exactly (tests/server/schema.test.ts checks every column exists).
 * Every tenant-owned table carries `owner_id` so isolation is a `where` on one column.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
  (table) => [index('projects_owner_idx').on(table.ownerId)],
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
