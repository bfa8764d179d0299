/** Website businesses, part C: Automotive, Entertainment, Fashion, Beauty. */
import { categoryImages } from '../image-catalog.ts';
import type { Business } from '../model.ts';

export const velocity: Business = {
  slug: 'velocity-motors',
  name: 'Velocity Motors',
  logoIcon: 'car-side',
  tagline: 'Electric and hybrid cars, sold and serviced honestly.',
  description:
    'Velocity Motors is a family-run dealership and service centre in Denver specialising in electric and hybrid vehicles.',
  images: categoryImages('automotive'),
  hero: {
    kicker: 'Denver’s EV specialists',
    title: 'Drive electric with a dealer you can trust',
    lead: 'New and certified pre-owned electric cars, home charger installation and a service centre that knows EVs inside out.',
    primary: { label: 'Book a test drive', href: 'contact.html' },
    secondary: { label: 'Our services', href: 'services.html' },
    badges: ['150-point inspection', '2-year warranty on used EVs'],
  },
  features: {
    kicker: 'Why Velocity',
    title: 'Everything electric, under one roof',
    lead: 'Buy, charge and service with one team.',
    items: [
      {
        icon: 'battery-full',
        title: 'Battery health report',
        text: 'Every used EV comes with a certified battery test.',
      },
      {
        icon: 'charging-station',
        title: 'Home chargers',
        text: 'Installed by our own electricians, often the next week.',
      },
      {
        icon: 'screwdriver-wrench',
        title: 'EV-trained technicians',
        text: 'Factory-trained on twelve electric brands.',
      },
      {
        icon: 'hand-holding-dollar',
        title: 'Fair finance',
        text: 'Clear rates from three lenders, no pressure.',
      },
    ],
  },
  about: {
    kicker: 'About us',
    title: 'Family-run since 1987',
    lead: 'Three generations of the Novak family have sold and fixed cars on Colfax Avenue.',
    body: [
      'We switched our whole business to electric and hybrid cars in 2019 because we believe they are better cars to own.',
      'Our service centre has twelve bays and fourteen EV-certified technicians.',
    ],
    bullets: ['Family-owned since 1987', '14 EV-certified technicians', 'Loan cars while we service yours'],
    values: [
      { icon: 'scale-balanced', title: 'Straight talk', text: 'Clear prices, no haggling games.' },
      { icon: 'leaf', title: 'Cleaner driving', text: 'Helping Denver go electric.' },
      { icon: 'wrench', title: 'Skill', text: 'Training every single year.' },
      { icon: 'users', title: 'Community', text: 'Local sponsor of youth sport.' },
    ],
    timeline: [
      { year: '1987', title: 'Novak Motors opens', text: 'A used-car lot on Colfax.' },
      { year: '2005', title: 'Service centre', text: 'Twelve bays and a proper workshop.' },
      { year: '2019', title: 'All electric', text: 'We become Velocity Motors.' },
      { year: '2024', title: '3,000 EVs', text: 'Sold and looked after.' },
    ],
  },
  services: {
    kicker: 'Services',
    title: 'Look after your car with us',
    lead: 'Transparent prices for every job.',
    items: [
      {
        icon: 'car',
        title: 'EV annual service',
        text: 'Brakes, coolant, cabin filter, software and a battery health check.',
        price: '$189',
      },
      {
        icon: 'circle-dot',
        title: 'Tyres and alignment',
        text: 'EV-rated tyres fitted and wheels aligned while you wait.',
        price: 'from $99',
      },
      {
        icon: 'plug-circle-bolt',
        title: 'Home charger install',
        text: 'Level 2 charger supplied and fitted by our electricians.',
        price: '$1,290',
      },
      {
        icon: 'spray-can',
        title: 'Bodywork and paint',
        text: 'Dent repair and colour-matched paint in our own booth.',
        price: 'Free quote',
      },
    ],
  },
  stats: [
    { value: '3,000', label: 'EVs sold and serviced' },
    { value: '38 yrs', label: 'family business' },
    { value: '14', label: 'EV-certified technicians' },
    { value: '4.8', label: 'Google rating' },
  ],
  testimonials: [
    {
      quote: 'They talked me through range, charging and running costs without any pressure. Love my car.',
      name: 'Steve Morgan',
      role: 'Bought a used EV',
    },
    {
      quote: 'Charger fitted four days after I bought the car. The whole thing was effortless.',
      name: 'Linda Park',
      role: 'New EV owner',
    },
    {
      quote: 'Honest service: they told me what could wait and what could not. That is rare.',
      name: 'Carlos Mendes',
      role: 'Service customer',
    },
  ],
  team: [
    { name: 'Peter Novak', role: 'Owner', bio: 'Second-generation owner who led our switch to electric.' },
    { name: 'Dana Novak', role: 'Sales Manager', bio: 'Has helped over 1,500 drivers go electric.' },
    { name: 'Marcus Reid', role: 'Service Manager', bio: 'Master technician certified on twelve EV brands.' },
  ],
  partners: {
    title: 'Our partners',
    names: ['Motor Trend Weekly', 'Atlas Freight', 'Summit Bank', 'Fieldstone'],
  },
  faq: {
    kicker: 'FAQ',
    title: 'Buying and owning an EV',
    lead: 'Answers from our team.',
    items: [
      {
        q: 'How far will a used EV go on a charge?',
        a: 'Every used car comes with a battery report showing its real-world range today.',
      },
      { q: 'Can I test drive at home?', a: 'Yes, we can bring a car to you for a 24-hour home test drive.' },
      { q: 'Do you service hybrids too?', a: 'Yes, we service all hybrid and plug-in hybrid models.' },
      {
        q: 'Do you offer finance?',
        a: 'We compare rates from three lenders and show you the total cost in writing.',
      },
    ],
  },
  cta: {
    kicker: 'Test drive',
    title: 'Feel the difference in ten minutes',
    lead: 'Book a test drive at the showroom or at your home, any day of the week.',
    button: { label: 'Book a test drive', href: 'contact.html' },
  },
  contact: {
    address: '4800 E Colfax Ave, Denver, CO 80220',
    phone: '+1 303 555 0158',
    email: 'drive@velocitymotors.example',
    hours: ['Mon–Fri: 8:00–19:00', 'Sat: 9:00–17:00', 'Sun: 11:00–16:00'],
    formTitle: 'Book a test drive or service',
    formLead: 'Choose a time and we will confirm by text within the hour.',
    topics: ['Test drive', 'Service booking', 'Charger install', 'Sell my car'],
  },
  social: ['facebook', 'instagram', 'youtube'],
};

