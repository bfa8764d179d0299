/** Funnel businesses: coaching consultation, lead magnet, opt-in challenge, webinar, course sales, product launch. */
import { categoryImages } from '../image-catalog.ts';
import type { Business } from '../model.ts';

const coaching = categoryImages('coaching');

export const brightpath: Business = {
  slug: 'brightpath-coaching',
  name: 'BrightPath Coaching',
  logoIcon: 'compass',
  tagline: 'Career coaching for mid-career professionals.',
  description:
    'BrightPath helps managers and specialists find and land their next role through one-to-one coaching.',
  images: { hero: coaching.hero, about: coaching.about, gallery: coaching.gallery },
  hero: {
    kicker: 'Free 30-minute strategy call',
    title: 'Stuck in your career? Let’s map your next move.',
    lead: 'One-to-one coaching that has helped 1,100 professionals change roles, negotiate raises and rediscover work they enjoy.',
    primary: { label: 'Book my free call', href: '#book' },
    secondary: { label: 'How it works', href: '#how' },
    badges: ['1,100 clients coached', 'Average raise of 22%'],
  },
  features: {
    kicker: 'What changes',
    title: 'Coaching that gets you moving',
    lead: 'Practical, structured and on your side.',
    items: [
      { icon: 'bullseye', title: 'Clarity', text: 'Know which roles fit your strengths and values.' },
      { icon: 'file-lines', title: 'A standout CV', text: 'A CV and LinkedIn profile that open doors.' },
      {
        icon: 'comments',
        title: 'Interview confidence',
        text: 'Practise with real questions and honest feedback.',
      },
      {
        icon: 'hand-holding-dollar',
        title: 'Better offers',
        text: 'Negotiate salary with a script that works.',
      },
    ],
  },
  optin: {
    kicker: 'Free guide',
    title: 'Get the Career Change Playbook',
    lead: 'Twenty pages of exercises to find your next role, free by email.',
    button: 'Send me the playbook',
    bullets: [
      'Find roles that fit your strengths',
      'Rewrite your CV in one evening',
      'Answer “why are you leaving?” with confidence',
    ],
    note: 'We respect your inbox. Unsubscribe any time.',
  },
  booking: {
    kicker: 'How it works',
    title: 'Three steps to your next role',
    lead: 'Start with a free call; no pressure, no obligation.',
    steps: [
      {
        icon: 'calendar-check',
        title: 'Book a free call',
        text: 'Pick a time that suits you in the calendar.',
      },
      {
        icon: 'comments',
        title: 'Talk it through',
        text: 'We discuss where you are and where you want to be.',
      },
      {
        icon: 'route',
        title: 'Get your plan',
        text: 'Leave with three concrete next steps, whether or not you hire us.',
      },
    ],
    button: { label: 'Choose a time', href: '#book' },
  },
  pricing: {
    kicker: 'Coaching programmes',
    title: 'Choose your programme',
    lead: 'Every programme starts with a free strategy call.',
    plans: [
      {
        name: 'Career Sprint',
        price: '$490',
        period: ' once',
        description: 'Four sessions over four weeks.',
        features: ['4 one-to-one sessions', 'CV and LinkedIn review', 'Email support between sessions'],
        cta: 'Start the Sprint',
      },
      {
        name: 'Career Change',
        price: '$1,290',
        period: ' once',
        description: 'Our full twelve-week programme.',
        features: [
          '10 one-to-one sessions',
          'CV and LinkedIn rewrite',
          'Mock interviews',
          'Salary negotiation plan',
          'Unlimited email support',
        ],
        featured: true,
        cta: 'Join the programme',
      },
      {
        name: 'Executive',
        price: '$2,900',
        period: ' once',
        description: 'For senior leaders.',
        features: [
          '16 one-to-one sessions',
          'Executive CV and bio',
          'Board-level interview practice',
          'Direct phone line',
        ],
        cta: 'Apply now',
      },
    ],
  },
  countdown: {
    kicker: 'Free live webinar',
    title: 'How to change careers after 35',
    lead: 'A 45-minute live session with Q&A: the five-step plan our clients use.',
    days: 4,
    button: { label: 'Save my seat', href: '#register' },
  },
  testimonials: [
    {
      quote:
        'After eight years in the same job I had no idea where to start. Three months later I had two offers.',
      name: 'Emma Collins',
      role: 'Now Product Manager',
    },
    {
      quote: 'The salary negotiation session alone paid for the programme three times over.',
      name: 'David Nguyen',
      role: 'Now Engineering Lead',
    },
    {
      quote: 'Practical, kind and brutally honest about my CV. Exactly what I needed.',
      name: 'Fatima Ali',
      role: 'Now Head of Marketing',
    },
  ],
  team: [
    {
      name: 'Laura Bennett',
      role: 'Founder & Lead Coach',
      bio: 'Former HR director who has hired over 2,000 people.',
    },
  ],
  faq: {
    kicker: 'FAQ',
    title: 'Before you book',
    lead: 'Quick answers.',
    items: [
      {
        q: 'Is the first call really free?',
        a: 'Yes. Thirty minutes, no obligation, and you leave with three next steps either way.',
      },
      { q: 'Are sessions online?', a: 'All sessions are on video, at times that work around your job.' },
      {
        q: 'What if it does not work for me?',
        a: 'If you are not happy after your first paid session, we refund you in full.',
      },
      {
        q: 'Do you work with career changers?',
        a: 'Yes, most of our clients are changing industry or function.',
      },
    ],
  },
  cta: {
    title: 'Ready for your next chapter?',
    lead: 'Book a free strategy call today.',
    button: { label: 'Book my free call', href: '#book' },
  },
  contact: {
    address: 'Online, worldwide',
    phone: '+1 646 555 0111',
    email: 'hello@brightpath.example',
    hours: ['Calls: Mon–Fri 8:00–20:00 ET'],
    formTitle: 'Book your call',
    formLead: 'Choose a time that suits you.',
  },
  social: ['linkedin', 'youtube', 'instagram'],
};

