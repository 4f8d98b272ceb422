import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { useDeleteAccountMutation } from '#web/api/account.queries.ts';
import { isApiError } from '#web/api/client.ts';
import { PasswordInput } from '#web/components/auth/password-input.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field, fieldDescriptionId } from '#web/components/ui/field.tsx';
import { toast } from '#web/hooks/use-toast.ts';

/** A member can delete their account, confirmed with their password (docs/product-rules.md#privacy). */
export function DeleteAccountCard({ user }: { user: TUser }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccountMutation();
  const [isConfirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const needsPassword = !user.isTrial;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    deleteAccount.mutate(needsPassword ? { password } : {}, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account, scans and photos have been erased.' });
        navigate('/', { replace: true });
      },
      onError: (failure) => setError(isApiError(failure) ? failure.userMessage : 'Please try again.'),
    });
  };

  return (
    <Card className="border-urgent/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Erases your account, every scan and photo, your share links and vet referrals. This cannot be
          undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isConfirming ? (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            {needsPassword ? (
              <Field id="delete-password" label="Enter your password to confirm" error={error}>
                <PasswordInput
                  id="delete-password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldDescriptionId('delete-password') : undefined}
                  required
                />
              </Field>
            ) : error ? (
              <p className="text-sm font-medium text-urgent">{error}</p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                variant="accent"
                disabled={deleteAccount.isPending || (needsPassword && password.length === 0)}
              >
                <Trash2 aria-hidden="true" />
                {deleteAccount.isPending ? 'Deleting…' : 'Delete my account for good'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                Keep my account
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete account…
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
