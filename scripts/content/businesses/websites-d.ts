/** Website businesses, part D: Construction, Manufacturing, Hospitality. */
import { categoryImages } from '../image-catalog.ts';
import type { Business } from '../model.ts';

export const ironbridge: Business = {
  slug: 'ironbridge-builders',
  name: 'Ironbridge Builders',
  logoIcon: 'helmet-safety',
  tagline: 'Extensions, renovations and new builds, on time and on budget.',
  description:
    'Ironbridge Builders is a Manchester construction firm delivering home extensions, renovations and commercial fit-outs since 1996.',
  images: categoryImages('construction'),
  hero: {
    kicker: 'Builders in Greater Manchester',
    title: 'Building better homes, one fixed price at a time',
    lead: 'Extensions, loft conversions and full renovations with a fixed quote, a named site manager and a ten-year guarantee.',
    primary: { label: 'Get a free quote', href: 'contact.html' },
    secondary: { label: 'See our projects', href: 'projects.html' },
    badges: ['Fixed-price quotes', '10-year guarantee'],
  },
  features: {
    kicker: 'Why Ironbridge',
    title: 'No surprises, start to finish',
    lead: 'How we keep projects calm and on schedule.',
    items: [
      {
        icon: 'file-invoice',
        title: 'Fixed-price quotes',
        text: 'A detailed written price that does not creep.',
      },
      {
        icon: 'user-gear',
        title: 'Named site manager',
        text: 'One person who answers your calls every day.',
      },
      { icon: 'calendar-check', title: 'Weekly updates', text: 'Photos and progress reports every Friday.' },
      { icon: 'award', title: '10-year guarantee', text: 'Insurance-backed cover on structural work.' },
    ],
  },
  about: {
    kicker: 'About us',
    title: 'Three decades of building in Manchester',
    lead: 'Founded by bricklayer Frank Doyle in 1996, now run by his daughter Siobhan.',
    body: [
      'We have grown from a two-person crew to a team of forty trades, but we still treat every home as if it were our own.',
      'Ninety percent of our work comes from referrals and repeat clients.',
    ],
    bullets: ['1,400 projects completed', 'All trades in house', 'Federation of Master Builders members'],
    values: [
      { icon: 'ruler-combined', title: 'Precision', text: 'Measure twice, build once.' },
      { icon: 'broom', title: 'Tidy sites', text: 'Swept and safe every evening.' },
      { icon: 'comments', title: 'Clear talk', text: 'No jargon, no surprises.' },
      { icon: 'shield-halved', title: 'Safety', text: 'Zero reportable accidents in 5 years.' },
    ],
    timeline: [
      { year: '1996', title: 'Founded', text: 'Frank Doyle starts with one van.' },
      { year: '2004', title: 'Commercial work', text: 'Our first office fit-out.' },
      { year: '2016', title: 'New leadership', text: 'Siobhan Doyle becomes MD.' },
      { year: '2024', title: '1,400 projects', text: 'And a team of forty trades.' },
    ],
  },
  services: {
    kicker: 'What we build',
    title: 'Our services',
    lead: 'From a new kitchen to a full new build.',
    items: [
      {
        icon: 'house-chimney',
        title: 'House extensions',
        text: 'Single and double-storey extensions, designed and built.',
      },
      {
        icon: 'stairs',
        title: 'Loft conversions',
        text: 'Dormer and mansard lofts with building control sign-off.',
      },
      {
        icon: 'kitchen-set',
        title: 'Kitchen renovations',
        text: 'Open-plan kitchens including steelwork and finishing.',
      },
      {
        icon: 'building',
        title: 'Commercial fit-outs',
        text: 'Offices, shops and restaurants delivered out of hours.',
      },
    ],
  },
  stats: [
    { value: '1,400', label: 'projects completed' },
    { value: '29 yrs', label: 'in business' },
    { value: '96%', label: 'finished on schedule' },
    { value: '40', label: 'trades in house' },
  ],
  testimonials: [
    {
      quote:
        'Our extension was finished a week early and exactly on budget. Liam, our site manager, was brilliant.',
      name: 'David and Kate Hughes',
      role: 'Extension, Didsbury',
    },
    {
      quote: 'They fitted out our restaurant over six nights so we never closed. Remarkable organisation.',
      name: 'Marco Bellini',
      role: 'Owner, Bellini’s',
    },
    {
      quote: 'Tidy, polite and honest. We have already booked them for the loft.',
      name: 'Aisha Rahman',
      role: 'Kitchen renovation, Sale',
    },
  ],
  team: [
    {
      name: 'Siobhan Doyle',
      role: 'Managing Director',
      bio: 'Chartered surveyor who grew up on her father’s sites.',
    },
    { name: 'Liam Walsh', role: 'Senior Site Manager', bio: 'Has run over 300 residential projects.' },
  ],
  partners: { title: 'Accredited by', names: ['Build Today', 'Pioneer Steel', 'Fieldstone', 'Oakridge'] },
  gallery: {
    kicker: 'Projects',
    title: 'Recent projects',
    lead: 'A few of the homes and spaces we finished this year.',
  },
  faq: {
    kicker: 'FAQ',
    title: 'Planning your project',
    lead: 'What homeowners ask us first.',
    items: [
      {
        q: 'Do you handle planning permission?',
        a: 'Yes. Our architects prepare drawings and manage planning and building control.',
      },
      {
        q: 'How long does an extension take?',
        a: 'A typical single-storey extension takes 10 to 14 weeks on site.',
      },
      {
        q: 'Can we live at home during the work?',
        a: 'Usually yes. We plan phases to keep your kitchen and bathroom usable.',
      },
      {
        q: 'How do payments work?',
        a: 'Staged payments against completed milestones, never large sums upfront.',
      },
    ],
  },
  cta: {
    kicker: 'Free site visit',
    title: 'Let’s talk about your project',
    lead: 'Book a free site visit and receive a fixed written quote within a week.',
    button: { label: 'Get a free quote', href: 'contact.html' },
  },
  contact: {
    address: 'Unit 4, Trafford Park Road, Manchester M17 1HH',
    phone: '+44 161 496 0455',
    email: 'build@ironbridge.example',
    hours: ['Mon–Fri: 7:30–17:30', 'Sat: 8:00–12:00'],
    formTitle: 'Request a free quote',
    formLead: 'Tell us about your project and we will arrange a site visit.',
    topics: ['Extension', 'Loft conversion', 'Renovation', 'Commercial'],
  },
  social: ['facebook', 'instagram', 'linkedin'],
};

