import { Fragment } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * Where an address may wrap: after its @ and before each dot of its domain, so a narrow column
 * (an admin table on a phone) shows "pat.long-name@" over "example.com", never "pat.lo" over "ng-name".
 */
export function emailBreakPoints(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [email];
  const domain = email.slice(at + 1).split('.');
  return [email.slice(0, at + 1), domain[0] ?? '', ...domain.slice(1).map((part) => `.${part}`)];
}

/**
 * An e-mail address that wraps only at sensible points (emailBreakPoints). `break-words` cuts a
 * part only when that part alone is wider than its box, which is the one case it must.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={cn('break-words', className)}>
      {emailBreakPoints(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
