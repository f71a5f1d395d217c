/** Word lists for realistic, fictional demo data (Indian companies, cities, names and salaries in rupees). */

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@hireloop.in', password: 'Admin@123', firstName: 'Asha', lastName: 'Menon' },
  recruiter: {
    email: 'recruiter@technova.in',
    password: 'Recruiter@123',
    firstName: 'Priya',
    lastName: 'Sharma',
    company: 'TechNova Solutions',
  },
  seeker: { email: 'seeker@hireloop.in', password: 'Seeker@123', firstName: 'Rahul', lastName: 'Verma' },
} as const;

/** Password of every other seeded account. */
export const DEMO_OTHER_PASSWORD = 'Password@123';

export const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Isha',
  'Kavya',
  'Meera',
  'Pooja',
  'Neha',
  'Sneha',
  'Karthik',
  'Rahul',
  'Vikram',
  'Suresh',
  'Anil',
  'Deepak',
  'Manish',
  'Nikhil',
  'Harish',
  'Gaurav',
  'Lakshmi',
  'Divya',
  'Shreya',
  'Nandini',
  'Priyanka',
  'Riya',
  'Tanvi',
  'Aishwarya',
  'Swati',
  'Fatima',
  'Imran',
  'Farhan',
  'Joseph',
  'Thomas',
  'Gurpreet',
  'Harpreet',
  'Siddharth',
  'Yash',
  'Kunal',
  'Zoya',
];

export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Gupta',
  'Singh',
  'Kumar',
  'Menon',
  'Pillai',
  'Rao',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Chatterjee',
  'Banerjee',
  'Das',
  'Mukherjee',
  'Khan',
  'Ahmed',
  'Fernandes',
  'DSouza',
  'Mehta',
  'Agarwal',
  'Bhat',
  'Hegde',
  'Naidu',
  'Chopra',
];

const PREFIXES = [
  'Zentrix',
  'Kaveri',
  'Nimbus',
  'Saffron',
  'Indigo',
  'Vistara',
  'Lotus',
  'Ganga',
  'Nilgiri',
  'Quantum',
  'Pinnacle',
  'Aravali',
  'Tejas',
  'Prism',
  'Sahyadri',
  'Monsoon',
  'Orbit',
  'Banyan',
  'Kestrel',
  'Veda',
  'Helix',
  'Coral',
  'Everest',
  'Aurora',
  'Cobalt',
  'Mitra',
  'Sarang',
  'Ashoka',
  'Deccan',
  'Konkan',
];
const SUFFIXES = [
  'Technologies',
  'Fintech',
  'Labs',
  'Systems',
  'Health',
  'Retail',
  'Analytics',
  'Media',
  'Infotech',
  'Logistics',
  'Foods',
  'Learning',
  'Motors',
  'Energy',
  'Consulting',
  'Softworks',
  'Digital',
  'Pharma',
  'Capital',
  'Studios',
];