export const greenleaf: Business = {
  slug: 'greenleaf-guides',
  name: 'Greenleaf Gardens',
  logoIcon: 'seedling',
  tagline: 'Grow your own food, even in a small space.',
  description: 'Greenleaf Gardens teaches beginners to grow vegetables in small gardens and balconies.',
  images: {
    hero: categoryImages('food').gallery[4]!,
    about: coaching.gallery[5]!,
    gallery: categoryImages('food').gallery,
  },
  hero: {
    kicker: 'Free download',
    title: 'Your first vegetable garden, planned in an evening',
    lead: 'The free Greenleaf Planner shows you what to sow, when, and where, for any garden or balcony.',
    primary: { label: 'Get the free planner', href: '#optin' },
  },
  features: {
    kicker: 'Inside the planner',
    title: 'Everything a beginner needs',
    lead: 'Twenty-four printable pages.',
    items: [
      {
        icon: 'calendar-days',
        title: 'Month-by-month sowing',
        text: 'What to sow each month for your region.',
      },
      { icon: 'table-cells', title: 'Bed layouts', text: 'Four ready-made plans for small spaces.' },
      { icon: 'bug', title: 'Pest guide', text: 'Organic fixes for the ten most common pests.' },
      { icon: 'carrot', title: 'Harvest tracker', text: 'Log your crops and plan next year.' },
    ],
  },
  optin: {
    kicker: 'Free planner',
    title: 'The Greenleaf Garden Planner',
    lead: 'Download the 24-page planner and start growing this weekend.',
    button: 'Email me the planner',
    bullets: ['Month-by-month sowing calendar', 'Four small-space bed plans', 'Printable harvest tracker'],
    note: 'One weekly tip after the download. Unsubscribe any time.',
  },
  testimonials: [
    {
      quote:
        'I grew tomatoes, lettuce and beans on a tiny balcony in my first summer, all thanks to the planner.',
      name: 'Grace Miller',
      role: 'Balcony grower, Seattle',
    },
    {
      quote: 'Finally a garden guide that does not assume I have an acre.',
      name: 'Omar Farouk',
      role: 'Beginner gardener',
    },
    {
      quote: 'The sowing calendar lives on my fridge. So simple.',
      name: 'Beth Lawson',
      role: 'Allotment holder',
    },
  ],
  contact: {
    address: 'Asheville, NC',
    phone: '+1 828 555 0107',
    email: 'grow@greenleaf.example',
    hours: ['Email support: Mon–Fri'],
    formTitle: 'Contact',
    formLead: 'Questions? Email us.',
  },
  social: ['instagram', 'youtube', 'pinterest'],
};

