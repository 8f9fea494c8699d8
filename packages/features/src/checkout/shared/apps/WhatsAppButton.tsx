import type { PublicCheckoutApps } from '@vitrine/api'

/** wa.me with the store's number and the first message already written. */
export function whatsAppHref({ phone, message }: NonNullable<PublicCheckoutApps['whatsapp']>) {
  const digits = phone.replace(/\D/g, '')
  return message
    ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
    : `https://wa.me/${digits}`
}

/**
 * The chat app's floating button: a link (so Tab reaches it and Enter opens it) in the page's
 * corner, above nothing the payer must reach. In the appearance preview it sits in the preview's
 * corner and goes nowhere.
 */
export function WhatsAppButton({
  chat,
  preview = false,
}: {
  chat: NonNullable<PublicCheckoutApps['whatsapp']>
  preview?: boolean
}) {
  return (
    <a
      href={whatsAppHref(chat)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={preview ? (event) => event.preventDefault() : undefined}
      data-slot="whatsapp-button"
      className={`${preview ? 'absolute' : 'fixed'} right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-[#1f7a4d] px-4 py-3 text-sm font-semibold text-white shadow-lg outline-none hover:bg-[#17603c] focus-visible:ring-4 focus-visible:ring-[#1f7a4d]/40`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z" />
      </svg>
      Dúvidas? Fale no WhatsApp
    </a>
  )
}
