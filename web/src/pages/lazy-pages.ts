import { lazyPage } from '#web/lib/lazy-page.ts';

// Every page but the landing page (what `/` shows a new visitor) loads on first use.
export const AboutPage = lazyPage(() => import('./about/page.tsx').then((m) => m.AboutPage));
export const AccountPage = lazyPage(() => import('./account/page.tsx').then((m) => m.AccountPage));
export const AccountBillingPage = lazyPage(() =>
  import('./account-billing/page.tsx').then((m) => m.AccountBillingPage),
);
export const AccountRemindersPage = lazyPage(() =>
  import('./account-reminders/page.tsx').then((m) => m.AccountRemindersPage),
);
export const AccountReceiptPage = lazyPage(() =>
  import('./account-receipt/page.tsx').then((m) => m.AccountReceiptPage),
);
export const AdminPage = lazyPage(() => import('./admin/page.tsx').then((m) => m.AdminPage));
export const AdminGradingPage = lazyPage(() =>
  import('./admin-grading/page.tsx').then((m) => m.AdminGradingPage),
);
export const ChatPage = lazyPage(() => import('./chat/page.tsx').then((m) => m.ChatPage));
export const ClinicGradingPage = lazyPage(() =>
  import('./clinic-grading/page.tsx').then((m) => m.ClinicGradingPage),
);
export const ConfirmEmailPage = lazyPage(() =>
  import('./confirm-email/page.tsx').then((m) => m.ConfirmEmailPage),
);
export const ClinicInboxPage = lazyPage(() =>
  import('./clinic-inbox/page.tsx').then((m) => m.ClinicInboxPage),
);
export const ClinicReferralPage = lazyPage(() =>
  import('./clinic-referral/page.tsx').then((m) => m.ClinicReferralPage),
);
export const ClinicTeamPage = lazyPage(() => import('./clinic-team/page.tsx').then((m) => m.ClinicTeamPage));
export const ClinicWelcomePage = lazyPage(() =>
  import('./clinic-welcome/page.tsx').then((m) => m.ClinicWelcomePage),
);
export const ContactPage = lazyPage(() => import('./contact/page.tsx').then((m) => m.ContactPage));
export const FindVetsPage = lazyPage(() => import('./find-vets/page.tsx').then((m) => m.FindVetsPage));
export const ForgotPasswordPage = lazyPage(() =>
  import('./forgot-password/page.tsx').then((m) => m.ForgotPasswordPage),
);
export const HomePage = lazyPage(() => import('./home/page.tsx').then((m) => m.HomePage));
export const LoginPage = lazyPage(() => import('./login/page.tsx').then((m) => m.LoginPage));
export const NotFoundPage = lazyPage(() => import('./not-found/page.tsx').then((m) => m.NotFoundPage));
export const PetsPage = lazyPage(() => import('./pets/page.tsx').then((m) => m.PetsPage));
export const PetDetailPage = lazyPage(() => import('./pet-detail/page.tsx').then((m) => m.PetDetailPage));
export const PetComparePage = lazyPage(() => import('./pet-compare/page.tsx').then((m) => m.PetComparePage));
export const PetReportPage = lazyPage(() => import('./pet-report/page.tsx').then((m) => m.PetReportPage));
export const PricingPage = lazyPage(() => import('./pricing/page.tsx').then((m) => m.PricingPage));
export const PrivacyPage = lazyPage(() => import('./privacy/page.tsx').then((m) => m.PrivacyPage));
export const ResetPasswordPage = lazyPage(() =>
  import('./reset-password/page.tsx').then((m) => m.ResetPasswordPage),
);
export const ScanDetailPage = lazyPage(() => import('./scan-detail/page.tsx').then((m) => m.ScanDetailPage));
export const SharePage = lazyPage(() => import('./share/page.tsx').then((m) => m.SharePage));
export const SignupPage = lazyPage(() => import('./signup/page.tsx').then((m) => m.SignupPage));
export const SubscribePage = lazyPage(() => import('./subscribe/page.tsx').then((m) => m.SubscribePage));
export const TermsPage = lazyPage(() => import('./terms/page.tsx').then((m) => m.TermsPage));
export const TestSubscribePage = lazyPage(() =>
  import('./subscribe/page.tsx').then((m) => m.TestSubscribePage),
);
export const TrialPage = lazyPage(() => import('./trial/page.tsx').then((m) => m.TrialPage));
export const VetReportPage = lazyPage(() => import('./vet-report/page.tsx').then((m) => m.VetReportPage));
export const UnsubscribePage = lazyPage(() =>
  import('./unsubscribe/page.tsx').then((m) => m.UnsubscribePage),
);
export const VetDashboardPage = lazyPage(() =>
  import('./vet-dashboard/page.tsx').then((m) => m.VetDashboardPage),
);
export const VetRegisterPage = lazyPage(() =>
  import('./vet-register/page.tsx').then((m) => m.VetRegisterPage),
);
