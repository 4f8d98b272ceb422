import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '#common/brand.ts';
import { formatCalendarDate } from '#web/lib/format-date.ts';
import { PageTitle } from './page-title.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Shared layout of /privacy and /terms: title, last-updated date, contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle title={title} />
      <header className="border-b border-line pb-8">
        <p className="text-sm font-bold tracking-wider text-coral-700 uppercase">Legal</p>
        <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-ink">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatCalendarDate(LEGAL_LAST_UPDATED)}</time>
        </p>
        <div className="mt-6 space-y-3 text-lg text-ink">{intro}</div>
      </header>
      <nav aria-label="Contents" className="my-8 rounded-2xl bg-sand p-5">
        <h2 className="font-sans text-sm font-bold tracking-wide uppercase">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
