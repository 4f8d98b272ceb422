import { zodResolver } from '@hookform/resolvers/zod';
import { Stethoscope } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TScanResult } from '#common/contracts/scans.ts';
import { isApiError } from '#web/api/client.ts';
import { useRequestReferralMutation } from '#web/api/referral-requests.queries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/hooks/use-toast.ts';
import { track } from '#web/lib/analytics.ts';
import { cn } from '#web/lib/cn.ts';
import { referralRequestFormId } from './referral-request-anchor.ts';
import { ReferralRequestFields } from './referral-request-fields.tsx';
import {
  REFERRAL_REQUEST_FIELDS,
  type TReferralRequestFormInput,
  type TReferralRequestFormOutput,
  urgencyFor,
  ZReferralRequestFormValues,
} from './referral-request-schema.ts';
import { ReferralRequestSuccess } from './referral-request-success.tsx';
import { ShareScanCheckbox } from './share-scan-checkbox.tsx';
import { useReferralPrefill } from './use-referral-prefill.ts';

interface ReferralRequestFormProps {
  scan: TScanResult;
  className?: string;
}

/**
 * The vet referral request form: editing → submitting → success message
 * (docs/product-rules.md#vet-referral-requests).
 */
export function ReferralRequestForm({ scan, className }: ReferralRequestFormProps) {
  const titleId = useId();
  const join = useRequestReferralMutation();
  const form = useForm<TReferralRequestFormInput, unknown, TReferralRequestFormOutput>({
    resolver: zodResolver(ZReferralRequestFormValues),
    defaultValues: {
      email: '',
      location: '',
      petName: '',
      petAge: '',
      petBreed: '',
      concern: '',
      shareScanWithClinic: false,
    },
  });
  useReferralPrefill(form, scan);
  const urgencyLevel = urgencyFor(scan.severity);

  const onSubmit = form.handleSubmit(async (values) => {
    // handleSubmit already ignores a second submit while this one runs; the disabled button makes it visible.
    try {
      await join.mutateAsync({ ...values, urgencyLevel, scanId: scan.id });
      toast({ title: 'Vet referral requested!', variant: 'success' });
      track('vet_referral_submitted', { urgency_level: urgencyLevel });
    } catch (error) {
      const issues = isApiError(error) ? error.issues : [];
      for (const issue of issues) {
        const field = REFERRAL_REQUEST_FIELDS.find((name) => name === issue.path);
        if (field) form.setError(field, { type: 'server', message: issue.message });
      }
      const message = isApiError(error) ? error.userMessage : undefined;
      toast({
        title: 'Error',
        description: message ?? 'Failed to request a vet referral. Please try again.',
        variant: 'error',
      });
    }
  });

  return (
    <Card
      id={referralRequestFormId(scan.id)}
      role="region"
      aria-labelledby={titleId}
      className={cn(
        'grid scroll-mt-24 gap-4 p-4 sm:p-6',
        scan.severity === 'urgent' && 'border-urgent/40',
        className,
      )}
    >
      <div className="grid gap-1.5">
        <h3 id={titleId} className="flex items-center gap-2.5 text-lg font-bold">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-coral-100 text-coral-700">
            <Stethoscope aria-hidden="true" className="size-4" />
          </span>
          Get referred to a partner vet
        </h3>
        <p className="text-sm text-muted-ink">
          Ask a vet: we’ll send you a vet referral to a partner practice near you.
        </p>
        {scan.severity === 'urgent' ? (
          <p className="text-sm font-semibold text-urgent">
            This result needs a vet soon. Don’t wait for the referral if your pet is in pain or unwell: call
            any vet today.
          </p>
        ) : null}
      </div>
      {join.data ? (
        <ReferralRequestSuccess entry={join.data} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby={titleId}>
          <ReferralRequestFields form={form} idPrefix={`referral-${scan.id}`} />
          <ShareScanCheckbox id={`referral-${scan.id}-share`} {...form.register('shareScanWithClinic')} />
          <Button type="submit" disabled={form.formState.isSubmitting} className="sm:justify-self-start">
            {form.formState.isSubmitting ? 'Sending…' : 'Ask a vet'}
          </Button>
        </form>
      )}
    </Card>
  );
}
