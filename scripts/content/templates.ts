/**
 * Template recipes: which business, palette and fonts, and which library sections make each page.
 * Copy comes from the business (businesses/*.ts); markup from the section variants (kinds/*.ts).
 */
import type { Block } from './model.ts';

export interface PageRecipe {
  readonly page_name: string;
  readonly page_slug: string;
  /** The page's meta description for search results (50–155 characters, unique). */
  readonly description: string;
  readonly header?: Block;
  readonly sections: readonly string[];
  /** Ids put on sections that buttons point at, by section name: `{ 'hero-optin': 'optin' }`. */
  readonly ids?: Readonly<Record<string, string>>;
  /** The section whose first h2 becomes the page's h1, on pages without a hero or page header. */
  readonly h1?: string;
  /** Where this page's plan buttons go, instead of the template's `plans`. */
  readonly plans?: string;
  /** Links replaced on this page, by href: `{ '#order': '#pricing' }` (before anchors are resolved). */
  readonly links?: Readonly<Record<string, string>>;
}

export type PageOptions = Pick<PageRecipe, 'header' | 'ids' | 'h1' | 'plans' | 'links'>;

export interface TemplateRecipe {
  readonly slug: string;
  readonly template_name: string;
  readonly category: string;
  readonly kind: 'website' | 'funnel';
  readonly business: string;
  readonly palette: string;
  readonly fonts?: { readonly body?: string; readonly heading?: string };
  readonly radius?: '8px' | '12px' | '16px';
  readonly description: string;
  /** Where plan buttons (`pw-plan-button`) go: a page or an anchor; `#order` when not given. */
  readonly plans?: string;
  /** Whether pages show in the navbar; funnels have no menu. */
  readonly pages: readonly PageRecipe[];
}

const SERIF = 'Georgia, "Times New Roman", serif';

function page(
  page_name: string,
  page_slug: string,
  description: string,
  sections: string[],
  options: PageOptions = {},
): PageRecipe {
  return { page_name, page_slug, description, sections, ...options };
}