export const fitfuel: Business = {
  slug: 'fitfuel-challenge',
  name: 'FitFuel Nutrition',
  logoIcon: 'apple-whole',
  tagline: 'Simple meal prep for busy people.',
  description: 'FitFuel helps busy professionals eat well with quick, affordable meal prep plans.',
  images: {
    hero: categoryImages('food').gallery[0]!,
    about: categoryImages('health').about,
    gallery: categoryImages('food').gallery,
  },
  hero: {
    kicker: 'Free 7-day challenge',
    title: 'Prep a week of healthy meals in 90 minutes',
    lead: 'Join the free 7-Day Meal Prep Challenge: a shopping list, recipes and a short video each morning.',
    primary: { label: 'Join free', href: '#optin' },
    badges: ['38,000 people joined', 'Recipes under $4 a portion'],
  },
  features: {
    kicker: 'What you get',
    title: 'Seven days, seven small wins',
    lead: 'Designed by registered dietitians.',
    items: [
      { icon: 'list-check', title: 'One shopping list', text: 'Everything for the week in one trip.' },
      { icon: 'stopwatch', title: '90-minute prep', text: 'Cook once on Sunday, eat well all week.' },
      { icon: 'video', title: 'Daily videos', text: 'Five-minute lessons each morning.' },
      { icon: 'people-group', title: 'Community', text: 'Share your boxes and get support.' },
    ],
  },
  optin: {
    kicker: 'Starts Monday',
    title: 'Join the free 7-Day Challenge',
    lead: 'Enter your details and we will send day one on Monday morning.',
    button: 'Count me in',
    bullets: [
      'A full week of dietitian-designed recipes',
      'Printable shopping list',
      'Daily five-minute videos',
    ],
    note: 'Free. No card needed. Unsubscribe any time.',
  },
  testimonials: [
    {
      quote: 'I saved $60 on takeaways in the first week and actually enjoyed my lunches.',
      name: 'Kevin Moore',
      role: 'Challenge graduate',
    },
    {
      quote: 'The Sunday prep video changed everything. Ninety minutes and I am sorted.',
      name: 'Ana Souza',
      role: 'Challenge graduate',
    },
    {
      quote: 'Simple recipes my kids eat too. We do it every month now.',
      name: 'Jess Taylor',
      role: 'Mum of two',
    },
  ],
  faq: {
    kicker: 'FAQ',
    title: 'About the challenge',
    lead: 'Good to know.',
    items: [
      { q: 'Is it really free?', a: 'Yes, the 7-day challenge is completely free.' },
      { q: 'Is it suitable for vegetarians?', a: 'Every recipe has a vegetarian version.' },
      { q: 'How much time does it take?', a: 'About 90 minutes on Sunday and five minutes a day.' },
    ],
  },
  contact: {
    address: 'Toronto, ON',
    phone: '+1 416 555 0145',
    email: 'team@fitfuel.example',
    hours: ['Support: Mon–Fri'],
    formTitle: 'Contact',
    formLead: 'Email us.',
  },
  social: ['instagram', 'tiktok', 'youtube'],
};

