import { createBrowserRouter } from 'react-router';
import { RequireAuth } from './components/auth/require-auth.tsx';
import { AppLayout } from './components/layout/app-layout.tsx';
import { RouteError } from './components/route-error.tsx';
import { AboutPage } from './pages/about/page.tsx';
import { AccountPage } from './pages/account/page.tsx';
import { AdminPage } from './pages/admin/page.tsx';
import { ChatPage } from './pages/chat/page.tsx';
import { ConfirmEmailPage } from './pages/confirm-email/page.tsx';
import { ContactPage } from './pages/contact/page.tsx';
import { FindVetsPage } from './pages/find-vets/page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password/page.tsx';
import { HomePage } from './pages/home/page.tsx';
import { LoginPage } from './pages/login/page.tsx';
import { NotFoundPage } from './pages/not-found/page.tsx';
import { PricingPage } from './pages/pricing/page.tsx';
import { PrivacyPage } from './pages/privacy/page.tsx';
import { ResetPasswordPage } from './pages/reset-password/page.tsx';
import { RootPage } from './pages/root/page.tsx';
import { ScanDetailPage } from './pages/scan-detail/page.tsx';
import { SharePage } from './pages/share/page.tsx';
import { SignupPage } from './pages/signup/page.tsx';
import { SubscribePage } from './pages/subscribe/page.tsx';
import { TermsPage } from './pages/terms/page.tsx';
import { TestSubscribePage } from './pages/test-subscribe/page.tsx';
import { TrialPage } from './pages/trial/page.tsx';
import { VetDashboardPage } from './pages/vet-dashboard/page.tsx';
import { VetRegisterPage } from './pages/vet-register/page.tsx';

/** Every page of the app, including those mailed links open; /api/logout is served by the API, not the app. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootPage /> },
      { path: '/home', element: <RequireAuth>{(user) => <HomePage user={user} />}</RequireAuth> },
      { path: '/account', element: <RequireAuth>{(user) => <AccountPage user={user} />}</RequireAuth> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/trial', element: <TrialPage /> },
      { path: '/subscribe', element: <SubscribePage /> },
      { path: '/test-subscribe', element: <TestSubscribePage /> },
      { path: '/chat', element: <ChatPage /> },
      { path: '/find-vets', element: <FindVetsPage /> },
      { path: '/vet-dashboard', element: <VetDashboardPage /> },
      { path: '/vet-register', element: <VetRegisterPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '/share/:shareId', element: <SharePage /> },
      { path: '/scans/:scanId', element: <ScanDetailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
