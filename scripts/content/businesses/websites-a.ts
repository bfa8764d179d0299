/** Website businesses, part A: Technology, Finance, Health, Retail, Food. */
import { categoryImages } from '../image-catalog.ts';
import type { Business } from '../model.ts';

export const northwind: Business = {
  slug: 'northwind-cloud',
  name: 'Northwind Cloud',
  logoIcon: 'cloud',
  tagline: 'Cloud backup and monitoring for growing teams.',
  description:
    'Northwind Cloud keeps the servers and files of 4,000 small businesses backed up, patched and watched around the clock.',
  images: categoryImages('technology'),
  hero: {
    kicker: 'Managed cloud for small teams',
    title: 'Your servers, backed up and watched 24/7',
    lead: 'Automatic backups, uptime monitoring and one-click restores, set up in an afternoon and looked after by real engineers.',
    primary: { label: 'Start free trial', href: '#pricing' },
    secondary: { label: 'Book a demo', href: 'contact.html' },
    badges: ['14-day free trial', 'No card needed', 'ISO 27001 certified'],
  },
  features: {
    kicker: 'Why Northwind',
    title: 'Everything you need to sleep at night',
    lead: 'One dashboard for backups, alerts and restores across every server and laptop you run.',
    items: [
      {
        icon: 'clock-rotate-left',
        title: 'Hourly backups',
        text: 'Encrypted snapshots every hour, kept for 90 days in two EU data centres.',
      },
      {
        icon: 'bell',
        title: 'Instant alerts',
        text: 'Know within 60 seconds when a site, disk or certificate needs attention.',
      },
      {
        icon: 'rotate',
        title: 'One-click restore',
        text: 'Bring back a file, a database or a whole machine in minutes, not days.',
      },
      {
        icon: 'shield-halved',
        title: 'Security patching',
        text: 'We test and apply operating system updates during your quiet hours.',
      },
      {
        icon: 'chart-line',
        title: 'Capacity reports',
        text: 'Monthly reports show growth trends before you run out of space.',
      },
      {
        icon: 'headset',
        title: 'Engineers on call',
        text: 'Talk to a named engineer by chat or phone, day and night.',
      },
    ],
  },
  about: {
    kicker: 'Our story',
    title: 'Built by sysadmins who were tired of 3 a.m. calls',
    lead: 'We started Northwind in 2014 to give small teams the kind of infrastructure care that only big companies could afford.',
    body: [
      'Our founders spent a decade running servers for agencies and online shops. The same problems kept coming back: backups nobody tested, alerts nobody read, and restores that took a weekend.',
      'Today a team of 38 engineers in Leeds and Lisbon looks after more than 22,000 servers, with the same care we gave our first customer.',
    ],
    bullets: ['Restores tested every week', 'Data stays in the EU', 'Named engineer for every account'],
    values: [
      {
        icon: 'vial-circle-check',
        title: 'Test everything',
        text: 'A backup only counts once it has been restored.',
      },
      { icon: 'comments', title: 'Plain language', text: 'Reports and alerts anyone on your team can read.' },
      { icon: 'lock', title: 'Private by default', text: 'Encrypted at rest and in transit, always.' },
      { icon: 'handshake', title: 'No lock-in', text: 'Export everything, any time, in open formats.' },
    ],
    timeline: [
      {
        year: '2014',
        title: 'Founded in Leeds',
        text: 'Two sysadmins, one rack and our first ten customers.',
      },
      { year: '2017', title: 'Monitoring launched', text: 'Uptime and certificate checks joined backups.' },
      { year: '2020', title: 'Lisbon office', text: 'Round-the-clock support across two time zones.' },
      { year: '2024', title: '4,000 customers', text: 'Over 22,000 servers protected every hour.' },
    ],
  },
  services: {
    kicker: 'Services',
    title: 'Pick what you need, add more later',
    lead: 'Start with backups and add monitoring, patching or a full managed service when you are ready.',
    items: [
      {
        icon: 'database',
        title: 'Managed backup',
        text: 'Hourly, encrypted, tested backups for servers, databases and Microsoft 365.',
        price: 'from $19',
      },
      {
        icon: 'heart-pulse',
        title: 'Uptime monitoring',
        text: 'Checks from six regions with SMS, Slack and phone alerts.',
        price: 'from $9',
      },
      {
        icon: 'screwdriver-wrench',
        title: 'Patch management',
        text: 'Tested, scheduled updates with automatic rollback.',
        price: 'from $29',
      },
      {
        icon: 'server',
        title: 'Fully managed servers',
        text: 'We run your servers end to end, with a named engineer.',
        price: 'from $149',
      },
      {
        icon: 'laptop',
        title: 'Laptop protection',
        text: 'Backup and remote wipe for every company laptop.',
        price: 'from $5',
      },
      {
        icon: 'file-shield',
        title: 'Disaster recovery plan',
        text: 'A written, rehearsed plan for getting back online fast.',
        price: 'from $490',
      },
    ],
  },
  stats: [
    { value: '99.99%', label: 'uptime last year' },
    { value: '22,000', label: 'servers protected' },
    { value: '4 min', label: 'average restore time' },
    { value: '4.9/5', label: 'customer rating' },
  ],
  pricing: {
    kicker: 'Pricing',
    title: 'Simple plans that grow with you',
    lead: 'Monthly billing, cancel any time. All plans include encryption and EU hosting.',
    plans: [
      {
        name: 'Starter',
        price: '$19',
        period: '/month',
        description: 'For one server and a small team.',
        features: ['1 server', 'Hourly backups', '30-day retention', 'Email support'],
        cta: 'Start Starter',
      },
      {
        name: 'Growth',
        price: '$79',
        period: '/month',
        description: 'For busy teams with several servers.',
        features: [
          '5 servers',
          'Hourly backups',
          '90-day retention',
          'Uptime monitoring',
          'Chat and phone support',
        ],
        featured: true,
        cta: 'Start Growth',
      },
      {
        name: 'Managed',
        price: '$249',
        period: '/month',
        description: 'We run everything for you.',
        features: [
          '15 servers',
          'Hourly backups',
          '90-day retention',
          'Uptime monitoring',
          'Patch management',
          'Named engineer',
        ],
        cta: 'Talk to sales',
      },
    ],
  },
  testimonials: [
    {
      quote:
        'Our database died on a Friday night. Northwind had it back in eleven minutes and called us before we even noticed.',
      name: 'Priya Raman',
      role: 'CTO, Fernway Travel',
    },
    {
      quote: 'The weekly restore tests are the reason we switched. We finally know our backups work.',
      name: 'Tom Whitaker',
      role: 'Operations lead, Kiln Studio',
    },
    {
      quote: 'Setup took one afternoon and the alerts are the only ones my team actually reads.',
      name: 'Lena Hoffmann',
      role: 'Founder, Brightbox Commerce',
    },
  ],
  team: [
    {
      name: 'Daniel Okafor',
      role: 'Co-founder & CEO',
      bio: 'Ran infrastructure for 200 agency sites before starting Northwind.',
    },
    {
      name: 'Sofia Marques',
      role: 'Co-founder & CTO',
      bio: 'Designed our restore-testing pipeline; still on the on-call rota.',
    },
    {
      name: 'Ben Carter',
      role: 'Head of Support',
      bio: 'Leads the 24/7 engineering desk across Leeds and Lisbon.',
    },
    {
      name: 'Aisha Khan',
      role: 'Security Lead',
      bio: 'Keeps our ISO 27001 certification and your data safe.',
    },
  ],
  partners: {
    title: 'Trusted by 4,000 teams, including',
    names: ['Brightwave', 'Northpeak', 'Kestrel Labs', 'Oakridge', 'Lumen & Co', 'Fieldstone'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Questions, answered',
    lead: 'The things teams ask us before they sign up.',
    items: [
      {
        q: 'Where is my data stored?',
        a: 'In two ISO 27001 data centres in Frankfurt and Amsterdam. It never leaves the EU.',
      },
      {
        q: 'How long does setup take?',
        a: 'Most teams are fully protected the same afternoon: install one agent per server and choose a schedule.',
      },
      {
        q: 'Can I restore a single file?',
        a: 'Yes. Browse any snapshot in the dashboard and restore one file, a folder or a whole machine.',
      },
      {
        q: 'What happens if I cancel?',
        a: 'You can export every backup in open formats, and we keep your data for 30 days unless you ask us to delete it sooner.',
      },
    ],
  },
  cta: {
    kicker: 'Get started',
    title: 'Protect your first server today',
    lead: 'Fourteen days free, no card needed, and an engineer on hand to help you set up.',
    button: { label: 'Start free trial', href: '#pricing' },
    secondary: { label: 'Book a demo', href: 'contact.html' },
  },
  contact: {
    address: '12 Wellington Place, Leeds LS1 4AP',
    phone: '+44 113 496 0210',
    email: 'hello@northwindcloud.example',
    hours: ['Support: 24/7', 'Sales: Mon–Fri 9:00–18:00'],
    formTitle: 'Talk to an engineer',
    formLead: 'Tell us about your setup and we will reply within two working hours.',
    topics: ['Book a demo', 'Pricing question', 'Technical support', 'Partnerships'],
  },
  blog: {
    kicker: 'Blog',
    title: 'Notes from the on-call desk',
    lead: 'Practical guides for small teams running their own infrastructure.',
    posts: [
      {
        title: 'The 3-2-1 backup rule, explained for busy teams',
        excerpt:
          'Three copies, two media, one off-site: what it means in 2025 and how to check you follow it.',
        date: '14 May 2025',
        tag: 'Guides',
        minutes: 6,
      },
      {
        title: 'How we test 22,000 restores every week',
        excerpt: 'A look inside the pipeline that proves every backup can come back.',
        date: '2 May 2025',
        tag: 'Engineering',
        minutes: 8,
      },
      {
        title: 'Five alerts every small team should switch on',
        excerpt: 'Certificates, disks and the other quiet failures that take sites down.',
        date: '18 Apr 2025',
        tag: 'Monitoring',
        minutes: 5,
      },
    ],
  },
  countdown: {
    kicker: 'Launching soon',
    title: 'Northwind for Microsoft 365',
    lead: 'Mailbox, OneDrive and Teams backup arrives soon. Join the early-access list for three months free.',
    days: 12,
    button: { label: 'Get early access', href: 'contact.html' },
  },
  social: ['linkedin', 'x-twitter', 'youtube'],
};

export const ledgerline: Business = {
  slug: 'ledgerline',
  name: 'Ledgerline Advisors',
  logoIcon: 'scale-balanced',
  tagline: 'Independent financial planning for families and founders.',
  description:
    'Ledgerline is a fee-only advisory firm in Boston helping 900 households plan retirement, taxes and the sale of a business.',
  images: categoryImages('finance'),
  hero: {
    kicker: 'Fee-only financial planning',
    title: 'A clear plan for every dollar you have worked for',
    lead: 'Retirement, tax and investment advice from certified planners who are paid by you, never by commissions.',
    primary: { label: 'Book a free call', href: 'contact.html' },
    secondary: { label: 'How we work', href: 'services.html' },
    badges: ['Fiduciary advice', 'CFP® professionals'],
  },
  features: {
    kicker: 'Why Ledgerline',
    title: 'Advice that puts your goals first',
    lead: 'We look at your whole financial life, not just your portfolio.',
    items: [
      {
        icon: 'user-shield',
        title: 'Fiduciary, always',
        text: 'We are legally bound to act in your best interest.',
      },
      {
        icon: 'receipt',
        title: 'Tax-smart planning',
        text: 'Coordinated with your accountant to keep more of what you earn.',
      },
      {
        icon: 'chart-pie',
        title: 'Low-cost portfolios',
        text: 'Diversified index portfolios with average fund fees of 0.08%.',
      },
      {
        icon: 'people-roof',
        title: 'Family planning',
        text: 'College savings, estate plans and care for ageing parents.',
      },
      {
        icon: 'briefcase',
        title: 'Founder exits',
        text: 'Prepare for the sale of your business years ahead.',
      },
      {
        icon: 'mobile-screen',
        title: 'Your plan online',
        text: 'See your net worth and progress any time in our client portal.',
      },
    ],
  },
  about: {
    kicker: 'About us',
    title: 'Independent since 2009',
    lead: 'We are an employee-owned firm with no products to sell, just advice.',
    body: [
      'Margaret Ellis founded Ledgerline after twenty years at a large bank, where she saw clients sold products they did not need.',
      'Our twelve planners now look after 900 families across New England, with an average client relationship of eleven years.',
    ],
    bullets: ['No commissions, ever', 'One flat annual fee', 'A dedicated planner for each family'],
    values: [
      { icon: 'eye', title: 'Transparency', text: 'Every fee in writing before you sign.' },
      { icon: 'scale-balanced', title: 'Independence', text: 'No product quotas and no bank owners.' },
      { icon: 'hourglass-half', title: 'Patience', text: 'Long-term plans over short-term noise.' },
      { icon: 'heart', title: 'Care', text: 'We know our clients by name, not account number.' },
    ],
    timeline: [
      { year: '2009', title: 'Founded in Boston', text: 'Margaret opens the first office on Beacon Street.' },
      { year: '2013', title: 'Employee-owned', text: 'Every planner becomes a partner in the firm.' },
      {
        year: '2019',
        title: 'Founder practice',
        text: 'A dedicated team for business owners preparing to sell.',
      },
      { year: '2024', title: '$1.2B advised', text: 'Assets under advice for 900 families.' },
    ],
  },
  services: {
    kicker: 'Services',
    title: 'Planning for every stage of life',
    lead: 'Start with a one-off plan or choose ongoing advice with regular reviews.',
    items: [
      {
        icon: 'route',
        title: 'Financial plan',
        text: 'A written plan covering cash flow, savings, insurance and goals.',
        price: '$2,400',
      },
      {
        icon: 'umbrella',
        title: 'Retirement planning',
        text: 'When you can retire, how much to draw and in what order.',
        price: '$1,800',
      },
      {
        icon: 'percent',
        title: 'Tax planning',
        text: 'Roth conversions, charitable giving and capital gains timing.',
        price: '$1,200',
      },
      {
        icon: 'arrow-trend-up',
        title: 'Investment management',
        text: 'Diversified portfolios rebalanced quarterly.',
        price: '0.6% / year',
      },
      {
        icon: 'building',
        title: 'Business sale planning',
        text: 'Valuation, structure and life after the sale.',
        price: 'from $6,000',
      },
      {
        icon: 'graduation-cap',
        title: 'College funding',
        text: '529 plans and aid strategy for every child.',
        price: '$900',
      },
    ],
  },
  stats: [
    { value: '900', label: 'families advised' },
    { value: '$1.2B', label: 'assets under advice' },
    { value: '11 yrs', label: 'average client relationship' },
    { value: '98%', label: 'client retention' },
  ],
  pricing: {
    kicker: 'Fees',
    title: 'Flat fees, published openly',
    lead: 'No commissions and no hidden charges: pick the level of help you need.',
    plans: [
      {
        name: 'Plan',
        price: '$2,400',
        period: ' once',
        description: 'A complete written plan.',
        features: [
          'Two planning meetings',
          'Written financial plan',
          'Investment recommendations',
          '90 days of email questions',
        ],
        cta: 'Get a plan',
      },
      {
        name: 'Partner',
        price: '$350',
        period: '/month',
        description: 'Ongoing advice and reviews.',
        features: [
          'Written financial plan',
          'Investment recommendations',
          'Quarterly reviews',
          'Tax planning each year',
          'Unlimited questions',
        ],
        featured: true,
        cta: 'Become a client',
      },
      {
        name: 'Founder',
        price: '$900',
        period: '/month',
        description: 'For business owners.',
        features: [
          'Written financial plan',
          'Quarterly reviews',
          'Tax planning each year',
          'Business sale planning',
          'Unlimited questions',
        ],
        cta: 'Talk to us',
      },
    ],
  },
  testimonials: [
    {
      quote:
        'For the first time we know exactly when we can retire, and why. Our planner answers every question the same day.',
      name: 'Robert and Ann Delgado',
      role: 'Clients since 2016',
    },
    {
      quote:
        'Ledgerline planned the sale of my company three years ahead. The tax savings alone paid their fees many times over.',
      name: 'Karen Liu',
      role: 'Founder, Liu Logistics',
    },
    {
      quote: 'Clear fees, no product pitches, and advice that actually fits our family.',
      name: 'Marcus Greene',
      role: 'Client since 2021',
    },
  ],
  team: [
    {
      name: 'Margaret Ellis',
      role: 'Founder, CFP®',
      bio: 'Twenty years of private banking before founding Ledgerline.',
    },
    {
      name: 'James Whitfield',
      role: 'Partner, CFA',
      bio: 'Leads our investment committee and portfolio research.',
    },
    {
      name: 'Nadia Petrova',
      role: 'Tax Planner, CPA',
      bio: 'Specialises in equity compensation and business sales.',
    },
    {
      name: 'Samuel Brooks',
      role: 'Planner, CFP®',
      bio: 'Works with young families and first-time investors.',
    },
  ],
  partners: {
    title: 'As featured in',
    names: ['The Daily Ledger', 'City Weekly', 'Summit Bank', 'Meridian', 'Harbourline'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Common questions',
    lead: 'How we work, what we charge and what to expect.',
    items: [
      {
        q: 'What does fee-only mean?',
        a: 'We are paid only by our clients. We earn no commissions from funds, insurance or any other product.',
      },
      {
        q: 'Is there a minimum portfolio size?',
        a: 'No. Our planning fees are flat, so you can work with us whatever your savings.',
      },
      {
        q: 'Who holds my money?',
        a: 'Your investments stay in your own name at an independent custodian; we never hold client funds.',
      },
      {
        q: 'How often will we meet?',
        a: 'Partner clients meet their planner every quarter, online or at our Boston office.',
      },
    ],
  },
  cta: {
    kicker: 'Free introductory call',
    title: 'See what a clear plan feels like',
    lead: 'A 30-minute call with a planner, no obligation and no sales pitch.',
    button: { label: 'Book a free call', href: 'contact.html' },
    secondary: { label: 'See our fees', href: 'pricing.html' },
  },
  contact: {
    address: '88 Beacon Street, Boston, MA 02108',
    phone: '+1 617 555 0142',
    email: 'plan@ledgerline.example',
    hours: ['Mon–Fri: 8:30–17:30', 'Sat: by appointment'],
    formTitle: 'Book your free introductory call',
    formLead: 'Tell us a little about your situation and a planner will be in touch within one business day.',
    topics: ['Retirement', 'Tax planning', 'Selling a business', 'Something else'],
  },
  blog: {
    kicker: 'Insights',
    title: 'Plain-English money guides',
    lead: 'Short reads from our planners on the decisions that matter most.',
    posts: [
      {
        title: 'Roth conversions: when they make sense',
        excerpt: 'The years between retiring and claiming Social Security can be a tax opportunity.',
        date: '9 Jun 2025',
        tag: 'Tax',
        minutes: 7,
      },
      {
        title: 'How much cash should a family keep?',
        excerpt: 'A simple rule for emergency funds and where to keep them.',
        date: '21 May 2025',
        tag: 'Planning',
        minutes: 4,
      },
      {
        title: 'Selling your business in five years',
        excerpt: 'The steps founders should take now to keep more of the sale price.',
        date: '30 Apr 2025',
        tag: 'Founders',
        minutes: 9,
      },
    ],
  },
  social: ['linkedin', 'facebook', 'youtube'],
};

export const medina: Business = {
  slug: 'medina-health',
  name: 'Medina Family Clinic',
  logoIcon: 'staff-snake',
  tagline: 'Family medicine with time to listen.',
  description:
    'Medina Family Clinic is an independent practice in Austin offering same-day appointments, physiotherapy and telehealth for all ages.',
  images: categoryImages('health'),
  hero: {
    kicker: 'Family medicine in Austin',
    title: 'Care for the whole family, without the wait',
    lead: 'Same-day appointments, 30-minute visits and a doctor who knows your history. Most insurance plans accepted.',
    primary: { label: 'Book an appointment', href: 'contact.html' },
    secondary: { label: 'Our services', href: 'services.html' },
    badges: ['Same-day visits', 'Telehealth available', 'Accepting new patients'],
  },
  features: {
    kicker: 'Why patients choose us',
    title: 'Medicine at a human pace',
    lead: 'Longer appointments, fewer patients per doctor and care that joins up.',
    items: [
      {
        icon: 'clock',
        title: '30-minute visits',
        text: 'Time to talk things through, not a rushed ten minutes.',
      },
      {
        icon: 'calendar-day',
        title: 'Same-day appointments',
        text: 'Call before 10 a.m. and be seen today.',
      },
      {
        icon: 'laptop-medical',
        title: 'Telehealth',
        text: 'Video visits for follow-ups, prescriptions and advice.',
      },
      { icon: 'children', title: 'All ages', text: 'Newborn checks to senior care under one roof.' },
    ],
  },
  about: {
    kicker: 'About the clinic',
    title: 'An independent practice, owned by its doctors',
    lead: 'Dr. Lucia Medina opened the clinic in 2011 with one promise: every patient gets time.',
    body: [
      'We are an independent practice, which means our doctors decide how long appointments last, not a hospital group.',
      'Today six physicians, two physiotherapists and a nursing team care for 7,500 patients in South Austin.',
    ],
    bullets: [
      'Doctor-owned and independent',
      'Bilingual English and Spanish team',
      'On-site lab and physiotherapy',
    ],
    values: [
      { icon: 'ear-listen', title: 'Listen first', text: 'Your story matters as much as your symptoms.' },
      {
        icon: 'hand-holding-medical',
        title: 'Whole-person care',
        text: 'Body, mind and circumstances together.',
      },
      { icon: 'language', title: 'Inclusive', text: 'Care in English and Spanish for every family.' },
      { icon: 'shield-heart', title: 'Prevention', text: 'Checks and advice that keep you well.' },
    ],
    timeline: [
      { year: '2011', title: 'Clinic opens', text: 'Dr. Medina starts with one exam room.' },
      { year: '2015', title: 'Physiotherapy', text: 'A rehab suite joins the practice.' },
      { year: '2020', title: 'Telehealth', text: 'Video visits for every patient.' },
      { year: '2024', title: '7,500 patients', text: 'Six physicians and a full nursing team.' },
    ],
  },
  services: {
    kicker: 'Services',
    title: 'Everything your family needs',
    lead: 'Primary care, prevention and rehabilitation in one place.',
    items: [
      {
        icon: 'stethoscope',
        title: 'Primary care',
        text: 'Check-ups, illness and long-term conditions for all ages.',
      },
      {
        icon: 'baby',
        title: 'Children’s health',
        text: 'Well-child visits, vaccinations and school physicals.',
      },
      {
        icon: 'person-walking',
        title: 'Physiotherapy',
        text: 'Recovery plans for back pain, sports injuries and surgery.',
      },
      {
        icon: 'flask',
        title: 'On-site lab',
        text: 'Blood tests with results in your portal within 48 hours.',
      },
      {
        icon: 'laptop-medical',
        title: 'Telehealth',
        text: 'Video visits for follow-ups and prescription renewals.',
      },
      {
        icon: 'heart-pulse',
        title: 'Heart health',
        text: 'Blood pressure, cholesterol and diabetes management.',
      },
    ],
  },
  stats: [
    { value: '7,500', label: 'patients cared for' },
    { value: '30 min', label: 'standard visit length' },
    { value: '4.9', label: 'average patient rating' },
    { value: '92%', label: 'seen the same day' },
  ],
  testimonials: [
    {
      quote:
        'Dr. Medina spent real time with my father and finally got his medication right. We feel looked after.',
      name: 'Carmen Ortiz',
      role: 'Patient since 2014',
    },
    {
      quote: 'Physio here got me back running after knee surgery in eight weeks. Clear plan, great team.',
      name: 'Jordan Blake',
      role: 'Physiotherapy patient',
    },
    {
      quote:
        'Same-day appointments with a doctor who remembers my kids’ names. Worth every mile of the drive.',
      name: 'Hannah Reyes',
      role: 'Mother of three',
    },
  ],
  team: [
    {
      name: 'Dr. Lucia Medina',
      role: 'Founder, Family Physician',
      bio: 'Board-certified in family medicine with 20 years in Austin.',
    },
    {
      name: 'Dr. Ethan Park',
      role: 'Family Physician',
      bio: 'Special interest in sports medicine and men’s health.',
    },
    {
      name: 'Grace Adeyemi',
      role: 'Lead Physiotherapist',
      bio: 'Helps patients recover from injury and surgery.',
    },
    { name: 'Maria Santos', role: 'Nurse Practitioner', bio: 'Runs our diabetes and heart health clinics.' },
  ],
  partners: {
    title: 'We accept most insurance plans',
    names: ['Bluebird Health', 'Meridian', 'Silverpine', 'Oakridge', 'Fieldstone'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Before your visit',
    lead: 'What new patients usually ask.',
    items: [
      {
        q: 'Are you accepting new patients?',
        a: 'Yes. Register online or call us and we will book your first visit within a week.',
      },
      {
        q: 'Which insurance do you accept?',
        a: 'Most major plans, including Medicare. Call us with your plan details and we will check.',
      },
      {
        q: 'How do same-day appointments work?',
        a: 'Call before 10 a.m. on a weekday and we will see you the same day.',
      },
      {
        q: 'Can I see a doctor by video?',
        a: 'Yes, telehealth visits are available for follow-ups, advice and prescription renewals.',
      },
    ],
  },
  cta: {
    kicker: 'New patients welcome',
    title: 'Register with a practice that has time for you',
    lead: 'It takes five minutes online, and your first appointment is usually within a week.',
    button: { label: 'Register now', href: 'contact.html' },
  },
  contact: {
    address: '2100 South Lamar Blvd, Austin, TX 78704',
    phone: '+1 512 555 0186',
    email: 'care@medinaclinic.example',
    hours: ['Mon–Fri: 7:30–19:00', 'Sat: 9:00–13:00', 'Sun: closed'],
    formTitle: 'Request an appointment',
    formLead:
      'Send us your details and preferred time; our front desk replies within two hours during opening times.',
    topics: ['New patient registration', 'Appointment request', 'Prescription renewal', 'Billing question'],
  },
  blog: {
    kicker: 'Health notes',
    title: 'Advice from our clinicians',
    lead: 'Simple, trustworthy health tips for every age.',
    posts: [
      {
        title: 'Back pain at your desk: five fixes that work',
        excerpt: 'Our physiotherapists share the small changes that make the biggest difference.',
        date: '3 Jun 2025',
        tag: 'Physio',
        minutes: 5,
      },
      {
        title: 'Which vaccines do adults need?',
        excerpt: 'A simple checklist for your twenties, forties and sixties.',
        date: '20 May 2025',
        tag: 'Prevention',
        minutes: 4,
      },
      {
        title: 'Understanding your cholesterol numbers',
        excerpt: 'What LDL, HDL and triglycerides mean, and when to act.',
        date: '6 May 2025',
        tag: 'Heart health',
        minutes: 6,
      },
    ],
  },
  social: ['facebook', 'instagram'],
};