export const velvet: Business = {
  slug: 'velvet-room',
  name: 'The Velvet Room',
  logoIcon: 'music',
  tagline: 'Live jazz, comedy and cocktails in the heart of Chicago.',
  description:
    'The Velvet Room is a 220-seat live music and comedy club in Chicago’s River North, open six nights a week.',
  images: categoryImages('entertainment'),
  hero: {
    kicker: 'Live six nights a week',
    title: 'Great music, close enough to feel it',
    lead: 'Jazz, soul and stand-up comedy in an intimate 220-seat room, with craft cocktails and late-night small plates.',
    primary: { label: 'See what’s on', href: 'events.html' },
    secondary: { label: 'Private hire', href: 'contact.html' },
    badges: ['No seat more than 40 ft from the stage'],
  },
  features: {
    kicker: 'The experience',
    title: 'A night out done right',
    lead: 'Small room, big sound, proper drinks.',
    items: [
      { icon: 'music', title: 'World-class sound', text: 'A hand-tuned system and a Steinway on stage.' },
      {
        icon: 'martini-glass-citrus',
        title: 'Craft cocktails',
        text: 'A menu of twenty classics and house signatures.',
      },
      { icon: 'utensils', title: 'Late-night plates', text: 'Small plates served until midnight.' },
      { icon: 'ticket', title: 'Reserved seating', text: 'Book your table and arrive when you like.' },
    ],
  },
  about: {
    kicker: 'Our story',
    title: 'A room built for listening',
    lead: 'Musician Andre Williams opened The Velvet Room in 2010 in a former printworks.',
    body: [
      'Andre wanted a place where artists and audience could be close enough to share every note.',
      'Fifteen years later we host 300 shows a year, from jazz legends to the comics everyone will know next year.',
    ],
    bullets: ['300 shows a year', 'Steinway grand on stage', 'Private hire for up to 220'],
    values: [
      { icon: 'ear-listen', title: 'Listening room', text: 'Phones down, music up.' },
      { icon: 'star', title: 'New talent', text: 'Open mic every Monday.' },
      { icon: 'heart', title: 'Hospitality', text: 'Every guest looked after.' },
      { icon: 'city', title: 'Chicago', text: 'Proudly local since 2010.' },
    ],
    timeline: [
      { year: '2010', title: 'Doors open', text: 'Andre opens in a printworks.' },
      { year: '2014', title: 'Comedy nights', text: 'Stand-up joins the programme.' },
      { year: '2019', title: 'Live album', text: '“Live at the Velvet Room” released.' },
      { year: '2025', title: '4,000 shows', text: 'And counting.' },
    ],
  },
  services: {
    kicker: 'This week',
    title: 'Coming up on stage',
    lead: 'Doors 7 p.m., shows 8 p.m. unless noted.',
    items: [
      {
        icon: 'music',
        title: 'Thu · Marisa Cole Quartet',
        text: 'Soulful jazz standards and new originals from Chicago’s rising vocalist.',
        price: '$28',
      },
      {
        icon: 'face-laugh-beam',
        title: 'Fri · Late Laughs',
        text: 'Four stand-ups, one host, and a 10:30 p.m. late show.',
        price: '$25',
      },
      {
        icon: 'record-vinyl',
        title: 'Sat · Soul Revue',
        text: 'A nine-piece band playing Motown and Stax classics.',
        price: '$35',
      },
      {
        icon: 'microphone',
        title: 'Mon · Open Mic',
        text: 'New songs, new jokes, new faces. Sign up at the bar from 6 p.m.',
        price: 'Free',
      },
    ],
  },
  stats: [
    { value: '300', label: 'shows a year' },
    { value: '220', label: 'seats' },
    { value: '15', label: 'years on Hubbard St' },
    { value: '4.8', label: 'guest rating' },
  ],
  testimonials: [
    {
      quote: 'The best-sounding room in Chicago. You can hear every brush on the snare.',
      name: 'Terrence Hall',
      role: 'Jazz critic',
    },
    {
      quote:
        'Booked a table for my wife’s birthday and the staff made it feel like the band was playing just for her.',
      name: 'Mark Ellis',
      role: 'Guest',
    },
    {
      quote: 'Friday comedy is the funniest two hours in the city. The old fashioned is perfect too.',
      name: 'Zoe Turner',
      role: 'Regular',
    },
  ],
  team: [
    {
      name: 'Andre Williams',
      role: 'Founder & Music Director',
      bio: 'Pianist who has played with jazz greats worldwide.',
    },
    { name: 'Bianca Flores', role: 'Head of Bar', bio: 'Award-winning bartender behind our cocktail list.' },
  ],
  partners: {
    title: 'Featured in',
    names: ['Stagelight', 'City Weekly', 'Taste Journal', 'Wander Magazine'],
  },
  gallery: {
    kicker: 'Gallery',
    title: 'Nights at The Velvet Room',
    lead: 'The stage, the bar and the people.',
  },
  faq: {
    kicker: 'FAQ',
    title: 'Planning your night',
    lead: 'Tickets, tables and timings.',
    items: [
      { q: 'Is there a dress code?', a: 'Smart casual. Come as you are, but leave the sportswear at home.' },
      { q: 'Is there a minimum spend?', a: 'Tables have a $20 per person food and drink minimum.' },
      {
        q: 'Can I book for a large group?',
        a: 'Groups of up to 16 can book online; for more, contact our events team.',
      },
      { q: 'What age do guests need to be?', a: 'Most shows are 21+, and Sunday matinees are all ages.' },
    ],
  },
  cta: {
    kicker: 'Private events',
    title: 'Make your event unforgettable',
    lead: 'Hire the whole room for launches, parties and weddings, with live music on request.',
    button: { label: 'Enquire about hire', href: 'contact.html' },
  },
  contact: {
    address: '415 W Hubbard St, Chicago, IL 60654',
    phone: '+1 312 555 0190',
    email: 'tickets@velvetroom.example',
    hours: ['Tue–Sun: 18:00–01:00', 'Mon: Open mic 18:00–23:00'],
    formTitle: 'Events and private hire',
    formLead: 'Tell us about your event and our events team will reply within a day.',
    topics: ['Private hire', 'Group booking', 'Artist booking', 'Press'],
  },
  countdown: {
    kicker: 'Just announced',
    title: 'New Year’s Eve Gala tickets',
    lead: 'A five-course dinner, the Soul Revue and champagne at midnight.',
    days: 5,
    button: { label: 'Book the gala', href: 'events.html' },
  },
  social: ['instagram', 'facebook', 'youtube'],
};

