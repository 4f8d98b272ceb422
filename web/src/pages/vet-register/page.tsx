import { CheckCircle2, Hospital } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { RegistrationForm } from './registration-form.tsx';

/** /vet-register: a clinic applies to become a referral partner; an admin reviews it before it is listed. */
export function VetRegisterPage() {
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <div className="pb-16">
      <PageTitle title="Veterinary Partner Registration" />
      <PageHeader eyebrow="For veterinary clinics" title="Veterinary Partner Registration">
        <p>
          Pet owners whose scans suggest a dental problem look for a vet nearby. Join our partner network to
          be listed on the vet finder and receive referrals. We review every application and reply within 2
          business days.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Card className="p-5 sm:p-8">
          {submitted ? (
            <div role="status" className="grid justify-items-center gap-4 py-6 text-center">
              <CheckCircle2 aria-hidden="true" className="size-12 text-healthy" />
              <h2 className="text-2xl font-bold">Application received</h2>
              <p className="max-w-md text-muted-ink">{submitted}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button variant="outline" onClick={() => setSubmitted(null)}>
                  Register another clinic
                </Button>
                <Button asChild>
                  <Link to="/find-vets">See the vet finder</Link>
                </Button>
              </div>
            </div>
          ) : (
            <>
              <h2 className="mb-1 flex items-center gap-2 text-xl font-bold">
                <Hospital aria-hidden="true" className="size-5 text-brand-700" />
                Clinic details
              </h2>
              <p className="mb-6 text-sm text-muted-ink">Fields without “optional” are required.</p>
              <RegistrationForm onRegistered={setSubmitted} />
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