export const scaleup: Business = {
  slug: 'scaleup-webinar',
  name: 'ScaleUp Academy',
  logoIcon: 'rocket',
  tagline: 'Growth training for founders.',
  description: 'ScaleUp Academy runs practical growth workshops for early-stage founders.',
  images: categoryImages('technology'),
  hero: {
    kicker: 'Free live training',
    title: 'How to win your first 100 customers',
    lead: 'A 60-minute live workshop for founders: the outreach, pricing and follow-up playbook behind 300 start-ups.',
    primary: { label: 'Register free', href: '#register' },
    badges: ['Live on Zoom', 'Replay included'],
  },
  features: {
    kicker: 'You will learn',
    title: 'Three things you can use the next day',
    lead: 'No fluff, all practice.',
    items: [
      {
        icon: 'envelope-open-text',
        title: 'Outreach that gets replies',
        text: 'The three-line cold email with a 31% reply rate.',
      },
      {
        icon: 'tags',
        title: 'Pricing your first plan',
        text: 'How to charge from day one without scaring buyers.',
      },
      {
        icon: 'repeat',
        title: 'Follow-up systems',
        text: 'A simple pipeline that turns interest into customers.',
      },
    ],
  },
  countdown: {
    kicker: 'Thursday · 6 p.m. GMT',
    title: 'How to win your first 100 customers',
    lead: 'Join live with founder-turned-investor Tom Adeyemi and ask your questions.',
    days: 3,
    button: { label: 'Register free', href: '#register' },
  },
  testimonials: [
    {
      quote: 'I used the outreach template the next morning and booked six demos that week.',
      name: 'Sara Lindqvist',
      role: 'Founder, Parcelpal',
    },
    {
      quote: 'The clearest hour of growth advice I have ever had.',
      name: 'Ravi Menon',
      role: 'Founder, Stackwise',
    },
    {
      quote: 'Finally, pricing advice that fits an early-stage start-up.',
      name: 'Chloe Dubois',
      role: 'Co-founder, Mira',
    },
  ],
  team: [
    {
      name: 'Tom Adeyemi',
      role: 'Founder, ScaleUp Academy',
      bio: 'Built and sold two SaaS companies; now invests in early-stage start-ups.',
    },
  ],
  faq: {
    kicker: 'FAQ',
    title: 'About the workshop',
    lead: 'Before you register.',
    items: [
      { q: 'Is there a replay?', a: 'Yes, everyone who registers receives the replay for seven days.' },
      { q: 'Who is it for?', a: 'Founders before or just after their first paying customers.' },
      {
        q: 'Will you sell something at the end?',
        a: 'We mention our paid programme in the last five minutes; the training stands on its own.',
      },
    ],
  },
  contact: {
    address: 'London, UK',
    phone: '+44 20 7946 0555',
    email: 'hello@scaleup.example',
    hours: ['Mon–Fri'],
    formTitle: 'Contact',
    formLead: 'Email us.',
  },
  social: ['linkedin', 'youtube', 'x-twitter'],
};

export const copywise: Business = {
  slug: 'copywise-course',
  name: 'Copywise',
  logoIcon: 'pen-nib',
  tagline: 'Write words that sell.',
  description: 'Copywise teaches small business owners to write websites, emails and ads that convert.',
  images: categoryImages('education'),
  hero: {
    kicker: 'The Copywise Course',
    title: 'Write copy that turns visitors into customers',
    lead: 'An eight-week online course for small business owners: websites, emails and ads, with templates and weekly live feedback.',
    primary: { label: 'Enrol today', href: '#order' },
    secondary: { label: 'See the syllabus', href: '#syllabus' },
  },
  features: {
    kicker: 'Syllabus',
    title: 'Eight weeks, eight skills',
    lead: 'Short lessons, real assignments and live feedback.',
    items: [
      { icon: 'magnifying-glass', title: 'Know your reader', text: 'Customer research in an afternoon.' },
      { icon: 'heading', title: 'Headlines', text: 'Twelve formulas that earn attention.' },
      { icon: 'window-maximize', title: 'Home pages', text: 'A structure that guides visitors to act.' },
      { icon: 'envelope', title: 'Email sequences', text: 'Welcome, nurture and launch emails.' },
      { icon: 'bullhorn', title: 'Ads', text: 'Short copy for social and search ads.' },
      { icon: 'chart-line', title: 'Testing', text: 'Measure and improve what you write.' },
    ],
  },
  pricing: {
    kicker: 'Enrol',
    title: 'Join the next intake',
    lead: 'Lifetime access to lessons and templates.',
    plans: [
      {
        name: 'Self-paced',
        price: '$297',
        period: ' once',
        description: 'Lessons and templates.',
        features: ['32 video lessons', '60 copy templates', 'Lifetime access'],
        cta: 'Choose self-paced',
      },
      {
        name: 'Guided',
        price: '$597',
        period: ' once',
        description: 'With weekly live feedback.',
        features: [
          '32 video lessons',
          '60 copy templates',
          'Lifetime access',
          '8 live feedback calls',
          'Private community',
        ],
        featured: true,
        cta: 'Choose guided',
      },
      {
        name: 'Done with you',
        price: '$1,497',
        period: ' once',
        description: 'We review your whole site.',
        features: [
          '32 video lessons',
          '60 copy templates',
          'Lifetime access',
          '8 live feedback calls',
          'Private community',
          'Full website copy review',
        ],
        cta: 'Choose done with you',
      },
    ],
  },
  testimonials: [
    {
      quote: 'I rewrote my home page in week three and enquiries doubled the following month.',
      name: 'Megan Walsh',
      role: 'Owner, Walsh Interiors',
    },
    {
      quote: 'The email templates alone are worth the price. Clear, friendly and they work.',
      name: 'Jon Baker',
      role: 'Founder, Baker’s Coffee',
    },
    {
      quote: 'Live feedback made all the difference: specific, kind and actionable.',
      name: 'Lina Haddad',
      role: 'Yoga teacher',
    },
  ],
  faq: {
    kicker: 'FAQ',
    title: 'Enrolment questions',
    lead: 'Before you join.',
    items: [
      { q: 'How long do I have access?', a: 'For life, including future updates.' },
      { q: 'Is there a guarantee?', a: 'Yes, a 30-day money-back guarantee, no questions asked.' },
      { q: 'How much time does it take?', a: 'About three hours a week for eight weeks.' },
    ],
  },
  contact: {
    address: 'Bristol, UK',
    phone: '+44 117 496 0999',
    email: 'hello@copywise.example',
    hours: ['Mon–Fri'],
    formTitle: 'Contact',
    formLead: 'Email us.',
  },
  social: ['instagram', 'linkedin'],
};