export const TEMPLATES: readonly TemplateRecipe[] = [
  {
    slug: 'northwind-saas',
    template_name: 'Northwind: SaaS & IT services',
    category: 'Technology',
    kind: 'website',
    business: 'northwind-cloud',
    palette: 'Royal',
    radius: '12px',
    description:
      'A modern software and IT services site with pricing plans, features, FAQ and a demo request form.',
    plans: 'contact.html',
    pages: [
      page(
        'Home',
        'index',
        'Northwind Cloud backs up and watches your servers 24/7 with hourly backups, instant alerts and one-click restores. Start a 14-day free trial.',
        [
          'navbar-classic',
          'hero-split',
          'logos-strip',
          'features-grid',
          'stats-band',
          'testimonial-feature',
          'pricing-plans',
          'faq-accordion',
          'cta-band',
          'footer-columns',
        ],
      ),
      page(
        'Features',
        'features',
        'Northwind Cloud features: encrypted hourly backups, 60-second alerts, one-click restores, security patching and engineers on call.',
        [
          'navbar-classic',
          'hero-page-header',
          'features-alternating',
          'features-icons',
          'countdown-launch',
          'footer-columns',
        ],
        {
          header: {
            title: 'Backups, monitoring and restores in one place',
            lead: 'See how Northwind protects every server, database and laptop your team depends on.',
          },
        },
      ),
      page(
        'Pricing',
        'pricing',
        'Northwind Cloud pricing: Starter at $19/month, Growth at $79 and Managed at $249. Every plan includes encryption and EU hosting.',
        [
          'navbar-classic',
          'hero-page-header',
          'pricing-plans',
          'pricing-table',
          'faq-accordion',
          'footer-columns',
        ],
        {
          header: {
            title: 'Plans for every stage',
            lead: 'Start small and upgrade when you grow. Every plan includes encryption and EU hosting.',
          },
        },
      ),
      page(
        'About',
        'about',
        'Northwind Cloud was founded in Leeds in 2014 by sysadmins. Today 38 engineers in Leeds and Lisbon look after more than 22,000 servers.',
        [
          'navbar-classic',
          'hero-page-header',
          'about-split',
          'about-timeline',
          'team-grid',
          'blog-cards',
          'footer-columns',
        ],
        {
          header: { title: 'About Northwind Cloud', lead: 'Sysadmins looking after small teams since 2014.' },
        },
      ),
      page(
        'Contact',
        'contact',
        'Contact Northwind Cloud in Leeds to book a demo, ask about pricing or get technical help. An engineer replies within two working hours.',
        ['navbar-classic', 'hero-page-header', 'form-contact', 'footer-columns'],
        {
          header: {
            title: 'Talk to an engineer',
            lead: 'Demos, pricing questions or technical help: we reply within two working hours.',
          },
        },
      ),
    ],
  },
  {
    slug: 'ledgerline-advisors',
    template_name: 'Ledgerline: financial advisers',
    category: 'Finance',
    kind: 'website',
    business: 'ledgerline',
    palette: 'Teal',
    fonts: { heading: SERIF },
    radius: '8px',
    description:
      'A calm, trustworthy site for advisers and accountants, with fees, team and a consultation form.',
    plans: 'contact.html',
    pages: [
      page(
        'Home',
        'index',
        'Ledgerline Advisors offers fee-only financial planning in Boston: retirement, tax and investment advice from certified planners, never commissions.',
        [
          'navbar-pill',
          'hero-centered',
          'stats-cards',
          'features-grid',
          'testimonials-carousel',
          'cta-card',
          'footer-columns',
        ],
      ),
      page(
        'Services',
        'services',
        'Ledgerline Advisors services: financial plans, retirement, tax planning, investment management, business sale planning and college funding.',
        [
          'navbar-pill',
          'hero-page-header',
          'services-icons',
          'features-steps',
          'faq-split',
          'footer-columns',
        ],
        {
          header: {
            title: 'Planning for every stage of life',
            lead: 'Retirement, tax, investments and business sales, coordinated in one plan.',
          },
        },
      ),
      page(
        'Fees',
        'pricing',
        'Ledgerline Advisors publishes flat fees: a one-off written plan for $2,400, or ongoing Partner and Founder advice monthly. No commissions.',
        ['navbar-pill', 'hero-page-header', 'pricing-plans', 'pricing-table', 'cta-band', 'footer-columns'],
        { header: { title: 'Flat, published fees', lead: 'No commissions and no hidden charges.' } },
      ),
      page(
        'About',
        'about',
        'Independent since 2009, Ledgerline Advisors is an employee-owned firm with no products to sell. Meet our planners and read their money guides.',
        [
          'navbar-pill',
          'hero-page-header',
          'about-intro',
          'about-values',
          'team-grid',
          'blog-featured',
          'footer-columns',
        ],
        {
          header: {
            title: 'Independent since 2009',
            lead: 'An employee-owned firm with no products to sell, just advice.',
          },
        },
      ),
      page(
        'Contact',
        'contact',
        'Book a free introductory call with a Ledgerline Advisors planner at 88 Beacon Street, Boston. We reply within one business day.',
        ['navbar-pill', 'hero-page-header', 'form-contact', 'contact-map', 'footer-columns'],
        {
          header: {
            title: 'Book your free introductory call',
            lead: 'Thirty minutes with a planner, with no obligation.',
          },
        },
      ),
    ],
  },
  {
    slug: 'medina-clinic',
    template_name: 'Medina: family clinic',
    category: 'Health',
    kind: 'website',
    business: 'medina-health',
    palette: 'Ocean',
    radius: '12px',
    description:
      'A friendly clinic or practice site with services, doctors, patient reviews and an appointment form.',
    pages: [
      page(
        'Home',
        'index',
        'Medina Family Clinic in Austin offers same-day appointments, 30-minute visits and telehealth for the whole family. Most insurance plans accepted.',
        [
          'navbar-classic',
          'hero-split',
          'features-list-image',
          'services-icons',
          'testimonials-cards',
          'cta-band',
          'footer-columns',
        ],
      ),
      page(
        'Services',
        'services',
        "Medina Family Clinic services in Austin: primary care, children's health, physiotherapy, an on-site lab, telehealth and heart health.",
        [
          'navbar-classic',
          'hero-page-header',
          'services-icons',
          'stats-cards',
          'faq-split',
          'footer-columns',
        ],
        {
          header: {
            title: 'Our services',
            lead: 'Primary care, prevention and rehabilitation under one roof.',
          },
        },
      ),
      page(
        'About',
        'about',
        'Dr. Lucia Medina opened this independent, doctor-owned practice in South Austin in 2011. Meet our physicians and physiotherapy team.',
        ['navbar-classic', 'hero-page-header', 'about-split', 'team-bios', 'logos-grid', 'footer-columns'],
        {
          header: {
            title: 'About the clinic',
            lead: 'An independent, doctor-owned practice in South Austin since 2011.',
          },
        },
      ),
      page(
        'Contact',
        'contact',
        'Request an appointment at Medina Family Clinic, 2100 South Lamar Blvd, Austin. Call before 10 a.m. to be seen the same day.',
        ['navbar-classic', 'hero-page-header', 'form-contact', 'contact-map', 'footer-columns'],
        {
          header: {
            title: 'Request an appointment',
            lead: 'Same-day appointments when you call before 10 a.m.',
          },
        },
      ),
    ],
  },
  {
    slug: 'hearth-home-shop',
    template_name: 'Hearth & Home: homeware shop',
    category: 'Retail',
    kind: 'website',
    business: 'hearth-and-home',
    palette: 'Sand',
    fonts: { heading: SERIF },
    radius: '8px',
    description: 'A warm boutique shop with featured products, maker story, reviews and delivery FAQ.',
    pages: [
      page(
        'Home',
        'index',
        'Hearth & Home sells handmade stoneware, linen and lighting from 60 independent British makers, packed in Bristol and delivered in two days.',
        [
          'navbar-centered',
          'hero-image',
          'features-icons',
          'services-menu',
          'countdown-banner',
          'testimonials-wall',
          'form-newsletter',
          'footer-centered',
        ],
      ),
      page(
        'Shop',
        'shop',
        'Shop Hearth & Home: stoneware mugs, linen throws, oak lamps, planters, candles and gift boxes. Free UK delivery over £60 and 30-day returns.',
        [
          'navbar-centered',
          'hero-page-header',
          'services-menu',
          'gallery-mosaic',
          'faq-accordion',
          'footer-centered',
        ],
        {
          header: {
            title: 'Shop the collection',
            lead: 'Stoneware, linen, lighting and gifts from 60 British makers.',
          },
        },
      ),
      page(
        'Our story',
        'about',
        'Ruth and Owen opened Hearth & Home in 2016 with twelve makers and a market stall. Today we work with sixty studios from our Bristol shop.',
        [
          'navbar-centered',
          'hero-page-header',
          'about-split',
          'about-timeline',
          'team-founders',
          'logos-press',
          'footer-centered',
        ],
        { header: { title: 'Our story', lead: 'From a market stall to a home for sixty makers.' } },
      ),
      page(
        'Visit',
        'contact',
        'Visit Hearth & Home at 214 Gloucester Road, Bristol, for the full collection, or message us about an order, returns or trade enquiries.',
        ['navbar-centered', 'hero-page-header', 'contact-map', 'form-contact', 'footer-centered'],
        {
          header: {
            title: 'Visit us in Bristol',
            lead: 'Coffee, conversation and the full collection on Gloucester Road.',
          },
        },
      ),
    ],
  },
  {
    slug: 'casa-verde-restaurant',
    template_name: 'Casa Verde: restaurant',
    category: 'Food',
    kind: 'website',
    business: 'casa-verde',
    palette: 'Forest',
    fonts: { heading: SERIF },
    radius: '8px',
    description: 'A restaurant site with menu and prices, gallery, reviews, story and table booking.',
    pages: [
      page(
        'Home',
        'index',
        'Casa Verde Trattoria in Portland: handmade pasta every morning, wood-fired pizza and a garden terrace. A family trattoria since 1998, open 7 days.',
        [
          'navbar-centered',
          'hero-image',
          'features-alternating',
          'services-menu',
          'testimonials-carousel',
          'gallery-mosaic',
          'cta-band',
          'footer-centered',
        ],
      ),
      page(
        'Menu',
        'menu',
        'See the Casa Verde Trattoria menu: tagliatelle al ragù, cacio e pepe, wood-fired Margherita and tiramisù, changing with the seasons.',
        ['navbar-centered', 'hero-page-header', 'services-menu', 'features-icons', 'footer-centered'],
        {
          header: {
            title: 'Our menu',
            lead: 'Handmade pasta, wood-fired pizza and garden vegetables, changing with the seasons.',
          },
        },
      ),
      page(
        'Our family',
        'about',
        "Three generations of the Romano family run Casa Verde Trattoria, cooking Nonna Rosa's recipes from Bologna on Alberta Street in Portland since 1998.",
        ['navbar-centered', 'hero-page-header', 'about-split', 'team-bios', 'blog-cards', 'footer-centered'],
        {
          header: {
            title: 'Three generations, one kitchen',
            lead: 'Nonna Rosa’s recipes, made every day since 1998.',
          },
        },
      ),
      page(
        'Book a table',
        'contact',
        'Book a table at Casa Verde Trattoria on NE Alberta St, Portland. See opening hours, allergy info and private dining for up to 24 guests.',
        [
          'navbar-centered',
          'hero-page-header',
          'form-contact',
          'faq-accordion',
          'contact-map',
          'footer-centered',
        ],
        { header: { title: 'Book a table', lead: 'Lunch, dinner, terrace or private dining for up to 24.' } },
      ),
    ],
  },
  {
    slug: 'harbor-haven-estate',
    template_name: 'Harbor Haven: estate agency',
    category: 'RealEstate',
    kind: 'website',
    business: 'harbor-haven-realty',
    palette: 'Slate',
    radius: '12px',
    description: 'An estate agency site with listings, valuation requests, agents and market news.',
    pages: [
      page(
        'Home',
        'index',
        'Harbor Haven Realty is an independent San Diego estate agency selling coastal homes from Point Loma to Del Mar, in 24 days on average.',
        [
          'navbar-classic',
          'hero-image',
          'stats-cards',
          'services-cards',
          'features-list-image',
          'testimonials-cards',
          'cta-band',
          'footer-columns',
        ],
      ),
      page(
        'Listings',
        'listings',
        'Coastal homes for sale with Harbor Haven Realty, from a Bayview apartment in Point Loma to a beach cottage in Del Mar. Book a valuation.',
        [
          'navbar-classic',
          'hero-page-header',
          'services-cards',
          'gallery-captioned',
          'cta-band',
          'footer-columns',
        ],
        { header: { title: 'Homes for sale', lead: 'Coastal homes from Point Loma to Del Mar.' } },
      ),
      page(
        'About',
        'about',
        'Meet Harbor Haven Realty: nine San Diego agents who live where they sell, plus monthly market notes on coastal prices and trends.',
        ['navbar-classic', 'hero-page-header', 'about-intro', 'team-grid', 'blog-featured', 'footer-columns'],
        {
          header: { title: 'Locals selling homes to locals', lead: 'Nine agents who live where they sell.' },
        },
      ),
      page(
        'Contact',
        'contact',
        'Book a free home valuation with Harbor Haven Realty in San Diego, in writing within 48 hours. Our flat 1.2% fee is due only when you sell.',
        ['navbar-classic', 'hero-page-header', 'form-contact', 'faq-split', 'contact-map', 'footer-columns'],
        { header: { title: 'Book a free valuation', lead: 'A written valuation within 48 hours.' } },
      ),
    ],
  },
  {
    slug: 'summit-academy',
    template_name: 'Summit Academy: online courses',
    category: 'Education',
    kind: 'website',
    business: 'summit-academy',
    palette: 'Lavender',
    radius: '16px',
    description:
      'A school or course provider site with courses, tuition plans, mentors, stories and admissions form.',
    plans: 'contact.html',
    pages: [
      page(
        'Home',
        'index',
        'Summit Academy runs 12-week live online bootcamps in web development, UX design and data analysis, with a personal mentor and career coaching.',
        [
          'navbar-pill',
          'hero-split',
          'logos-strip',
          'features-grid',
          'stats-band',
          'testimonials-cards',
          'countdown-launch',
          'footer-newsletter',
        ],
      ),
      page(
        'Courses',
        'courses',
        'Compare Summit Academy bootcamps in web development, UX design and data analysis. Tuition is $5,900 upfront or $600 a month.',
        [
          'navbar-pill',
          'hero-page-header',
          'services-tabs',
          'features-steps',
          'pricing-duo',
          'faq-accordion',
          'footer-newsletter',
        ],
        {
          header: {
            title: 'Choose your path',
            lead: 'Web development, UX design or data analysis in twelve weeks.',
          },
        },
      ),
      page(
        'About',
        'about',
        'Founded in 2017 by teachers and engineers, Summit Academy believes anyone can learn a digital career. Meet the team behind 6,400 graduates.',
        [
          'navbar-pill',
          'hero-page-header',
          'about-values',
          'about-timeline',
          'team-grid',
          'footer-newsletter',
        ],
        { header: { title: 'Education that opens doors', lead: '6,400 graduates and counting.' } },
      ),
      page(
        'Blog',
        'blog',
        "Career change stories and guides from Summit Academy's teachers, mentors and graduates, including a beginner's guide to SQL.",
        ['navbar-pill', 'hero-page-header', 'blog-featured', 'blog-cards', 'footer-newsletter'],
        {
          header: {
            title: 'Career change stories',
            lead: 'Advice from our teachers, mentors and graduates.',
          },
        },
      ),
      page(
        'Admissions',
        'contact',
        'Talk to a Summit Academy admissions adviser in San Francisco about courses, funding or start dates. We reply within one working day.',
        ['navbar-pill', 'hero-page-header', 'form-contact', 'footer-newsletter'],
        { header: { title: 'Talk to an admissions adviser', lead: 'Courses, funding and start dates.' } },
      ),
    ],
  },
  {
    slug: 'aurora-escapes',
    template_name: 'Aurora Escapes: tour operator',
    category: 'Travel',
    kind: 'website',
    business: 'aurora-escapes',
    palette: 'Midnight',
    radius: '12px',
    description:
      'A travel and tours site with a video hero, trip cards, gallery carousel, FAQ and enquiry form.',
    pages: [
      page(
        'Home',
        'index',
        'Aurora Escapes runs small-group Arctic tours in Norway, Iceland and Lapland. Chase the northern lights with local guides, twelve travellers max.',
        [
          'navbar-classic',
          'hero-video',
          'features-icons',
          'services-menu',
          'gallery-carousel',
          'testimonials-cards',
          'cta-band',
          'footer-columns',
        ],
      ),
      page(
        'Tours',
        'tours',
        "Compare Aurora Escapes trips, from Tromsø Northern Lights to Lapland Glass Cabins and Iceland's South Coast, with prices and travel FAQs.",
        ['navbar-classic', 'hero-page-header', 'services-menu', 'gallery-grid', 'faq-grid', 'footer-columns'],
        {
          header: {
            title: 'Our journeys',
            lead: 'Small-group trips in Norway, Iceland and Finnish Lapland.',
          },
        },
      ),
      page(
        'About',
        'about',
        'Founded in Tromsø in 2012 by guide Ingrid Solberg, Aurora Escapes now has 20 local guides. Meet the team and see our story in numbers.',
        ['navbar-classic', 'hero-page-header', 'about-split', 'stats-split', 'team-bios', 'footer-columns'],
        { header: { title: 'Born under the northern lights', lead: 'Local guides since 2012.' } },
      ),
      page(
        'Contact',
        'contact',
        'Plan your Arctic trip with an Aurora Escapes guide. Tell us when you want to travel, or visit us at Storgata 52 in Tromsø, Norway.',
        ['navbar-classic', 'hero-page-header', 'form-contact', 'footer-columns'],
        {
          header: {
            title: 'Plan your trip with a guide',
            lead: 'Tell us when you would like to travel.',
          },
        },
      ),
    ],
  },
  {
    slug: 'velocity-motors',
    template_name: 'Velocity Motors: dealership & garage',
    category: 'Automotive',
    kind: 'website',
    business: 'velocity-motors',
    palette: 'Charcoal',
    radius: '8px',
    description: 'A car dealer and service centre site with services, test-drive booking and reviews.',
    pages: [
      page(
        'Home',
        'index',
        "Velocity Motors is Denver's EV specialist: new and certified pre-owned electric cars, home charger installation and an EV service centre.",
        [
          'navbar-classic',
          'hero-image',
          'features-icons',
          'services-tabs',
          'stats-band',
          'testimonials-cards',
          'cta-card',
          'footer-columns',
        ],
      ),
      page(
        'Services',
        'services',
        'The Velocity Motors service centre in Denver: EV annual service for $189, tyres and alignment, home charger installs and bodywork.',
        [
          'navbar-classic',
          'hero-page-header',
          'services-menu',
          'features-list-image',
          'faq-accordion',
          'footer-columns',
        ],
        { header: { title: 'Service centre', lead: 'EV-certified technicians and transparent prices.' } },
      ),
      page(
        'About',
        'about',
        'Velocity Motors has been family-run on Colfax Avenue since 1987 and switched to electric and hybrid cars in 2019. Meet the team behind it.',
        ['navbar-classic', 'hero-page-header', 'about-timeline', 'team-bios', 'footer-columns'],
        { header: { title: 'Family-run since 1987', lead: 'Three generations on Colfax Avenue.' } },
      ),
      page(
        'Contact',
        'contact',
        'Book a test drive or service at Velocity Motors, 4800 E Colfax Ave, Denver. Choose a time and we confirm by text within the hour.',
        ['navbar-classic', 'hero-page-header', 'form-booking', 'contact-map', 'footer-columns'],
        { header: { title: 'Book a test drive or service', lead: 'We confirm by text within the hour.' } },
      ),
    ],
  },
  {
    slug: 'velvet-room',
    template_name: 'The Velvet Room: live venue',
    category: 'Entertainment',
    kind: 'website',
    business: 'velvet-room',
    palette: 'Onyx',
    radius: '8px',
    description: 'A venue, club or events site with listings, gallery, private hire and a countdown banner.',
    pages: [
      page(
        'Home',
        'index',
        'The Velvet Room is an intimate 220-seat Chicago venue for live jazz, soul and stand-up comedy, with craft cocktails and late-night small plates.',
        [
          'navbar-classic',
          'hero-video',
          'countdown-banner',
          'services-menu',
          'gallery-grid',
          'testimonials-carousel',
          'footer-centered',
        ],
      ),
      page(
        'What’s on',
        'events',
        "What's on at The Velvet Room in Chicago: jazz, soul and comedy six nights a week, plus Monday open mic. Tickets, tables and dress code FAQs.",
        [
          'navbar-classic',
          'hero-page-header',
          'services-menu',
          'features-icons',
          'faq-accordion',
          'footer-centered',
        ],
        { header: { title: 'What’s on', lead: 'Jazz, soul and comedy, six nights a week.' } },
      ),
      page(
        'About',
        'about',
        "Musician Andre Williams opened The Velvet Room in 2010 in a former printworks. Today it hosts 300 shows a year in Chicago's River North.",
        [
          'navbar-classic',
          'hero-page-header',
          'about-split',
          'stats-split',
          'logos-press',
          'footer-centered',
        ],
        { header: { title: 'A room built for listening', lead: 'Live music in River North since 2010.' } },
      ),
      page(
        'Private hire',
        'contact',
        'Hire The Velvet Room in Chicago for launches, parties and weddings for up to 220 guests, with live music on request. Tell us about your event.',
        ['navbar-classic', 'hero-page-header', 'cta-image', 'form-contact', 'footer-centered'],
        {
          header: {
            title: 'Private hire and events',
            lead: 'Launches, parties and weddings for up to 220 guests.',
          },
        },
      ),
    ],
  },
  {
    slug: 'threadline-fashion',
    template_name: 'Threadline: fashion label',
    category: 'Fashion',
    kind: 'website',
    business: 'threadline-apparel',
    palette: 'Slate',
    fonts: { heading: SERIF },
    radius: '8px',
    description: 'A clothing brand site with lookbook, bestsellers, sale countdown, story and customer care.',
    pages: [
      page(
        'Home',
        'index',
        'Threadline makes heavyweight organic tees, recycled-wool knits and denim in family factories in Portugal. Shop the Autumn Edit with free returns.',
        [
          'navbar-centered',
          'hero-image',
          'countdown-banner',
          'services-cards',
          'gallery-mosaic',
          'testimonials-wall',
          'form-newsletter',
          'footer-centered',
        ],
      ),
      page(
        'Shop',
        'shop',
        'Shop the Threadline Autumn Edit: Heavyweight Tee, Recycled Wool Crew, Straight Selvedge Jean and Canvas Tote, plus 30% off the archive sale.',
        [
          'navbar-centered',
          'hero-page-header',
          'services-menu',
          'countdown-offer',
          'gallery-grid',
          'footer-centered',
        ],
        {
          header: { title: 'The Autumn Edit', lead: 'Organic cotton, recycled wool and denim made to last.' },
        },
      ),
      page(
        'Our story',
        'about',
        'Threadline is designed in Brooklyn and made in Porto by family factories, with organic cotton, transparent pricing and repairs for life.',
        [
          'navbar-centered',
          'hero-page-header',
          'about-split',
          'features-grid',
          'team-founders',
          'logos-press',
          'footer-centered',
        ],
        {
          header: {
            title: 'Designed in Brooklyn, made in Porto',
            lead: 'Transparent pricing and repairs for life.',
          },
        },
      ),
      page(
        'Help',
        'contact',
        'Threadline customer care: sizing help, free returns within 30 days, international shipping and free repairs. Our Brooklyn team replies in a day.',
        ['navbar-centered', 'hero-page-header', 'faq-accordion', 'form-contact', 'footer-centered'],
        { header: { title: 'Customer care', lead: 'Orders, sizing, returns and repairs.' } },
      ),
    ],
  },
  {
    slug: 'glow-studio',
    template_name: 'Glow Studio: beauty salon',
    category: 'Beauty',
    kind: 'website',
    business: 'glow-studio',
    palette: 'Rose',
    fonts: { heading: SERIF },
    radius: '16px',
    description: 'A salon and spa site with treatment menu, team, reviews and appointment booking.',
    pages: [
      page(
        'Home',
        'index',
        'Glow Studio is a beauty studio in Notting Hill offering facials, hair, nails and massage with organic products. New clients get 15% off.',
        [
          'navbar-centered',
          'hero-split',
          'features-icons',
          'services-menu',
          'testimonials-carousel',
          'gallery-mosaic',
          'cta-band',
          'footer-centered',
        ],
      ),
      page(
        'Treatments',
        'treatments',
        'The Glow Studio treatment menu: Signature Glow Facial, cut and blow-dry, gel manicure, deep tissue massage, brow lamination and colour.',
        ['navbar-centered', 'hero-page-header', 'services-menu', 'faq-split', 'footer-centered'],
        { header: { title: 'Treatment menu', lead: 'Facials, hair, nails, brows and massage.' } },
      ),
      page(
        'About',
        'about',
        'Therapist Amara Osei opened Glow Studio in Notting Hill in 2015. Meet the team of eight therapists behind our calm, organic treatments.',
        ['navbar-centered', 'hero-page-header', 'about-split', 'team-bios', 'logos-strip', 'footer-centered'],
        { header: { title: 'A studio built on calm', lead: 'Ten years in Notting Hill.' } },
      ),
      page(
        'Book',
        'contact',
        'Book an appointment at Glow Studio, 118 Portobello Road, London W11. Choose a treatment and a time; we confirm by text within the hour.',
        ['navbar-centered', 'hero-page-header', 'form-booking', 'contact-map', 'footer-centered'],
        {
          header: { title: 'Book your appointment', lead: 'New clients get 15% off their first treatment.' },
        },
      ),
    ],
  },
  {
    slug: 'ironbridge-builders',
    template_name: 'Ironbridge: builders & contractors',
    category: 'Construction',
    kind: 'website',
    business: 'ironbridge-builders',
    palette: 'Sunset',
    radius: '8px',
    description:
      'A builder or contractor site with services, projects, process, guarantees and a quote form.',
    pages: [
      page(
        'Home',
        'index',
        'Ironbridge Builders: extensions, loft conversions and renovations in Greater Manchester, with fixed-price quotes and a ten-year guarantee.',
        [
          'navbar-classic',
          'hero-image',
          'stats-band',
          'services-cards',
          'about-intro',
          'testimonials-cards',
          'cta-band',
          'footer-columns',
        ],
      ),
      page(
        'Services',
        'services',
        'Ironbridge Builders services: house extensions, loft conversions, kitchen renovations and commercial fit-outs in Manchester, at fixed prices.',
        [
          'navbar-classic',
          'hero-page-header',
          'services-icons',
          'features-steps',
          'faq-accordion',
          'footer-columns',
        ],
        {
          header: { title: 'What we build', lead: 'Extensions, lofts, renovations and commercial fit-outs.' },
        },
      ),
      page(
        'Projects',
        'projects',
        'See recent Ironbridge Builders projects across Greater Manchester, from home extensions and kitchen renovations to commercial fit-outs.',
        [
          'navbar-classic',
          'hero-page-header',
          'gallery-captioned',
          'testimonial-feature',
          'logos-grid',
          'footer-columns',
        ],
        { header: { title: 'Recent projects', lead: 'Homes and spaces across Greater Manchester.' } },
      ),
      page(
        'About',
        'about',
        'Founded by bricklayer Frank Doyle in 1996 and now run by his daughter Siobhan, Ironbridge Builders has three decades of building in Manchester.',
        [
          'navbar-classic',
          'hero-page-header',
          'about-timeline',
          'about-values',
          'team-founders',
          'footer-columns',
        ],
        { header: { title: 'Three decades of building', lead: 'Family-run since 1996.' } },
      ),
      page(
        'Free quote',
        'contact',
        'Request a free quote from Ironbridge Builders in Manchester. Tell us about your project for a no-obligation site visit and a fixed written price.',
        ['navbar-classic', 'hero-page-header', 'form-quote', 'footer-columns'],
        {
          header: {
            title: 'Request a free quote',
            lead: 'A fixed written price within a week of our visit.',
          },
        },
      ),
    ],
  },
  {
    slug: 'forgeline-industrial',
    template_name: 'Forgeline: manufacturer',
    category: 'Manufacturing',
    kind: 'website',
    business: 'forgeline-industrial',
    palette: 'Ocean',
    radius: '8px',
    description:
      'An industrial B2B site with capabilities, industries, quality figures, news and an RFQ form.',
    pages: [
      page(
        'Home',
        'index',
        'Forgeline Industrial is an ISO 9001 contract manufacturer in Ohio: CNC machining, sheet metal and assembly, with quotes in 24 hours.',
        [
          'navbar-classic',
          'hero-split',
          'logos-grid',
          'features-grid',
          'stats-split',
          'testimonials-cards',
          'cta-band',
          'footer-columns',
        ],
      ),
      page(
        'Capabilities',
        'capabilities',
        'Forgeline Industrial capabilities: 5-axis CNC machining, sheet metal, assembly, inspection and prototypes for medical, aerospace and energy.',
        [
          'navbar-classic',
          'hero-page-header',
          'features-alternating',
          'services-cards',
          'faq-accordion',
          'footer-columns',
        ],
        {
          header: {
            title: 'Capabilities',
            lead: 'CNC machining, sheet metal, assembly and inspection under one roof.',
          },
        },
      ),
      page(
        'About',
        'about',
        'Forgeline Industrial has made parts in Ohio since 1972, growing from a two-lathe machine shop in Dayton to a 120,000 sq ft plant in Springfield.',
        [
          'navbar-classic',
          'hero-page-header',
          'about-timeline',
          'about-values',
          'blog-minimal',
          'footer-columns',
        ],
        { header: { title: 'Made in Ohio since 1972', lead: '180 people and 64 machines.' } },
      ),
      page(
        'Request a quote',
        'contact',
        'Request a quote from Forgeline Industrial in Springfield, Ohio. Send your part and annual volumes for a price and lead time within 24 hours.',
        ['navbar-classic', 'hero-page-header', 'form-quote', 'contact-map', 'footer-columns'],
        { header: { title: 'Request a quote', lead: 'Price and lead time within 24 hours.' } },
      ),
    ],
  },
  {
    slug: 'maison-lumiere',
    template_name: 'Maison Lumière: boutique hotel',
    category: 'Hospitality',
    kind: 'website',
    business: 'maison-lumiere',
    palette: 'Sand',
    fonts: { heading: SERIF },
    radius: '12px',
    description:
      'A hotel or guesthouse site with rooms and rates, gallery, reviews, local guide and availability form.',
    pages: [
      page(
        'Home',
        'index',
        'Maison Lumière is a boutique hotel in Biarritz with 24 light-filled rooms, a garden pool and terrace breakfast, five minutes from the Grande Plage.',
        [
          'navbar-centered',
          'hero-image',
          'features-icons',
          'services-cards',
          'gallery-carousel',
          'testimonials-carousel',
          'cta-image',
          'footer-centered',
        ],
      ),
      page(
        'Rooms',
        'rooms',
        'Rooms and suites at Maison Lumière in Biarritz, from the Garden Room to the Lumière Suite, with breakfast included. Check-in and parking FAQs.',
        [
          'navbar-centered',
          'hero-page-header',
          'services-menu',
          'gallery-grid',
          'faq-split',
          'footer-centered',
        ],
        { header: { title: 'Rooms and suites', lead: 'Twenty-four rooms, sixteen with ocean views.' } },
      ),
      page(
        'Our house',
        'about',
        'Built in 1912 and restored by the Laurent family, Maison Lumière is a Biarritz villa reimagined as a hotel. Read our story and local guides.',
        [
          'navbar-centered',
          'hero-page-header',
          'about-split',
          'about-timeline',
          'logos-press',
          'blog-cards',
          'footer-centered',
        ],
        {
          header: { title: 'A family villa, reimagined', lead: 'Built in 1912, restored with love in 2017.' },
        },
      ),
      page(
        'Contact',
        'contact',
        "Check availability at Maison Lumière, 14 Avenue de l'Impératrice, Biarritz. Send your dates and we reply with our best direct rate.",
        ['navbar-centered', 'hero-page-header', 'form-contact', 'contact-map', 'footer-centered'],
        { header: { title: 'Check availability', lead: 'Our best rate when you book direct.' } },
      ),
    ],
  },
  // Funnels
  {
    slug: 'fitfuel-optin',
    template_name: 'Opt-in: free challenge → thank you',
    category: 'Funnel',
    kind: 'funnel',
    business: 'fitfuel-challenge',
    palette: 'Mint',
    radius: '16px',
    description: 'A two-step opt-in funnel: a challenge sign-up page and a thank-you page.',
    pages: [
      page(
        'Opt-in',
        'index',
        'Join the free FitFuel Nutrition 7-Day Meal Prep Challenge: dietitian-designed recipes, a printable shopping list and daily five-minute videos.',
        [
          'navbar-minimal',
          'hero-optin',
          'features-icons',
          'testimonials-cards',
          'faq-accordion',
          'footer-simple',
        ],
        { ids: { 'hero-optin': 'optin' } },
      ),
      page(
        'Thank you',
        'thank-you',
        'You are in the FitFuel Nutrition 7-Day Challenge. Day one arrives on Monday morning; here is how to get ready and confirm your email.',
        ['navbar-minimal', 'cta-confirmation', 'footer-simple'],
        {
          header: {
            kicker: 'You are in!',
            title: 'Welcome to the 7-Day Challenge',
            lead: 'Day one arrives on Monday morning. Here is how to get ready.',
          },
        },
      ),
    ],
  },
  {
    slug: 'scaleup-webinar',
    template_name: 'Webinar: registration → confirmation',
    category: 'Funnel',
    kind: 'funnel',
    business: 'scaleup-webinar',
    palette: 'Royal',
    radius: '12px',
    description: 'A webinar funnel: registration with a live countdown and host, then a confirmation page.',
    pages: [
      page(
        'Register',
        'index',
        'Register free for the ScaleUp Academy live workshop with Tom Adeyemi: how to win your first 100 customers through outreach, pricing and follow-up.',
        [
          'navbar-minimal',
          'form-webinar',
          'features-icons',
          'testimonials-cards',
          'faq-accordion',
          'footer-simple',
        ],
        { h1: 'form-webinar' },
      ),
      page(
        'Confirmation',
        'confirmation',
        'Your seat at the ScaleUp Academy workshop is saved. Your joining link is on its way; add the session to your calendar so you do not miss it.',
        ['navbar-minimal', 'cta-confirmation', 'countdown-launch', 'footer-simple'],
        {
          header: {
            kicker: 'Seat saved',
            title: 'You are registered!',
            lead: 'Your joining link is on its way. Add the session to your calendar so you do not miss it.',
          },
        },
      ),
    ],
  },
  {
    slug: 'copywise-sales',
    template_name: 'Sales page → order → thank you',
    category: 'Funnel',
    kind: 'funnel',
    business: 'copywise-course',
    palette: 'Crimson',
    radius: '8px',
    description:
      'A course sales funnel: long-form sales page, an order page with plan cards, and a thank-you page.',
    pages: [
      page(
        'Sales page',
        'index',
        'The Copywise Course: an eight-week online course for small business owners on writing websites, emails and ads, with templates and live feedback.',
        [
          'navbar-minimal',
          'hero-centered',
          'features-grid',
          'testimonials-cards',
          'pricing-offer',
          'faq-accordion',
          'footer-simple',
        ],
        { ids: { 'features-grid': 'syllabus' } },
      ),
      page(
        'Order',
        'order',
        'Enrol in the Copywise Course: choose self-paced, guided or done with you, with lifetime access to 32 video lessons and a 30-day guarantee.',
        ['navbar-minimal', 'pricing-plans', 'testimonials-wall', 'faq-grid', 'footer-simple'],
        { h1: 'pricing-plans', plans: 'thank-you.html', links: { '#order': '#pricing' } },
      ),
      page(
        'Thank you',
        'thank-you',
        'Your Copywise Course order is confirmed. Your receipt and login details are in your inbox, and lesson one is ready when you are.',
        ['navbar-minimal', 'cta-confirmation', 'footer-simple'],
        {
          header: {
            kicker: 'Order confirmed',
            title: 'Welcome to the Copywise Course',
            lead: 'Your receipt and login details are in your inbox. Lesson one is ready when you are.',
          },
        },
      ),
    ],
  },
  {
    slug: 'brightpath-consultation',
    template_name: 'Consultation booking with calendar',
    category: 'Funnel',
    kind: 'funnel',
    business: 'brightpath-coaching',
    palette: 'Lavender',
    radius: '16px',
    description:
      'A coaching funnel: a booking page with the calendar button, programmes, and a booked confirmation.',
    plans: '#book',
    pages: [
      page(
        'Book a call',
        'index',
        'Book a free 30-minute strategy call with BrightPath Coaching. One-to-one career coaching to change roles, negotiate raises and find work you enjoy.',
        [
          'navbar-minimal',
          'hero-split',
          'features-steps',
          'cta-booking',
          'testimonials-carousel',
          'pricing-plans',
          'faq-accordion',
          'footer-simple',
        ],
        { ids: { 'features-steps': 'how' } },
      ),
      page(
        'Booked',
        'booked',
        'Your BrightPath Coaching strategy call is booked. A calendar invitation with the video link is on its way to your inbox.',
        ['navbar-minimal', 'cta-confirmation', 'footer-simple'],
        {
          header: {
            kicker: 'Call booked',
            title: 'Your strategy call is booked',
            lead: 'A calendar invitation with the video link is on its way to your inbox.',
          },
        },
      ),
    ],
  },
  {
    slug: 'lumen-launch',
    template_name: 'Product launch with waitlist',
    category: 'Funnel',
    kind: 'funnel',
    business: 'lumen-launch',
    palette: 'Midnight',
    radius: '16px',
    description: 'A product launch funnel: teaser with countdown and waitlist, then a confirmation page.',
    pages: [
      page(
        'Launch',
        'index',
        'Lumen One is a circadian lamp that follows the sun: warm in the evening, bright at noon. Join the waitlist to save 35% on launch day.',
        [
          'navbar-minimal',
          'hero-centered',
          'countdown-launch',
          'features-alternating',
          'logos-press',
          'form-newsletter',
          'footer-simple',
        ],
        { ids: { 'features-alternating': 'features', 'form-newsletter': 'notify' } },
      ),
      page(
        'On the list',
        'thank-you',
        'You are on the Lumen One list. We will tell you the moment it launches, and your 35% discount is reserved for 48 hours after launch.',
        ['navbar-minimal', 'cta-confirmation', 'footer-simple'],
        {
          header: {
            kicker: 'You are on the list',
            title: 'We will tell you the moment Lumen One launches',
            lead: 'Your 35% launch discount is reserved for 48 hours after launch.',
          },
        },
      ),
    ],
  },
  {
    slug: 'greenleaf-lead-magnet',
    template_name: 'Lead magnet: free guide download',
    category: 'Funnel',
    kind: 'funnel',
    business: 'greenleaf-guides',
    palette: 'Forest',
    fonts: { heading: SERIF },
    radius: '12px',
    description: 'A lead magnet funnel: a free planner download page and a download/thank-you page.',
    pages: [
      page(
        'Free planner',
        'index',
        'Download the free Greenleaf Garden Planner: 24 printable pages with a month-by-month sowing calendar, small-space bed plans and a pest guide.',
        ['navbar-minimal', 'form-optin', 'features-icons', 'testimonials-cards', 'footer-simple'],
        { h1: 'form-optin' },
      ),
      page(
        'Download',
        'thank-you',
        'Your Greenleaf Gardens planner is on its way to your inbox. Print the sowing calendar first to see what to plant this month.',
        ['navbar-minimal', 'cta-confirmation', 'footer-simple'],
        {
          header: {
            kicker: 'It is on its way',
            title: 'Your Garden Planner is in your inbox',
            lead: 'Print the sowing calendar first: it tells you what to plant this month.',
          },
        },
      ),
    ],
  },
];
