// Imported by its own path (`@vitrine/ui/components/qr-code`), not from the package's index:
// the encoder then loads only with the screens that draw a code, never with /login.
export { QrCode, qrPath, QR_QUIET_ZONE, type QrCodeLevel, type QrCodeProps } from './qr-code.tsx'
