// Demo partner offers for the Deals page. Every partner is fictional and marked as a demo: the names, addresses
// (example.com, reserved for documentation) and logos are made up, and no offer claims a real affiliation. Operators
// replace them with real partners in the back office (Partners).
import type { Tx } from '../db';
import { partners } from './schema';

type SeedPartner = typeof partners.$inferInsert;

const demo = (slug: string) => ({ url: `https://www.example.com/demo-partners/${slug}`, logoLocation: `/partners/${slug}.svg` });

export const DEMO_PARTNERS: SeedPartner[] = [
  {
    provider: 'Banksia Budget Coaching (demo)',
    description: 'A free 30-minute session with a budgeting coach: a spending plan and steps that lift a credit score over 6 to 12 months.',
    category: 'Financial',
    subCategory: 'Budgeting',
    suggested: true,
    ...demo('banksia-budget'),
  },
  {
    provider: 'Wattle Credit Report Guide (demo)',
    description: 'How to get your free credit report from each Australian credit reporting body every 3 months, and how to correct a wrong listing.',
    category: 'Financial',
    subCategory: 'Credit reports',
    suggested: true,
    ...demo('wattle-credit'),
  },
  {
    provider: 'Coral Home Loan Comparison (demo)',
    description: 'Compare variable and fixed home loan rates side by side, with the comparison rate and fees of each.',
    category: 'Financial',
    subCategory: 'Loans',
    ...demo('coral-loans'),
  },
  {
    provider: 'Sentinel ID Watch (demo)',
    description: 'Alerts when your name and date of birth appear in a new credit enquiry, so a fraudulent application is caught early.',
    category: 'Identity',
    subCategory: 'Monitoring',
    suggested: true,
    ...demo('sentinel-id'),
  },
  {
    provider: 'Lockbox Password Manager (demo)',
    description: 'One vault for your passwords, with breach warnings and two-factor codes on every device.',
    category: 'Identity',
    subCategory: 'Security',
    ...demo('lockbox'),
  },
  {
    provider: 'Kookaburra Resume Studio (demo)',
    description: 'A resume and cover letter reviewed by a recruiter within two business days.',
    category: 'Career',
    subCategory: 'Resumes',
    ...demo('kookaburra-resume'),
  },
  {
    provider: 'Harbourside Interview Coaching (demo)',
    description: 'A mock interview by video with written feedback on your answers and presence.',
    category: 'Career',
    subCategory: 'Interviews',
    ...demo('harbourside-interview'),
  },
];

export async function seedPartners(tx: Tx): Promise<void> {
  await tx.insert(partners).values(DEMO_PARTNERS);
}