export const forgeline: Business = {
  slug: 'forgeline-industrial',
  name: 'Forgeline Industrial',
  logoIcon: 'gears',
  tagline: 'Precision parts, delivered when promised.',
  description:
    'Forgeline is an ISO 9001 contract manufacturer in Ohio making CNC-machined and sheet-metal parts for 300 OEMs.',
  images: categoryImages('manufacturing'),
  hero: {
    kicker: 'Contract manufacturing, Ohio',
    title: 'Precision parts from prototype to production',
    lead: 'CNC machining, sheet-metal fabrication and assembly under one roof, with quotes in 24 hours and 98.7% on-time delivery.',
    primary: { label: 'Request a quote', href: 'contact.html' },
    secondary: { label: 'Capabilities', href: 'capabilities.html' },
    badges: ['ISO 9001:2015', 'ITAR registered'],
  },
  features: {
    kicker: 'Capabilities',
    title: 'One partner for the whole part',
    lead: 'Fewer suppliers, fewer delays.',
    items: [
      {
        icon: 'gear',
        title: '5-axis CNC machining',
        text: 'Tolerances to ±0.005 mm in aluminium, steel and titanium.',
      },
      {
        icon: 'fire-flame-curved',
        title: 'Sheet metal',
        text: 'Laser cutting, bending and robotic welding up to 4 m.',
      },
      { icon: 'boxes-stacked', title: 'Assembly', text: 'Sub-assemblies and kitting, ready for your line.' },
      {
        icon: 'clipboard-check',
        title: 'Quality inspection',
        text: 'CMM-verified first articles and full traceability.',
      },
      { icon: 'cube', title: 'Rapid prototypes', text: 'First parts in five working days.' },
      { icon: 'truck', title: 'Vendor-managed stock', text: 'We hold your parts and ship on schedule.' },
    ],
  },
  about: {
    kicker: 'About Forgeline',
    title: 'Made in Ohio since 1972',
    lead: 'From a two-lathe machine shop to a 120,000 sq ft plant.',
    body: [
      'Forgeline began as a family machine shop serving Ohio’s automotive suppliers.',
      'Today 180 people and 64 machines serve medical, aerospace and industrial customers across North America.',
    ],
    bullets: ['120,000 sq ft facility', '64 CNC machines', '24-hour quotes'],
    values: [
      { icon: 'bullseye', title: 'Accuracy', text: 'Right first time, every time.' },
      { icon: 'clock', title: 'Reliability', text: 'Dates we keep.' },
      { icon: 'people-carry-box', title: 'Partnership', text: 'Engineers who help design for manufacture.' },
      { icon: 'leaf', title: 'Responsibility', text: 'Solar roof and 92% scrap recycling.' },
    ],
    timeline: [
      { year: '1972', title: 'Machine shop', text: 'Two lathes in Dayton.' },
      { year: '1994', title: 'ISO 9001', text: 'Our first certification.' },
      { year: '2012', title: 'New plant', text: '120,000 sq ft in Springfield.' },
      { year: '2023', title: 'Solar roof', text: '40% of our power from the sun.' },
    ],
  },
  services: {
    kicker: 'Industries',
    title: 'Who we make parts for',
    lead: 'Tight tolerances for demanding sectors.',
    items: [
      {
        icon: 'heart-pulse',
        title: 'Medical devices',
        text: 'Surgical instrument and device housings under ISO 13485 processes.',
      },
      { icon: 'plane', title: 'Aerospace', text: 'Brackets, fittings and ground-support parts.' },
      { icon: 'bolt', title: 'Energy', text: 'Enclosures and components for solar and grid equipment.' },
      { icon: 'robot', title: 'Automation', text: 'Robot tooling, frames and guards.' },
    ],
  },
  stats: [
    { value: '98.7%', label: 'on-time delivery' },
    { value: '300', label: 'OEM customers' },
    { value: '24 h', label: 'quote turnaround' },
    { value: '0.3%', label: 'defect rate' },
  ],
  testimonials: [
    {
      quote: 'Forgeline cut our lead time from eight weeks to three and our reject rate to almost nothing.',
      name: 'Rebecca Stone',
      role: 'Supply Chain Director, Bluebird Health',
    },
    {
      quote: 'Their engineers suggested design changes that saved us 18% per part.',
      name: 'Victor Hale',
      role: 'Engineering Manager, Atlas Freight',
    },
    {
      quote: 'The most reliable supplier on our approved list for eleven years.',
      name: 'Gloria Diaz',
      role: 'Purchasing Lead, Pioneer Steel',
    },
  ],
  team: [
    { name: 'Richard Kowalski', role: 'President', bio: 'Third-generation owner and mechanical engineer.' },
    { name: 'Angela Brooks', role: 'Quality Director', bio: 'Leads our ISO 9001 and 13485 programmes.' },
  ],
  partners: {
    title: 'Trusted by manufacturers across North America',
    names: ['Atlas Freight', 'Pioneer Steel', 'Bluebird Health', 'Industry Now', 'Kestrel Labs', 'Northpeak'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Working with Forgeline',
    lead: 'Quotes, quantities and quality.',
    items: [
      { q: 'What quantities do you make?', a: 'From a single prototype to runs of 50,000 parts a year.' },
      {
        q: 'What file formats do you accept?',
        a: 'STEP, IGES, Parasolid and PDF drawings; we sign NDAs on request.',
      },
      { q: 'How fast is a quote?', a: 'Within 24 hours for most parts, 48 hours for assemblies.' },
      {
        q: 'Which certifications do you hold?',
        a: 'ISO 9001:2015 and ITAR registration, with ISO 13485 processes for medical work.',
      },
    ],
  },
  cta: {
    kicker: 'Quotes in 24 hours',
    title: 'Send us your drawings',
    lead: 'Upload a STEP file or PDF and get a price and lead time tomorrow.',
    button: { label: 'Request a quote', href: 'contact.html' },
  },
  contact: {
    address: '2200 Industrial Pkwy, Springfield, OH 45502',
    phone: '+1 937 555 0134',
    email: 'quotes@forgeline.example',
    hours: ['Mon–Fri: 7:00–17:00', 'Production: 24/5'],
    formTitle: 'Request a quote',
    formLead: 'Tell us about your part and annual volumes; an engineer replies within 24 hours.',
    topics: ['CNC machining', 'Sheet metal', 'Assembly', 'Prototype'],
  },
  blog: {
    kicker: 'News',
    title: 'Latest from Forgeline',
    lead: 'Company news and engineering notes.',
    posts: [
      {
        title: 'New 5-axis cell doubles titanium capacity',
        excerpt: 'Four new machines and a robot loader now running 24/5.',
        date: '2 Jun 2025',
        tag: 'News',
        minutes: 3,
      },
      {
        title: 'Design for manufacture: five tips for sheet metal',
        excerpt: 'Bend radii, hole spacing and other small changes that cut cost.',
        date: '19 May 2025',
        tag: 'Engineering',
        minutes: 6,
      },
      {
        title: 'Forgeline renews ISO 9001 with zero findings',
        excerpt: 'Our fifth consecutive clean external audit.',
        date: '28 Apr 2025',
        tag: 'Quality',
        minutes: 2,
      },
      {
        title: 'Solar roof passes one million kWh',
        excerpt: 'Two years of clean power for the Springfield plant.',
        date: '3 Apr 2025',
        tag: 'Sustainability',
        minutes: 2,
      },
    ],
  },
  social: ['linkedin', 'youtube'],
};

export const maison: Business = {
  slug: 'maison-lumiere',
  name: 'Maison Lumière',
  logoIcon: 'hotel',
  tagline: 'A boutique hotel by the sea in Biarritz.',
  description:
    'Maison Lumière is a 24-room boutique hotel in Biarritz with sea-view rooms, a garden pool and a Basque-inspired restaurant.',
  images: categoryImages('hospitality'),
  hero: {
    kicker: 'Boutique hotel · Biarritz',
    title: 'Wake up to the Atlantic',
    lead: 'Twenty-four light-filled rooms, a garden pool and breakfast on the terrace, five minutes’ walk from the Grande Plage.',
    primary: { label: 'Check availability', href: 'contact.html' },
    secondary: { label: 'Explore rooms', href: 'rooms.html' },
    badges: ['Best rate when you book direct', 'Free cancellation'],
  },
  features: {
    kicker: 'Stay with us',
    title: 'Small hotel, thoughtful details',
    lead: 'Everything you need, nothing you do not.',
    items: [
      { icon: 'water', title: 'Sea views', text: 'Sixteen of our rooms look straight out over the ocean.' },
      {
        icon: 'person-swimming',
        title: 'Garden pool',
        text: 'A heated pool among the pines, open April to October.',
      },
      {
        icon: 'mug-saucer',
        title: 'Terrace breakfast',
        text: 'Local pastries, fruit and Basque cheeses until 11.',
      },
      { icon: 'bicycle', title: 'Bikes and boards', text: 'Free bikes and surfboards for every guest.' },
    ],
  },
  about: {
    kicker: 'Our house',
    title: 'A family villa, reimagined',
    lead: 'Built in 1912, restored by the Laurent family in 2017.',
    body: [
      'We spent three years restoring the villa’s tiles, shutters and staircase, and added the comforts of a modern hotel.',
      'Our team of twenty welcomes guests like friends of the family.',
    ],
    bullets: ['24 rooms and suites', 'Restaurant and wine bar', 'Five minutes to the beach'],
    values: [
      { icon: 'heart', title: 'Warmth', text: 'A welcome that feels personal.' },
      { icon: 'leaf', title: 'Local', text: 'Basque produce and makers.' },
      { icon: 'star', title: 'Detail', text: 'Linen, light and quiet.' },
      { icon: 'sun', title: 'Ease', text: 'Late checkout whenever we can.' },
    ],
    timeline: [
      { year: '1912', title: 'The villa', text: 'Built for a Bordeaux wine merchant.' },
      { year: '2017', title: 'Restoration', text: 'The Laurent family buys the villa.' },
      { year: '2020', title: 'Hotel opens', text: 'Twenty-four rooms welcome guests.' },
      { year: '2024', title: 'Michelin Key', text: 'Recognised for an exceptional stay.' },
    ],
  },
  services: {
    kicker: 'Rooms',
    title: 'Rooms and suites',
    lead: 'Rates per night for two, breakfast included.',
    items: [
      {
        icon: 'bed',
        title: 'Garden Room',
        text: '22 m² with a queen bed and views over the pines.',
        price: '€190',
      },
      {
        icon: 'water',
        title: 'Ocean Room',
        text: '26 m² with a king bed and a French balcony over the sea.',
        price: '€260',
      },
      {
        icon: 'bath',
        title: 'Lumière Suite',
        text: '45 m² with a terrace, freestanding bath and ocean view.',
        price: '€420',
      },
      {
        icon: 'people-roof',
        title: 'Family Suite',
        text: 'Two connecting rooms for up to four guests.',
        price: '€380',
      },
    ],
  },
  stats: [
    { value: '24', label: 'rooms and suites' },
    { value: '5 min', label: 'walk to the beach' },
    { value: '9.6', label: 'guest rating' },
    { value: '1912', label: 'year the villa was built' },
  ],
  testimonials: [
    {
      quote:
        'The most beautiful breakfast terrace we have ever sat on. The staff remembered our names from day one.',
      name: 'Isabelle Martin',
      role: 'Stayed in the Lumière Suite',
    },
    {
      quote: 'Quiet, stylish and perfectly placed for the beach and the old town.',
      name: 'Thomas Becker',
      role: 'Stayed in an Ocean Room',
    },
    {
      quote: 'Our kids loved the pool and the bikes. We booked again before we left.',
      name: 'The Wilson family',
      role: 'Stayed in the Family Suite',
    },
  ],
  team: [
    { name: 'Camille Laurent', role: 'Owner & Host', bio: 'Restored the villa with her family in 2017.' },
    { name: 'Julien Etchart', role: 'Head Chef', bio: 'Cooks Basque dishes with produce from local farms.' },
  ],
  partners: {
    title: 'As featured in',
    names: ['Stay & Savour', 'Wander Magazine', 'Coastal Living', 'Design Review', 'Taste Journal'],
  },
  gallery: { kicker: 'Gallery', title: 'Life at Maison Lumière', lead: 'Rooms, terrace, pool and table.' },
  faq: {
    kicker: 'FAQ',
    title: 'Planning your stay',
    lead: 'Arrival, parking and more.',
    items: [
      {
        q: 'What time is check-in?',
        a: 'Check-in from 3 p.m. and check-out by 11 a.m.; ask us about late checkout.',
      },
      { q: 'Is there parking?', a: 'Yes, private parking for €18 a night, reserved on booking.' },
      { q: 'Do you welcome children?', a: 'Children of all ages are welcome; cots and extra beds are free.' },
      { q: 'Can I cancel my booking?', a: 'Cancel free up to 7 days before arrival when you book direct.' },
    ],
  },
  cta: {
    kicker: 'Book direct',
    title: 'Your room by the sea is waiting',
    lead: 'Book direct for our best rate, free cancellation and a welcome glass of champagne.',
    button: { label: 'Check availability', href: 'contact.html' },
  },
  contact: {
    address: '14 Avenue de l’Impératrice, 64200 Biarritz, France',
    phone: '+33 5 59 00 12 34',
    email: 'bonjour@maisonlumiere.example',
    hours: ['Reception: 24 hours', 'Restaurant: 12:00–14:30, 19:00–22:30'],
    formTitle: 'Check availability',
    formLead: 'Send us your dates and we will reply with our best rate within the hour.',
    topics: ['Room booking', 'Restaurant', 'Weddings and events', 'Gift vouchers'],
  },
  blog: {
    kicker: 'Journal',
    title: 'Biarritz by the locals',
    lead: 'Where to eat, surf and walk.',
    posts: [
      {
        title: 'A perfect weekend in Biarritz',
        excerpt: 'Markets, beaches and the best sunset spots, hour by hour.',
        date: '6 Jun 2025',
        tag: 'Guides',
        minutes: 6,
      },
      {
        title: 'Learning to surf at the Côte des Basques',
        excerpt: 'The best beach, season and school for beginners.',
        date: '20 May 2025',
        tag: 'Surf',
        minutes: 4,
      },
      {
        title: 'Our chef’s favourite Basque dishes',
        excerpt: 'Julien on piperade, axoa and gâteau basque.',
        date: '2 May 2025',
        tag: 'Food',
        minutes: 5,
      },
    ],
  },
  social: ['instagram', 'facebook', 'pinterest'],
};
