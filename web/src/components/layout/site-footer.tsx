import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#common/brand.ts';
import { LogoMark } from './logo.tsx';

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'Scan a photo', to: '/#scan' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Find Vets', to: '/find-vets' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'For Vets', to: '/vet-register' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-line bg-sand/60">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <div className="flex items-center gap-2 font-display text-lg font-extrabold">
            <LogoMark className="size-8" /> {PRODUCT_NAME}
          </div>
          <p className="max-w-xs text-sm text-muted-ink">
            Photo screening for your pet’s gums and teeth. Screening, not diagnosis: it is not a substitute
            for veterinary care.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {SUPPORT_EMAIL}
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-sans text-sm font-bold tracking-wide text-ink uppercase">
              {column.title}
            </h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted-ink hover:text-brand-800 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        {/* A page rendered on the server before New Year and hydrated after it keeps its year. */}
        <p suppressHydrationWarning className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted-ink sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. If your pet is in pain, has pale, blue or grey gums, or
          will not eat, contact a veterinarian now.
        </p>
      </div>
    </footer>
  );
}
