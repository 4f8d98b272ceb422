import { ArrowLeft } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from './ui/button.tsx';

/** The 'Back to Home' way out that dead ends and sub-pages offer (login, trial, not-found). */
export function BackHomeButton(props: Omit<ComponentProps<typeof Button>, 'asChild' | 'children'>) {
  return (
    <Button asChild {...props}>
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}