export const threadline: Business = {
  slug: 'threadline-apparel',
  name: 'Threadline',
  logoIcon: 'shirt',
  tagline: 'Modern basics, made responsibly.',
  description:
    'Threadline designs everyday clothing in organic cotton and recycled wool, made in audited family factories in Portugal.',
  images: categoryImages('fashion'),
  hero: {
    kicker: 'The Autumn Edit',
    title: 'Clothes you will wear for years',
    lead: 'Heavyweight organic tees, recycled-wool knits and denim that ages beautifully, made in family factories in Portugal.',
    primary: { label: 'Shop the collection', href: 'shop.html' },
    secondary: { label: 'Our materials', href: 'about.html' },
    badges: ['Free returns', 'Carbon-neutral shipping'],
  },
  features: {
    kicker: 'Made better',
    title: 'Better materials, fewer pieces',
    lead: 'We make less, and we make it last.',
    items: [
      { icon: 'leaf', title: 'Organic cotton', text: 'GOTS-certified cotton, grown without pesticides.' },
      { icon: 'recycle', title: 'Recycled wool', text: 'Knitwear spun from post-consumer wool.' },
      {
        icon: 'industry',
        title: 'Audited factories',
        text: 'Family-run workshops in Porto that we visit monthly.',
      },
      { icon: 'ruler', title: 'True sizing', text: 'Detailed measurements so it fits the first time.' },
    ],
  },
  about: {
    kicker: 'About Threadline',
    title: 'Designed in Brooklyn, made in Porto',
    lead: 'We started Threadline in 2018 to make the basics we could not find: simple, well made and fairly produced.',
    body: [
      'Every piece is designed in our Brooklyn studio and made by three family factories in northern Portugal.',
      'We publish the cost breakdown of every product, from fabric to shipping.',
    ],
    bullets: ['Transparent pricing', 'Repairs for life', 'Take-back programme'],
    values: [
      { icon: 'eye', title: 'Transparency', text: 'The true cost of every piece.' },
      { icon: 'hourglass-half', title: 'Longevity', text: 'Designed to outlast trends.' },
      { icon: 'handshake', title: 'Fair work', text: 'Living wages, always.' },
      { icon: 'earth-europe', title: 'Lighter impact', text: 'Recycled and organic fibres.' },
    ],
    timeline: [
      { year: '2018', title: 'The first tee', text: 'One heavyweight tee in five colours.' },
      { year: '2020', title: 'Knitwear', text: 'Recycled-wool sweaters.' },
      { year: '2022', title: 'Denim', text: 'Organic selvedge jeans.' },
      { year: '2024', title: 'Repairs for life', text: 'Free repairs on everything.' },
    ],
  },
  services: {
    kicker: 'Bestsellers',
    title: 'The pieces people come back for',
    lead: 'Core styles, restocked all year.',
    items: [
      {
        icon: 'shirt',
        title: 'Heavyweight Tee',
        text: '240 gsm organic cotton, boxy fit, eight colours.',
        price: '$42',
      },
      {
        icon: 'mitten',
        title: 'Recycled Wool Crew',
        text: 'Soft, warm crewneck in oatmeal, navy and moss.',
        price: '$128',
      },
      {
        icon: 'tag',
        title: 'Straight Selvedge Jean',
        text: '13.5 oz organic denim that fades with you.',
        price: '$148',
      },
      {
        icon: 'bag-shopping',
        title: 'Canvas Tote',
        text: 'Waxed cotton canvas with a leather base.',
        price: '$68',
      },
    ],
  },
  stats: [
    { value: '120k', label: 'customers' },
    { value: '3', label: 'family factories' },
    { value: '100%', label: 'organic or recycled fibres' },
    { value: '4.8', label: 'review average' },
  ],
  testimonials: [
    {
      quote: 'The heavyweight tee is the best I own. Two years in and it still looks new.',
      name: 'Jamal Wright',
      role: 'Verified buyer',
    },
    {
      quote: 'I love seeing the cost breakdown. It makes me trust the price.',
      name: 'Sophie Laurent',
      role: 'Verified buyer',
    },
    {
      quote: 'The wool crew is so soft, and they repaired a snag for free.',
      name: 'Hannah Kim',
      role: 'Verified buyer',
    },
  ],
  team: [
    {
      name: 'Alex Rivera',
      role: 'Founder & Designer',
      bio: 'Ten years designing menswear before Threadline.',
    },
    { name: 'Mei Tanaka', role: 'Head of Production', bio: 'Visits our Porto factories every month.' },
  ],
  partners: { title: 'As seen in', names: ['Style Edit', 'Design Review', 'City Weekly', 'Wander Magazine'] },
  gallery: { kicker: 'Lookbook', title: 'The Autumn Edit', lead: 'Layers for colder days.' },
  faq: {
    kicker: 'Help',
    title: 'Orders, fit and returns',
    lead: 'Quick answers.',
    items: [
      {
        q: 'How do your sizes fit?',
        a: 'True to size with a relaxed cut; each product page lists measurements in inches and centimetres.',
      },
      { q: 'What is your returns policy?', a: 'Free returns within 30 days of delivery, unworn with tags.' },
      {
        q: 'Do you ship internationally?',
        a: 'Yes, to 30 countries, carbon-neutral, with duties included at checkout.',
      },
      {
        q: 'How do free repairs work?',
        a: 'Send any Threadline piece back with a repair form and we mend it at no cost.',
      },
    ],
  },
  cta: {
    kicker: 'Join us',
    title: 'Get 10% off your first order',
    lead: 'Sign up for early access to new drops and our annual repair week.',
    button: { label: 'Shop now', href: 'shop.html' },
  },
  contact: {
    address: '87 Wythe Ave, Brooklyn, NY 11249',
    phone: '+1 718 555 0124',
    email: 'help@threadline.example',
    hours: ['Customer care: Mon–Fri 9:00–18:00', 'Studio shop: Thu–Sun 11:00–19:00'],
    formTitle: 'Get in touch',
    formLead: 'Questions about an order, sizing or repairs? We reply within a day.',
    topics: ['Order question', 'Sizing help', 'Repairs', 'Wholesale'],
  },
  countdown: {
    kicker: 'Autumn drop',
    title: 'Archive sale: 30% off',
    lead: 'Last season’s colours, while sizes last.',
    days: 3,
    button: { label: 'Shop the sale', href: 'shop.html' },
  },
  social: ['instagram', 'pinterest', 'tiktok'],
};

