import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '#web/components/layout/logo.tsx';
import { Card } from '#web/components/ui/card.tsx';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card shared by /login and /signup. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="relative overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-100/70 to-transparent"
      />
      <div className="mx-auto w-full max-w-md">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 text-center">
            <LogoMark className="mx-auto mb-4 size-12" />
            <h1 className="text-3xl font-extrabold">{title}</h1>
            <p className="mt-2 text-muted-ink">{subtitle}</p>
          </div>
          {children}
        </Card>
        <p className="mt-6 text-center text-sm text-muted-ink">{footer}</p>
      </div>
    </section>
  );
}
