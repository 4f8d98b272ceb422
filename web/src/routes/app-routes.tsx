import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { currentUserQuery } from '#web/api/auth.queries.ts';
import { billingOverviewQuery, receiptQuery } from '#web/api/billing.queries.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { petDetailQuery, petsListQuery } from '#web/api/pets.queries.ts';
import { scanDetailQuery } from '#web/api/scans.queries.ts';
import { sharedScanQuery } from '#web/api/share.queries.ts';
import { RequireAuth } from '#web/components/auth/require-auth.tsx';
import { AppLayout } from '#web/components/layout/app-layout.tsx';
import { RouteError } from '#web/components/route-error.tsx';
import * as pages from '#web/pages/lazy-pages.ts';
import { RootPage } from '#web/pages/root/page.tsx';
import { loadMemberPage, loadPage, type QueriesFor, signedInUser } from './route-loaders.ts';

/** The id of the catch-all route: the server answers 404 when a path ends there (server/plugins/server-rendered-pages.ts). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Every page of the app, including those mailed links open; /api/logout is served by the API, not the app.
 * `/` (RootPage and the landing page) is in the entry chunk; every other page is its own chunk. Each
 * route's loader starts the page's chunk and its data together (route-loaders.ts), so the browser
 * router and the server's renderer (web/src/entry-server.tsx) load a page the same way. Ids are fixed
 * because the server's loader results are handed to the browser router by id when a page hydrates.
 * A chunk that fails to load lands in RouteError like any render error.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (preload: () => Promise<unknown>, queriesFor?: QueriesFor) =>
    loadPage(queryClient, preload, queriesFor);
  const memberPage = (preload: () => Promise<unknown>, queriesFor?: QueriesFor) =>
    loadMemberPage(queryClient, preload, queriesFor);
  /** Pages that show guests and members different things read the session first. */
  const session: QueriesFor = () => [currentUserQuery()];
  return [
    {
      id: 'app',
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'root',
          path: '/',
          element: <RootPage />,
          // Who is signed in decides between the dashboard and the landing page.
          loader: async () => {
            if (await signedInUser(queryClient)) await pages.HomePage.preload();
            return null;
          },
        },
        {
          id: 'home',
          path: '/home',
          element: <RequireAuth>{(user) => <pages.HomePage user={user} />}</RequireAuth>,
          loader: memberPage(pages.HomePage.preload, () => [meSummaryQuery()]),
        },
        {
          id: 'account',
          path: '/account',
          element: <RequireAuth>{(user) => <pages.AccountPage user={user} />}</RequireAuth>,
          loader: memberPage(pages.AccountPage.preload),
        },
        {
          id: 'account-billing',
          path: '/account/billing',
          element: <RequireAuth>{() => <pages.AccountBillingPage />}</RequireAuth>,
          loader: memberPage(pages.AccountBillingPage.preload, () => [billingOverviewQuery()]),
        },
        {
          id: 'account-receipt',
          path: '/account/billing/receipts/:paymentId',
          element: <RequireAuth>{() => <pages.AccountReceiptPage />}</RequireAuth>,
          loader: memberPage(pages.AccountReceiptPage.preload, ({ paymentId = '' }) => [
            receiptQuery(paymentId),
          ]),
        },
        {
          id: 'pets',
          path: '/pets',
          element: <RequireAuth>{() => <pages.PetsPage />}</RequireAuth>,
          loader: memberPage(pages.PetsPage.preload, () => [petsListQuery()]),
        },
        {
          id: 'pet-detail',
          path: '/pets/:petId',
          element: <RequireAuth>{(user) => <pages.PetDetailPage user={user} />}</RequireAuth>,
          loader: memberPage(pages.PetDetailPage.preload, ({ petId = '' }) => [petDetailQuery(petId)]),
        },
        {
          id: 'pet-compare',
          path: '/pets/:petId/compare',
          element: <RequireAuth>{(user) => <pages.PetComparePage user={user} />}</RequireAuth>,
          loader: memberPage(pages.PetComparePage.preload, ({ petId = '' }) => [petDetailQuery(petId)]),
        },
        {
          id: 'pet-report',
          path: '/pets/:petId/report',
          element: <RequireAuth>{(user) => <pages.PetReportPage user={user} />}</RequireAuth>,
          loader: memberPage(pages.PetReportPage.preload),
        },
        {
          id: 'login',
          path: '/login',
          element: <pages.LoginPage />,
          loader: page(pages.LoginPage.preload, session),
        },
        {
          id: 'signup',
          path: '/signup',
          element: <pages.SignupPage />,
          loader: page(pages.SignupPage.preload, session),
        },
        {
          id: 'forgot-password',
          path: '/forgot-password',
          element: <pages.ForgotPasswordPage />,
          loader: page(pages.ForgotPasswordPage.preload),
        },
        {
          id: 'reset-password',
          path: '/reset-password',
          element: <pages.ResetPasswordPage />,
          loader: page(pages.ResetPasswordPage.preload),
        },
        {
          id: 'confirm-email',
          path: '/confirm-email',
          element: <pages.ConfirmEmailPage />,
          loader: page(pages.ConfirmEmailPage.preload),
        },
        {
          id: 'pricing',
          path: '/pricing',
          element: <pages.PricingPage />,
          loader: page(pages.PricingPage.preload, session),
        },
        { id: 'about', path: '/about', element: <pages.AboutPage />, loader: page(pages.AboutPage.preload) },
        {
          id: 'contact',
          path: '/contact',
          element: <pages.ContactPage />,
          loader: page(pages.ContactPage.preload),
        },
        {
          id: 'privacy',
          path: '/privacy',
          element: <pages.PrivacyPage />,
          loader: page(pages.PrivacyPage.preload),
        },
        { id: 'terms', path: '/terms', element: <pages.TermsPage />, loader: page(pages.TermsPage.preload) },
        {
          id: 'trial',
          path: '/trial',
          element: <pages.TrialPage />,
          loader: page(pages.TrialPage.preload, session),
        },
        {
          id: 'subscribe',
          path: '/subscribe',
          element: <pages.SubscribePage />,
          loader: page(pages.SubscribePage.preload, session),
        },
        {
          id: 'test-subscribe',
          path: '/test-subscribe',
          element: <pages.TestSubscribePage />,
          loader: page(pages.TestSubscribePage.preload, session),
        },
        {
          id: 'chat',
          path: '/chat',
          element: <pages.ChatPage />,
          loader: page(pages.ChatPage.preload, session),
        },
        {
          id: 'find-vets',
          path: '/find-vets',
          element: <pages.FindVetsPage />,
          loader: page(pages.FindVetsPage.preload),
        },
        {
          id: 'vet-dashboard',
          path: '/vet-dashboard',
          element: <pages.VetDashboardPage />,
          loader: page(pages.VetDashboardPage.preload, session),
        },
        {
          id: 'vet-register',
          path: '/vet-register',
          element: <pages.VetRegisterPage />,
          loader: page(pages.VetRegisterPage.preload),
        },
        {
          id: 'admin',
          path: '/admin',
          element: <pages.AdminPage />,
          loader: page(pages.AdminPage.preload, session),
        },
        {
          id: 'share',
          path: '/share/:shareId',
          element: <pages.SharePage />,
          loader: page(pages.SharePage.preload, ({ shareId = '' }) => [sharedScanQuery(shareId)]),
        },
        {
          id: 'scan-detail',
          path: '/scans/:scanId',
          element: <pages.ScanDetailPage />,
          loader: page(pages.ScanDetailPage.preload, ({ scanId = '' }) => [scanDetailQuery(scanId)]),
        },
        {
          id: NOT_FOUND_ROUTE_ID,
          path: '*',
          element: <pages.NotFoundPage />,
          loader: page(pages.NotFoundPage.preload),
        },
      ],
    },
  ];
}
