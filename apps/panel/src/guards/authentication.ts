import { loadManifest } from '@vitrine/features'
import { isApiError, type Registered } from '@vitrine/api'
import { addressWithoutToken, decideStartupToken } from '../session/startup-token.ts'
import { next, redirect, type Guard, type GuardContext } from './guard.ts'

// These addresses lead beyond the entry's routes, so they are built with the whole manifest,
// awaited: it is already in wherever a route needing login was matched, and a sign-in page has
// it by the time its form is sent (fetched once the page settled, or on the first interaction).

/** The login address, remembering where the user was going (only local paths). */
export async function loginAddress(url: URL): Promise<string> {
  const { href } = await loadManifest()
  const target = `${url.pathname}${url.search}`
  if (target === '/' || target === href('apps')) return href('auth-login')
  return `${href('auth-login')}?${new URLSearchParams({ next: target })}`
}

/** Where to go after signing in: the remembered local path, else the apps list. */
export async function afterSignIn(search: string): Promise<string> {
  const target = new URLSearchParams(search).get('next')
  // Only same-origin paths: "//host" and "/\host" would leave the panel (open redirect).
  if (target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    return target
  }
  return (await loadManifest()).href('apps')
}

/** The apps list, asking about an invitation when there is one (its card explains it). */
export async function appsAddress(invitation?: string | null): Promise<string> {
  const apps = (await loadManifest()).href('apps')
  return invitation ? `${apps}?${new URLSearchParams({ invitation })}` : apps
}

/**
 * Where a sign-in or sign-up that carried an invitation's link leads: into the store it joined;
 * to the apps list asking about the invitation when it could not be accepted (an unconfirmed
 * e-mail, a sender who lost the access, a dead link), so the card says why instead of nothing
 * happening; else where it would have gone anyway.
 */
export async function afterInvitation(
  answer: Pick<Registered, 'joined_app_id' | 'invitation_outcome'>,
  invitation: string | undefined,
  otherwise: string,
): Promise<string> {
  if (answer.joined_app_id) {
    return (await loadManifest()).href('overview', { appID: answer.joined_app_id })
  }
  if (invitation && answer.invitation_outcome && answer.invitation_outcome !== 'joined') {
    return appsAddress(invitation)
  }
  return otherwise
}

/**
 * A route open without login: nothing is asked of a visitor. Inside an app (the subscriber's
 * page of a subscription), a session whose person is not loaded yet loads it, so the store's
 * frame can show them; a session the server refuses is dropped and the page is shown as to
 * anyone else, never sent to the login.
 */
async function openRoute({ match, session, api }: GuardContext) {
  if (match?.params.appID === undefined || !session.signedIn || session.state.user) {
    return next()
  }
  try {
    session.signIn(await api.auth.me())
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) session.signOut()
    // Any other failure leaves the session as it is: the page still shows, without the frame.
  }
  return next()
}

/**
 * Authentication (specification section 4): a signed-in user opening an auth route goes to
 * /apps (keeping an invitation's token, which the apps list then asks about); a route needing
 * login that carries `?token=` re-enters the same route without it, having signed in with it
 * when there was no session, or asked before replacing another (as at start-up); no token, an
 * empty one or the text "null" goes to the login area. The user behind the token is loaded
 * once; a token the server refuses is dropped.
 */
export const authentication: Guard = async (context) => {
  const { url, match, session, api } = context
  if (!match) return next()
  const { route } = match
  if (route.name.includes('auth') && session.signedIn) {
    return redirect(await appsAddress(url.searchParams.get('invitation')))
  }
  if (!route.login) return openRoute(context)

  // The same decision as at start-up: without a session the token signs in; another session
  // is asked about (the question shows beside the page, the session untouched meanwhile); a
  // malformed token or the session's own changes nothing. Either way the address loses it.
  const link = decideStartupToken(url, session.state.token, addressWithoutToken(url))
  if (link.kind === 'sign-in') session.setToken(link.token)
  else if (link.kind === 'ask') session.offerAccessLink({ kind: 'ask', token: link.token })
  else if (link.kind === 'keep' && link.invalid) session.offerAccessLink({ kind: 'invalid' })
  if (link.kind !== 'none') return redirect(link.location)

  if (!session.signedIn) return redirect(await loginAddress(url))
  if (session.state.user) return next()
  try {
    session.signIn(await api.auth.me())
    return next()
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) {
      session.signOut()
      return redirect(await loginAddress(url))
    }
    return { kind: 'error', error }
  }
}
