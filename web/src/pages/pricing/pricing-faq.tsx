import { Link } from 'react-router';
import { MONEY_BACK_DAYS, PLANS, STARTER_QUOTA_LABEL } from '#common/plans.ts';

const QUESTIONS = [
  {
    question: 'What counts as a scan?',
    answer: `Each photo we analyse. If a photo does not show a usable view of the mouth we tell you how to retake it, and it does not use up a scan. ${PLANS.starter.name} includes ${STARTER_QUOTA_LABEL}, counted over a rolling window.`,
  },
  {
    question: 'Can I cancel?',
    answer: `Yes, any time. ${PLANS.plus.name} stays active until the end of the period you paid for, and if you are not happy within ${MONEY_BACK_DAYS} days of your first payment we refund it in full.`,
  },
  {
    question: 'Is a scan a diagnosis?',
    answer:
      'No. A scan is a screening that helps you decide when to act. Only a veterinarian can examine, diagnose and treat your pet.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto mt-16 max-w-3xl px-4 sm:px-6">
      <h2 id="pricing-faq-heading" className="mb-6 text-center text-2xl font-extrabold">
        Questions
      </h2>
      <dl className="grid gap-4">
        {QUESTIONS.map((item) => (
          <div key={item.question} className="rounded-2xl border border-line bg-white p-5">
            <dt className="font-bold">{item.question}</dt>
            <dd className="mt-2 text-muted-ink">{item.answer}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-center text-sm text-muted-ink">
        Full details are in our{' '}
        <Link to="/terms" className="font-semibold text-brand-700 underline">
          Terms of Service
        </Link>
        .
      </p>
    </section>
  );
}