export const lumen: Business = {
  slug: 'lumen-launch',
  name: 'Lumen One',
  logoIcon: 'lightbulb',
  tagline: 'The desk lamp that follows the sun.',
  description: 'Lumen One is a smart desk lamp that adjusts colour and brightness through the day.',
  images: categoryImages('retail'),
  hero: {
    kicker: 'Launching this month',
    title: 'Meet Lumen One, the lamp that follows the sun',
    lead: 'Warm in the evening, bright at noon, and never harsh on your eyes. Early supporters save 35% at launch.',
    primary: { label: 'Join the waitlist', href: '#notify' },
    secondary: { label: 'See how it works', href: '#features' },
  },
  features: {
    kicker: 'Why Lumen One',
    title: 'Light that works with your body',
    lead: 'Designed with sleep researchers.',
    items: [
      {
        icon: 'sun',
        title: 'Circadian light',
        text: 'Colour temperature from 2,700 K to 6,500 K through the day.',
      },
      { icon: 'eye', title: 'Flicker-free', text: 'No flicker and no blue spikes, for comfortable reading.' },
      {
        icon: 'mobile-screen',
        title: 'Works on its own',
        text: 'No app needed, but there is one if you want it.',
      },
      { icon: 'leaf', title: 'Built to last', text: 'Aluminium and oak, with a replaceable LED module.' },
      { icon: 'plug', title: 'USB-C charging', text: 'Charge your phone from the base.' },
      { icon: 'award', title: 'Award-winning', text: 'Winner of the 2025 Design Review award.' },
    ],
  },
  countdown: {
    kicker: 'Launch day',
    title: 'Lumen One launches in',
    lead: 'Join the waitlist to get 35% off on launch day, for the first 1,000 orders.',
    days: 10,
    button: { label: 'Join the waitlist', href: '#notify' },
  },
  testimonials: [
    {
      quote: 'The first lamp I have used that genuinely makes evenings feel calmer.',
      name: 'Nora Blake',
      role: 'Beta tester',
    },
  ],
  partners: { title: 'As featured in', names: ['Design Review', 'Brightwave', 'Style Edit', 'City Weekly'] },
  contact: {
    address: 'Copenhagen, Denmark',
    phone: '+45 32 12 34 56',
    email: 'hello@lumenone.example',
    hours: ['Mon–Fri'],
    formTitle: 'Contact',
    formLead: 'Email us.',
  },
  social: ['instagram', 'youtube'],
};
