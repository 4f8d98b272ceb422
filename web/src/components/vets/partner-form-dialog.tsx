import { type FormEvent, useState } from 'react';
import type { TAdminPartner } from '#common/contracts/vet-partners.ts';
import { isApiError } from '#web/api/client.ts';
import { useCreatePartnerMutation, useUpdatePartnerMutation } from '#web/api/vet-partners.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogContent, DialogFooter } from '#web/components/ui/dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { approvalToast } from './approval-toast.ts';
import { FormTextField } from './form-text-field.tsx';
import {
  EMPTY_PARTNER_FORM,
  formValuesOf,
  type PartnerFormValues,
  toPartnerInput,
} from './partner-form-values.ts';

type Field = keyof PartnerFormValues;
const FIELDS: { name: Field; label: string; type?: string; wide?: boolean; hint?: string }[] = [
  { name: 'businessName', label: 'Business name', wide: true },
  { name: 'contactName', label: 'Contact name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel' },
  { name: 'websiteUrl', label: 'Website (optional)', type: 'url' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State', hint: '2 letters' },
  { name: 'zipCode', label: 'ZIP code' },
  {
    name: 'commissionRate',
    label: 'Commission rate (%)',
    type: 'number',
    hint: '0 to 100; 20 if left blank',
  },
  { name: 'servicesOffered', label: 'Services (comma-separated)', wide: true },
  { name: 'specialties', label: 'Specialties (comma-separated)', wide: true },
];

/**
 * The add/edit partner dialog, shared by the vet dashboard and the admin page.
 * Render it inside a <Dialog>; `partner` switches it to editing.
 */
export function PartnerFormDialog({ partner, onDone }: { partner?: TAdminPartner; onDone: () => void }) {
  const [values, setValues] = useState<PartnerFormValues>(
    partner ? formValuesOf(partner) : EMPTY_PARTNER_FORM,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreatePartnerMutation();
  const update = useUpdatePartnerMutation();
  const isSaving = create.isPending || update.isPending;
  const formError = create.error ?? update.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toPartnerInput(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (partner) {
        await update.mutateAsync({ id: partner.id, input: result.input });
        toast({ title: 'Partner updated', variant: 'success' });
      } else {
        const added = await create.mutateAsync(result.input);
        toast({ ...approvalToast(added.invite), title: 'Partner added' });
      }
      onDone();
    } catch (error) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of isApiError(error) ? error.issues : [])
        fieldErrors[issue.path.split('.')[0] as Field] ??= issue.message;
      setErrors(fieldErrors);
    }
  };

  return (
    <DialogContent title={partner ? 'Edit Partner' : 'Add Partner'} className="max-w-2xl">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <FormTextField
              key={field.name}
              id={`partner-${field.name}`}
              label={field.label}
              type={field.type ?? 'text'}
              hint={field.hint}
              error={errors[field.name]}
              className={field.wide ? 'sm:col-span-2' : undefined}
              value={values[field.name]}
              maxLength={field.name === 'state' ? 2 : undefined}
              min={field.type === 'number' ? 0 : undefined}
              max={field.type === 'number' ? 100 : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          ))}
        </div>
        {formError ? (
          <FormMessage>
            {isApiError(formError) && formError.userMessage
              ? formError.userMessage
              : partner
                ? 'Failed to update vet'
                : 'Failed to add vet'}
          </FormMessage>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : partner ? 'Save changes' : 'Add Partner'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
