/**
 * The content model the section builders read: one `Business` per template (and the showcase
 * businesses the library sections are drawn from), and `SectionVariant`, one library section
 * defined once as a function from business copy to html/css/js.
 *
 * A library section and the same section on a template page come from the same variant with
 * different businesses, so copy is always specific and markup is never duplicated by hand.
 */
import type { ImageRef, Link } from './html.ts';

export interface Item {
  readonly icon: string;
  readonly title: string;
  readonly text: string;
}

export interface Service extends Item {
  readonly price?: string;
  readonly image?: ImageRef;
}

export interface Plan {
  readonly name: string;
  readonly price: string;
  readonly period: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly featured?: boolean;
  readonly cta: string;
}

export interface Person {
  readonly name: string;
  readonly role: string;
  readonly bio?: string;
}

export interface Quote {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
}

export interface Post {
  readonly title: string;
  readonly excerpt: string;
  readonly date: string;
  readonly tag: string;
  readonly minutes: number;
}

export interface Block {
  readonly kicker?: string;
  readonly title: string;
  readonly lead?: string;
}

export interface Business {
  readonly slug: string;
  readonly name: string;
  readonly logoIcon: string;
  readonly tagline: string;
  readonly description: string;
  readonly images: {
    readonly hero: ImageRef;
    readonly about: ImageRef;
    readonly gallery: readonly ImageRef[];
  };
  readonly hero: Block & {
    readonly primary: Link;
    readonly secondary?: Link;
    readonly badges?: readonly string[];
  };
  readonly features?: Block & { readonly items: readonly Item[] };
  readonly about?: Block & {
    readonly body: readonly string[];
    readonly bullets: readonly string[];
    readonly values: readonly Item[];
    readonly timeline: readonly { readonly year: string; readonly title: string; readonly text: string }[];
  };
  readonly services?: Block & { readonly items: readonly Service[] };
  readonly stats?: readonly { readonly value: string; readonly label: string }[];
  readonly pricing?: Block & { readonly plans: readonly Plan[] };
  readonly testimonials?: readonly Quote[];
  readonly team?: readonly Person[];
  readonly partners?: { readonly title: string; readonly names: readonly string[] };
  readonly gallery?: Block;
  readonly faq?: Block & { readonly items: readonly { readonly q: string; readonly a: string }[] };
  readonly cta?: Block & { readonly button: Link; readonly secondary?: Link };
  readonly contact?: {
    readonly address: string;
    readonly phone: string;
    readonly email: string;
    readonly hours: readonly string[];
    readonly formTitle: string;
    readonly formLead: string;
    readonly topics?: readonly string[];
  };
  readonly blog?: Block & { readonly posts: readonly Post[] };
  readonly countdown?: Block & { readonly days: number; readonly button: Link };
  readonly optin?: Block & {
    readonly button: string;
    readonly bullets: readonly string[];
    readonly note: string;
  };
  readonly booking?: Block & { readonly steps: readonly Item[]; readonly button: Link };
  readonly social: readonly string[];
}

/**
 * What a page tells its sections: where the navbar links go, the inner-page header copy, where the
 * brand links (a template's home page; the library's navbar-minimal links nowhere) and where plan
 * buttons go (`#order` when not given).
 */
export interface PageContext {
  readonly nav: readonly Link[];
  readonly current: string;
  readonly header?: Block;
  readonly home?: string;
  readonly plans?: string;
}

export interface BuiltSection {
  readonly html: string;
  readonly css: string;
  readonly js?: string;
  /** A background video the page builder applies through section settings after adding the section. */
  readonly video?: { readonly source: 'upload'; readonly url: string; readonly overlay?: string };
}

export type SectionType =
  | 'navbar'
  | 'hero'
  | 'features'
  | 'about'
  | 'services'
  | 'stats'
  | 'pricing'
  | 'testimonials'
  | 'team'
  | 'logos'
  | 'gallery'
  | 'faq'
  | 'cta'
  | 'form'
  | 'countdown'
  | 'blog'
  | 'footer'
  | 'contact';

export type SectionCategory =
  | 'Navigation'
  | 'Heroes'
  | 'Content'
  | 'Social proof'
  | 'Commerce'
  | 'Media'
  | 'Conversion'
  | 'Footers';

export interface SectionVariant {
  readonly name: string;
  readonly title: string;
  readonly type: SectionType;
  readonly category: SectionCategory;
  readonly description: string;
  /** The showcase business the library copy of this section is drawn from. */
  readonly sample: string;
  readonly build: (business: Business, page: PageContext) => BuiltSection;
}

export function need<T>(value: T | undefined, what: string, business: Business): T {
  if (value === undefined) throw new Error(`${business.slug} has no ${what}`);
  return value;
}
