import type { PublicCheckoutApps } from '@vitrine/api'

/*
 * The analytics apps' tags on the public page: Google's gtag.js (GA4) and the Meta pixel
 * (fbq). Both are set up from this bundle — their queues defined here, their scripts added as
 * <script src> elements — so the page keeps its policy of no inline script; the server's
 * Content-Security-Policy lets their hosts in only on pages of stores that installed them
 * (apps/server/src/checkout-setup/marketplace/page-policy.ts).
 */

type Queue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue?: unknown[]
  push?: unknown
  loaded?: boolean
  version?: string
}

interface TagWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  fbq?: Queue
  _fbq?: Queue
}

const tagWindow = () => window as unknown as TagWindow

/** Ids already set up on this page: a re-render or a second mount adds no second tag. */
const started = new Set<string>()

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

function startGa4(measurementId: string) {
  const key = `ga4:${measurementId}`
  if (started.has(key)) return
  started.add(key)
  const w = tagWindow()
  w.dataLayer = w.dataLayer ?? []
  const layer = w.dataLayer
  // gtag.js reads the queue's entries as `arguments` objects, exactly as Google's snippet pushes.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object itself
    layer.push(arguments)
  }
  w.gtag('js', new Date())
  w.gtag('config', measurementId)
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`)
}

function startMetaPixel(pixelId: string) {
  const key = `meta:${pixelId}`
  if (started.has(key)) return
  started.add(key)
  const w = tagWindow()
  if (!w.fbq) {
    // The pixel's queue until fbevents.js arrives and replaces callMethod.
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue!.push(args)
    }
    fbq.push = fbq
    fbq.loaded = true
    fbq.version = '2.0'
    fbq.queue = []
    w.fbq = fbq
    w._fbq = fbq
    addScript('https://connect.facebook.net/en_US/fbevents.js')
  }
  w.fbq('init', pixelId)
}

const money = (cents: number | null) =>
  cents === null ? { currency: 'BRL' } : { currency: 'BRL', value: cents / 100 }

/** The tags of the installed apps, and their "checkout opened" events. */
export function startCheckoutTags(apps: PublicCheckoutApps, valueCents: number | null) {
  if (apps.ga4) {
    startGa4(apps.ga4.measurement_id)
    tagWindow().gtag?.('event', 'begin_checkout', money(valueCents))
  }
  if (apps.meta_pixel) {
    startMetaPixel(apps.meta_pixel.pixel_id)
    tagWindow().fbq?.('track', 'InitiateCheckout', money(valueCents))
  }
}

/** A charge went through: the apps' purchase events (before the page moves to the receipt). */
export function trackPurchase(apps: PublicCheckoutApps, valueCents: number | null, token: string) {
  if (apps.ga4) {
    tagWindow().gtag?.('event', 'purchase', { transaction_id: token, ...money(valueCents) })
  }
  if (apps.meta_pixel) tagWindow().fbq?.('track', 'Purchase', money(valueCents))
}
