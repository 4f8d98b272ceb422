import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOutEverywhereMutation } from '#web/api/account-settings.queries.ts';
import { failureMessage } from '#web/components/auth/apply-server-error.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/** For a lost phone or a shared computer: every session ends, this one too. */
export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhereMutation();
  const [error, setError] = useState<string>();

  const onClick = () => {
    setError(undefined);
    signOut.mutate(undefined, {
      onSuccess: () => {
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
      <CardContent className="grid gap-4">
        {error ? <FormMessage>{error}</FormMessage> : null}
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={signOut.isPending}
          onClick={onClick}
        >
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
        </Button>
      </CardContent>
    </Card>
  );
}