export const glow: Business = {
  slug: 'glow-studio',
  name: 'Glow Studio',
  logoIcon: 'spa',
  tagline: 'Skin, hair and calm in Notting Hill.',
  description:
    'Glow Studio is a Notting Hill beauty studio offering facials, hair, nails and massage with organic products.',
  images: categoryImages('beauty'),
  hero: {
    kicker: 'Beauty studio in Notting Hill',
    title: 'Slow down. You deserve to glow.',
    lead: 'Facials, hair, nails and massage in a calm, light-filled studio, using organic products that love your skin.',
    primary: { label: 'Book a treatment', href: 'contact.html' },
    secondary: { label: 'View treatments', href: 'treatments.html' },
    badges: ['Organic products', 'Open late Thursdays'],
  },
  features: {
    kicker: 'Why Glow',
    title: 'Thoughtful treatments, real results',
    lead: 'Every visit starts with a consultation.',
    items: [
      { icon: 'leaf', title: 'Organic products', text: 'Certified organic skincare and vegan nail polish.' },
      {
        icon: 'user-check',
        title: 'Expert therapists',
        text: 'Every therapist has at least five years’ experience.',
      },
      { icon: 'spa', title: 'A calm space', text: 'Soft light, quiet rooms and herbal tea.' },
      {
        icon: 'calendar-check',
        title: 'Easy booking',
        text: 'Book online in a minute, cancel free up to 24 hours.',
      },
    ],
  },
  about: {
    kicker: 'About us',
    title: 'A studio built on calm',
    lead: 'Therapist Amara Osei opened Glow in 2015 as the studio she wanted to visit herself.',
    body: [
      'After ten years in busy city spas, Amara wanted a place where nobody felt rushed.',
      'Our team of eight offers treatments that are gentle on skin and on the planet.',
    ],
    bullets: ['Certified organic skincare', 'Eight expert therapists', 'Gift vouchers available'],
    values: [
      { icon: 'heart', title: 'Kindness', text: 'Every client, every time.' },
      { icon: 'leaf', title: 'Clean beauty', text: 'Products we would use at home.' },
      { icon: 'clock', title: 'Unhurried', text: 'Time for every treatment.' },
      { icon: 'star', title: 'Expertise', text: 'Ongoing training for our team.' },
    ],
    timeline: [
      { year: '2015', title: 'Studio opens', text: 'Two rooms on Portobello Road.' },
      { year: '2018', title: 'Hair salon', text: 'Cuts and colour join the menu.' },
      { year: '2021', title: 'Own skincare', text: 'Our organic facial oil launches.' },
      { year: '2024', title: 'Best salon award', text: 'Voted best local beauty studio.' },
    ],
  },
  services: {
    kicker: 'Treatments',
    title: 'Treatment menu',
    lead: 'All treatments include a consultation and aftercare advice.',
    items: [
      {
        icon: 'droplet',
        title: 'Signature Glow Facial',
        text: '60 minutes of cleansing, exfoliation, massage and a tailored mask.',
        price: '£85',
      },
      {
        icon: 'scissors',
        title: 'Cut and blow-dry',
        text: 'Consultation, wash, precision cut and finish.',
        price: '£65',
      },
      {
        icon: 'hand-sparkles',
        title: 'Gel manicure',
        text: 'Shape, cuticle care and long-lasting vegan gel colour.',
        price: '£38',
      },
      {
        icon: 'hand-holding-heart',
        title: 'Deep tissue massage',
        text: '60 minutes to release tension in back, neck and shoulders.',
        price: '£80',
      },
      {
        icon: 'eye',
        title: 'Brow lamination',
        text: 'Shape, set and tint for fuller brows for six weeks.',
        price: '£45',
      },
      {
        icon: 'wand-magic-sparkles',
        title: 'Colour and gloss',
        text: 'Full colour or balayage with a gloss treatment.',
        price: 'from £120',
      },
    ],
  },
  stats: [
    { value: '10 yrs', label: 'in Notting Hill' },
    { value: '8', label: 'expert therapists' },
    { value: '18,000', label: 'treatments a year' },
    { value: '5.0', label: 'Treatwell rating' },
  ],
  testimonials: [
    {
      quote: 'The Signature Glow Facial is pure bliss. My skin has never looked better.',
      name: 'Charlotte Evans',
      role: 'Client since 2019',
    },
    {
      quote: 'Calm, friendly and genuinely skilled. My colour is exactly what I asked for.',
      name: 'Priya Shah',
      role: 'Hair client',
    },
    {
      quote: 'I bought my mum a voucher and now we go together every month.',
      name: 'Naomi Clarke',
      role: 'Client',
    },
  ],
  team: [
    {
      name: 'Amara Osei',
      role: 'Founder & Facialist',
      bio: 'Fifteen years of skin expertise; created our facial oil.',
    },
    { name: 'Lily Chen', role: 'Senior Stylist', bio: 'Colour specialist trained in London and Paris.' },
    { name: 'Rosa Martinez', role: 'Nail & Brow Artist', bio: 'Known for detail and the perfect arch.' },
  ],
  partners: { title: 'Products we love', names: ['Glow Digest', 'Verde Farms', 'Style Edit', 'Copperleaf'] },
  gallery: { kicker: 'The studio', title: 'Inside Glow', lead: 'A calm corner of Notting Hill.' },
  faq: {
    kicker: 'FAQ',
    title: 'Before your appointment',
    lead: 'Everything you need to know.',
    items: [
      {
        q: 'How early should I arrive?',
        a: 'Ten minutes before your treatment so we can complete your consultation.',
      },
      {
        q: 'What is your cancellation policy?',
        a: 'Cancel or move your booking free up to 24 hours before.',
      },
      { q: 'Do you offer gift vouchers?', a: 'Yes, for any amount or treatment, sent by email or post.' },
      {
        q: 'Are your products vegan?',
        a: 'All our nail polishes and most skincare are vegan; ask us about any product.',
      },
    ],
  },
  cta: {
    kicker: 'Treat yourself',
    title: 'Book your moment of calm',
    lead: 'New clients get 15% off their first treatment.',
    button: { label: 'Book now', href: 'contact.html' },
  },
  contact: {
    address: '118 Portobello Road, London W11 2DZ',
    phone: '+44 20 7946 0821',
    email: 'hello@glowstudio.example',
    hours: ['Mon–Wed: 10:00–19:00', 'Thu: 10:00–21:00', 'Fri–Sat: 9:00–18:00'],
    formTitle: 'Book your appointment',
    formLead: 'Choose a treatment and a time; we confirm by text within the hour.',
    topics: ['Facial', 'Hair', 'Nails and brows', 'Massage'],
  },
  social: ['instagram', 'tiktok', 'facebook'],
};
