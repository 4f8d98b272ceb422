import { Link } from 'react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#common/brand.ts';
import type { LegalSection } from '#web/components/legal-document.tsx';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> first and last name, e-mail address, a salted hash of your password
          (never the password itself), your plan and when you joined.
        </li>
        <li>
          <strong>Photos:</strong> the pictures you scan. Before a photo is stored we remove its EXIF
          metadata, including GPS location, camera model and the time it was taken.
        </li>
        <li>
          <strong>Scan results:</strong> the status, severity, confidence, findings, advice and product
          suggestions for each photo.
        </li>
        <li>
          <strong>Chat:</strong> if you are a Plus member and use the AI chat, your questions and its answers.
          To answer, the assistant reads your latest scan results. When we use an external AI model for the
          chat, your question, your recent questions and those scan results (never your name, e-mail or
          photos) are sent to that model provider to write the answer.
        </li>
        <li>
          <strong>Vet referrals:</strong> if you ask a vet through us, the e-mail, location and pet details
          you type into that form. When we refer you to a partner clinic, its staff see them, with your
          account name and the message you wrote, so they can contact you.
        </li>
        <li>
          <strong>Billing:</strong> your subscription status and period. Card details go straight to our
          payment processor; we never see or store your card number.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <p>
          We use your data to run the service: to sign you in, analyse your photos, show your history, answer
          chat questions, refer you to a vet when you ask, and handle your subscription. We e-mail you about
          your account and the service, never with third-party marketing.
        </p>
        <p>We do not sell your data, we do not show ads, and we do not share your photos with advertisers.</p>
      </>
    ),
  },
  {
    id: 'who-sees-photos',
    title: 'Who can see your photos',
    body: (
      <>
        <p>Photos are private by default. They can be seen only by:</p>
        <ul>
          <li>you, while signed in to your account;</li>
          <li>
            our administrators, when needed to answer a support request, investigate abuse, or check the
            quality of the analysis;
          </li>
          <li>
            anyone holding an active share link, if you chose to share a result. You can revoke a link at any
            time, and it stops working at once.
          </li>
          <li>
            the partner clinic we refer you to, if you ticked “Share this scan with the clinic” when asking
            for the referral: that scan only (the photo, what the analyser marked and found), on that
            referral, also after the visit. If the referral is declined or cancelled, the clinic can no longer
            see it. Each time the clinic opens it we record who and when;
          </li>
          <li>
            vets at our partner clinics, only if you turned on research grading (see{' '}
            <a href="#vet-grading">Vet grading</a>).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'vet-grading',
    title: 'Vet grading (only if you opt in)',
    body: (
      <>
        <p>
          On your Account page you can turn on “Let partner vets use my pets’ photos to improve PawSmile’s
          analysis”. It is off until you turn it on. When it is on:
        </p>
        <ul>
          <li>
            vets at our partner clinics may see your scans’ photos and whether the pet is a dog or a cat, and
            grade the gums. They never see your name, e-mail or address, and each time one opens a photo we
            record who and when;
          </li>
          <li>
            your graded photos (the photo only, with no metadata) and the vets’ grades may go into the sets we
            train PawSmile’s analysis on. Vets appear there as anonymous codes.
          </li>
        </ul>
        <p>
          You can turn it off at any time on the <Link to="/account">Account page</Link>. Your photos then
          leave the vets’ grading list at once and are left out of every training set made afterwards. Sharing
          a scan with a clinic when you ask for a referral is not this consent: that clinic’s vets may grade
          the scan while they can see it, which helps us measure how often the analysis is right, but the scan
          never goes into a training set.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account data, photos, scan results and chat: for as long as your account exists.</li>
        <li>A scan you delete: removed straight away, together with its photo and any share link.</li>
        <li>Chat history: you can delete it at any time on the chat page; it is removed straight away.</li>
        <li>
          When you delete your account: all of the above is erased straight away, together with the vet
          referrals you asked for while signed in.
        </li>
        <li>
          Vet referrals: until you ask us to remove them (or, for referrals asked for while signed in, delete
          your account).
        </li>
        <li>Billing records: as long as tax and accounting law requires (typically seven years).</li>
      </ul>
    ),
  },
  {
    id: 'deleting',
    title: 'Deleting scans and your account',
    body: (
      <p>
        You can delete any scan from your scan history, and delete your whole account on the Account page
        (select your name in the top bar). If anything is unclear, write to {mail} and we will delete your
        data for you within 30 days.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We use only two cookies, both needed for the service to work:</p>
        <ul>
          <li>
            <strong>Session cookie:</strong> keeps you signed in. It is HttpOnly, so scripts on the page
            cannot read it, and it ends when you sign out.
          </li>
          <li>
            <strong>Guest cookie:</strong> remembers that this browser has used its free scan, so the limit is
            fair for everyone.
          </li>
        </ul>
        <p>We use no advertising, tracking or third-party cookies.</p>
      </>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics and Do Not Track',
    body: (
      <p>
        To improve {PRODUCT_NAME} we count events such as a page being viewed or a scan being completed. These
        counts contain no name, e-mail address or photo (only whether the browser was signed in, never who),
        and we use no third-party analytics service. If your browser sends a Do Not Track or Global Privacy
        Control signal, we do not record these events at all.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data travels over HTTPS. Passwords are hashed with Argon2id. Photos are stored under random names that
        cannot be guessed, and are served only after an access check. No system is perfectly secure; if we
        ever learn of a breach affecting your data, we will tell you promptly.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {PRODUCT_NAME} is not intended for children under 13, and we do not knowingly collect data from them.
        If you believe a child has created an account, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can ask for a copy of your data, ask us to correct it, or ask us to delete it, by writing to{' '}
        {mail}. We answer within 30 days. These rights do not depend on where you live.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        If we change this policy we will update the date at the top and, for important changes, tell you by
        e-mail before they apply. Questions go to {mail}. See also our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];
