import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { TUser } from '#common/contracts/auth.ts';
import { currentUserQuery } from '#web/api/auth.queries.ts';
import { billingOverviewQuery, receiptQuery } from '#web/api/billing.queries.ts';
import { meSummaryQuery } from '#web/api/me.queries.ts';
import { petDetailQuery, petsListQuery } from '#web/api/pets.queries.ts';
import { reminderSettingsQuery } from '#web/api/reminders.queries.ts';
import { scanDetailQuery } from '#web/api/scans.queries.ts';
import { sharedScanQuery } from '#web/api/share.queries.ts';
import { sharedPetReportQuery } from '#web/api/vet-report-links.queries.ts';
import { RequireAuth } from '#web/components/auth/require-auth.tsx';
import { AppLayout } from '#web/components/layout/app-layout.tsx';
import { RouteError } from '#web/components/route-error.tsx';
import { RouteSkeleton } from '#web/components/skeletons/route-skeleton.tsx';
import type { LazyPage } from '#web/lib/lazy-page.ts';
import * as pages from '#web/pages/lazy-pages.ts';
import { RootPage } from '#web/pages/root/page.tsx';
import {
  loadMemberPage,
  loadPage,
  onlyWhenThePathChanges,
  type QueriesFor,
  signedInUser,
} from './route-loaders.ts';

/** The id of the catch-all route: the server answers 404 when a path ends there (server/plugins/pages/public-pages.ts). */
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
  /** A page anyone may open; `queriesFor` names the data it shows first. */
  const page = (id: string, path: string, Page: LazyPage<object>, queriesFor?: QueriesFor): RouteObject => ({
    id,
    path,
    element: <Page />,
    loader: loadPage(queryClient, Page.preload, queriesFor),
    shouldRevalidate: onlyWhenThePathChanges,
  });
  /** A members' page, handed the signed-in user; guests are redirected to /login by its loader. */
  const memberPage = (
    id: string,
    path: string,
    Page: LazyPage<{ user: TUser }> | LazyPage<object>,
    queriesFor?: QueriesFor,
  ): RouteObject => {
    // Every members' page is given the user; those that do not read it ignore it.
    const PageWithUser = Page as LazyPage<{ user: TUser }>;
    return {
      id,
      path,
      element: <RequireAuth>{(user) => <PageWithUser user={user} />}</RequireAuth>,
      loader: loadMemberPage(queryClient, Page.preload, queriesFor),
      shouldRevalidate: onlyWhenThePathChanges,
    };
  };
  /** Pages that show guests and members different things read the session first. */
  const session: QueriesFor = () => [currentUserQuery()];
  return [
    {
      id: 'app',
      element: <AppLayout />,
      // In the browser, the first page's loaders run before it renders: the frame and the page's
      // skeleton, as the server's HTML already showed them (server/plugins/pages/browser-page-html.ts).
      // A server-rendered page arrives with its loaders' results (start-app.tsx) and skips this.
      hydrateFallbackElement: <RouteSkeleton />,
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
          shouldRevalidate: onlyWhenThePathChanges,
        },
        memberPage('home', '/home', pages.HomePage, () => [meSummaryQuery()]),
        memberPage('account', '/account', pages.AccountPage),
        memberPage('account-billing', '/account/billing', pages.AccountBillingPage, () => [
          billingOverviewQuery(),
        ]),
        memberPage(
          'account-receipt',
          '/account/billing/receipts/:paymentId',
          pages.AccountReceiptPage,
          (params) => [receiptQuery(params.paymentId ?? '')],
        ),
        memberPage('account-reminders', '/account/reminders', pages.AccountRemindersPage, () => [
          reminderSettingsQuery(),
        ]),
        memberPage('pets', '/pets', pages.PetsPage, () => [petsListQuery()]),
        memberPage('pet-detail', '/pets/:petId', pages.PetDetailPage, (params) => [
          petDetailQuery(params.petId ?? ''),
        ]),
        memberPage('pet-compare', '/pets/:petId/compare', pages.PetComparePage, (params) => [
          petDetailQuery(params.petId ?? ''),
        ]),
        memberPage('pet-report', '/pets/:petId/report', pages.PetReportPage),
        page('login', '/login', pages.LoginPage, session),
        page('signup', '/signup', pages.SignupPage, session),
        page('forgot-password', '/forgot-password', pages.ForgotPasswordPage),
        page('reset-password', '/reset-password', pages.ResetPasswordPage),
        page('confirm-email', '/confirm-email', pages.ConfirmEmailPage),
        page('pricing', '/pricing', pages.PricingPage, session),
        page('about', '/about', pages.AboutPage),
        page('contact', '/contact', pages.ContactPage),
        page('privacy', '/privacy', pages.PrivacyPage),
        page('terms', '/terms', pages.TermsPage),
        page('trial', '/trial', pages.TrialPage, session),
        page('subscribe', '/subscribe', pages.SubscribePage, session),
        page('test-subscribe', '/test-subscribe', pages.TestSubscribePage, session),
        page('chat', '/chat', pages.ChatPage, session),
        page('find-vets', '/find-vets', pages.FindVetsPage),
        page('unsubscribe', '/unsubscribe', pages.UnsubscribePage),
        page('vet-dashboard', '/vet-dashboard', pages.VetDashboardPage, session),
        page('vet-register', '/vet-register', pages.VetRegisterPage),
        page('admin', '/admin', pages.AdminPage, session),
        page('admin-grading', '/admin/grading', pages.AdminGradingPage, session),
        page('clinic-grading', '/clinic/grading', pages.ClinicGradingPage, session),
        page('clinic-welcome', '/clinic/welcome', pages.ClinicWelcomePage),
        page('clinic-team', '/clinic/team', pages.ClinicTeamPage, session),
        page('clinic-inbox', '/clinic', pages.ClinicInboxPage, session),
        page('clinic-referral', '/clinic/referrals/:id', pages.ClinicReferralPage, session),
        page('share', '/share/:shareId', pages.SharePage, (params) => [
          sharedScanQuery(params.shareId ?? ''),
        ]),
        page('vet-report', '/vet-report/:token', pages.VetReportPage, (params) => [
          sharedPetReportQuery(params.token ?? ''),
        ]),
        page('scan-detail', '/scans/:scanId', pages.ScanDetailPage, (params) => [
          scanDetailQuery(params.scanId ?? ''),
        ]),
        page(NOT_FOUND_ROUTE_ID, '*', pages.NotFoundPage),
      ],
    },
  ];
}
