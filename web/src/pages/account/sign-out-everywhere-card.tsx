import { LogOut } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOutEverywhereMutation } from '#web/api/account-settings.queries.ts';
import { failureMessage } from '#web/components/auth/apply-server-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/**
 * For a lost phone or a shared computer: every session ends, this one too. One tap would sign out
 * every device at once, so a dialog says so first (Cancel focused, the safe choice); a failure is
 * said inside it, where the owner is looking.
 */
export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhereMutation();
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string>();

  const onOpenChange = (open: boolean) => {
    if (signOut.isPending) return;
    setError(undefined);
    setIsOpen(open);
  };

  const confirm = () => {
    setError(undefined);
    signOut.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        toast({ title: 'Signed out everywhere', description: 'Every device, this one too, is signed out.' });
        navigate('/login', { replace: true });
      },
      onError: (failure) => setError(failureMessage(failure)),
    });
  };

  return (
    <Card role="region" aria-labelledby="sessions-card-title">
      <CardHeader>
        <CardTitle id="sessions-card-title">Sign out everywhere</CardTitle>
        <CardDescription>
          Signs out every phone, tablet and computer where you are logged in, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog.Root open={isOpen} onOpenChange={onOpenChange}>
          <AlertDialog.Trigger asChild>
            <Button variant="outline" className="justify-self-start">
              <LogOut aria-hidden="true" />
              Sign out everywhere…
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
            <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto grid max-w-md -translate-y-1/2 gap-4 rounded-(--radius-card) bg-paper p-6 shadow-lift data-[state=open]:animate-fade-in">
              <AlertDialog.Title className="font-display text-xl font-bold">
                Sign out on every device?
              </AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-ink">
                Every phone, tablet and computer signed in to your account is signed out, this one too. Each
                of them will need to log in again. Your pets and scans are kept.
              </AlertDialog.Description>
              {error ? <FormMessage>{error}</FormMessage> : null}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline" disabled={signOut.isPending}>
                    Cancel
                  </Button>
                </AlertDialog.Cancel>
                <Button variant="accent" onClick={confirm} disabled={signOut.isPending}>
                  <LogOut aria-hidden="true" />
                  {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
                </Button>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </CardContent>
    </Card>
  );
}
