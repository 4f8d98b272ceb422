import { createBrowserRouter } from 'react-router';
import { RequireAuth } from './components/auth/require-auth.tsx';
import { AppLayout } from './components/layout/app-layout.tsx';
import { RouteError } from './components/route-error.tsx';
import {
  AboutPage,
  AccountBillingPage,
  AccountPage,
  AccountReceiptPage,
  AdminPage,
  ChatPage,
  ConfirmEmailPage,
  ContactPage,
  FindVetsPage,
  ForgotPasswordPage,
  HomePage,
  LoginPage,
  NotFoundPage,
  PetComparePage,
  PetDetailPage,
  PetReportPage,
  PetsPage,
  PricingPage,
  PrivacyPage,
  ResetPasswordPage,
  ScanDetailPage,
  SharePage,
  SignupPage,
  SubscribePage,
  TermsPage,
  TestSubscribePage,
  TrialPage,
  VetDashboardPage,
  VetRegisterPage,
} from './pages/lazy-pages.ts';
import { RootPage } from './pages/root/page.tsx';

/**
 * Every page of the app, including those mailed links open; /api/logout is served by the API, not the app.
 * `/` (RootPage and the landing page) is in the entry chunk; every other page is its own chunk, loaded
 * inside AppLayout's Suspense. A chunk that fails to load lands in RouteError like any render error.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootPage /> },
      { path: '/home', element: <RequireAuth>{(user) => <HomePage user={user} />}</RequireAuth> },
      { path: '/account', element: <RequireAuth>{(user) => <AccountPage user={user} />}</RequireAuth> },
      { path: '/account/billing', element: <RequireAuth>{() => <AccountBillingPage />}</RequireAuth> },
      {
        path: '/account/billing/receipts/:paymentId',
        element: <RequireAuth>{() => <AccountReceiptPage />}</RequireAuth>,
      },
      { path: '/pets', element: <RequireAuth>{() => <PetsPage />}</RequireAuth> },
      { path: '/pets/:petId', element: <RequireAuth>{(user) => <PetDetailPage user={user} />}</RequireAuth> },
      {
        path: '/pets/:petId/compare',
        element: <RequireAuth>{(user) => <PetComparePage user={user} />}</RequireAuth>,
      },
      {
        path: '/pets/:petId/report',
        element: <RequireAuth>{(user) => <PetReportPage user={user} />}</RequireAuth>,
      },
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
