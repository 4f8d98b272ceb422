import { KeyRound, LogOut } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Link } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { LOGOUT_PATH } from '#web/api/auth.queries.ts';
import { Button } from '#web/components/ui/button.tsx';

interface SignOutButtonProps {
  user: TUser;
  /** Closes the mobile menu when the owner goes to another page. */
  onNavigate?: () => void;
}

/**
 * A real navigation, not a router link: the server clears the session cookie and redirects.
 * A trial account has no e-mail or password, so nobody can sign back in to it: signing
 * out loses it and its scans. It asks first, with the way to keep them right there.
 */
export function SignOutButton({ user, onNavigate }: SignOutButtonProps) {
  if (!user.isTrial) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={LOGOUT_PATH}>
          <LogOut aria-hidden="true" />
          Sign Out
        </a>
      </Button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto grid max-w-md -translate-y-1/2 gap-4 rounded-(--radius-card) bg-paper p-6 shadow-lift data-[state=open]:animate-fade-in">
          <AlertDialog.Title className="font-display text-xl font-bold">
            Sign out and lose your trial scans?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-ink">
            This trial account has no e-mail or password, so nobody can sign back in to it: once you sign out,
            its scans are lost. Add an e-mail and password first to keep them.
          </AlertDialog.Description>
          <div className="flex flex-col gap-3">
            <AlertDialog.Action asChild>
              <Button asChild className="h-auto min-h-11 whitespace-normal py-2">
                <Link to="/signup" onClick={onNavigate}>
                  <KeyRound aria-hidden="true" />
                  Add e-mail and password
                </Link>
              </Button>
            </AlertDialog.Action>
            <Button
              asChild
              variant="outline"
              className="h-auto min-h-11 border-urgent/40 whitespace-normal py-2 text-urgent hover:border-urgent hover:bg-urgent-soft"
            >
              <a href={LOGOUT_PATH}>
                <LogOut aria-hidden="true" />
                Sign out anyway
              </a>
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Stay signed in</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