/** The i-th fictional company name (distinct for i < PREFIXES × SUFFIXES). */
export function companyName(i: number): string {
  const prefix = PREFIXES[i % PREFIXES.length];
  const suffix = SUFFIXES[(i * 7 + Math.floor(i / PREFIXES.length)) % SUFFIXES.length];
  const round = Math.floor(i / (PREFIXES.length * SUFFIXES.length));
  return round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${round + 1}`;
}

export const INDUSTRIES = [
  'Information Technology',
  'Financial Services',
  'Healthcare',
  'E-commerce',
  'Education',
  'Media & Entertainment',
  'Logistics',
  'Manufacturing',
  'Consulting',
  'Telecommunications',
];

export interface CategoryData {
  name: string;
  weight: number;
  titles: string[];
  skills: string[];
}

/** Seeded categories with the titles and skills that go with them. */
export const CATEGORIES: CategoryData[] = [
  {
    name: 'Technology',
    weight: 30,
    titles: [
      'Software Engineer',
      'Senior Backend Developer',
      'Frontend Developer (React)',
      'Full Stack Developer',
      'DevOps Engineer',
      'Data Engineer',
      'Mobile App Developer',
      'QA Automation Engineer',
      'Cloud Architect',
      'Machine Learning Engineer',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'Java',
      'Spring Boot',
      'Python',
      'Django',
      'Go',
      'AWS',
      'Docker',
      'Kubernetes',
      'PostgreSQL',
      'MongoDB',
      'Redis',
      'GraphQL',
      'Kotlin',
      'Flutter',
      'Selenium',
      'TensorFlow',
    ],
  },
  {
    name: 'Design & Creative',
    weight: 8,
    titles: ['UI/UX Designer', 'Product Designer', 'Graphic Designer', 'Motion Designer', 'Visual Designer'],
    skills: [
      'Figma',
      'Adobe XD',
      'Photoshop',
      'Illustrator',
      'After Effects',
      'Prototyping',
      'User Research',
      'Typography',
    ],
  },
  {
    name: 'Marketing',
    weight: 10,
    titles: [
      'Digital Marketing Executive',
      'SEO Specialist',
      'Content Marketing Manager',
      'Brand Manager',
      'Social Media Manager',
    ],
    skills: [
      'SEO',
      'Google Ads',
      'Content Writing',
      'Social Media',
      'Google Analytics',
      'Email Marketing',
      'Copywriting',
    ],
  },
  {
    name: 'Sales',
    weight: 10,
    titles: [
      'Business Development Executive',
      'Inside Sales Representative',
      'Key Account Manager',
      'Area Sales Manager',
      'Sales Associate',
    ],
    skills: [
      'Negotiation',
      'CRM',
      'Salesforce',
      'Lead Generation',
      'B2B Sales',
      'Communication',
      'Cold Calling',
    ],
  },
  {
    name: 'Finance',
    weight: 9,
    titles: [
      'Financial Analyst',
      'Chartered Accountant',
      'Accounts Executive',
      'Credit Analyst',
      'Tax Consultant',
    ],
    skills: ['Tally', 'GST', 'Excel', 'Financial Modelling', 'IFRS', 'Auditing', 'SAP FICO'],
  },
  {
    name: 'Healthcare',
    weight: 7,
    titles: [
      'Staff Nurse',
      'Medical Representative',
      'Pharmacist',
      'Clinical Research Associate',
      'Lab Technician',
    ],
    skills: ['Patient Care', 'Clinical Trials', 'Pharmacology', 'GCP', 'Medical Coding', 'Phlebotomy'],
  },
  {
    name: 'Education',
    weight: 6,
    titles: [
      'Mathematics Teacher',
      'Academic Counsellor',
      'Instructional Designer',
      'Online Tutor',
      'Curriculum Developer',
    ],
    skills: ['Teaching', 'Lesson Planning', 'Communication', 'E-learning', 'Assessment Design'],
  },
  {
    name: 'Human Resources',
    weight: 6,
    titles: ['HR Executive', 'Talent Acquisition Specialist', 'HR Business Partner', 'Payroll Specialist'],
    skills: ['Recruitment', 'Payroll', 'Employee Relations', 'HRMS', 'Onboarding', 'Labour Law'],
  },
  {
    name: 'Customer Service',
    weight: 8,
    titles: [
      'Customer Support Executive',
      'Technical Support Engineer',
      'Customer Success Manager',
      'Call Centre Associate',
    ],
    skills: ['Communication', 'Zendesk', 'Troubleshooting', 'English', 'Hindi', 'Problem Solving'],
  },
  {
    name: 'Operations',
    weight: 6,
    titles: ['Operations Executive', 'Supply Chain Analyst', 'Warehouse Manager', 'Logistics Coordinator'],
    skills: ['Supply Chain', 'Inventory Management', 'Excel', 'SAP', 'Vendor Management', 'Six Sigma'],
  },
];

export const JOB_TYPE_WEIGHTS: [string, number][] = [
  ['Full-time', 70],
  ['Part-time', 10],
  ['Contract', 12],
  ['Internship', 8],
];

export const SHIFT_WEIGHTS: [string, number][] = [
  ['Day', 70],
  ['Night', 10],
  ['Flexible', 15],
  ['Rotational', 5],
];

export const COMPANY_SIZES_SEEDED = ['11-50', '51-100', '101-500', '501-1000', '1000+'];

export const COLLEGES = [
  'IIT Bombay',
  'IIT Madras',
  'NIT Trichy',
  'BITS Pilani',
  'Delhi University',
  'Anna University',
  'Jadavpur University',
  'VIT Vellore',
  'Osmania University',
  'Pune University',
  'IIM Ahmedabad',
  'Christ University',
];

export const DEGREES = ['B.Tech', 'B.E.', 'B.Com', 'BBA', 'B.Sc', 'MBA', 'M.Tech', 'MCA', 'BCA', 'B.Des'];
