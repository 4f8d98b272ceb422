import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#common/brand.ts';
import {
  GUEST_SCAN_LIMIT,
  MONEY_BACK_DAYS,
  PAST_DUE_GRACE_DAYS,
  PLANS,
  PLUS_SCANS_PER_HOUR,
  PRICES,
  STARTER_QUOTA_LABEL,
  STARTER_WINDOW_DAYS,
  YEARLY_SAVING_PERCENT,
} from '#common/plans.ts';
import type { LegalSection } from '#web/components/legal-document.tsx';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
const { starter, plus } = PLANS;

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'medical-disclaimer',
    title: 'Medical disclaimer',
    body: (
      <>
        <p>
          <strong>
            {PRODUCT_NAME} provides screening, not diagnosis. It is not a substitute for veterinary care.
          </strong>{' '}
          A photo shows only part of the mouth and nothing below the gum line. Results, advice, product
          suggestions and chat answers are general information to help you decide when to act; they are not a
          veterinary examination, diagnosis or treatment.
        </p>
        <p>
          If your pet has pale, blue, grey or yellow gums, is in pain, bleeds from the mouth, or stops eating,
          contact a veterinarian or an emergency clinic now, whatever a scan says.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You must be at least 13 years old to use {PRODUCT_NAME}, and at least 18 (or have a parent’s consent)
        to buy a subscription. Give accurate details, keep your password to yourself, and tell us at {mail} if
        you think someone else has used your account.
      </p>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and scan limits',
    body: (
      <ul>
        <li>
          <strong>Without an account:</strong> {GUEST_SCAN_LIMIT} free scan per browser.
        </li>
        <li>
          <strong>{starter.name} (free):</strong> {STARTER_QUOTA_LABEL}, counted over a rolling{' '}
          {STARTER_WINDOW_DAYS}
          -day window, with care advice and product suggestions.
        </li>
        <li>
          <strong>{plus.name}:</strong> {PRICES.monthly.label} per {PRICES.monthly.per}, or{' '}
          {PRICES.yearly.label} per {PRICES.yearly.per} (a {YEARLY_SAVING_PERCENT}% saving), with unlimited
          scans, complete scan history, before/after comparisons and AI dental chat. To stop automated abuse,
          scanning is limited to {PLUS_SCANS_PER_HOUR} scans per hour.
        </li>
        <li>A photo that does not show a usable view of the mouth does not use up a scan.</li>
      </ul>
    ),
  },
  {
    id: 'billing',
    title: 'Billing and auto-renewal',
    body: (
      <p>
        {plus.name} is billed in advance at the start of each monthly or yearly period.{' '}
        <strong>Your subscription renews automatically</strong> at the end of each period and you are charged
        the then-current price until you cancel. Prices include any taxes we are required to collect. If we
        change the price, we will e-mail you at least 30 days before it applies to your next renewal.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation and money-back guarantee',
    body: (
      <>
        <p>
          You can cancel at any time on your <Link to="/account/billing">billing page</Link>, as easily as you
          subscribed. {plus.name} stays active until the end of the period you have paid for, and you are not
          charged again. Until that day you can resume the plan with one click.
        </p>
        <p>
          <strong>{MONEY_BACK_DAYS}-day money-back guarantee:</strong> if you are not happy, ask for a refund
          within {MONEY_BACK_DAYS} days of a {plus.name} payment and we will refund that payment in full, no
          questions asked. Write to {mail}. When the refund is made, your plan ends and your account returns
          to {PLANS.starter.name}.
        </p>
        <p>
          If a renewal payment fails, {plus.name} stays active for {PAST_DUE_GRACE_DAYS} days after the period
          ends while the payment is retried; if it still fails, your account returns to {PLANS.starter.name}.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your photos and content',
    body: (
      <p>
        You keep ownership of the photos and text you upload. You give us permission to store and process them
        only to provide the service to you, as described in our <Link to="/privacy">Privacy Policy</Link>.
        Upload only photos you took or have the right to use.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>upload photos of people, or anything illegal, hateful or sexually explicit;</li>
          <li>try to get around scan limits, for example with many accounts or by clearing cookies;</li>
          <li>scrape, overload, probe or attack the service, or access data that is not yours;</li>
          <li>resell the service or present its results as a veterinary diagnosis.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'vets',
    title: 'Veterinary partners',
    body: (
      <p>
        Clinics listed or referred through {PRODUCT_NAME} are independent businesses. They are responsible for
        the care they provide; we do not control or guarantee it.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You can close your account at any time. We may suspend or close an account at our discretion, in
        particular if these terms are broken or the service is abused. If we close a paid account without a
        breach on your part, we refund the unused part of your current period.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: (
      <p>
        The service is provided “as is”. To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to the amount you paid us in the 12 months
        before the claim. Nothing in these terms limits rights you have under consumer protection law.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law, changes and contact',
    body: (
      <p>
        These terms are governed by the laws of the United States and of the state in which {PRODUCT_NAME} is
        organised, without regard to conflict-of-law rules. If we change them we will update the date above
        and e-mail you about important changes before they apply. Questions go to {mail}.
      </p>
    ),
  },
];
