/**
 * Registers every resource plugin under `/api` (ARCHITECTURE "Server": one plugin per resource),
 * explicitly rather than by autoload so the route table reads in one place.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../auth/rate-limit.ts';
import { type AiRouteOptions, aiRoutes } from './ai.ts';
import { type AuthRouteOptions, authRoutes } from './auth.ts';
import { businessInfoRoutes } from './business-info.ts';
import { activeCampaignRoutes, activeCompaignRoutes, mailchimpRoutes } from './campaign.ts';
import { customerRoutes } from './customer.ts';
import { domainRoutes } from './domain.ts';
import { galleryRoutes } from './gallery.ts';
import { healthRoutes } from './health.ts';
import { helpRoutes } from './help.ts';
import { keyRoutes } from './key.ts';
import { loginLinkRoutes } from './login-link.ts';
import { pageRoutes } from './page.ts';
import { paymentRoutes, stripeWebhookRoutes } from './payments.ts';
import {
  appSettingRoutes,
  pagesPaymentPlanRoutes,
  planRoutes,
  projectConfigurationRoutes,
  subscriptionRoutes,
} from './plan.ts';
import { projectRoutes } from './project.ts';
import { stockImageRoutes } from './stock-images.ts';
import { subscriberRoutes } from './subscriber.ts';
import { supportRoutes } from './support.ts';
import {
  categoryRoutes,
  sectionRoutes,
  templateCategoryRoutes,
  templateRoutes,
  userTemplateRoutes,
} from './template.ts';
import { tlsRoutes } from './tls.ts';
import { uploadRoutes } from './upload.ts';
import { pageVersionRoutes, projectVersionRoutes } from './version.ts';

export interface RouteOptions {
  readonly auth: AuthRouteOptions;
  /** Public form submissions per client address (default 20 a minute). */
  readonly formLimit?: RateLimitRule | undefined;
  /** The AI provider and its limits (routes/ai.ts). */
  readonly ai: AiRouteOptions;
}

export const apiRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(authRoutes, { prefix: '/app_api', ...options.auth });
  await app.register(loginLinkRoutes, { prefix: '/app_api', ...options.auth });
  await app.register(customerRoutes, { prefix: '/customer' });
  await app.register(projectRoutes, { prefix: '/project' });
  await app.register(pageRoutes, { prefix: '/page' });
  await app.register(projectVersionRoutes, { prefix: '/project' });
  await app.register(pageVersionRoutes, { prefix: '/page' });
  await app.register(domainRoutes, { prefix: '/project' });
  await app.register(tlsRoutes, { prefix: '/tls' });
  await app.register(galleryRoutes, { prefix: '/customer' });
  await app.register(uploadRoutes, { prefix: '/app_api' });
  await app.register(aiRoutes, { prefix: '/app_api', ...options.ai });
  await app.register(stockImageRoutes, { prefix: '/images' });
  await app.register(businessInfoRoutes, { prefix: '/business_info' });
  await app.register(planRoutes, { prefix: '/plan' });
  await app.register(pagesPaymentPlanRoutes, { prefix: '/pages_paymnet_plan' });
  await app.register(projectConfigurationRoutes, { prefix: '/project_configuration' });
  await app.register(appSettingRoutes, { prefix: '/app_setting' });
  await app.register(subscriptionRoutes, { prefix: '/customer' });
  await app.register(keyRoutes, { prefix: '/key' });
  await app.register(supportRoutes, { prefix: '/support_ticket' });
  await app.register(helpRoutes, { prefix: '/help' });
  await app.register(templateRoutes, { prefix: '/template' });
  await app.register(templateCategoryRoutes, { prefix: '/template_category' });
  await app.register(categoryRoutes, { prefix: '/category' });
  await app.register(userTemplateRoutes, { prefix: '/user_template' });
  await app.register(sectionRoutes, { prefix: '/section' });
  await app.register(subscriberRoutes, { prefix: '/subscriber', formLimit: options.formLimit });
  await app.register(paymentRoutes, { prefix: '/payment' });
  await app.register(stripeWebhookRoutes, { prefix: '/stripe' });
  await app.register(activeCompaignRoutes, { prefix: '/active_compaign' });
  await app.register(activeCampaignRoutes, { prefix: '/active_campaign' });
  await app.register(mailchimpRoutes, { prefix: '/mailchimp' });
  await app.register(healthRoutes);
};
